import { TOSS_DEMO_SECRET_KEY } from '@ollida/sandbox/toss/demo-accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import {
  billingSeller,
  paymentsOf,
  registerCard,
  scriptSellerCards,
  setClock,
  subscriptionOf,
  sweep,
} from '../../../test/kits/billing.ts';
import { payments, subscriptions } from '../../db/schema/billing.ts';
import { notifications } from '../../db/schema/workspaces.ts';
import { tossAuthorization } from '../../integrations/toss/toss-client.ts';
import { renewalDueAt } from '../plans/index.ts';

let ctx: TestContext;
const start = new Date('2026-11-27T01:00:00Z'); // 10:00 KST

beforeAll(async () => {
  ctx = await buildTestApp({ planLimits: 'plans' });
});
afterAll(() => ctx.close());
beforeEach(() => {
  ctx.clock.now = start;
});

async function subscribedSeller(planType = 'pro') {
  const seller = await billingSeller(ctx);
  const { issued, customerKey } = await registerCard(ctx, seller, { planType });
  expect(issued.statusCode, issued.body).toBe(200);
  return { seller, customerKey, body: issued.json() };
}

describe('subscribing with a registered card', () => {
  it('charges the first month, renews itself, shows the masked card and grants the card bonus once', async () => {
    const { seller, body } = await subscribedSeller();
    expect(body.payment).toMatchObject({
      status: 'completed',
      kind: 'billing',
      amount: 99_000,
      plan_type: 'pro',
    });
    expect(body.bonusUses).toBe(10);
    expect(body.subscription).toMatchObject({
      planType: 'pro',
      status: 'active',
      autoRenew: true,
      cancelAtPeriodEnd: false,
      nextChargeAmount: 99_000,
      currentPeriodEnd: '2026-12-27T01:00:00.000Z',
      nextChargeAt: '2026-12-26T15:00:00.000Z',
    });
    expect(body.subscription.card.number).toMatch(/^\d{8}\*{4}\d{3}\*$/);
    expect(JSON.stringify(body)).not.toMatch(/billingKey/i);
    // A second card is a card change; the bonus was this person's once.
    const again = await registerCard(ctx, seller);
    expect(again.issued.json().bonusUses).toBe(0);
  });

  it('takes a card window once: the same authKey again is refused without a second charge', async () => {
    const { seller, customerKey } = await subscribedSeller('starter');
    const { authKey } = await registerCard(ctx, seller);
    const replay = await seller.call('POST', '/api/subscriptions/billing-issue', { authKey, customerKey });
    expect(replay.statusCode).toBe(404);
    expect(replay.json().code).toBe('billing_auth_not_found');
    expect((await paymentsOf(ctx, seller.user.id)).filter((row) => row.status === 'completed')).toHaveLength(
      1,
    );
  });

  it("refuses another user's customerKey", async () => {
    const { customerKey } = await subscribedSeller('starter');
    const stranger = await billingSeller(ctx);
    await stranger.call('POST', '/api/subscriptions/billing-auth', { plan_type: 'pro' });
    const stolen = await stranger.call('POST', '/api/subscriptions/billing-issue', {
      authKey: 'bln_whatever',
      customerKey,
    });
    expect(stolen.statusCode).toBe(404);
  });
});

