import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acknowledge,
  resultCodes as codes,
  dispatchCall,
  invoiceFor,
  invoicePath,
  sheetsIn,
  startWithPreparing,
  uploadInvoices,
} from './dispatch-testing.ts';
import { call, FIRST_VENDOR, SECOND_VENDOR } from './testing.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start() {
  const started = await startWithPreparing();
  app = started.app;
  return started;
}

describe('coupang sandbox dispatch rules', () => {
  it('shows a changed box under its new status in the minute window (searchType=timeFrame) too', async () => {
    const { app, clock } = await start();
    const [box] = await sheetsIn(app, clock, 'ACCEPT');
    if (!box) throw new Error('no ACCEPT order');
    await acknowledge(app, clock, [box.shipmentBoxId]);
    const day = box.orderedAt.slice(0, 10);
    const path = `/v2/providers/openapi/apis/api/v4/vendors/${FIRST_VENDOR.vendorId}/ordersheets`;
    const window = `createdAtFrom=${day}T00:00&createdAtTo=${day}T23:59&searchType=timeFrame`;
    const listed = async (status: string) =>
      (await call(app, clock, 'GET', `${path}?${window}&status=${status}`)).body.includes(
        `"shipmentBoxId":${box.shipmentBoxId},`,
      );
    expect(await listed('INSTRUCT')).toBe(true);
    expect(await listed('ACCEPT')).toBe(false);
  });

  it('refuses a tracking number used for another receiver within 6 months (DUPLICATE_INVOICE_NUMBER)', async () => {
    const { app, clock, pick, ctx } = await start();
    const [first, second, third] = [pick(0), pick(1), pick(2)];
    expect(codes(await uploadInvoices(app, clock, [invoiceFor(first, 'KGB', '12345678901')]))).toEqual([
      'OK',
    ]);
    expect(codes(await uploadInvoices(app, clock, [invoiceFor(second, 'KGB', '12345678901')]))).toEqual([
      'DUPLICATE_INVOICE_NUMBER',
    ]);
    // One receiver's boxes may share a number: a box of the third sheet's receiver already holds it.
    const receiverKey = [
      third.receiver.name,
      third.receiver.postCode,
      third.receiver.addr1,
      third.receiver.addr2,
    ];
    ctx.dispatch.set({
      shipmentBoxId: '600000000000000001',
      vendorId: FIRST_VENDOR.vendorId,
      status: 'DEPARTURE',
      deliveryCompanyCode: 'KDEXP',
      invoiceNumber: '87654321',
      receiverKey: receiverKey.join('|'),
      changedAt: clock.ms,
    });
    expect(codes(await uploadInvoices(app, clock, [invoiceFor(third, 'KDEXP', '87654321')]))).toEqual(['OK']);
  });

  it('lets a number be reused after 6 months', async () => {
    const { app, clock, pick, ctx } = await start();
    ctx.dispatch.set({
      shipmentBoxId: '600000000000000002',
      vendorId: FIRST_VENDOR.vendorId,
      status: 'DELIVERING',
      deliveryCompanyCode: 'CHUNIL',
      invoiceNumber: '12345678901',
      receiverKey: 'someone else',
      changedAt: clock.ms - 183 * 86_400_000,
    });
    expect(codes(await uploadInvoices(app, clock, [invoiceFor(pick(0), 'CHUNIL', '12345678901')]))).toEqual([
      'OK',
    ]);
  });

  it.each([
    [
      'another vendorId in the body',
      (rows: unknown[]) => ({ vendorId: SECOND_VENDOR.vendorId, orderSheetInvoiceApplyDtos: rows }),
      '업체코드',
    ],
    [
      '51 rows',
      (rows: unknown[]) => ({
        vendorId: FIRST_VENDOR.vendorId,
        orderSheetInvoiceApplyDtos: Array(51).fill(rows[0]),
      }),
      '최대 50건',
    ],
    [
      'a number invoiceNumber',
      (rows: unknown[]) => ({
        vendorId: FIRST_VENDOR.vendorId,
        orderSheetInvoiceApplyDtos: [{ ...(rows[0] as object), invoiceNumber: 123 }],
      }),
      'invoiceNumber',
    ],
  ])('rejects %s with 400', async (_name, build, expected) => {
    const { app, clock, pick } = await start();
    const response = await dispatchCall(
      app,
      clock,
      'POST',
      invoicePath(),
      build([invoiceFor(pick(0), 'CJGLS', '1234567890')]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: expect.stringContaining(expected), data: null });
  });

  it('has no v5 invoice route (not in the 2025 v5 list)', async () => {
    const { app, clock, pick } = await start();
    const body = {
      vendorId: FIRST_VENDOR.vendorId,
      orderSheetInvoiceApplyDtos: [invoiceFor(pick(0), 'CJGLS', '1234567890')],
    };
    expect((await dispatchCall(app, clock, 'POST', invoicePath('v5'), body)).statusCode).toBe(404);
  });
});
