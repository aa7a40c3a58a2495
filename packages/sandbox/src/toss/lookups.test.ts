import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  authenticatedPayment,
  basicAuth,
  openWindow,
  postConfirm,
  startTestSandbox,
  TEST_PREFIX,
  v2Session,
} from './testing.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start() {
  const started = await startTestSandbox();
  app = started.sandbox;
  return started;
}

describe('lookups and cancel', () => {
  function get(sandbox: FastifyInstance, path: string) {
    return sandbox.inject({ url: `${TEST_PREFIX}${path}`, headers: { authorization: basicAuth() } });
  }
  function cancel(
    sandbox: FastifyInstance,
    paymentKey: string,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    return sandbox.inject({
      method: 'POST',
      url: `${TEST_PREFIX}/v1/payments/${paymentKey}/cancel`,
      headers: { authorization: basicAuth(), 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });
  }

  it('finds a payment by paymentKey and by orderId, in progress and then approved', async () => {
    const { sandbox } = await start();
    const paid = await authenticatedPayment(sandbox);
    const before = await get(sandbox, `/v1/payments/${paid.paymentKey}`);
    expect(before.json()).toMatchObject({ status: 'IN_PROGRESS', approvedAt: null, card: null });
    await postConfirm(sandbox, paid);
    const byKey = await get(sandbox, `/v1/payments/${paid.paymentKey}`);
    const byOrder = await get(sandbox, `/v1/payments/orders/${paid.orderId}`);
    expect(byKey.json().status).toBe('DONE');
    expect(byOrder.body).toBe(byKey.body);
  });

  it('answers NOT_FOUND_PAYMENT for unknown keys and orders, and 401 without the secret', async () => {
    const { sandbox } = await start();
    expect((await get(sandbox, '/v1/payments/nope')).json().code).toBe('NOT_FOUND_PAYMENT');
    expect((await get(sandbox, '/v1/payments/orders/order_none_1')).statusCode).toBe(404);
    const anonymous = await sandbox.inject({ url: `${TEST_PREFIX}/v1/payments/nope` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('reports a window the buyer cancelled as ABORTED with the failure', async () => {
    const { sandbox } = await start();
    const checkoutId = await openWindow(sandbox, v2Session({ orderId: 'order_cancelled_1' }));
    await sandbox.inject({
      method: 'POST',
      url: `${TEST_PREFIX}/checkout`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `session=${checkoutId}&action=cancel`,
    });
    const response = await get(sandbox, '/v1/payments/orders/order_cancelled_1');
    expect(response.json()).toMatchObject({
      status: 'ABORTED',
      failure: { code: 'PAY_PROCESS_CANCELED', message: '사용자에 의해 결제가 취소되었습니다.' },
    });
  });

  it('cancels partially, then fully, then refuses a third cancel', async () => {
    const { sandbox } = await start();
    const paid = await authenticatedPayment(sandbox);
    await postConfirm(sandbox, paid);
    const partial = await cancel(sandbox, paid.paymentKey, {
      cancelReason: '부분 환불',
      cancelAmount: 9_900,
    });
    expect(partial.json()).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 10_000 });
    const tooMuch = await cancel(sandbox, paid.paymentKey, { cancelReason: '초과', cancelAmount: 10_001 });
    expect(tooMuch.statusCode).toBe(403);
    expect(tooMuch.json().code).toBe('NOT_CANCELABLE_AMOUNT');
    const full = await cancel(sandbox, paid.paymentKey, { cancelReason: '고객 변심' });
    expect(full.json()).toMatchObject({
      status: 'CANCELED',
      balanceAmount: 0,
      cancels: [
        { cancelAmount: 9_900, cancelReason: '부분 환불', refundableAmount: 10_000 },
        { cancelAmount: 10_000, cancelReason: '고객 변심', refundableAmount: 0 },
      ],
    });
    const again = await cancel(sandbox, paid.paymentKey, { cancelReason: '다시' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'ALREADY_CANCELED_PAYMENT', message: '이미 취소된 결제 입니다.' });
  });

  it('requires cancelReason, refuses unapproved payments and replays idempotent cancels', async () => {
    const { sandbox } = await start();
    const paid = await authenticatedPayment(sandbox);
    expect((await cancel(sandbox, paid.paymentKey, {})).json().code).toBe('INVALID_REQUEST');
    expect((await cancel(sandbox, paid.paymentKey, { cancelReason: '취소' })).json().code).toBe(
      'NOT_CANCELABLE_PAYMENT',
    );
    await postConfirm(sandbox, paid);
    const key = { 'idempotency-key': 'cancel-1' };
    const first = await cancel(sandbox, paid.paymentKey, { cancelReason: '취소' }, key);
    const replay = await cancel(sandbox, paid.paymentKey, { cancelReason: '취소' }, key);
    expect(first.json().status).toBe('CANCELED');
    expect(replay.body).toBe(first.body);
  });

  it('serves the receipt page for an approved payment', async () => {
    const { sandbox } = await start();
    const paid = await authenticatedPayment(sandbox);
    const confirmed = await postConfirm(sandbox, paid);
    const receipt = new URL(confirmed.json().receipt.url);
    const page = await sandbox.inject({ url: receipt.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('19,900원');
    expect(page.body).toContain('결제 완료');
  });
});
