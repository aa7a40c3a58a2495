import { describe, expect, it } from 'vitest';
import { Upstream } from '../../platform/domain-errors.ts';
import type { HttpClient, OutboundRequest } from '../http-client.ts';
import { createTossClient, tossAuthorization } from './toss-client.ts';
import { isTossOutcomeUnknown } from './toss-errors.ts';

const secretKey = 'test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R';

function payment(overrides: Record<string, unknown> = {}) {
  return {
    paymentKey: 'pk_1',
    orderId: 'order_0001',
    orderName: '스타터 플랜',
    status: 'DONE',
    method: '카드',
    requestedAt: '2026-11-20T12:00:00+09:00',
    approvedAt: '2026-11-20T12:00:05+09:00',
    totalAmount: 19_900,
    balanceAmount: 19_900,
    ...overrides,
  };
}

function fakeHttp(status: number, body: unknown) {
  const requests: OutboundRequest[] = [];
  const http: HttpClient = {
    async send(request) {
      requests.push(request);
      return { status, headers: new Headers(), text: typeof body === 'string' ? body : JSON.stringify(body) };
    },
  };
  return { http, requests };
}

async function failure(promise: Promise<unknown>): Promise<Upstream> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof Upstream)) throw new Error(`expected Upstream, got ${String(error)}`);
  return error;
}

describe('tossAuthorization', () => {
  it('encodes the secret key with the mandatory trailing colon (Toss doc key as known answer)', () => {
    expect(tossAuthorization(secretKey)).toBe('Basic dGVzdF9za196WExrS0V5cE5BcldtbzUwblgzbG1lYXhZRzVSOg==');
  });
});

