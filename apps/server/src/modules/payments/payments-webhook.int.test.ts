import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app.ts';
import {
  buildPaymentsTestApp,
  buyPlan,
  cancelAtToss,
  confirm,
  createOrder,
  paidOrder,
  paymentRow,
  postWebhook,
  signedInSeller,
  subscriptionRow,
  type TossProxy,
  tossSide,
} from '../../../test/kits/payments.ts';
import { payments, subscriptions } from '../../db/schema/billing.ts';

let ctx: TestContext;
let proxy: TossProxy;

beforeAll(async () => {
  ({ ctx, proxy } = await buildPaymentsTestApp());
});
afterAll(() => ctx.close());
afterEach(() => {
  proxy.loseConfirmAnswers = false;
  proxy.failLookups = false;
});

/** The body Toss sends, with whatever `data` a test wants to claim. */
const event = (data: Record<string, unknown>, eventType = 'PAYMENT_STATUS_CHANGED') => ({
  eventType,
  createdAt: '2026-11-20T12:00:00.000000',
  data,
});

async function snapshot() {
  return {
    payments: await ctx.database.db.select().from(payments),
    subscriptions: await ctx.database.db.select().from(subscriptions),
  };
}

describe('POST /api/payments/webhook', () => {
  it('changes nothing for a forged body: Toss is asked, and Toss says the payment is only authenticated', async () => {
    const seller = await signedInSeller(ctx);
    const body = await paidOrder(ctx, await createOrder(ctx, seller.token, 'business'));
    const before = await snapshot();

    const response = await postWebhook(
      ctx,
      event({
        paymentKey: body.payment_key,
        orderId: body.order_id,
        status: 'DONE',
        totalAmount: 100,
        approvedAt: '2026-11-20T12:00:00+09:00',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await snapshot()).toEqual(before);
    expect((await paymentRow(ctx, body.order_id)).status).toBe('pending');
  });

  it('changes nothing when a body claims a cancellation Toss does not report', async () => {
    const seller = await signedInSeller(ctx);
    const body = await buyPlan(ctx, seller.token, 'starter');
    const before = await snapshot();
    const response = await postWebhook(
      ctx,
      event({ paymentKey: body.payment_key, orderId: body.order_id, status: 'CANCELED', balanceAmount: 0 }),
    );
    expect(response.statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('cancels the payment and the subscription it bought after a cancellation at Toss, idempotently', async () => {
    const seller = await signedInSeller(ctx);
    const body = await buyPlan(ctx, seller.token, 'pro');
    await cancelAtToss(ctx, body.payment_key);

    const response = await postWebhook(ctx, event({ paymentKey: body.payment_key, status: 'CANCELED' }));
    expect(response.statusCode).toBe(200);
    const row = await paymentRow(ctx, body.order_id);
    expect(row.status).toBe('refunded');
    expect(row.cancelledAt).toBeInstanceOf(Date);
    expect(await subscriptionRow(ctx, seller.user.id)).toMatchObject({
      status: 'cancelled',
      paymentId: row.id,
    });
    const current = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments/history',
      headers: seller.headers,
    });
    expect(current.json().data[0]).toMatchObject({
      status: 'refunded',
      cancelled_at: row.cancelledAt?.toISOString(),
    });

    const before = await snapshot();
    expect((await postWebhook(ctx, event({ paymentKey: body.payment_key }))).statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 200 and changes nothing for an unknown paymentKey or another event type', async () => {
    const seller = await signedInSeller(ctx);
    const body = await paidOrder(ctx, await createOrder(ctx, seller.token, 'starter'));
    const before = await snapshot();
    const unknown = await postWebhook(ctx, event({ paymentKey: 'tsbx-unknown-key', status: 'DONE' }));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ ok: true });
    const otherType = await postWebhook(ctx, event({ paymentKey: body.payment_key }, 'DEPOSIT_CALLBACK'));
    expect(otherType.statusCode).toBe(200);
    expect((await postWebhook(ctx, {})).statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('fails an order Toss reports as expired', async () => {
    const seller = await signedInSeller(ctx);
    const body = await paidOrder(ctx, await createOrder(ctx, seller.token, 'starter'));
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 11 * 60_000);
    expect(tossSide(ctx, body.payment_key)?.status).toBe('IN_PROGRESS');

    expect((await postWebhook(ctx, event({ paymentKey: body.payment_key }))).statusCode).toBe(200);
    expect(await paymentRow(ctx, body.order_id)).toMatchObject({ status: 'failed', failureCode: 'EXPIRED' });
    expect(await subscriptionRow(ctx, seller.user.id)).toBeUndefined();
  });

  it('completes an order left confirming when Toss approved it but its answer was lost', async () => {
    const seller = await signedInSeller(ctx);
    const body = await paidOrder(ctx, await createOrder(ctx, seller.token, 'pro'));
    proxy.loseConfirmAnswers = true;
    proxy.failLookups = true;
    expect((await confirm(ctx, seller.token, body)).statusCode).toBe(502);
    expect((await paymentRow(ctx, body.order_id)).status).toBe('confirming');

    const unreachable = await postWebhook(ctx, event({ paymentKey: body.payment_key }));
    expect(unreachable.statusCode).toBe(500);
    expect((await paymentRow(ctx, body.order_id)).status).toBe('confirming');

    proxy.failLookups = false;
    expect((await postWebhook(ctx, event({ paymentKey: body.payment_key }))).statusCode).toBe(200);
    expect((await paymentRow(ctx, body.order_id)).status).toBe('completed');
    expect(await subscriptionRow(ctx, seller.user.id)).toMatchObject({ planType: 'pro', status: 'active' });
  });
});
