import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CoupangHarness, startCoupangHarness, upstreamOf } from '../../../test/kits/coupang-sandbox.ts';
import { Invalid } from '../../platform/domain-errors.ts';
import { seoulDate } from './coupang-values.ts';
import type { CoupangOrderSheet, CoupangOrderStatus } from './order-sheet-schema.ts';

const dayMs = 86_400_000;

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

async function sheets(status: CoupangOrderStatus): Promise<CoupangOrderSheet[]> {
  const client = h.clientFor(h.credentials);
  const { orderSheets } = await client.listOrderSheets({
    createdAtFrom: seoulDate(new Date(h.clock.ms - 30 * dayMs)),
    createdAtTo: seoulDate(new Date(h.clock.ms)),
    status,
    maxPages: 100,
  });
  return orderSheets;
}

async function firstIn(status: CoupangOrderStatus, index = 0): Promise<CoupangOrderSheet> {
  const sheet = (await sheets(status))[index];
  if (!sheet) throw new Error(`the sandbox has fewer than ${index + 1} ${status} orders`);
  return sheet;
}

const ids = (list: CoupangOrderSheet[]) => list.map((sheet) => sheet.shipmentBoxId);

function invoiceOf(sheet: CoupangOrderSheet, deliveryCompanyCode: string, invoiceNumber: string) {
  const vendorItemId = sheet.orderItems[0]?.vendorItemId;
  if (vendorItemId === undefined) throw new Error('a sheet without items');
  return {
    shipmentBoxId: sheet.shipmentBoxId,
    orderId: sheet.orderId,
    vendorItemId,
    deliveryCompanyCode,
    invoiceNumber,
  };
}

describe('Coupang client against the sandbox: acknowledge (발주확인)', () => {
  it('moves an ACCEPT order to INSTRUCT, and the re-listed sheet shows it there', async () => {
    const box = await firstIn('ACCEPT');
    expect(box.shipmentBoxId).toMatch(/^\d{18}$/);
    const rows = await h.clientFor(h.credentials).acknowledgeOrderSheets([box.shipmentBoxId]);
    expect(rows).toEqual([
      {
        shipmentBoxId: box.shipmentBoxId,
        succeed: true,
        resultCode: 'OK',
        retryRequired: false,
        resultMessage: expect.any(String),
      },
    ]);
    expect(ids(await sheets('ACCEPT'))).not.toContain(box.shipmentBoxId);
    expect(ids(await sheets('INSTRUCT'))).toContain(box.shipmentBoxId);
  });

  it('answers per box, in the order sent, across chunks of 50', async () => {
    const shipped = await firstIn('FINAL_DELIVERY');
    const unknown = Array.from(
      { length: 50 },
      (_, index) => `61234567890123${String(index).padStart(4, '0')}`,
    );
    const before = h.seen.length;
    const rows = await h.clientFor(h.credentials).acknowledgeOrderSheets([...unknown, shipped.shipmentBoxId]);
    expect(h.seen.length - before).toBe(2);
    expect(rows).toHaveLength(51);
    expect(
      rows.slice(0, 50).every((row) => row.resultCode === 'NOT_FOUND_SHIPMENT_BOX' && !row.succeed),
    ).toBe(true);
    expect(rows[50]).toMatchObject({
      shipmentBoxId: shipped.shipmentBoxId,
      succeed: false,
      resultCode: 'INVALID_STATUS',
    });
  });

  it('refuses ids that are not digits before calling Coupang', async () => {
    const client = h.clientFor(h.credentials);
    await expect(client.acknowledgeOrderSheets(['12a'])).rejects.toBeInstanceOf(Invalid);
    await expect(client.acknowledgeOrderSheets([''])).rejects.toThrow('배송번호');
    expect(h.attempts).toEqual([]);
  });
});

describe('Coupang client against the sandbox: invoice upload (송장 업로드)', () => {
  it('ships an INSTRUCT order (DEPARTURE), DELIVERING once the courier picked it up (30 s)', async () => {
    const box = await firstIn('INSTRUCT');
    const client = h.clientFor(h.credentials);
    const rows = await client.uploadInvoices([invoiceOf(box, 'CJGLS', '412345678901')]);
    expect(rows).toEqual([
      expect.objectContaining({ shipmentBoxId: box.shipmentBoxId, succeed: true, resultCode: 'OK' }),
    ]);
    const departed = (await sheets('DEPARTURE')).find((sheet) => sheet.shipmentBoxId === box.shipmentBoxId);
    expect(departed).toMatchObject({ deliveryCompanyName: 'CJ 대한통운', invoiceNumber: '412345678901' });
    await h.advance(30_000);
    expect(ids(await sheets('DELIVERING'))).toContain(box.shipmentBoxId);
    expect(ids(await sheets('DEPARTURE'))).not.toContain(box.shipmentBoxId);
  });

  it('reports failures row by row: digit count, status, another order of the box', async () => {
    const [good, badDigits] = [await firstIn('INSTRUCT', 1), await firstIn('INSTRUCT', 2)];
    const accepted = await firstIn('ACCEPT');
    const rows = await h
      .clientFor(h.credentials)
      .uploadInvoices([
        invoiceOf(good, 'EPOST', '5123456789012'),
        invoiceOf(badDigits, 'EPOST', '512345678901'),
        invoiceOf(accepted, 'EPOST', '5123456789013'),
        { ...invoiceOf(badDigits, 'EPOST', '5123456789014'), orderId: '1' },
      ]);
    expect(rows.map((row) => [row.succeed, row.resultCode])).toEqual([
      [true, 'OK'],
      [false, 'INVALID_INVOICE_NUMBER'],
      [false, 'INVALID_STATUS'],
      [false, 'NOT_FOUND_VENDOR_ITEM'],
    ]);
  });

  it('surfaces the HTTP 500 of an unknown courier as Upstream, sent once, nothing applied', async () => {
    const box = await firstIn('INSTRUCT', 3);
    h.attempts.length = 0;
    const error = await upstreamOf(
      h.clientFor(h.credentials).uploadInvoices([invoiceOf(box, 'NOPE', '123456789012')]),
    );
    expect(error.info).toMatchObject({ provider: 'coupang', httpStatus: 500, retryable: false });
    expect(error.detail).toContain('internal exception');
    expect(error.detail).toContain('택배사 코드(NOPE)');
    expect(h.attempts).toEqual([500]);
    expect(ids(await sheets('INSTRUCT'))).toContain(box.shipmentBoxId);
  });

  it('refuses a malformed courier code or invoice number before calling Coupang', async () => {
    const box = await firstIn('INSTRUCT', 4);
    const client = h.clientFor(h.credentials);
    h.attempts.length = 0;
    await expect(client.uploadInvoices([invoiceOf(box, 'cj', '123456789012')])).rejects.toThrow(
      '택배사 코드',
    );
    await expect(client.uploadInvoices([invoiceOf(box, 'CJGLS', '1234 5678')])).rejects.toThrow('송장번호');
    await expect(client.uploadInvoices([invoiceOf(box, 'CJGLS', '1'.repeat(31))])).rejects.toBeInstanceOf(
      Invalid,
    );
    expect(h.attempts).toEqual([]);
  });
});
