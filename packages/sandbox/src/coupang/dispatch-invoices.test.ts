import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  invoiceFor,
  type ListedSheet,
  resultCodes,
  sheetsIn,
  startWithPreparing,
  uploadInvoices,
} from './dispatch-testing.ts';
import { SECOND_VENDOR } from './testing.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(courierPickupMs?: number) {
  const started = await startWithPreparing(courierPickupMs === undefined ? {} : { courierPickupMs });
  app = started.app;
  return started;
}

const codes = resultCodes;
const boxIds = (sheets: ListedSheet[]) => sheets.map((sheet) => sheet.shipmentBoxId);

describe('coupang sandbox invoice upload (송장업로드)', () => {
  it('ships an INSTRUCT box (DEPARTURE), which the courier picks up after courierPickupMs (DELIVERING)', async () => {
    const { app, clock, pick } = await start(60_000);
    const box = pick(0);
    const response = await uploadInvoices(app, clock, [invoiceFor(box, 'CJGLS', '123456789012')]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: '200', message: 'OK', data: { responseCode: 0 } });
    expect(response.body).toContain(`"shipmentBoxId":${box.shipmentBoxId},`);
    const departed = (await sheetsIn(app, clock, 'DEPARTURE')).find(
      (s) => s.shipmentBoxId === box.shipmentBoxId,
    );
    expect(departed).toMatchObject({ deliveryCompanyName: 'CJ 대한통운', invoiceNumber: '123456789012' });
    expect(boxIds(await sheetsIn(app, clock, 'INSTRUCT'))).not.toContain(box.shipmentBoxId);
    clock.advance(59_999);
    expect(boxIds(await sheetsIn(app, clock, 'DEPARTURE'))).toContain(box.shipmentBoxId);
    clock.advance(1);
    const moving = (await sheetsIn(app, clock, 'DELIVERING')).find(
      (s) => s.shipmentBoxId === box.shipmentBoxId,
    );
    expect(moving?.inTrasitDateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(boxIds(await sheetsIn(app, clock, 'DEPARTURE'))).not.toContain(box.shipmentBoxId);
  });

  it('marks vendor direct delivery (DIRECT) NONE_TRACKING, any digits', async () => {
    const { app, clock, pick } = await start();
    const box = pick(0);
    expect(codes(await uploadInvoices(app, clock, [invoiceFor(box, 'DIRECT', '7')]))).toEqual(['OK']);
    const direct = (await sheetsIn(app, clock, 'NONE_TRACKING')).find(
      (s) => s.shipmentBoxId === box.shipmentBoxId,
    );
    expect(direct?.deliveryCompanyName).toBe('업체직송');
  });

  it('answers an unknown courier code with HTTP 500 for the whole request and applies no row', async () => {
    const { app, clock, pick } = await start();
    const rows = [invoiceFor(pick(0), 'CJGLS', '123456789012'), invoiceFor(pick(1), 'CJ', '123456789013')];
    const response = await uploadInvoices(app, clock, rows);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, message: 'internal exception', data: null });
    expect(boxIds(await sheetsIn(app, clock, 'INSTRUCT'))).toContain(pick(0).shipmentBoxId);
  });

  it('answers each row: unknown box, wrong order or item, not INSTRUCT, wrong digit count (responseCode 1)', async () => {
    const { app, clock, pick } = await start();
    const [accepted] = await sheetsIn(app, clock, 'ACCEPT');
    const [theirs] = await sheetsIn(app, clock, 'INSTRUCT', SECOND_VENDOR);
    if (!accepted || !theirs) throw new Error('missing orders');
    const response = await uploadInvoices(app, clock, [
      invoiceFor(pick(0), 'HANJIN', '1234567890'),
      { ...invoiceFor(pick(1), 'CJGLS', '223456789012'), shipmentBoxId: 612345678901234567n },
      invoiceFor(theirs, 'CJGLS', '323456789012'),
      { ...invoiceFor(pick(1), 'CJGLS', '423456789012'), orderId: 1n },
      { ...invoiceFor(pick(2), 'CJGLS', '523456789012'), vendorItemId: 1 },
      invoiceFor(accepted, 'CJGLS', '623456789012'),
      invoiceFor(pick(3), 'CJGLS', '12345678901'),
      invoiceFor(pick(4), 'EPOST', '12345678901a'),
    ]);
    expect(response.json().data).toMatchObject({ responseCode: 1, responseMessage: 'PARTIAL_ERROR' });
    expect(codes(response)).toEqual([
      'OK',
      'NOT_FOUND_SHIPMENT_BOX',
      'NOT_FOUND_SHIPMENT_BOX',
      'NOT_FOUND_VENDOR_ITEM',
      'NOT_FOUND_VENDOR_ITEM',
      'INVALID_STATUS',
      'INVALID_INVOICE_NUMBER',
      'INVALID_INVOICE_NUMBER',
    ]);
    expect(response.json().data.responseList[6]).toMatchObject({
      succeed: false,
      retryRequired: false,
      resultMessage: 'CJ 대한통운 송장번호는 10/12자리 숫자여야 합니다.',
    });
  });

  it('answers OK to the same invoice again, NOT_ALLOW_INVOICE_NUMBER_RE_UPLOAD to another (responseCode 99)', async () => {
    const { app, clock, pick } = await start();
    const row = invoiceFor(pick(0), 'HYUNDAI', '1234567890123');
    expect(codes(await uploadInvoices(app, clock, [row]))).toEqual(['OK']);
    expect(codes(await uploadInvoices(app, clock, [row]))).toEqual(['OK']);
    const other = await uploadInvoices(app, clock, [{ ...row, invoiceNumber: '1234567890124' }]);
    expect(other.json().data).toMatchObject({ responseCode: 99, responseMessage: 'FAILED' });
    expect(codes(other)).toEqual(['NOT_ALLOW_INVOICE_NUMBER_RE_UPLOAD']);
    const [generated] = await sheetsIn(app, clock, 'FINAL_DELIVERY');
    if (!generated) throw new Error('no FINAL_DELIVERY order');
    expect(codes(await uploadInvoices(app, clock, [invoiceFor(generated, 'CJGLS', '923456789012')]))).toEqual(
      ['NOT_ALLOW_INVOICE_NUMBER_RE_UPLOAD'],
    );
  });
});
