import { bulkBatchSchema } from '@ollida/contracts/uploads';
import { type RunningShopSandbox, startShopSandbox } from '@ollida/sandbox/shop/standalone';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import {
  bulkCalls,
  isFinished,
  sellerWithStore,
  startBulkApp,
  testQueue,
} from '../../../test/kits/bulk-registration.ts';
import { createFakeUploader } from '../../../test/kits/fake-uploader.ts';
import { jobSchema } from '../../jobs/job-runner.ts';
import type { SafeFetcher } from '../../sources/safe-fetch.ts';

let ctx: TestContext;
let shop: RunningShopSandbox;
let fake: ReturnType<typeof createFakeUploader>;
const apps: FastifyInstance[] = [];
const fetchers: SafeFetcher[] = [];

beforeAll(async () => {
  shop = await startShopSandbox();
  ctx = await buildTestApp();
  fake = createFakeUploader(ctx.database.db);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await ctx.close();
  await Promise.all(fetchers.map((fetcher) => fetcher.close()));
  await shop.close();
});

/** One process on the shared database: an HTTP instance (`runJobs: false`) or a worker. */
async function startProcess(runJobs: boolean): Promise<FastifyInstance> {
  const started = await startBulkApp(ctx, {
    uploader: fake.uploader,
    allowedPrefixes: [`${shop.origin}/`],
    runJobs,
    // A sweep every second would re-send lost items at once, if an enqueue-only process ran one.
    jobs: { sweepIntervalSeconds: 1, orphanAgeSeconds: 0 },
  });
  apps.push(started.app);
  fetchers.push(started.fetcher);
  return started.app;
}

async function jobStates(itemIds: string[]): Promise<string[]> {
  const { rows } = await ctx.database.executeSql(
    `select state from ${jobSchema}.job where name = $1 and singleton_key = any($2::text[])`,
    [testQueue, itemIds],
  );
  return rows.map((row) => String((row as { state: unknown }).state));
}

describe('an HTTP instance with workers off', () => {
  it('enqueues a batch without running it or sweeping; a worker process then runs every item once', async () => {
    const http = await startProcess(false);
    const api = bulkCalls(() => http);
    const seller = await sellerWithStore(ctx);
    const urls = shop.catalogue.slice(0, 4).map((product) => shop.productUrl(product));
    const created = await api.create(seller.token, { workspace_id: seller.workspaceId, urls });
    expect(created.statusCode).toBe(201);
    const batch = bulkBatchSchema.parse(created.json());
    const itemIds = batch.items.map((item) => item.id);
    expect(await jobStates(itemIds)).toEqual(['created', 'created', 'created', 'created']);

    // A job lost between commit and enqueue stays lost here: the recovery sweep belongs to the workers.
    const lost = itemIds[0] ?? '';
    await ctx.database.executeSql(`delete from ${jobSchema}.job where name = $1 and singleton_key = $2`, [
      testQueue,
      lost,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const idle = await api.get(seller.token, batch.batch_id);
    expect(idle.items.map((item) => item.status)).toEqual(['waiting', 'waiting', 'waiting', 'waiting']);
    expect(await jobStates(itemIds)).toEqual(['created', 'created', 'created']);
    expect(fake.calls.size).toBe(0);

    await startProcess(true);
    const done = await api.until(seller.token, batch.batch_id, isFinished);
    expect(done).toMatchObject({ status: 'completed', total: 4, success: 4, fail: 0 });
    expect(done.items.map((item) => fake.calls.get(item.id) ?? 0)).toEqual([1, 1, 1, 1]);
  });
});