describe('createTossClient', () => {
  it('confirms with Basic auth, a JSON body and the caller’s Idempotency-Key, as a retryable request', async () => {
    const { http, requests } = fakeHttp(200, payment());
    const client = createTossClient({ baseUrl: 'https://api.tosspayments.com/', secretKey, http });
    const result = await client.confirmPayment({
      paymentKey: 'pk_1',
      orderId: 'order_0001',
      amount: 19_900,
      idempotencyKey: 'confirm-order_0001',
    });
    expect(result.status).toBe('DONE');
    expect(requests).toEqual([
      {
        provider: 'toss',
        method: 'POST',
        url: 'https://api.tosspayments.com/v1/payments/confirm',
        headers: {
          authorization: tossAuthorization(secretKey),
          accept: 'application/json',
          'content-type': 'application/json',
          'idempotency-key': 'confirm-order_0001',
        },
        body: JSON.stringify({ paymentKey: 'pk_1', orderId: 'order_0001', amount: 19_900 }),
        idempotent: true,
        timeoutMs: undefined,
      },
    ]);
  });

  it('refuses an approval that does not match the order', async () => {
    for (const answer of [
      payment({ totalAmount: 100 }),
      payment({ orderId: 'other_0001' }),
      payment({ status: 'ABORTED' }),
    ]) {
      const client = createTossClient({ baseUrl: 'http://t', secretKey, http: fakeHttp(200, answer).http });
      const error = await failure(
        client.confirmPayment({
          paymentKey: 'pk_1',
          orderId: 'order_0001',
          amount: 19_900,
          idempotencyKey: 'k',
        }),
      );
      expect(error.detail).toContain('승인 결과가 주문과 일치하지 않습니다');
      expect(error.info.retryable).toBe(false);
    }
  });

  it('reads payments by key and by orderId with encoded paths', async () => {
    const { http, requests } = fakeHttp(200, payment());
    const client = createTossClient({ baseUrl: 'http://t/sandbox/toss', secretKey, http });
    await client.getPayment('a/b c');
    await client.getPaymentByOrderId('order_0001');
    expect(requests.map((request) => [request.method, request.url, request.idempotent])).toEqual([
      ['GET', 'http://t/sandbox/toss/v1/payments/a%2Fb%20c', true],
      ['GET', 'http://t/sandbox/toss/v1/payments/orders/order_0001', true],
    ]);
    expect(requests[0]?.body).toBeUndefined();
  });

  it('cancels fully or partially with an Idempotency-Key', async () => {
    const { http, requests } = fakeHttp(200, payment({ status: 'CANCELED', balanceAmount: 0 }));
    const client = createTossClient({ baseUrl: 'http://t', secretKey, http });
    await client.cancelPayment({ paymentKey: 'pk_1', cancelReason: '고객 변심', idempotencyKey: 'cancel-1' });
    await client.cancelPayment({
      paymentKey: 'pk_1',
      cancelReason: '부분',
      cancelAmount: 900,
      idempotencyKey: 'c-2',
    });
    expect(requests.map((request) => request.body)).toEqual([
      JSON.stringify({ cancelReason: '고객 변심' }),
      JSON.stringify({ cancelReason: '부분', cancelAmount: 900 }),
    ]);
    expect(requests[0]?.url).toBe('http://t/v1/payments/pk_1/cancel');
    expect(requests[1]?.headers?.['idempotency-key']).toBe('c-2');
  });

  it('keeps Toss’s code and Korean message, and never the secret key', async () => {
    const body = { code: 'REJECT_CARD_PAYMENT', message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' };
    const client = createTossClient({ baseUrl: 'http://t', secretKey, http: fakeHttp(403, body).http });
    const error = await failure(
      client.confirmPayment({ paymentKey: 'pk', orderId: 'order_0001', amount: 1000, idempotencyKey: 'k' }),
    );
    expect(error.detail).toBe('한도초과 혹은 잔액부족으로 결제에 실패했습니다.');
    expect(error.info).toEqual({
      provider: 'toss',
      providerCode: 'REJECT_CARD_PAYMENT',
      httpStatus: 403,
      retryable: false,
    });
    expect(isTossOutcomeUnknown(error)).toBe(false);
    const everything = `${error.message} ${JSON.stringify(error)} ${String(error.stack)}`;
    expect(everything).not.toContain(secretKey);
    expect(everything).not.toContain(tossAuthorization(secretKey).slice(6));
  });

  it('marks a refusal on a keyed confirm as final and a 5xx on it as worth repeating', async () => {
    const cases = [
      [400, { code: 'ALREADY_PROCESSED_PAYMENT', message: '이미 처리된 결제 입니다.' }, false, false],
      [404, { code: 'NOT_FOUND_PAYMENT_SESSION', message: '결제 시간이 만료되었습니다.' }, false, false],
      [429, { code: 'TOO_MANY_REQUESTS', message: '요청이 많습니다.' }, true, false],
      [500, { code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: '내부 오류' }, true, true],
    ] as const;
    for (const [status, body, retryable, outcomeUnknown] of cases) {
      const client = createTossClient({ baseUrl: 'http://t', secretKey, http: fakeHttp(status, body).http });
      const error = await failure(
        client.confirmPayment({ paymentKey: 'pk', orderId: 'order_0001', amount: 1000, idempotencyKey: 'k' }),
      );
      expect(error.info).toEqual({
        provider: 'toss',
        providerCode: body.code,
        httpStatus: status,
        retryable,
      });
      expect(isTossOutcomeUnknown(error)).toBe(outcomeUnknown);
    }
  });

  it('describes an error answer without a Toss body and marks 5xx as outcome unknown', async () => {
    const client = createTossClient({
      baseUrl: 'http://t',
      secretKey,
      http: fakeHttp(502, '<html>bad gateway</html>').http,
    });
    const error = await failure(client.getPayment('pk'));
    expect(error.detail).toBe(
      '토스페이먼츠 서버에 오류가 발생했습니다. 잠시 후 다시 시도해 주세요. (HTTP 502)',
    );
    expect(error.info.providerCode).toBeUndefined();
    expect(isTossOutcomeUnknown(error)).toBe(true);
  });

  it('refuses a blank Idempotency-Key before sending anything', async () => {
    const { http, requests } = fakeHttp(200, payment());
    const client = createTossClient({ baseUrl: 'http://t', secretKey, http });
    await failure(client.confirmPayment({ paymentKey: 'pk', orderId: 'o', amount: 1, idempotencyKey: ' ' }));
    await failure(
      client.cancelPayment({ paymentKey: 'pk', cancelReason: 'r', idempotencyKey: 'k'.repeat(301) }),
    );
    expect(requests).toEqual([]);
  });
});