describe('renewal on the Seoul calendar', () => {
  it('notices 7 days ahead, charges once on the renewal day (two sweeps at once), and moves the period', async () => {
    const { seller } = await subscribedSeller();
    const first = await subscriptionOf(ctx, seller.user.id);
    const due = renewalDueAt(first.currentPeriodEnd);

    // The sweep covers every seller of this file; count this seller's own notices.
    const notices = async () =>
      (
        await ctx.database.db.select().from(notifications).where(eq(notifications.userId, seller.user.id))
      ).filter((row) => row.message.includes('99,000원이 등록한 카드로 자동 결제됩니다')).length;
    setClock(ctx, due, -8);
    await sweep(seller);
    expect(await notices()).toBe(0);
    setClock(ctx, due, -6.9);
    await sweep(seller);
    await sweep(seller);
    expect(await notices()).toBe(1);

    setClock(ctx, due, 0.01);
    await Promise.all([sweep(seller), sweep(seller)]);
    const completed = (await paymentsOf(ctx, seller.user.id)).filter((row) => row.status === 'completed');
    expect(completed).toHaveLength(2);
    expect(completed[0]?.orderName).toContain('자동 결제 (2026-12-27부터)');
    const renewed = await subscriptionOf(ctx, seller.user.id);
    expect(renewed.currentPeriodStart).toEqual(first.currentPeriodEnd);
    expect(renewed.currentPeriodEnd.toISOString()).toBe('2027-01-27T01:00:00.000Z');
    await sweep(seller);
    expect((await paymentsOf(ctx, seller.user.id)).filter((row) => row.status === 'completed')).toHaveLength(
      2,
    );
  });

  it('retries a declined renewal 1, 3 and 7 days later keeping the plan, then moves to free, keeping data', async () => {
    const { seller, customerKey } = await subscribedSeller();
    const due = renewalDueAt((await subscriptionOf(ctx, seller.user.id)).currentPeriodEnd);
    await scriptSellerCards(ctx, customerKey, 'insufficient');

    const failed = async () =>
      (await paymentsOf(ctx, seller.user.id)).filter((row) => row.status === 'failed').length;
    setClock(ctx, due, 0.01);
    await sweep(seller);
    expect(await failed()).toBe(1);
    const current = (await seller.call('GET', '/api/subscriptions/current')).json();
    expect(current).toMatchObject({ planType: 'pro', status: 'past_due' });
    expect(current.retry).toMatchObject({
      attempts: 1,
      nextAttemptAt: new Date(due.getTime() + 86_400_000).toISOString(),
    });
    expect(current.retry.failureMessage).toContain('잔액부족');
    const history = (await seller.call('GET', '/api/payments/history')).json().data;
    expect(history[0]).toMatchObject({ status: 'failed', kind: 'billing' });
    expect(history[0].failure_message).toContain('잔액부족');

    setClock(ctx, due, 0.5);
    await sweep(seller);
    expect(await failed()).toBe(1);
    for (const [day, attempts] of [
      [1.01, 2],
      [3.01, 3],
    ] as const) {
      setClock(ctx, due, day);
      await sweep(seller);
      expect(await failed()).toBe(attempts);
      expect((await subscriptionOf(ctx, seller.user.id)).renewalAttempts).toBe(attempts);
    }
    setClock(ctx, due, 7.01);
    await sweep(seller);
    const ended = (await seller.call('GET', '/api/subscriptions/current')).json();
    expect(ended).toMatchObject({ planType: null, status: 'expired', autoRenew: false });
    expect((await paymentsOf(ctx, seller.user.id)).filter((row) => row.status === 'failed')).toHaveLength(4);
  });

  it('charges again at once when a past-due seller registers a new card, and the plan recovers', async () => {
    const { seller, customerKey } = await subscribedSeller();
    const due = renewalDueAt((await subscriptionOf(ctx, seller.user.id)).currentPeriodEnd);
    await scriptSellerCards(ctx, customerKey, 'stopped');
    setClock(ctx, due, 0.01);
    await sweep(seller);
    expect((await subscriptionOf(ctx, seller.user.id)).status).toBe('past_due');

    setClock(ctx, due, 0.2);
    const { issued } = await registerCard(ctx, seller);
    expect(issued.statusCode).toBe(200);
    expect(issued.json().subscription).toMatchObject({ status: 'active', planType: 'pro', retry: null });
    const recovered = await subscriptionOf(ctx, seller.user.id);
    expect(recovered.currentPeriodEnd.toISOString()).toBe('2027-01-27T01:00:00.000Z');
  });
});

