import { type BulkBatch, bulkBatchSchema } from '@ollida/contracts/uploads';
import { type RunningShopSandbox, startShopSandbox } from '@ollida/sandbox/shop/standalone';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import {
  bulkCalls,
  isFinished,
  sellerWithStore,
  startBulkApp,
  startGatedShop,
  testQueue,
} from '../../../test/kits/bulk-registration.ts';
import { createFakeUploader } from '../../../test/kits/fake-uploader.ts';
import { bulkItems, uploadedProducts } from '../../db/schema/uploads.ts';
import { jobSchema } from '../../jobs/job-runner.ts';
import type { SafeFetcher } from '../../sources/safe-fetch.ts';
import type { BulkJobOptions } from './bulk-worker.ts';

let ctx: TestContext;
let shop: RunningShopSandbox;
let gate: Awaited<ReturnType<typeof startGatedShop>>;
let fake: ReturnType<typeof createFakeUploader>;
let current: FastifyInstance;
const fetchers: SafeFetcher[] = [];
const api = bulkCalls(() => current);

beforeAll(async () => {
  shop = await startShopSandbox();
  gate = await startGatedShop(shop.origin);
  ctx = await buildTestApp();
  fake = createFakeUploader(ctx.database.db);
});
afterAll(async () => {
  await current.close();
  await ctx.close();
  await Promise.all(fetchers.map((fetcher) => fetcher.close()));
  await Promise.all([gate.close(), shop.close()]);
});

/** A server process: the bulk routes and a job runner of its own on the shared database. */
async function startProcess(jobs: BulkJobOptions = {}): Promise<FastifyInstance> {
  const started = await startBulkApp(ctx, {
    uploader: fake.uploader,
    allowedPrefixes: [`${gate.origin}/`],
    jobs: { workers: 2, ...jobs },
  });
  fetchers.push(started.fetcher);
  return started.app;
}

const pages = () =>
  shop.catalogue
    .filter((product) => product.style === 'cafe24')
    .slice(0, 6)
    .map((product) => gate.via(shop.productUrl(product)));

async function jobStates(itemIds: string[]): Promise<string[]> {
  const result = await ctx.database.executeSql(
    `select singleton_key as key, state from ${jobSchema}.job where name = $1 and singleton_key = any($2::text[])`,
    [testQueue, itemIds],
  );
  const rows = result.rows as { key: string; state: string }[];
  return itemIds.map((id) =>
    rows
      .filter((row) => row.key === id)
      .map((row) => row.state)
      .join(','),
  );
}

async function uploadRowsPerItem(batch: BulkBatch): Promise<number[]> {
  const rows = await ctx.database.db
    .select({ itemId: uploadedProducts.batchItemId, rows: count() })
    .from(uploadedProducts)
    .innerJoin(bulkItems, eq(bulkItems.id, uploadedProducts.batchItemId))
    .where(eq(bulkItems.batchId, batch.batch_id))
    .groupBy(uploadedProducts.batchItemId);
  return batch.items.map((item) => rows.find((row) => row.itemId === item.id)?.rows ?? 0);
}

describe('bulk registration survives a server restart', () => {
  it('finishes a batch on a new runner after the old one stopped mid-batch, uploading every URL once', async () => {
    current = await startProcess();
    const seller = await sellerWithStore(ctx);
    const urls = pages();
    const held = gate.hold(urls[3] ?? '');
    const created = await api.create(seller.token, { workspace_id: seller.workspaceId, urls });
    expect(created.statusCode).toBe(201);
    const batchId = bulkBatchSchema.parse(created.json()).batch_id;

    // Two workers: items 0-2 finish, item 3 hangs in parsing on one worker, the other takes item 4 and maybe 5.
    await held.arrived;
    const before = await api.until(seller.token, batchId, (batch) => batch.success >= 3);
    expect(before.items[3]?.status).toBe('parsing');
    expect(before.items.slice(0, 3).map((item) => item.status)).toEqual(['success', 'success', 'success']);

    // The old process shuts down while item 3 is in flight: its job goes back to the queue for a retry.
    await current.close();
    held.release();
    const itemIds = before.items.map((item) => item.id);
    const afterStop = await jobStates(itemIds);
    expect(afterStop[3]).toBe('retry');

    // A job lost altogether (the process died between commit and enqueue) is found again when the new runner starts.
    const open = before.items.filter((item) => item.status !== 'success').map((item) => item.id);
    await ctx.database.executeSql(`delete from ${jobSchema}.job where name = $1 and singleton_key = $2`, [
      testQueue,
      open.at(-1),
    ]);

    current = await startProcess();
    const done = await api.until(seller.token, batchId, isFinished);
    expect(done).toMatchObject({ status: 'completed', total: 6, success: 6, fail: 0 });
    expect(done.items.map((item) => fake.calls.get(item.id) ?? 0)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(await uploadRowsPerItem(done)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(done.results.map((result) => result.url)).toEqual(urls);
  });

  it('hands back at start-up the job of a process killed mid-item, and a live job keeps its item fresh', async () => {
    await current.close();
    // The killed process: its item stopped in the middle of an upload, its job still marked running.
    const enqueueOnly = await startBulkApp(ctx, {
      uploader: fake.uploader,
      allowedPrefixes: [`${gate.origin}/`],
      runJobs: false,
    });
    fetchers.push(enqueueOnly.fetcher);
    current = enqueueOnly.app;
    const seller = await sellerWithStore(ctx);
    const [url] = pages();
    const created = await api.create(seller.token, { workspace_id: seller.workspaceId, urls: [url] });
    const batch = bulkBatchSchema.parse(created.json());
    const itemId = batch.items[0]?.id ?? '';
    await ctx.database.executeSql(
      `update ${jobSchema}.job set state = 'active', started_on = now() where name = $1 and singleton_key = $2`,
      [testQueue, itemId],
    );
    await ctx.database.executeSql(
      `update bulk_items set status = 'uploading', updated_at = now() - interval '1 hour' where id = $1`,
      [itemId],
    );
    await current.close();

    const held = gate.hold(url ?? '');
    current = await startProcess({ heartbeatSeconds: 0.2 });
    await held.arrived;
    const touched = async () => {
      const { rows } = await ctx.database.executeSql(
        'select extract(epoch from updated_at) * 1000 as ms from bulk_items where id = $1',
        [itemId],
      );
      return Number((rows[0] as { ms: unknown }).ms);
    };
    const first = await touched();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await touched()).toBeGreaterThan(first);
    held.release();
    const done = await api.until(seller.token, batch.batch_id, isFinished);
    expect(done).toMatchObject({ status: 'completed', success: 1, fail: 0 });
    expect(fake.calls.get(itemId)).toBe(1);
  });

  it('ends a batch whose last item finished just before the crash, on the next start', async () => {
    const seller = await sellerWithStore(ctx);
    const created = await api.create(seller.token, {
      workspace_id: seller.workspaceId,
      urls: pages().slice(0, 1),
    });
    const batchId = created.json().batch_id;
    const done = await api.until(seller.token, batchId, isFinished);
    expect(done.status).toBe('completed');
    // Put the batch back as if the process died after recording the item but before ending the batch.
    await ctx.database.executeSql(
      `update bulk_batches set status = 'running', finished_at = null where id = $1`,
      [batchId],
    );
    await current.close();
    current = await startProcess();
    expect(await api.get(seller.token, batchId)).toMatchObject({ status: 'completed', success: 1 });
    expect(fake.calls.get(done.items[0]?.id ?? '')).toBe(1);
  });
});
