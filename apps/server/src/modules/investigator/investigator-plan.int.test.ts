import { randomUUID } from 'node:crypto';
import type { RunningShopSandbox } from '@ollida/sandbox/shop/standalone';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app.ts';
import { buildInvestigatorApp, investigatorKit, startRecordedShop } from '../../../test/kits/investigator.ts';
import { planKit } from '../../../test/kits/plans.ts';
import { crawlSessions } from '../../db/schema/investigator.ts';

let ctx: TestContext;
let shop: RunningShopSandbox;
let kit: ReturnType<typeof investigatorKit>;
let plans: ReturnType<typeof planKit>;

beforeAll(async () => {
  ({ shop } = await startRecordedShop());
  ctx = await buildInvestigatorApp(shop, { planLimits: 'plans', workers: 0 });
  kit = investigatorKit(ctx);
  plans = planKit(ctx);
});
afterAll(async () => {
  await ctx.close();
  await shop.close();
});

const start = (token: string) =>
  kit.call(token, 'POST', '/api/product-investigator/crawler/start', {
    domain: 'godo.shop.example',
    max_crawls: 2,
  });

const runsOf = async (token: string) =>
  (await kit.call(token, 'GET', '/api/product-investigator/supported-sites')).json().data.runs;

const sessionsOf = async (userId: string) =>
  (
    await ctx.database.db.select({ n: count() }).from(crawlSessions).where(eq(crawlSessions.userId, userId))
  )[0]?.n;

describe('Investigator runs and the plan', () => {
  it('refuses the free tier and 스타터, naming the plan that allows it, and starts nothing', async () => {
    const seller = await kit.seller();
    const refused = await start(seller.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail:
        '무료 체험에서는 상품 조사기를 사용할 수 없습니다. 프로 플랜부터 매월 100회까지 실행할 수 있습니다.',
      code: 'investigator_limit_reached',
    });
    await plans.subscribe(seller.user.id, 'starter');
    expect((await start(seller.token)).json().detail).toMatch(
      /^스타터 플랜에서는 상품 조사기를 사용할 수 없습니다\./,
    );
    expect(await sessionsOf(seller.user.id)).toBe(0);
  });

  it('counts a 프로 seller’s crawls of this Seoul month against 100', async () => {
    const seller = await kit.seller();
    await plans.subscribe(seller.user.id, 'pro');
    const now = ctx.clock.now;
    await ctx.database.db.insert(crawlSessions).values(
      Array.from({ length: 100 }, () => ({
        id: randomUUID(),
        userId: seller.user.id,
        domain: 'godo.shop.example',
        maxCrawls: 1,
        status: 'success' as const,
        startedAt: now,
        finishedAt: now,
      })),
    );
    const refused = await start(seller.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(
      '프로 플랜으로 이번 달 실행할 수 있는 상품 조사기 100회를 모두 사용했습니다. 비즈니스 플랜으로 바꾸면 무제한입니다.',
    );
    await plans.subscribe(seller.user.id, 'business');
    expect((await start(seller.token)).statusCode).toBe(200);
  });

  it('shows the runs left this month with the supported sites, as the limit counts them', async () => {
    const seller = await kit.seller();
    expect(await runsOf(seller.token)).toEqual({ used: 0, total: 0, remaining: 0 });

    await plans.subscribe(seller.user.id, 'pro');
    const now = ctx.clock.now;
    const lastMonth = new Date(now.getTime() - 40 * 86_400_000);
    await ctx.database.db.insert(crawlSessions).values(
      [now, now, lastMonth].map((startedAt) => ({
        id: randomUUID(),
        userId: seller.user.id,
        domain: 'godo.shop.example',
        maxCrawls: 1,
        status: 'success' as const,
        startedAt,
        finishedAt: startedAt,
      })),
    );
    expect(await runsOf(seller.token)).toEqual({ used: 2, total: 100, remaining: 98 });
    expect((await start(seller.token)).statusCode).toBe(200);
    expect(await runsOf(seller.token)).toEqual({ used: 3, total: 100, remaining: 97 });

    await plans.subscribe(seller.user.id, 'business');
    expect(await runsOf(seller.token)).toEqual({ used: 3, total: null, remaining: null });
  });
});
