import { currentSubscriptionSchema } from '@ollida/contracts/payments';
import { planAllowances } from '@ollida/contracts/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { planKit } from '../../../test/kits/plans.ts';
import { chairDraft, startImageServer, uploadKit } from '../../../test/kits/uploads.ts';
import { seoulMonthOf } from '../../platform/seoul-calendar.ts';

let ctx: TestContext;
let uploads: ReturnType<typeof uploadKit>;
let plans: ReturnType<typeof planKit>;
let images: Awaited<ReturnType<typeof startImageServer>>;

beforeAll(async () => {
  images = await startImageServer();
  ctx = await buildTestApp({ planLimits: 'plans', sourceFetch: { allowedPrefixes: [images.baseUrl] } });
  uploads = uploadKit(ctx);
  plans = planKit(ctx);
});
afterAll(async () => {
  await ctx.close();
  await images.close();
});

const dayMs = 24 * 60 * 60 * 1000;

/** `used` pictures hosted this Seoul month (none by default), against `total` (the tier's monthly images). */
function noImages(total: number | null, used = 0) {
  const month = seoulMonthOf(ctx.clock.now);
  return {
    used,
    total,
    remaining: total === null ? null : total - used,
    windowStart: month.start.toISOString(),
    windowEnd: month.end.toISOString(),
  };
}

async function current(token: string) {
  const response = await uploads.call(token, 'GET', '/api/subscriptions/current');
  expect(response.statusCode, response.body).toBe(200);
  return currentSubscriptionSchema.parse(response.json());
}

function upload(token: string, workspaceId: string, itemId: string) {
  return uploads.upload(token, 'coupang', {
    product_details: chairDraft(images.baseUrl, {
      supplier: { parser: 'generic', itemId, imageReuseAllowed: null },
    }),
    workspace_id: workspaceId,
  });
}

/** A subscription bought in the payment window (or none): nothing renews, no card is registered. */
const notRenewing = {
  autoRenew: false,
  cancelAtPeriodEnd: false,
  nextPlanType: null,
  nextChargeAt: null,
  nextChargeAmount: null,
  retry: null,
  card: null,
};

describe('GET /api/subscriptions/current', () => {
  it('answers 401 without a token', async () => {
    const response = await uploads.call(undefined, 'GET', '/api/subscriptions/current');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthenticated');
  });

  it('shows the free allowance to a seller who never subscribed', async () => {
    const seller = await uploads.signIn();
    expect(await current(seller.token)).toEqual({
      planType: null,
      status: 'none',
      currentPeriodStart: null,
      currentPeriodEnd: null,
      ...notRenewing,
      allowance: planAllowances.free,
      usage: {
        registrations: { used: 0, total: 10, remaining: 10, windowStart: null, windowEnd: null },
        stores: { used: 0, total: 1, remaining: 1 },
        images: noImages(100),
      },
    });
  });

  it('counts this Seoul month’s uploads on an active pro plan, the way the limits do', async () => {
    const store = await uploads.coupangStore();
    const period = await plans.subscribe(store.owner.user.id, 'pro');
    const month = seoulMonthOf(ctx.clock.now);
    await plans.seedUploads(store.workspaceId, 'success', new Date(month.start.getTime() - 1), 4);
    expect((await upload(store.owner.token, store.workspaceId, 'current-1')).statusCode).toBe(200);
    expect((await upload(store.member.token, store.workspaceId, 'current-2')).statusCode).toBe(200);
    await uploads.setWorkspace(store.workspaceId, { returnCenterCode: '9999999' });
    expect((await upload(store.owner.token, store.workspaceId, 'current-3')).statusCode).toBe(422);

    expect(await current(store.owner.token)).toEqual({
      planType: 'pro',
      status: 'active',
      currentPeriodStart: period.start.toISOString(),
      currentPeriodEnd: period.end.toISOString(),
      ...notRenewing,
      allowance: planAllowances.pro,
      usage: {
        registrations: {
          used: 2,
          total: 1_000,
          remaining: 998,
          windowStart: month.start.toISOString(),
          windowEnd: month.end.toISOString(),
        },
        stores: { used: 1, total: 3, remaining: 2 },
        // The two listed uploads put the chair's two pictures on Ollida's origin for Coupang, once each.
        images: noImages(2_000, 2),
      },
    });
    // The member's own usage is theirs: they own no store and registered nothing of their own.
    expect((await current(store.member.token)).usage).toEqual({
      registrations: { used: 0, total: 10, remaining: 10, windowStart: null, windowEnd: null },
      stores: { used: 0, total: 1, remaining: 1 },
      images: noImages(100),
    });
  });

  it('reads an active subscription past its period end as expired, on the free allowance', async () => {
    const seller = await uploads.signIn();
    const workspaceId = await plans.seedStore(seller.user.id);
    await plans.seedUploads(workspaceId, 'success', new Date(ctx.clock.now.getTime() - 40 * dayMs), 12);
    const start = new Date(ctx.clock.now.getTime() - 31 * dayMs);
    const end = new Date(ctx.clock.now.getTime() - dayMs);
    await plans.subscribe(seller.user.id, 'starter', { start, end });

    expect(await current(seller.token)).toEqual({
      planType: null,
      status: 'expired',
      currentPeriodStart: start.toISOString(),
      currentPeriodEnd: end.toISOString(),
      ...notRenewing,
      allowance: planAllowances.free,
      usage: {
        registrations: { used: 12, total: 10, remaining: 0, windowStart: null, windowEnd: null },
        stores: { used: 1, total: 1, remaining: 0 },
        images: noImages(100),
      },
    });
  });

  it('reads a cancelled subscription as cancelled, on the free allowance', async () => {
    const seller = await uploads.signIn();
    const period = await plans.subscribe(seller.user.id, 'business', { status: 'cancelled' });
    const answer = await current(seller.token);
    expect(answer).toMatchObject({
      planType: null,
      status: 'cancelled',
      currentPeriodStart: period.start.toISOString(),
      currentPeriodEnd: period.end.toISOString(),
      ...notRenewing,
      allowance: planAllowances.free,
    });
    expect(answer.usage.registrations).toMatchObject({ total: 10, windowEnd: null });
  });
});
