import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestProduct } from '../../../test/kits/coupang-fixtures.ts';
import { type CoupangHarness, startCoupangHarness, upstreamOf } from '../../../test/kits/coupang-sandbox.ts';
import type { CoupangProductUpdateRequest } from './product-types.ts';

let h: CoupangHarness;
beforeAll(async () => {
  h = await startCoupangHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

const reason = "상품명에 판매 금지 표현('가품')이 포함되어 승인이 반려되었습니다.";

/** A product the sandbox review rejected (its name carries a refused word). */
async function rejected() {
  const client = h.clientFor(h.credentials);
  const request = { ...(await buildTestProduct(client, h.wingAccount)), sellerProductName: '가품 텀블러' };
  const { sellerProductId } = await client.createProduct(request);
  await client.requestApproval(sellerProductId);
  await h.advance(5000);
  return { client, request, sellerProductId };
}

describe('Coupang client against the sandbox: review histories and modification', () => {
  it('reads the histories newest first, with the rejection reason and Seoul times', async () => {
    const { client, sellerProductId } = await rejected();
    expect((await client.getProduct(sellerProductId)).status).toBe('DENIED');
    const histories = await client.getProductHistories(sellerProductId);
    expect(histories.map((entry) => [entry.status, entry.comment])).toEqual([
      ['승인반려', reason],
      ['승인대기중', ''],
      ['임시저장', ''],
    ]);
    expect(histories[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
    expect(histories[2]?.createdBy).toBe(h.wingAccount);
  });

  it('modifies a rejected product with its option ids, sends the ids as numbers, and gets it approved', async () => {
    const { client, request, sellerProductId } = await rejected();
    const current = await client.getProduct(sellerProductId);
    const update: CoupangProductUpdateRequest = {
      ...request,
      sellerProductName: '정품 텀블러',
      sellerProductId,
      items: request.items.map((item, index) => ({
        ...item,
        sellerProductItemId: current.items[index]?.sellerProductItemId ?? '',
      })),
    };
    expect(await client.updateProduct(update)).toEqual({ sellerProductId, message: '' });
    const stored = h.sandbox.products.find(h.credentials.vendorId, Number(sellerProductId));
    expect(stored?.body).toMatchObject({
      sellerProductId: Number(sellerProductId),
      sellerProductName: '정품 텀블러',
      vendorId: h.credentials.vendorId,
      items: current.items.map((item) => ({ sellerProductItemId: Number(item.sellerProductItemId) })),
    });
    expect((await client.getProduct(sellerProductId)).status).toBe('SAVED');

    await client.requestApproval(sellerProductId);
    await h.advance(5000);
    const approved = await client.getProduct(sellerProductId);
    expect(approved).toMatchObject({ status: 'APPROVED', sellerProductName: '정품 텀블러' });
    expect(approved.items.every((item) => item.vendorItemId !== null)).toBe(true);
    expect((await client.getProductHistories(sellerProductId))[0]).toMatchObject({ status: '승인완료' });
  });

  it('surfaces a refused modification once (never retried) with Coupang words', async () => {
    const { client, request, sellerProductId } = await rejected();
    await h.reset();
    const error = await upstreamOf(
      client.updateProduct({
        ...request,
        sellerProductId,
        items: request.items.map((item) => ({ ...item, sellerProductItemId: '123' })),
      }),
    );
    expect(error.info).toMatchObject({ provider: 'coupang', httpStatus: 400, retryable: false });
    expect(error.detail).toContain('쿠팡이 상품 수정 요청을 거절했습니다');
    expect(error.detail).toContain('옵션 ID(sellerProductItemId)[123]는');
    expect(h.attempts).toEqual([400]);
  });

  it('reports histories of an unknown product as a 404 Upstream', async () => {
    const error = await upstreamOf(h.clientFor(h.credentials).getProductHistories('99999999'));
    expect(error.info.httpStatus).toBe(404);
    expect(error.detail).toContain('업체상품[99999999]이 존재하지 않습니다.');
  });
});