describe('changes, cancellation and withdrawal', () => {
  it('schedules a downgrade for the period end with a preview, then charges the smaller plan at renewal', async () => {
    const { seller } = await subscribedSeller();
    const preview = (await seller.call('GET', '/api/subscriptions/change-preview?plan_type=starter')).json();
    expect(preview).toMatchObject({
      effective: 'period_end',
      chargeNow: 0,
      effectiveAt: '2026-12-27T01:00:00.000Z',
    });
    const changed = await seller.call('POST', '/api/subscriptions/change', { plan_type: 'starter' });
    expect(changed.json().subscription).toMatchObject({
      planType: 'pro',
      nextPlanType: 'starter',
      nextChargeAmount: 19_900,
    });
    const due = renewalDueAt((await subscriptionOf(ctx, seller.user.id)).currentPeriodEnd);
    setClock(ctx, due, 0.01);
    await sweep(seller);
    const after = await subscriptionOf(ctx, seller.user.id);
    expect(after).toMatchObject({ planType: 'starter', nextPlanType: null, priceWon: 19_900 });
  });

  it('charges an upgrade now and carries the unused value over', async () => {
    const { seller } = await subscribedSeller('starter');
    setClock(ctx, start, 10);
    const preview = (await seller.call('GET', '/api/subscriptions/change-preview?plan_type=pro')).json();
    expect(preview).toMatchObject({ effective: 'now', chargeNow: 99_000 });
    const changed = await seller.call('POST', '/api/subscriptions/change', { plan_type: 'pro' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().payment).toMatchObject({ status: 'completed', amount: 99_000 });
    const after = await subscriptionOf(ctx, seller.user.id);
    expect(after.planType).toBe('pro');
    expect(after.currentPeriodEnd.getTime()).toBeGreaterThan(new Date('2027-01-06T01:00:00Z').getTime());
  });

  it('refunds in full when cancelled within 7 days with nothing registered (청약철회)', async () => {
    const { seller } = await subscribedSeller();
    setClock(ctx, start, 3);
    const preview = (await seller.call('GET', '/api/subscriptions/change-preview?plan_type=free')).json();
    expect(preview).toMatchObject({ effective: 'now', refundNow: 99_000 });
    const cancelled = await seller.call('POST', '/api/subscriptions/cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().payment).toMatchObject({ status: 'refunded', amount: 99_000 });
    expect(cancelled.json().subscription).toMatchObject({ planType: null, status: 'cancelled', card: null });
  });

  it('after 7 days cancels at the period end without a refund, can be undone, and ends without a charge', async () => {
    const { seller } = await subscribedSeller();
    setClock(ctx, start, 8);
    expect(
      (await seller.call('GET', '/api/subscriptions/change-preview?plan_type=free')).json(),
    ).toMatchObject({
      effective: 'period_end',
      refundNow: 0,
    });
    await seller.call('POST', '/api/subscriptions/cancel');
    expect(
      (await seller.call('POST', '/api/subscriptions/resume')).json().subscription.cancelAtPeriodEnd,
    ).toBe(false);
    const cancelled = (await seller.call('POST', '/api/subscriptions/cancel')).json().subscription;
    expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, nextChargeAt: null });
    const end = (await subscriptionOf(ctx, seller.user.id)).currentPeriodEnd;
    setClock(ctx, end, 0.001);
    await sweep(seller);
    expect((await seller.call('GET', '/api/subscriptions/current')).json()).toMatchObject({
      planType: null,
      status: 'cancelled',
      card: null,
    });
    expect((await paymentsOf(ctx, seller.user.id)).filter((row) => row.status === 'completed')).toHaveLength(
      1,
    );
  });

  it('expires a checkout order left open past its 30-minute window', async () => {
    const seller = await billingSeller(ctx);
    const created = await seller.call('POST', '/api/payments/create', { plan_type: 'starter' });
    expect(created.statusCode).toBe(200);
    setClock(ctx, start, 1 / 24);
    await sweep(seller);
    const history = (await seller.call('GET', '/api/payments/history')).json().data;
    expect(history[0]).toMatchObject({ status: 'expired', kind: 'checkout' });
  });
});

describe('webhooks and windows left', () => {
  it('stops charging a card Toss reports deleted (BILLING_DELETED), and tells the seller', async () => {
    const { seller, customerKey } = await subscribedSeller();
    const [billingKey] = Object.entries(ctx.toss.state.value.billingKeys ?? {}).find(
      ([, key]) => key.customerKey === customerKey,
    ) ?? [''];
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: { eventType: 'BILLING_DELETED', data: { billingKey: 'not-ours=' } },
    });
    expect(unknown.statusCode).toBe(200);
    expect((await seller.call('GET', '/api/subscriptions/current')).json().card).not.toBeNull();
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: { eventType: 'BILLING_DELETED', data: { billingKey, reason: '삭제 API 요청' } },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await seller.call('GET', '/api/subscriptions/current')).json().card).toBeNull();
    const bell = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.user.id));
    expect(bell.some((row) => row.message.includes('카드를 다시 등록해 주세요'))).toBe(true);
  });

  it('records a payment window the buyer closed as cancelled, and answers 404 for another seller', async () => {
    const seller = await billingSeller(ctx);
    const order = (await seller.call('POST', '/api/payments/create', { plan_type: 'starter' })).json();
    const stranger = await billingSeller(ctx);
    const foreign = await stranger.call('POST', '/api/payments/abandon', { order_id: order.orderId });
    expect(foreign.statusCode).toBe(404);
    const abandoned = await seller.call('POST', '/api/payments/abandon', {
      order_id: order.orderId,
      code: 'PAY_PROCESS_CANCELED',
    });
    expect(abandoned.statusCode).toBe(204);
    expect((await seller.call('GET', '/api/payments/history')).json().data[0]).toMatchObject({
      status: 'cancelled',
    });
  });
});

