import { expect, it } from 'vitest';
import { Upstream } from '../../platform/domain-errors.ts';
import type { CoupangVendorClient } from './coupang-client.ts';
import { seoulDate } from './coupang-values.ts';
import type { CoupangCredentials } from './signer.ts';

/** What the shared cases need: a client for real (or sandbox) keys, and a way to build one for other keys. */
export interface CoupangContractContext {
  client: CoupangVendorClient;
  credentials: CoupangCredentials;
  forCredentials(credentials: CoupangCredentials): CoupangVendorClient;
  /** "Now" as the service sees it, for date ranges. */
  now(): Date;
}

const dayMs = 86_400_000;

/**
 * Read-only cases that must hold against the sandbox and against the real Coupang gateway alike; registered inside
 * the caller's describe (the sandbox suite, or the live suite guarded by environment keys).
 */
export function registerCoupangContractCases(context: () => CoupangContractContext): void {
  it('lists a week of order sheets with exact string ids and Seoul times', async () => {
    const { client, now } = context();
    const result = await client.listOrderSheets({
      createdAtFrom: seoulDate(new Date(now().getTime() - 7 * dayMs)),
      createdAtTo: seoulDate(now()),
      status: 'FINAL_DELIVERY',
      maxPerPage: 50,
      maxPages: 2,
    });
    expect(result.pagesRead).toBeGreaterThanOrEqual(1);
    for (const sheet of result.orderSheets) {
      expect(sheet.shipmentBoxId).toMatch(/^\d+$/);
      expect(sheet.orderId).toMatch(/^\d+$/);
      expect(sheet.status).toBe('FINAL_DELIVERY');
      expect(sheet.orderedAt ?? '').toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
      for (const item of sheet.orderItems) {
        expect(item.vendorItemId).toMatch(/^\d+$/);
        expect(typeof (item.salesPrice ?? 0)).toBe('number');
      }
    }
  });

  it('reads the first page of return centers with pagination', async () => {
    const page = await context().client.listReturnCenters({ pageNum: 1, pageSize: 50 });
    expect(page.pagination.currentPage).toBe(1);
    expect(page.content.length).toBeLessThanOrEqual(50);
    for (const center of page.content) {
      expect(center.returnCenterCode).not.toBe('');
      expect(typeof center.usable).toBe('boolean');
    }
  });

  it('reads the first page of outbound places with pagination', async () => {
    const page = await context().client.listOutboundPlaces({ pageNum: 1, pageSize: 50 });
    expect(page.pagination.currentPage).toBe(1);
    for (const place of page.content) {
      expect(place.outboundShippingPlaceCode).toMatch(/^\d+$/);
      expect(typeof place.usable).toBe('boolean');
    }
  });

  it('predicts a category for a plain product name and reads that category meta', async () => {
    const { client } = context();
    const prediction = await client.predictCategory({ productName: '스테인리스 진공 텀블러 500ml' });
    expect(['SUCCESS', 'FAILURE', 'INSUFFICIENT_INFORMATION']).toContain(prediction.resultType);
    if (prediction.resultType !== 'SUCCESS' || prediction.categoryId === null) return;
    const meta = await client.getCategoryMeta(prediction.categoryId);
    expect(meta.noticeCategories.length).toBeGreaterThan(0);
    expect(Array.isArray(meta.attributes)).toBe(true);
  });

  it('turns a wrong secret key into a 401 Upstream that never echoes the secret', async () => {
    const { forCredentials, credentials } = context();
    const wrongSecret = `${credentials.secretKey}-wrong`;
    const error = await forCredentials({ ...credentials, secretKey: wrongSecret })
      .listReturnCenters({ pageNum: 1, pageSize: 1 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Upstream);
    const upstream = error as Upstream;
    expect(upstream.info).toMatchObject({ provider: 'coupang', httpStatus: 401, retryable: false });
    expect(upstream.detail).toContain('인증에 실패했습니다');
    expect(upstream.detail).not.toContain(wrongSecret);
    expect(upstream.detail).not.toContain(credentials.secretKey);
  });
}
