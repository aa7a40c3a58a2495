import { TOSS_DEMO_SECRET_KEY } from '@ollida/sandbox/toss/demo-accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app.ts';
import {
  buildPaymentsTestApp,
  buyPlan,
  checkout,
  confirm,
  createOrder,
  paidOrder,
  paymentRow,
  signedInSeller,
  subscriptionRow,
  type TossProxy,
  tossSide,
} from '../../../test/kits/payments.ts';
import { addSeoulMonth } from '../../platform/seoul-calendar.ts';

let ctx: TestContext;
let proxy: TossProxy;

beforeAll(async () => {
  ({ ctx, proxy } = await buildPaymentsTestApp());
});
afterAll(() => ctx.close());
afterEach(() => {
  proxy.forceConfirmCode = undefined;
  proxy.loseConfirmAnswers = false;
  proxy.failLookups = false;
});

const history = async (token: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/payments/history',
      headers: { authorization: `Bearer ${token}` },
    })
  ).json<{ data: Array<Record<string, unknown>> }>().data;

describe('POST /api/payments/confirm', () => {
  it('completes a paid order: payment completed, history row, subscription active on the plan for a month', async () => {
    const seller = await signedInSeller(ctx);
    const order = await createOrder(ctx, seller.token, 'pro');
    const body = await paidOrder(ctx, order);
    expect(body).toMatchObject({ order_id: order.orderId, amount: 99_000 });

    const response = await confirm(ctx, seller.token, body);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      status: 'completed',
      orderId: order.orderId,
      planType: 'pro',
      amount: 99_000,
    });
    expect(answer.subscription).toMatchObject({ planType: 'pro', status: 'active' });

    const row = await paymentRow(ctx, order.orderId);
    expect(row).toMatchObject({ status: 'completed', paymentKey: body.payment_key, method: '카드' });
    expect(row.approvedAt).toBeInstanceOf(Date);
    expect(row.receiptUrl).toMatch(/^http/);
    const approvedAt = row.approvedAt ?? new Date(0);
    const subscription = await subscriptionRow(ctx, seller.user.id);
    expect(subscription).toMatchObject({ planType: 'pro', status: 'active', paymentId: row.id });
    expect(subscription?.currentPeriodStart).toEqual(approvedAt);
    expect(subscription?.currentPeriodEnd).toEqual(addSeoulMonth(approvedAt));
    expect(answer.subscription.currentPeriodEnd).toBe(addSeoulMonth(approvedAt).toISOString());

    expect(await history(seller.token)).toEqual([
      {
        order_id: order.orderId,
        order_name: '올리다 프로 플랜',
        plan_type: 'pro',
        amount: 99_000,
        status: 'completed',
        kind: 'checkout',
        created_at: row.createdAt.toISOString(),
        approved_at: approvedAt.toISOString(),
        cancelled_at: null,
        failure_message: null,
        receipt_url: row.receiptUrl,
      },
    ]);
  });

  it('refuses a tampered amount without calling Toss; the order stays pending and can still be confirmed', async () => {
    const seller = await signedInSeller(ctx);
    const body = await paidOrder(ctx, await createOrder(ctx, seller.token, 'starter'));
    const callsBefore = proxy.confirmCalls;

    const response = await confirm(ctx, seller.token, { ...body, amount: 100 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: '결제 금액이 주문 금액과 일치하지 않습니다.',
      code: 'payment_amount_mismatch',
    });
    expect(proxy.confirmCalls).toBe(callsBefore);
    expect(tossSide(ctx, body.payment_key)?.status).toBe('IN_PROGRESS');
    expect((await paymentRow(ctx, body.order_id)).status).toBe('pending');

    expect((await confirm(ctx, seller.token, body)).statusCode).toBe(200);
  });

  it("answers 404 for another user's order exactly as for an unknown one, and changes nothing", async () => {
    const owner = await signedInSeller(ctx);
    const stranger = await signedInSeller(ctx);
    const body = await paidOrder(ctx, await createOrder(ctx, owner.token, 'starter'));

    const foreign = await confirm(ctx, stranger.token, body);
    const unknown = await confirm(ctx, stranger.token, { ...body, order_id: 'ollida_doesNotExist123' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      detail: '결제 주문을 찾을 수 없습니다.',
      code: 'payment_order_not_found',
    });
    expect(unknown.json()).toEqual(foreign.json());
    expect((await paymentRow(ctx, body.order_id)).status).toBe('pending');
    expect(tossSide(ctx, body.payment_key)?.status).toBe('IN_PROGRESS');
    expect(await subscriptionRow(ctx, stranger.user.id)).toBeUndefined();
  });

  it('answers 409 to a replayed confirm and to any confirm of a completed order, changing nothing', async () => {
    const seller = await signedInSeller(ctx);
    const body = await buyPlan(ctx, seller.token, 'starter');
    const rowBefore = await paymentRow(ctx, body.order_id);
    const subscriptionBefore = await subscriptionRow(ctx, seller.user.id);
    const callsBefore = proxy.confirmCalls;

    const replay = await confirm(ctx, seller.token, body);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({
      detail: '이미 처리되었거나 처리 중인 결제 주문입니다.',
      code: 'payment_not_pending',
    });
    const otherKey = await confirm(ctx, seller.token, { ...body, payment_key: 'tsbx-another-window-key' });
    expect(otherKey.statusCode).toBe(409);

    expect(proxy.confirmCalls).toBe(callsBefore);
    expect(await paymentRow(ctx, body.order_id)).toEqual(rowBefore);
    expect(await subscriptionRow(ctx, seller.user.id)).toEqual(subscriptionBefore);
  });

  it("fails a confirm more than 10 minutes after checkout with Toss's message, and activates nothing", async () => {
    const seller = await signedInSeller(ctx);
    const body = await paidOrder(ctx, await createOrder(ctx, seller.token, 'starter'));
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 11 * 60_000);

    const response = await confirm(ctx, seller.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.',
      code: 'payment_failed',
    });
    const row = await paymentRow(ctx, body.order_id);
    expect(row).toMatchObject({ status: 'failed', failureCode: 'NOT_FOUND_PAYMENT_SESSION' });
    expect(await subscriptionRow(ctx, seller.user.id)).toBeUndefined();
    expect((await history(seller.token))[0]).toMatchObject({
      status: 'failed',
      failure_message: '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.',
    });
  });

  it('never reaches confirm when the card is refused in the window: the order stays pending', async () => {
    const seller = await signedInSeller(ctx);
    const order = await createOrder(ctx, seller.token, 'starter');
    const callsBefore = proxy.confirmCalls;
    const redirect = await checkout(ctx, order, 'reject');
    expect(`${redirect.origin}${redirect.pathname}`).toBe('http://ollida.test/payment/fail');
    expect(redirect.searchParams.get('code')).toBe('REJECT_CARD_COMPANY');
    expect(proxy.confirmCalls).toBe(callsBefore);
    expect((await paymentRow(ctx, order.orderId)).status).toBe('pending');
    expect(await subscriptionRow(ctx, seller.user.id)).toBeUndefined();
  });

  it("fails the order with Toss's message when Toss refuses the card at confirm", async () => {
    const seller = await signedInSeller(ctx);
    const body = await paidOrder(ctx, await createOrder(ctx, seller.token, 'business'));
    proxy.forceConfirmCode = 'REJECT_CARD_PAYMENT';

    const response = await confirm(ctx, seller.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.',
      code: 'payment_failed',
    });
    expect(await paymentRow(ctx, body.order_id)).toMatchObject({
      status: 'failed',
      failureCode: 'REJECT_CARD_PAYMENT',
      failureMessage: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.',
    });
    expect(await subscriptionRow(ctx, seller.user.id)).toBeUndefined();
  });

  it('looks an ALREADY_PROCESSED_PAYMENT up and completes the order when Toss says DONE', async () => {
    const seller = await signedInSeller(ctx);
    const body = await paidOrder(ctx, await createOrder(ctx, seller.token, 'starter'));
    // Toss already approved this payment (e.g. an earlier attempt whose answer never arrived).
    const direct = await fetch(`${ctx.toss.baseUrl}/v1/payments/confirm`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${TOSS_DEMO_SECRET_KEY}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ paymentKey: body.payment_key, orderId: body.order_id, amount: body.amount }),
    });
    expect(direct.status).toBe(200);

    const response = await confirm(ctx, seller.token, body);
    expect(response.statusCode).toBe(200);
    expect((await paymentRow(ctx, body.order_id)).status).toBe('completed');
    expect(await subscriptionRow(ctx, seller.user.id)).toMatchObject({
      planType: 'starter',
      status: 'active',
    });
  });

  it('puts the order back to pending after a Toss 5xx when Toss still holds it open, so a retry succeeds', async () => {
    const seller = await signedInSeller(ctx);
    const body = await paidOrder(ctx, await createOrder(ctx, seller.token, 'starter'));
    proxy.forceConfirmCode = 'FAILED_INTERNAL_SYSTEM_PROCESSING';

    const failed = await confirm(ctx, seller.token, body);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({
      code: 'upstream_error',
      provider_code: 'FAILED_INTERNAL_SYSTEM_PROCESSING',
    });
    expect((await paymentRow(ctx, body.order_id)).status).toBe('pending');

    proxy.forceConfirmCode = undefined;
    expect((await confirm(ctx, seller.token, body)).statusCode).toBe(200);
    expect((await paymentRow(ctx, body.order_id)).status).toBe('completed');
  });

  it('leaves the order confirming (shown as pending) when neither the confirm answer nor a lookup arrives', async () => {
    const seller = await signedInSeller(ctx);
    const body = await paidOrder(ctx, await createOrder(ctx, seller.token, 'starter'));
    proxy.loseConfirmAnswers = true;
    proxy.failLookups = true;

    const response = await confirm(ctx, seller.token, body);
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toBe(
      '결제 결과를 아직 확인하지 못했습니다. 잠시 후 결제 내역에서 상태를 확인해 주세요.',
    );
    expect(tossSide(ctx, body.payment_key)?.status).toBe('DONE');
    expect((await paymentRow(ctx, body.order_id)).status).toBe('confirming');
    expect((await history(seller.token))[0]).toMatchObject({ status: 'pending' });
    expect(await subscriptionRow(ctx, seller.user.id)).toBeUndefined();
    expect((await confirm(ctx, seller.token, body)).statusCode).toBe(409);
  });
});
