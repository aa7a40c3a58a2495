import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { acknowledge, ackPath, dispatchCall, sheetsIn, startDispatchApp } from './dispatch-testing.ts';
import { FIRST_VENDOR, SECOND_VENDOR } from './testing.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start() {
  const started = await startDispatchApp();
  app = started.app;
  return started;
}

describe('coupang sandbox acknowledge (발주확인)', () => {
  it('moves ACCEPT to INSTRUCT by PUT v4, and the list shows the box under its new status', async () => {
    const { app, clock } = await start();
    const [box] = await sheetsIn(app, clock, 'ACCEPT');
    if (!box) throw new Error('no ACCEPT order');
    const response = await acknowledge(app, clock, [box.shipmentBoxId]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: '200',
      message: 'OK',
      data: { responseCode: 0, responseMessage: 'SUCCESS' },
    });
    expect(response.json().data.responseList).toEqual([
      expect.objectContaining({ succeed: true, resultCode: 'OK', retryRequired: false }),
    ]);
    // The id comes back as a bare 18-digit number.
    expect(response.body).toContain(`"shipmentBoxId":${box.shipmentBoxId},`);
    const ids = (sheets: { shipmentBoxId: string }[]) => sheets.map((sheet) => sheet.shipmentBoxId);
    expect(ids(await sheetsIn(app, clock, 'ACCEPT'))).not.toContain(box.shipmentBoxId);
    expect(ids(await sheetsIn(app, clock, 'INSTRUCT'))).toContain(box.shipmentBoxId);
  });

  it('accepts PATCH and v5, and answers OK again for a box already INSTRUCT', async () => {
    const { app, clock } = await start();
    const [box] = await sheetsIn(app, clock, 'ACCEPT');
    const [preparing] = await sheetsIn(app, clock, 'INSTRUCT');
    if (!box || !preparing) throw new Error('no ACCEPT or INSTRUCT order');
    const first = await acknowledge(app, clock, [box.shipmentBoxId], 'PATCH', 'v5');
    expect(first.json().data.responseCode).toBe(0);
    const again = await acknowledge(app, clock, [box.shipmentBoxId, preparing.shipmentBoxId]);
    expect(again.json().data.responseCode).toBe(0);
    expect(again.json().data.responseList.map((row: { resultCode: string }) => row.resultCode)).toEqual([
      'OK',
      'OK',
    ]);
  });

  it('answers per box: unknown boxes NOT_FOUND_SHIPMENT_BOX, partial success responseCode 1', async () => {
    const { app, clock } = await start();
    const [box] = await sheetsIn(app, clock, 'ACCEPT');
    const [theirs] = await sheetsIn(app, clock, 'ACCEPT', SECOND_VENDOR);
    if (!box || !theirs) throw new Error('no ACCEPT order');
    const response = await acknowledge(app, clock, [
      box.shipmentBoxId,
      '612345678901234567',
      theirs.shipmentBoxId,
    ]);
    const data = response.json().data;
    expect(data.responseCode).toBe(1);
    expect(data.responseMessage).toBe('PARTIAL_ERROR');
    expect(data.responseList.map((row: { resultCode: string }) => row.resultCode)).toEqual([
      'OK',
      'NOT_FOUND_SHIPMENT_BOX',
      'NOT_FOUND_SHIPMENT_BOX',
    ]);
    expect(data.responseList[1]).toMatchObject({ succeed: false, retryRequired: false });
  });

  it('refuses shipped boxes with INVALID_STATUS; all rows failed is responseCode 99', async () => {
    const { app, clock } = await start();
    const [shipped] = await sheetsIn(app, clock, 'FINAL_DELIVERY');
    if (!shipped) throw new Error('no FINAL_DELIVERY order');
    const data = (await acknowledge(app, clock, [shipped.shipmentBoxId])).json().data;
    expect(data).toMatchObject({ responseCode: 99, responseMessage: 'FAILED' });
    expect(data.responseList[0]).toMatchObject({
      succeed: false,
      resultCode: 'INVALID_STATUS',
      resultMessage: '배송상태를 변경할 수 없습니다. 주문내역을 확인해주세요.',
    });
  });

  it.each([
    ['another vendorId in the body', { vendorId: SECOND_VENDOR.vendorId, shipmentBoxIds: [1n] }, '업체코드'],
    ['no boxes', { vendorId: FIRST_VENDOR.vendorId, shipmentBoxIds: [] }, '비어 있을 수 없습니다'],
    [
      '51 boxes',
      {
        vendorId: FIRST_VENDOR.vendorId,
        shipmentBoxIds: Array.from({ length: 51 }, (_, i) => BigInt(i + 1)),
      },
      '최대 50건',
    ],
    ['ids as strings', { vendorId: FIRST_VENDOR.vendorId, shipmentBoxIds: ['612345678901234567'] }, 'Long'],
  ])('rejects %s with 400', async (_name, body, expected) => {
    const { app, clock } = await start();
    const response = await dispatchCall(app, clock, 'PUT', ackPath(), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: expect.stringContaining(expected), data: null });
  });

  it('has no v3 route', async () => {
    const { app, clock } = await start();
    const response = await dispatchCall(app, clock, 'PUT', ackPath('v3'), {
      vendorId: FIRST_VENDOR.vendorId,
      shipmentBoxIds: [1n],
    });
    expect(response.statusCode).toBe(404);
  });
});
