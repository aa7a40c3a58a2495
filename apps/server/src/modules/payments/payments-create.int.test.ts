import { TOSS_DEMO_CLIENT_KEY } from '@ollida/sandbox/toss/demo-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { buildPaymentsTestApp, paymentRow, signedInSeller } from '../../../test/kits/payments.ts';
import { payments } from '../../db/schema/billing.ts';
import { maxOpenOrders } from './payments.service.ts';

let ctx: TestContext;

beforeAll(async () => {
  ({ ctx } = await buildPaymentsTestApp());
});
afterAll(() => ctx.close());

const create = (headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/payments/create', headers, payload: payload as object });

describe('GET /api/payments/client-key', () => {
  it("answers the public key and the in-app sandbox's shim without sign-in in sandbox mode", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/payments/client-key' });
    expect(response.statusCode).toBe(200);
    // The API base points elsewhere (the test proxy); the shim is always served by the app itself.
    expect(ctx.config.integrations.toss.baseUrl).not.toContain('ollida.test');
    expect(response.json()).toEqual({
      clientKey: TOSS_DEMO_CLIENT_KEY,
      sdkUrl: 'http://ollida.test/sandbox/toss/v2/standard',
    });
    const shim = await ctx.app.inject({ method: 'GET', url: '/sandbox/toss/v2/standard' });
    expect(shim.statusCode).toBe(200);
    expect(shim.headers['content-type']).toContain('javascript');
  });

  it("lets pages load Toss's SDK and open its payment window, and nothing else from outside", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/payments/client-key' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.tosspayments.com;");
    expect(csp).toContain("frame-src 'self' https://*.tosspayments.com;");
    expect(csp).toContain("connect-src 'self' https://*.tosspayments.com;");
    expect(csp).toContain("default-src 'self';");
  });

  it("points at Toss's real SDK outside sandbox mode", async () => {
    const production = await buildTestApp({
      env: { SANDBOX: '0', TOSS_CLIENT_KEY: 'test_ck_live_like', TOSS_SECRET_KEY: 'test_sk_live_like' },
    });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/api/payments/client-key' });
      expect(response.json()).toEqual({
        clientKey: 'test_ck_live_like',
        sdkUrl: 'https://js.tosspayments.com/v2/standard',
      });
    } finally {
      await production.close();
    }
  });
});

describe('POST /api/payments/create', () => {
  it('decides amount and order name from the plan and ignores what the client sends', async () => {
    const seller = await signedInSeller(ctx);
    const response = await create(seller.headers, {
      plan_type: 'starter',
      amount: 100,
      order_name: '아무 이름',
    });
    expect(response.statusCode).toBe(200);
    const order = response.json<{ amount: number; orderId: string; orderName: string }>();
    expect(order).toMatchObject({ amount: 19_900, orderName: '올리다 스타터 플랜' });
    expect(order.orderId).toMatch(/^ollida_[A-Za-z0-9_-]{24}$/);
    expect(await paymentRow(ctx, order.orderId)).toMatchObject({
      userId: seller.user.id,
      planType: 'starter',
      amount: 19_900,
      status: 'pending',
      paymentKey: null,
    });
    const again = await create(seller.headers, { plan_type: 'starter' });
    expect(again.json().orderId).not.toBe(order.orderId);
  });

  it('refuses an unknown plan with a Korean message and creates nothing', async () => {
    const seller = await signedInSeller(ctx);
    const response = await create(seller.headers, { plan_type: 'enterprise' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      errors: [
        {
          path: 'body.plan_type',
          message: '알 수 없는 요금제입니다. 스타터, 프로, 비즈니스 중에서 고르세요.',
        },
      ],
    });
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments/history',
      headers: seller.headers,
    });
    expect(history.json()).toEqual({ data: [] });
  });

  it('requires sign-in', async () => {
    expect((await create({}, { plan_type: 'pro' })).statusCode).toBe(401);
    const history = await ctx.app.inject({ method: 'GET', url: '/api/payments/history' });
    expect(history.statusCode).toBe(401);
  });

  it(`bounds open orders to ${maxOpenOrders} per seller in 30 minutes`, async () => {
    const seller = await signedInSeller(ctx);
    const now = ctx.clock.now;
    await ctx.database.db.insert(payments).values(
      Array.from({ length: maxOpenOrders }, (_, index) => ({
        userId: seller.user.id,
        orderId: `ollida_flood_${seller.user.id.slice(0, 8)}_${index}`,
        orderName: '올리다 스타터 플랜',
        planType: 'starter' as const,
        amount: 19_900,
        createdAt: new Date(now.getTime() - 60_000),
      })),
    );

    const refused = await create(seller.headers, { plan_type: 'pro' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: '마치지 않은 결제 주문이 너무 많습니다. 30분 후 다시 시도해 주세요.',
      code: 'rate_limited',
    });
    const other = await signedInSeller(ctx);
    expect((await create(other.headers, { plan_type: 'pro' })).statusCode).toBe(200);

    ctx.clock.now = new Date(now.getTime() + 30 * 60_000);
    expect((await create(seller.headers, { plan_type: 'pro' })).statusCode).toBe(200);
  });
});
