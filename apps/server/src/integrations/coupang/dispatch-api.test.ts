import { describe, expect, it } from 'vitest';
import { Upstream } from '../../platform/domain-errors.ts';
import type { CoupangCall, CoupangTransport } from './coupang-transport.ts';
import { createDispatchApi } from './dispatch-api.ts';
import { stringifyLossless } from './lossless-json.ts';

const credentials = { accessKey: 'ak', secretKey: 'sk', vendorId: 'A00012345' };
const box = (index: number) => `6${String(index).padStart(17, '0')}`;

/** A transport that records each call and answers from `answer(call)`. */
function fakeTransport(answer: (call: CoupangCall, index: number) => unknown) {
  const calls: CoupangCall[] = [];
  const transport: CoupangTransport = {
    async send(_credentials, call) {
      calls.push(call);
      const reply = answer(call, calls.length - 1);
      if (reply instanceof Error) throw reply;
      return reply;
    },
  };
  return { api: createDispatchApi(transport, credentials), calls };
}

const ok = (ids: readonly string[], responseCode = 0) => ({
  code: '200',
  message: 'OK',
  data: {
    responseCode,
    responseMessage: 'SUCCESS',
    responseList: ids.map((shipmentBoxId) => ({
      shipmentBoxId,
      succeed: true,
      resultCode: 'OK',
      retryRequired: false,
      resultMessage: '',
    })),
  },
});

describe('Coupang dispatch calls', () => {
  it('acknowledges by PUT v4, never retried, with the ids as bare 18-digit numbers', async () => {
    const { api, calls } = fakeTransport(() => ok([box(1)]));
    await api.acknowledgeOrderSheets([box(1)]);
    const [call] = calls;
    expect(call).toMatchObject({
      method: 'PUT',
      idempotent: false,
      path: '/v2/providers/openapi/apis/api/v4/vendors/A00012345/ordersheets/acknowledgement',
    });
    expect(stringifyLossless(call?.body)).toBe(`{"vendorId":"A00012345","shipmentBoxIds":[${box(1)}]}`);
  });

  it('uploads invoices by POST v4 with the fixed split-shipping fields', async () => {
    const { api, calls } = fakeTransport(() => ok([box(2)]));
    await api.uploadInvoices([
      {
        shipmentBoxId: box(2),
        orderId: '30000000000001',
        vendorItemId: '7',
        deliveryCompanyCode: 'CJGLS',
        invoiceNumber: '1234-5678-90',
      },
    ]);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      idempotent: false,
      path: expect.stringMatching(/\/v4\/vendors\/A00012345\/orders\/invoices$/),
    });
    expect(stringifyLossless(calls[0]?.body)).toBe(
      `{"vendorId":"A00012345","orderSheetInvoiceApplyDtos":[{"shipmentBoxId":${box(2)},"orderId":30000000000001,"vendorItemId":7,"deliveryCompanyCode":"CJGLS","invoiceNumber":"1234-5678-90","splitShipping":false,"preSplitShipped":false,"estimatedShippingDate":""}]}`,
    );
  });

  it('matches answers by box id, and reports a box the answer leaves out as NO_ANSWER', async () => {
    const { api } = fakeTransport(() => ({
      code: '200',
      message: 'OK',
      data: {
        responseCode: 99,
        responseMessage: '배송상태를 변경할 수 없습니다.',
        responseList: [
          {
            shipmentBoxId: box(2),
            succeed: false,
            resultCode: 'INVALID_STATUS',
            retryRequired: false,
            resultMessage: 'x',
          },
        ],
      },
    }));
    const rows = await api.acknowledgeOrderSheets([box(1), box(2)]);
    expect(rows).toEqual([
      {
        shipmentBoxId: box(1),
        succeed: false,
        resultCode: 'NO_ANSWER',
        retryRequired: true,
        resultMessage: expect.stringContaining('배송상태를 변경할 수 없습니다.'),
      },
      {
        shipmentBoxId: box(2),
        succeed: false,
        resultCode: 'INVALID_STATUS',
        retryRequired: false,
        resultMessage: 'x',
      },
    ]);
  });

  it('treats an unknown responseCode or a failed envelope as Upstream', async () => {
    const odd = fakeTransport(() => ok([box(1)], 7)).api;
    await expect(odd.acknowledgeOrderSheets([box(1)])).rejects.toBeInstanceOf(Upstream);
    const refused = fakeTransport(() => ({ code: 'ERROR', message: '권한 없음', data: null })).api;
    await expect(refused.acknowledgeOrderSheets([box(1)])).rejects.toThrow('권한 없음');
  });

  it('reports a failing later chunk on its rows and does not send the chunks after it', async () => {
    const failure = new Upstream('쿠팡 서버 오류', {
      provider: 'coupang',
      httpStatus: 500,
      retryable: false,
    });
    const ids = Array.from({ length: 120 }, (_, index) => box(index));
    const { api, calls } = fakeTransport((call, index) => {
      if (index === 1) return failure;
      const body = call.body as { shipmentBoxIds: bigint[] };
      return ok(body.shipmentBoxIds.map(String));
    });
    const rows = await api.acknowledgeOrderSheets(ids);
    expect(calls).toHaveLength(2);
    expect(rows.map((row) => row.shipmentBoxId)).toEqual(ids);
    expect(rows.slice(0, 50).every((row) => row.succeed)).toBe(true);
    expect(rows[50]).toMatchObject({
      succeed: false,
      resultCode: 'UPSTREAM_ERROR',
      retryRequired: false,
      resultMessage: '쿠팡 서버 오류',
    });
    expect(rows[100]).toMatchObject({ succeed: false, resultCode: 'NOT_SENT', retryRequired: true });
  });

  it('sends nothing for an empty list', async () => {
    const { api, calls } = fakeTransport(() => ok([]));
    expect(await api.acknowledgeOrderSheets([])).toEqual([]);
    expect(await api.uploadInvoices([])).toEqual([]);
    expect(calls).toEqual([]);
  });
});
