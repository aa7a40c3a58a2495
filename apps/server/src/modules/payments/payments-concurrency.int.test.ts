import { TOSS_DEMO_SECRET_KEY } from '@ollida/sandbox/toss/demo-accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app.ts';
import { loginAs } from '../../../test/factories.ts';
import {
  buildPaymentsTestApp,
  buyPlan,
  confirm,
  createOrder,
  paidOrder,
  paymentRow,
  signedInSeller,
  subscriptionRow,
  type TossProxy,
} from '../../../test/kits/payments.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { createHttpClient } from '../../integrations/http-client.ts';
import { createTossClient } from '../../integrations/toss/toss-client.ts';
import { addSeoulMonth } from '../../platform/seoul-calendar.ts';
import { createSubscriptionReader } from '../plans/index.ts';
import { createPaymentSettlement } from './payment-settlement.ts';
import { createPaymentsRepo } from './payments.repo.ts';
import { createPaymentsService } from './payments.service.ts';

let ctx: TestContext;
let proxy: TossProxy;

beforeAll(async () => {
  ({ ctx, proxy } = await buildPaymentsTestApp());
});
afterAll(() => ctx.close());

describe('confirming one order many times at once', () => {
  it('lets exactly one of 50 concurrent confirms through: one 200, Toss called once, one month activated', async () => {
    const seller = await signedInSeller(ctx);
    const body = await paidOrder(ctx, await createOrder(ctx, seller.token, 'pro'));
    const callsBefore = proxy.confirmCalls;

    const responses = await Promise.all(Array.from({ length: 50 }, () => confirm(ctx, seller.token, body)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(proxy.confirmCalls - callsBefore).toBe(1);

    const row = await paymentRow(ctx, body.order_id);
    expect(row.status).toBe('completed');
    const rows = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, seller.user.id));
    expect(rows).toHaveLength(1);
    // A second activation would have carried the first month over as credit: the period is exactly one month.
    expect(rows[0]).toMatchObject({ planType: 'pro', status: 'active', paymentId: row.id });
    expect(rows[0]?.currentPeriodEnd).toEqual(addSeoulMonth(row.approvedAt ?? new Date(0)));
  });

  it('lets the conditional update alone decide when many confirms pass the pending check together', async () => {
    // HTTP requests reach the service a few milliseconds apart; calling the use case directly makes them all read
    // `pending` before any claims it, so only the atomic pending -> confirming update stands between them.
    const repo = createPaymentsRepo(ctx.database.db);
    let claims = 0;
    const countingRepo = {
      ...repo,
      claimForConfirm: (...args: Parameters<typeof repo.claimForConfirm>) => {
        claims += 1;
        return repo.claimForConfirm(...args);
      },
    };
    const clock = () => ctx.clock.now;
    const service = createPaymentsService({
      repo: countingRepo,
      toss: createTossClient({
        baseUrl: proxy.baseUrl,
        secretKey: TOSS_DEMO_SECRET_KEY,
        http: createHttpClient(),
      }),
      settlement: createPaymentSettlement({ repo, clock }),
      subscriptions: createSubscriptionReader(ctx.database.db, clock),
      clock,
    });
    const seller = await signedInSeller(ctx);
    const body = await paidOrder(ctx, await createOrder(ctx, seller.token, 'starter'));
    const callsBefore = proxy.confirmCalls;

    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () => service.confirm(seller.user.id, body)),
    );
    expect(claims).toBeGreaterThan(1);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected')
        expect(outcome.reason).toMatchObject({ code: 'payment_not_pending' });
    }
    expect(proxy.confirmCalls - callsBefore).toBe(1);
    const row = await paymentRow(ctx, body.order_id);
    expect(row.status).toBe('completed');
    expect((await subscriptionRow(ctx, seller.user.id))?.currentPeriodEnd).toEqual(
      addSeoulMonth(row.approvedAt ?? new Date(0)),
    );
  });
});

describe('changing plan mid-period', () => {
  it('starts the new plan at approval with the old plan’s remaining value carried over as time', async () => {
    const seller = await signedInSeller(ctx);
    const first = await buyPlan(ctx, seller.token, 'starter');
    const starter = await subscriptionRow(ctx, seller.user.id);
    if (starter === undefined) throw new Error('no subscription after the first payment');

    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/create',
      headers: seller.headers,
      payload: { plan_type: 'starter' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: '이미 스타터 플랜을 이용 중입니다.',
      code: 'plan_already_active',
    });

    ctx.clock.now = new Date(ctx.clock.now.getTime() + 15 * 24 * 60 * 60_000);
    const token = await loginAs(ctx, seller.user.id);
    const second = await buyPlan(ctx, token, 'pro');
    const pro = await paymentRow(ctx, second.order_id);
    const approvedAt = pro.approvedAt ?? new Date(0);

    const remainingMs = starter.currentPeriodEnd.getTime() - approvedAt.getTime();
    const creditSeconds = Math.floor((remainingMs * 19_900) / 99_000 / 1000);
    expect(creditSeconds).toBeGreaterThan(2 * 24 * 60 * 60);
    expect(await subscriptionRow(ctx, seller.user.id)).toMatchObject({
      planType: 'pro',
      status: 'active',
      paymentId: pro.id,
      currentPeriodStart: approvedAt,
      currentPeriodEnd: new Date(addSeoulMonth(approvedAt).getTime() + creditSeconds * 1000),
    });
    expect((await paymentRow(ctx, first.order_id)).status).toBe('completed');
  });
});
