import type { RunningShopSandbox } from '@ollida/sandbox/shop/standalone';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app.ts';
import {
  buildInvestigatorApp,
  investigatorKit,
  startCrawlProcess,
  startRecordedShop,
} from '../../../test/kits/investigator.ts';
import { crawledPages, crawlHistory, crawlSessions } from '../../db/schema/investigator.ts';

let ctx: TestContext;
let shop: RunningShopSandbox;
let kit: ReturnType<typeof investigatorKit>;
const cafe24 = 'cafe24.shop.example';

beforeAll(async () => {
  ({ shop } = await startRecordedShop());
  // This app only takes the start call; the crawls run in the "processes" below.
  ctx = await buildInvestigatorApp(shop, { workers: 0 });
  kit = investigatorKit(ctx);
});
afterAll(async () => {
  await ctx.close();
  await shop.close();
});

async function doneItems(sessionId: string): Promise<number> {
  const [session] = await ctx.database.db.select().from(crawlSessions).where(eq(crawlSessions.id, sessionId));
  return session?.items.filter((item) => item.status !== 'pending').length ?? 0;
}

describe('a crawl when its server stops', () => {
  it('resumes on another process where it stopped: every page stored once, every visit counted once', async () => {
    const seller = await kit.seller();
    // Pages 700 ms apart: stopping waits at least a second (pg-boss), so the crawl is still mid-way when it stops.
    const slow = await startCrawlProcess(ctx, shop, 700);
    const started = await kit.startCrawl(seller.token, cafe24, 6);
    await expect
      .poll(() => doneItems(started.data.session_id), { timeout: 10_000, interval: 50 })
      .toBeGreaterThanOrEqual(2);
    await slow.close();
    const stoppedAt = await doneItems(started.data.session_id);
    expect(stoppedAt).toBeLessThan(6);

    const next = await startCrawlProcess(ctx, shop, 0);
    try {
      const result = await kit.finished(seller.token, started.data.session_id, 20_000);
      expect(result.status).toBe('success');
      expect(result.data).toMatchObject({ planned: 6, total_crawled: 6, successful: 6, failed: 0 });
    } finally {
      await next.close();
    }
    const [pages] = await ctx.database.db
      .select({ n: count() })
      .from(crawledPages)
      .where(eq(crawledPages.domain, cafe24));
    expect(pages?.n).toBe(6);
    const visits = await ctx.database.db
      .select({ count: crawlHistory.visitCount })
      .from(crawlHistory)
      .where(eq(crawlHistory.domain, cafe24));
    expect(visits.map((visit) => visit.count)).toEqual([1, 1, 1, 1, 1, 1]);
  });
});