describe('charges whose answer was lost', () => {
  /** A renewal attempt written `confirming` 10 minutes ago, as if the sweep's request lost Toss's answer. */
  async function lostAttempt(userId: string, periodEnd: Date, orderId: string) {
    const now = ctx.clock.now;
    const written = new Date(now.getTime() - 10 * 60 * 1000);
    await ctx.database.db.insert(payments).values({
      userId,
      orderId,
      orderName: '올리다 프로 플랜 1개월 자동 결제',
      planType: 'pro',
      amount: 99_000,
      status: 'confirming',
      kind: 'billing',
      periodKey: periodEnd.toISOString(),
      attempt: 1,
      createdAt: written,
      updatedAt: written,
    });
  }

  async function chargeAtToss(customerKey: string, orderId: string) {
    const [billingKey] = Object.entries(ctx.toss.state.value.billingKeys ?? {}).find(
      ([, key]) => key.customerKey === customerKey && key.deletedAt === undefined,
    ) ?? [''];
    const response = await fetch(`${ctx.toss.baseUrl}/v1/billing/${encodeURIComponent(billingKey)}`, {
      method: 'POST',
      headers: { authorization: tossAuthorization(TOSS_DEMO_SECRET_KEY), 'content-type': 'application/json' },
      body: JSON.stringify({
        customerKey,
        amount: 99_000,
        orderId,
        orderName: '올리다 프로 플랜 1개월 자동 결제',
      }),
    });
    expect(response.status).toBe(200);
  }

  it('refunds a charge Toss approved for a subscription that ended meanwhile', async () => {
    const { seller, customerKey } = await subscribedSeller();
    const sub = await subscriptionOf(ctx, seller.user.id);
    setClock(ctx, renewalDueAt(sub.currentPeriodEnd), 0.01);
    await lostAttempt(seller.user.id, sub.currentPeriodEnd, 'ollida_b_lost_approved');
    await chargeAtToss(customerKey, 'ollida_b_lost_approved');
    await ctx.database.db
      .update(subscriptions)
      .set({ status: 'cancelled', autoRenew: false })
      .where(eq(subscriptions.userId, seller.user.id));

    await sweep(seller);
    const [row] = (await paymentsOf(ctx, seller.user.id)).filter(
      (p) => p.orderId === 'ollida_b_lost_approved',
    );
    expect(row?.status).toBe('refunded');
    expect((await subscriptionOf(ctx, seller.user.id)).currentPeriodEnd).toEqual(sub.currentPeriodEnd);
  });

  it('renews with a charge Toss approved whose answer was lost, without charging again', async () => {
    const { seller, customerKey } = await subscribedSeller();
    const sub = await subscriptionOf(ctx, seller.user.id);
    setClock(ctx, renewalDueAt(sub.currentPeriodEnd), 0.01);
    await lostAttempt(seller.user.id, sub.currentPeriodEnd, 'ollida_b_lost_renewal');
    await chargeAtToss(customerKey, 'ollida_b_lost_renewal');

    await sweep(seller);
    const completed = (await paymentsOf(ctx, seller.user.id)).filter((p) => p.status === 'completed');
    expect(completed.map((p) => p.orderId)).toContain('ollida_b_lost_renewal');
    expect(completed).toHaveLength(2);
    expect((await subscriptionOf(ctx, seller.user.id)).currentPeriodStart).toEqual(sub.currentPeriodEnd);
  });

  it('fails an attempt Toss never received, so the retry schedule moves on', async () => {
    const { seller } = await subscribedSeller();
    const sub = await subscriptionOf(ctx, seller.user.id);
    setClock(ctx, renewalDueAt(sub.currentPeriodEnd), 0.01);
    await lostAttempt(seller.user.id, sub.currentPeriodEnd, 'ollida_b_lost_missing');

    await sweep(seller);
    const [row] = (await paymentsOf(ctx, seller.user.id)).filter(
      (p) => p.orderId === 'ollida_b_lost_missing',
    );
    expect(row).toMatchObject({ status: 'failed', failureCode: 'NO_ANSWER' });
    expect(await subscriptionOf(ctx, seller.user.id)).toMatchObject({
      status: 'past_due',
      renewalAttempts: 1,
    });
  });
});
