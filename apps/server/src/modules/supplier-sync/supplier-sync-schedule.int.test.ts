import { defaultPriceRule, priceDraft } from '@ollida/contracts/price-rule';
import { productDetailsSchema } from '@ollida/contracts/product-details';
import { uploadResponseSchema } from '@ollida/contracts/uploads';
import { type RunningShopSandbox, startShopSandbox } from '@ollida/sandbox/shop/standalone';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { planKit } from '../../../test/kits/plans.ts';
import { realUploadService, uploadKit } from '../../../test/kits/uploads.ts';
import { syncRuns } from '../../db/schema/supplier-sync.ts';
import { createMarketplaceClients } from '../../integrations/marketplace-clients.ts';
import { jobSchema } from '../../jobs/job-runner.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import { createImageDownloader } from '../../sources/image-download.ts';
import { inlinePageParser } from '../../sources/parse-pool.ts';
import { createSafeFetcher, type SafeFetcher } from '../../sources/safe-fetch.ts';
import { createSupplierApiRoute, createUrlParserService } from '../source-parser/index.ts';
import { createWorkspaceAccess } from '../workspaces/index.ts';
import { createSupplierSyncRepo } from './supplier-sync.repo.ts';
import {
  createSupplierSyncService,
  type SupplierSyncDeps,
  type SupplierSyncService,
} from './supplier-sync.service.ts';
import { syncRunQueueName } from './sync-run-worker.ts';

let ctx: TestContext;
let shop: RunningShopSandbox;
let fetcher: SafeFetcher;
let sync: SupplierSyncService;
let syncDeps: SupplierSyncDeps;
let startedAt: Date;

beforeAll(async () => {
  shop = await startShopSandbox();
  const allowedPrefixes = [`${shop.baseUrl}/`];
  ctx = await buildTestApp({ sourceFetch: { allowedPrefixes } });
  startedAt = ctx.clock.now;
  fetcher = createSafeFetcher({ allowedPrefixes });
  const clock = () => ctx.clock.now;
  const uploader = realUploadService(ctx, fetcher);
  // The service as app.ts builds it, so the test drives the schedule's sweep itself instead of waiting a minute.
  syncDeps = {
    db: ctx.database.db,
    access: createWorkspaceAccess(ctx.database.db),
    clients: createMarketplaceClients(ctx.config, clock, createImageDownloader(fetcher), ctx.database.db),
    secrets: createSecretBox(ctx.config.appSecret),
    urlParser: createUrlParserService({
      fetcher,
      parser: inlinePageParser,
      supplierApi: createSupplierApiRoute({}),
    }),
    settingsOf: (workspaceId) => uploader.getSettings(workspaceId),
    fetcher,
    clock,
  };
  sync = createSupplierSyncService(syncDeps);
});
// Each test starts at the real time again: the Coupang sandbox refuses signatures from a moved clock.
beforeEach(() => {
  ctx.clock.now = startedAt;
});
afterAll(async () => {
  await sync.drain();
  await ctx.close();
  await fetcher.close();
  await shop.close();
});

/** A Coupang store with demo products listed (the tool box by default), and a reader of its sync runs. */
async function listedStore(productIds: readonly string[] = ['euckr-3402229']) {
  const kit = uploadKit(ctx);
  const store = await kit.coupangStore();
  for (const id of productIds) {
    const product = shop.catalogue.find((candidate) => candidate.id === id);
    if (product === undefined) throw new Error(`the demo shop has no ${id}`);
    const parsed = await kit.call(store.owner.token, 'POST', '/api/url-parser', {
      url: shop.productUrl(product),
    });
    const draft = priceDraft(productDetailsSchema.parse(parsed.json().data), defaultPriceRule);
    const uploaded = await kit.upload(store.owner.token, 'coupang', {
      product_details: draft,
      workspace_id: store.workspaceId,
    });
    uploadResponseSchema.parse(uploaded.json());
  }
  const runsOf = () =>
    ctx.database.db.select().from(syncRuns).where(eq(syncRuns.workspaceId, store.workspaceId));
  return { kit, store, runsOf };
}

