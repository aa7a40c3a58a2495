import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { TOSS_DEMO_MID, TOSS_DEMO_SECRET_KEY, TOSS_DEMO_WIDGET_SECRET_KEY } from './demo-accounts.ts';
import {
  authenticatedPayment,
  basicAuth,
  openWindow,
  postConfirm,
  startTestSandbox,
  TEST_PREFIX,
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

describe('POST /v1/payments/confirm', () => {
  it('approves an authenticated window and answers the Payment object', async () => {
    const { sandbox } = await start();
    const paid = await authenticatedPayment(sandbox);
    const response = await postConfirm(sandbox, paid);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toMatchObject({
      mId: TOSS_DEMO_MID,
      paymentKey: paid.paymentKey,
      orderId: 'order_starter_0001',
      orderName: '올리다 스타터 플랜',
      status: 'DONE',
      method: '카드',
      totalAmount: 19_900,
      balanceAmount: 19_900,
      approvedAt: '2026-11-20T12:00:00+09:00',
      receipt: { url: `http://localhost:3000/sandbox/toss/receipts/${paid.paymentKey}` },
    });
  });

  it('accepts the amount as a digit string, as Toss samples forward it from the query', async () => {
    const { sandbox } = await start();
    const paid = await authenticatedPayment(sandbox);
    const response = await postConfirm(sandbox, { ...paid, amount: String(paid.amount) });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 UNAUTHORIZED_KEY for a wrong or missing secret key', async () => {
    const { sandbox } = await start();
    const paid = await authenticatedPayment(sandbox);
    for (const authorization of [basicAuth('test_sk_wrong'), 'Bearer x']) {
      const response = await postConfirm(sandbox, paid, { authorization });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'UNAUTHORIZED_KEY',
        message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.',
      });
    }
  });

  it('accepts only the exact Basic header: no password, no other scheme spelling', async () => {
    const { sandbox } = await start();
    const paid = await authenticatedPayment(sandbox);
    const encoded = basicAuth().slice('Basic '.length);
    const withPassword = Buffer.from(`${TOSS_DEMO_SECRET_KEY}:anything`).toString('base64');
    for (const authorization of [
      `Basic ${withPassword}`,
      `basic ${encoded}`,
      `BASIC ${encoded}`,
      `Basic  ${encoded}`,
    ]) {
      const response = await postConfirm(sandbox, paid, { authorization });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED_KEY');
    }
    const response = await postConfirm(sandbox, paid, { authorization: `Basic ${encoded}` });
    expect(response.statusCode).toBe(200);
  });

  it('answers INCORRECT_BASIC_AUTH_FORMAT when the trailing colon is missing', async () => {
    const { sandbox } = await start();
    const noColon = `Basic ${Buffer.from('test_sk_anything').toString('base64')}`;
    const response = await postConfirm(sandbox, {}, { authorization: noColon });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('INCORRECT_BASIC_AUTH_FORMAT');
  });

  it('answers INVALID_API_KEY when the secret belongs to the other key family', async () => {
    const { sandbox } = await start();
    const paid = await authenticatedPayment(sandbox);
    const response = await postConfirm(sandbox, paid, {
      authorization: basicAuth(TOSS_DEMO_WIDGET_SECRET_KEY),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_API_KEY');
  });

  it('answers 400 INVALID_REQUEST for missing fields and malformed JSON', async () => {
    const { sandbox } = await start();
    const missing = await postConfirm(sandbox, { paymentKey: 'x', orderId: 'order_0001' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('INVALID_REQUEST');
    const garbled = await sandbox.inject({
      method: 'POST',
      url: `${TEST_PREFIX}/v1/payments/confirm`,
      headers: { authorization: basicAuth(), 'content-type': 'application/json' },
      payload: '{"paymentKey":',
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toEqual({ code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
  });

  it('answers 404 NOT_FOUND_PAYMENT for an unknown paymentKey', async () => {
    const { sandbox } = await start();
    const response = await postConfirm(sandbox, { paymentKey: 'nope', orderId: 'order_0001', amount: 100 });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND_PAYMENT');
  });

  it('answers NOT_FOUND_PAYMENT_SESSION when amount or orderId differ from the window', async () => {
    const { sandbox } = await start();
    const paid = await authenticatedPayment(sandbox);
    for (const tampered of [
      { ...paid, amount: 100 },
      { ...paid, orderId: 'order_other_01' },
    ]) {
      const response = await postConfirm(sandbox, tampered);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND_PAYMENT_SESSION');
    }
    expect((await postConfirm(sandbox, paid)).statusCode).toBe(200);
  });

  it('answers NOT_FOUND_PAYMENT_SESSION more than 10 minutes after the buyer authenticated', async () => {
    const { sandbox, clock } = await start();
    const paid = await authenticatedPayment(sandbox);
    clock.advance(10 * 60_000 + 1);
    const response = await postConfirm(sandbox, paid);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'NOT_FOUND_PAYMENT_SESSION',
      message: '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.',
    });
  });

  it('refuses a window the buyer never authenticated', async () => {
    const { sandbox, state } = await start();
    const checkoutId = await openWindow(sandbox);
    const paymentKey = state.value.checkouts[checkoutId];
    const response = await postConfirm(sandbox, {
      paymentKey,
      orderId: 'order_starter_0001',
      amount: 19_900,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND_PAYMENT_SESSION');
  });

  it('answers ALREADY_PROCESSED_PAYMENT on a second confirm', async () => {
    const { sandbox } = await start();
    const paid = await authenticatedPayment(sandbox);
    expect((await postConfirm(sandbox, paid)).statusCode).toBe(200);
    const second = await postConfirm(sandbox, paid);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ code: 'ALREADY_PROCESSED_PAYMENT', message: '이미 처리된 결제 입니다.' });
  });

  it('answers DUPLICATED_ORDER_ID when a second window for an approved orderId is confirmed', async () => {
    const { sandbox } = await start();
    const first = await authenticatedPayment(sandbox);
    expect((await postConfirm(sandbox, first)).statusCode).toBe(200);
    const second = await authenticatedPayment(sandbox);
    const response = await postConfirm(sandbox, second);
    expect(response.json().code).toBe('DUPLICATED_ORDER_ID');
  });

  it('replays the first answer byte for byte for a repeated Idempotency-Key, whatever the body', async () => {
    const { sandbox, clock } = await start();
    const paid = await authenticatedPayment(sandbox);
    const headers = { 'idempotency-key': `confirm-${paid.orderId}` };
    const first = await postConfirm(sandbox, paid, headers);
    expect(first.statusCode).toBe(200);
    clock.advance(5000);
    const replay = await postConfirm(sandbox, paid, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe(first.body);
    const otherBody = await postConfirm(sandbox, { ...paid, amount: 1 }, headers);
    expect(otherBody.body).toBe(first.body);
    const withoutKey = await postConfirm(sandbox, paid);
    expect(withoutKey.json().code).toBe('ALREADY_PROCESSED_PAYMENT');
  });

  it('scopes idempotency keys per secret key: another key family does not see the replay', async () => {
    const { sandbox } = await start();
    const paid = await authenticatedPayment(sandbox);
    const headers = { 'idempotency-key': 'shared-key-1' };
    await postConfirm(sandbox, paid, headers);
    const other = await postConfirm(sandbox, paid, {
      ...headers,
      authorization: basicAuth(TOSS_DEMO_WIDGET_SECRET_KEY),
    });
    expect(other.json().code).toBe('INVALID_API_KEY');
  });

  it('forces an error with TossPayments-Test-Code and does not keep 5xx answers for replay', async () => {
    const { sandbox } = await start();
    const paid = await authenticatedPayment(sandbox);
    const rejected = await postConfirm(sandbox, paid, { 'tosspayments-test-code': 'REJECT_CARD_PAYMENT' });
    expect(rejected.statusCode).toBe(403);
    expect(rejected.json()).toEqual({
      code: 'REJECT_CARD_PAYMENT',
      message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.',
    });
    const key = { 'idempotency-key': 'retry-after-500' };
    const failed = await postConfirm(sandbox, paid, {
      ...key,
      'tosspayments-test-code': 'FAILED_INTERNAL_SYSTEM_PROCESSING',
    });
    expect(failed.statusCode).toBe(500);
    const retried = await postConfirm(sandbox, paid, key);
    expect(retried.statusCode).toBe(200);
  });
});