const rules = {
  enabled: true,
  max_change_percent: 30,
  min_margin_percent: 0,
  never_lower_price: false,
  restock_quantity: 100,
};

describe('the supplier-sync schedule (issue 24)', () => {
  it("checks a workspace's listings once per its plan's interval (free: daily), and not when sync is off", async () => {
    const { kit, store, runsOf } = await listedStore();

    // Other tests' stores may be due too: only this store's runs are counted.
    await sync.sweep();
    await sync.drain();
    expect(await runsOf()).toMatchObject([{ status: 'done', productCount: 1, checkedCount: 1 }]);

    await sync.sweep();
    await sync.drain();
    expect(await runsOf()).toHaveLength(1);

    ctx.clock.now = new Date(ctx.clock.now.getTime() + 23 * 3_600_000);
    await sync.sweep();
    expect(await runsOf()).toHaveLength(1);

    ctx.clock.now = new Date(ctx.clock.now.getTime() + 2 * 3_600_000);
    await sync.sweep();
    await sync.drain();
    expect(await runsOf()).toHaveLength(2);

    const off = await kit.call(
      store.owner.token,
      'PUT',
      `/api/workspaces/${store.workspaceId}/sync-settings`,
      { ...rules, enabled: false },
    );
    expect(off.statusCode, off.body).toBe(200);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 48 * 3_600_000);
    await sync.sweep();
    await sync.drain();
    expect(await runsOf()).toHaveLength(2);
  });
  it('follows the interval a workspace chose, never shorter than its plan allows', async () => {
    const { kit, store, runsOf } = await listedStore();
    const settingsUrl = `/api/workspaces/${store.workspaceId}/sync-settings`;
    const tooOften = await kit.call(store.owner.token, 'PUT', settingsUrl, {
      ...rules,
      interval_minutes: 60,
    });
    expect(tooOften.statusCode).toBe(400);
    expect(tooOften.json()).toMatchObject({
      code: 'sync_interval_not_in_plan',
      detail: expect.stringContaining('24시간보다 자주'),
    });
    expect((await kit.call(store.owner.token, 'GET', settingsUrl)).json().data).toMatchObject({
      interval_minutes: null,
      plan_interval_minutes: 1_440,
    });

    await planKit(ctx).subscribe(store.owner.user.id, 'pro');
    const hourly = await kit.call(store.owner.token, 'PUT', settingsUrl, { ...rules, interval_minutes: 60 });
    expect(hourly.statusCode, hourly.body).toBe(200);
    expect(hourly.json().data).toMatchObject({ interval_minutes: 60, plan_interval_minutes: 15 });

    await sync.sweep();
    await sync.drain();
    expect(await runsOf()).toHaveLength(1);
    // Pro alone would be due after 15 minutes; the workspace chose an hour.
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 30 * 60_000);
    await sync.sweep();
    expect(await runsOf()).toHaveLength(1);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 31 * 60_000);
    await sync.sweep();
    await sync.drain();
    expect(await runsOf()).toHaveLength(2);
  });

  it('pages through due workspaces without repeating or skipping one (a page of quiet ones cannot hide a due one)', async () => {
    await listedStore();
    await listedStore();
    const repo = createSupplierSyncRepo(ctx.database.db);
    const checkedBefore = new Date(ctx.clock.now.getTime() + 365 * 24 * 3_600_000);
    const everyOne = await repo.dueWorkspaces({ limit: 1_000, checkedBefore });
    expect(everyOne.length).toBeGreaterThanOrEqual(3);
    const paged: string[] = [];
    let after: { oldest: Date | null; workspaceId: string } | undefined;
    for (let page = 0; page < everyOne.length + 1; page += 1) {
      const [row] = await repo.dueWorkspaces({ limit: 1, checkedBefore, after });
      if (row === undefined) break;
      paged.push(row.workspaceId);
      after = row;
    }
    expect(paged).toEqual(everyOne.map((row) => row.workspaceId));
  });

  it('goes on after a crash with the listings the run had not checked, and never checks one twice', async () => {
    const { store } = await listedStore(['euckr-3402229', 'euckr-3402236', 'euckr-3402244']);
    const repo = createSupplierSyncRepo(ctx.database.db);
    const sent: string[] = [];
    // A process that enqueues the run as app.ts does, and dies before the job finishes.
    const durable = createSupplierSyncService({
      ...syncDeps,
      runs: { enqueue: async (runIds) => void sent.push(...runIds), onError: () => undefined },
    });
    const runId = await durable.startCheck(store.owner.user.id, { workspace_id: store.workspaceId });
    expect(sent).toEqual([runId]);
    expect(await repo.findRun(runId)).toMatchObject({ status: 'running', productCount: 3, checkedCount: 0 });

    // It had checked the first listing when it died: that listing carries the run's mark and an earlier check time.
    const [first] = await repo.listings(store.workspaceId);
    if (first === undefined) throw new Error('no listing');
    const before = new Date(startedAt.getTime() - 60_000);
    const marked = { state: 'selling' as const, price: 1, options: {} };
    const state = { listedPrices: {}, unreadableCount: 0, pageEtag: null, pageLastModified: null };
    await repo.saveListingState(first, { ...state, snapshot: marked, lastRunId: runId }, before);
    await repo.updateRun(runId, { checkedCount: 1 });

    // The job runs again (pg-boss's retry, or the recovery sweep): only the two listings left are read.
    expect(await durable.runningRunIds()).toContain(runId);
    await durable.runJob(runId);
    expect(await repo.findRun(runId)).toMatchObject({ status: 'done', checkedCount: 3 });
    const after = await repo.listings(store.workspaceId);
    // Read again, its snapshot would be the page's (a real price), not the mark left before the crash.
    expect(after.find((listing) => listing.id === first.id)?.snapshot).toEqual(marked);
    expect(after.filter((listing) => listing.id !== first.id && listing.snapshot?.price !== 1)).toHaveLength(
      2,
    );

    // A process told to stop reads no listing, leaves the run running for the retried job and says so by throwing.
    const stopping = await listedStore();
    const stoppedRun = await durable.startCheck(stopping.store.owner.user.id, {
      workspace_id: stopping.store.workspaceId,
    });
    await expect(durable.runJob(stoppedRun, AbortSignal.abort())).rejects.toThrow();
    expect(await repo.findRun(stoppedRun)).toMatchObject({ status: 'running', checkedCount: 0 });
    await durable.runJob(stoppedRun);
    expect(await repo.findRun(stoppedRun)).toMatchObject({ status: 'done', checkedCount: 1 });

    // A late second delivery of the finished job does nothing.
    await durable.runJob(runId);
    expect(await repo.findRun(runId)).toMatchObject({ status: 'done', checkedCount: 3 });
  });

  it('runs 지금 확인 as a pg-boss job in the app', async () => {
    const { kit, store } = await listedStore();
    const started = await kit.call(store.owner.token, 'POST', '/api/sync/check', {
      workspace_id: store.workspaceId,
    });
    expect(started.statusCode, started.body).toBe(202);
    const runId = started.json().data.run_id as string;
    const repo = createSupplierSyncRepo(ctx.database.db);
    await expect.poll(async () => (await repo.findRun(runId))?.status, { timeout: 10_000 }).toBe('done');
    const { rows } = await ctx.database.executeSql(
      `select state from ${jobSchema}.job where name = $1 and singleton_key = $2`,
      [syncRunQueueName, runId],
    );
    expect(rows).toEqual([{ state: 'completed' }]);
  });
});
