import { errorCodes } from '@ollida/contracts/errors';
import type { AllowanceTier } from '@ollida/contracts/plans';
import { type ProductDetails, productDetailsSchema } from '@ollida/contracts/product-details';
import {
  defaultSyncSettings,
  type SyncCheckRequest,
  type SyncEvent,
  type SyncRun,
  type SyncSettings,
  type SyncSettingsView,
  syncIntervalText,
} from '@ollida/contracts/supplier-sync';
import type { UploadSettings } from '@ollida/contracts/uploads';
import type { Database } from '../../db/client.ts';
import type { SupplierSnapshot } from '../../db/schema/supplier-sync.ts';
import { Conflict, Invalid, NotFound } from '../../platform/domain-errors.ts';
import type { SafeFetcher } from '../../sources/safe-fetch.ts';
import { createPlansRepo, subscriptionStateOf } from '../plans/index.ts';
import type { CurrentRead, UrlParserService } from '../source-parser/index.ts';
import { createUploadPayloads, createUploadsRepo, type StoreClientDeps } from '../uploads/index.ts';
import type { WorkspaceAccess } from '../workspaces/index.ts';
import { listingActionsOf, refusalOf } from './listing-actions.ts';
import { runInPacedLanes } from './paced-lanes.ts';
import { listedPricesOfDraft, snapshotOfDraft, snapshotOfSource } from './supplier-snapshot.ts';
import {
  createSupplierSyncRepo,
  eventsPageSize,
  type SyncEventRow,
  type SyncListingRow,
  type SyncRunRow,
  type SyncSettingsRow,
} from './supplier-sync.repo.ts';
import { detectChanges, type SyncChange, type SyncRules } from './sync-changes.ts';
import { createSyncRobots } from './sync-robots.ts';
import { unitsOf } from './sync-units.ts';

/** How often each plan's listings are re-read: free daily, starter hourly, pro and business every 15 minutes. */
export const syncIntervalMinutes: Readonly<Record<AllowanceTier, number>> = {
  free: 1_440,
  starter: 60,
  pro: 15,
  business: 15,
};
/** Workspaces one sweep starts runs for; the rest are due at the next sweep, the longest unchecked first. */
const runsPerSweep = 200;
/** Candidate workspaces read per page, and the pages one sweep may read (bounds a sweep over many quiet workspaces). */
const sweepPageSize = 200;
const sweepPages = 20;

/** Minutes between a workspace's scheduled checks: its own choice, never shorter than its owner's plan allows. */
export function effectiveIntervalMinutes(tier: AllowanceTier, chosen: number | null): number {
  return Math.max(syncIntervalMinutes[tier], chosen ?? 0);
}

/** Failed reads in a row after which the seller is told the page cannot be read. */
export const unreadableNotice = 3;
/** How long one supplier read may take, host-slot wait included (the per-host pacing wait is not counted). */
const readDeadlineMs = 30_000;
/** Listings checked at once in a run (each on a different supplier host). */
const checksAtOnce = 8;
/** How often a run writes its counts while it goes. */
const progressEveryMs = 250;
/** Least time between two page requests to one supplier host during a run (≤ 1 request/s per host). */
const perHostIntervalMs = 1_000;

export interface SupplierSyncDeps extends StoreClientDeps {
  db: Database;
  /** The SSRF-safe fetcher pages are read with (for their robots.txt). */
  fetcher: SafeFetcher;
  access: WorkspaceAccess;
  urlParser: Pick<UrlParserService, 'readCurrent' | 'readsInBatches' | 'readCurrentBatch'>;
  settingsOf: (workspaceId: string) => Promise<UploadSettings>;
  clock: () => Date;
  /** The durable run queue; without it a run is checked in the process that started it (tests). */
  runs?: { enqueue(runIds: string[]): Promise<void>; onError(error: unknown): void } | undefined;
}

interface RunTally {
  checked: number;
  changes: number;
  held: number;
  failed: number;
  /** Changes applied or recorded per kind, for the run's bell notice. */
  kinds: Partial<Record<SyncChange['kind'], number>>;
}

const kindNames: Record<SyncChange['kind'], string> = {
  sold_out: '품절 처리',
  restocked: '재입고',
  price_changed: '가격 변경',
  option_changed: '옵션 변경',
};

/** "[스토어] 공급처 확인: 품절 처리 2건, 가격 변경 1건 (승인 대기 1건, 반영 실패 1건)". */
function summaryOf(tally: RunTally, workspaceName: string): string {
  const parts = Object.entries(tally.kinds).map(
    ([kind, count]) => `${kindNames[kind as SyncChange['kind']]} ${count}건`,
  );
  const pending = [
    ...(tally.held > 0 ? [`승인 대기 ${tally.held}건`] : []),
    ...(tally.failed > 0 ? [`반영 실패 ${tally.failed}건`] : []),
  ];
  const tail = pending.length > 0 ? ` (${pending.join(', ')})` : '';
  return `[${workspaceName}] 공급처 확인: ${parts.join(', ')}${tail}. 상품 관리 › 공급처 동기화에서 볼 수 있습니다.`;
}

function settingsView(row: SyncSettingsRow | undefined): SyncSettings {
  if (row === undefined) return defaultSyncSettings;
  return {
    enabled: row.enabled,
    interval_minutes: row.intervalMinutes,
    max_change_percent: row.maxChangePercent,
    min_margin_percent: row.minMarginPercent,
    never_lower_price: row.neverLowerPrice,
    restock_quantity: row.restockQuantity,
  };
}

function runView(row: {
  id: string;
  workspaceId: string;
  status: SyncRun['status'];
  productCount: number;
  checkedCount: number;
  changeCount: number;
  heldCount: number;
  failedCount: number;
  startedAt: Date;
  finishedAt: Date | null;
}): SyncRun {
  return {
    id: row.id,
    workspace_id: row.workspaceId,
    status: row.status,
    product_count: row.productCount,
    checked_count: row.checkedCount,
    change_count: row.changeCount,
    held_count: row.heldCount,
    failed_count: row.failedCount,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

function eventView(row: SyncEventRow & { productName: string; platform: 'coupang' | 'naver' }): SyncEvent {
  return {
    id: row.id,
    workspace_id: row.workspaceId,
    uploaded_product_id: row.uploadedProductId,
    product_name: row.productName,
    platform: row.platform,
    run_id: row.runId,
    kind: row.kind,
    option_name: row.optionName,
    before: row.before,
    after: row.after,
    outcome: row.outcome,
    rule: row.rule,
    marketplace_message: row.marketplaceMessage,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

const notFound = () => new NotFound('상품을 찾을 수 없습니다.');

const isRead = (value: unknown): value is CurrentRead =>
  typeof value === 'object' && value !== null && 'state' in value;

/**
 * Supplier sync (issue 24): re-reads the supplier page of each listing, finds what changed since the last check, and
 * stops, resumes or re-prices the listing within the workspace's rules; every change is recorded as an event, changes
 * past the rules wait for the seller's approval.
 */
export function createSupplierSyncService(deps: SupplierSyncDeps) {
  const repo = createSupplierSyncRepo(deps.db);
  const uploads = createUploadsRepo(deps.db);
  const payloads = createUploadPayloads(deps.db, deps.clock);
  const running = new Set<Promise<void>>();
  const plans = createPlansRepo(deps.db);
  const robots = createSyncRobots(deps.fetcher);

  async function draftOf(
    listing: Pick<SyncListingRow, 'productDetails' | 'payloadHashes'>,
  ): Promise<ProductDetails> {
    return productDetailsSchema.parse(await payloads.hydrate(listing.productDetails, listing.payloadHashes));
  }

  /** The shortest interval the workspace owner's plan allows. */
  async function planIntervalOf(workspaceId: string): Promise<number> {
    const workspace = await uploads.findWorkspace(workspaceId);
    if (workspace === undefined) throw notFound();
    const tier = subscriptionStateOf(await plans.findSubscription(workspace.ownerId), deps.clock()).tier;
    return syncIntervalMinutes[tier];
  }

  async function rulesOf(workspaceId: string): Promise<{ rules: SyncRules; settings: SyncSettings }> {
    const [settings, upload] = await Promise.all([repo.settings(workspaceId), deps.settingsOf(workspaceId)]);
    const view = settingsView(settings);
    return {
      settings: view,
      rules: {
        maxChangePercent: view.max_change_percent,
        minMarginPercent: view.min_margin_percent,
        neverLowerPrice: view.never_lower_price,
        priceRule: upload.price_rule,
      },
    };
  }

  async function recordUnreadable(
    listing: SyncListingRow,
    draft: ProductDetails,
    runId: string,
    message: string,
  ) {
    const failures = listing.unreadableCount + 1;
    const now = deps.clock();
    if (failures === unreadableNotice) {
      await repo.addEvent({
        workspaceId: listing.workspaceId,
        uploadedProductId: listing.id,
        runId,
        kind: 'unreadable',
        before: {},
        after: { failures },
        outcome: 'recorded',
        rule: `공급처 페이지를 ${unreadableNotice}번 연속 읽지 못했습니다. 판매 상태는 바꾸지 않았습니다.`,
        marketplaceMessage: message.slice(0, 1_000),
        createdAt: now,
      });
    }
    await repo.saveListingState(
      listing,
      {
        snapshot: listing.snapshot ?? snapshotOfDraft(draft),
        listedPrices: listing.listedPrices ?? listedPricesOfDraft(draft),
        unreadableCount: failures,
        pageEtag: listing.pageEtag,
        pageLastModified: listing.pageLastModified,
        lastRunId: runId,
      },
      now,
    );
  }

  /** Applies (or holds) one change and records it; answers the listed price it leaves and whether it failed. */
  async function settle(
    change: SyncChange,
    context: { listing: SyncListingRow; runId: string; apply: ReturnType<typeof listingActionsOf> },
  ): Promise<'applied' | 'held' | 'failed' | 'recorded'> {
    let outcome: 'applied' | 'held' | 'failed' | 'recorded' =
      change.heldBecause !== null ? 'held' : change.action.type === 'none' ? 'recorded' : 'applied';
    let message = '';
    if (outcome === 'applied') {
      try {
        message = await context.apply.apply(change.option, change.action);
      } catch (error) {
        outcome = change.action.type === 'none' ? 'recorded' : 'failed';
        message = refusalOf(error);
      }
    }
    await repo.addEvent({
      workspaceId: context.listing.workspaceId,
      uploadedProductId: context.listing.id,
      runId: context.runId,
      kind: change.kind,
      optionName: change.option,
      before: change.before,
      after: change.after,
      outcome,
      rule: change.heldBecause ?? '',
      marketplaceMessage: message.slice(0, 1_000),
      createdAt: deps.clock(),
    });
    return outcome;
  }

  async function checkListing(
    listing: SyncListingRow,
    context: {
      runId: string;
      rules: SyncRules;
      settings: SyncSettings;
      workspace: Parameters<typeof listingActionsOf>[1];
    },
    readNow: () => Promise<CurrentRead>,
  ): Promise<RunTally> {
    const tally: RunTally = { checked: 1, changes: 0, held: 0, failed: 0, kinds: {} };
    const draft = await draftOf(listing);
    let read: CurrentRead;
    try {
      read = await readNow();
    } catch (error) {
      await recordUnreadable(listing, draft, context.runId, refusalOf(error));
      return tally;
    }
    const before = listing.snapshot ?? snapshotOfDraft(draft);
    const listed = { ...(listing.listedPrices ?? listedPricesOfDraft(draft)) };
    if (read.state === 'unchanged') {
      // The page answered 304 to the validators of the last synced read: nothing changed at the supplier.
      await repo.saveListingState(
        listing,
        {
          snapshot: before,
          listedPrices: listed,
          unreadableCount: 0,
          pageEtag: listing.pageEtag,
          pageLastModified: listing.pageLastModified,
          lastRunId: context.runId,
        },
        deps.clock(),
      );
      return tally;
    }
    const now: SupplierSnapshot | 'gone' = read.state === 'gone' ? 'gone' : snapshotOfSource(read.source);
    const changes = detectChanges(context.rules, listed, before, now);
    // The marketplace client (and its decrypted keys) only when there is something to apply.
    if (changes.length > 0) {
      const apply = listingActionsOf(
        deps,
        context.workspace,
        { ...listing, draft },
        context.settings.restock_quantity,
      );
      for (const change of changes) {
        const outcome = await settle(change, { listing, runId: context.runId, apply });
        tally.changes += 1;
        tally.kinds[change.kind] = (tally.kinds[change.kind] ?? 0) + 1;
        if (outcome === 'held') tally.held += 1;
        if (outcome === 'failed') tally.failed += 1;
        if (outcome === 'applied' && change.action.type === 'price')
          listed[change.option ?? ''] = change.action.price;
      }
    }
    // A failed change is tried again at the next check: the supplier state it came from is not taken as synced, and
    // the page's validators are not kept, so the next read gets the whole page instead of a 304.
    const synced =
      tally.failed === 0 ? (now === 'gone' ? { ...before, state: 'gone' as const } : now) : before;
    const validators = tally.failed === 0 && read.state === 'read' ? read.validators : null;
    await repo.saveListingState(
      listing,
      {
        snapshot: synced,
        listedPrices: listed,
        unreadableCount: 0,
        pageEtag: validators?.etag ?? null,
        pageLastModified: validators?.lastModified ?? null,
        lastRunId: context.runId,
      },
      deps.clock(),
    );
    return tally;
  }

  /**
   * Reads a listing's page (or its supplier API): robots.txt allowing, paced per host, conditionally when the last read
   * left validators.
   */
  function readOne(listing: SyncListingRow, pace: () => Promise<void>): Promise<CurrentRead> {
    return deps.urlParser.readCurrent(listing.originalUrl, {
      signal: AbortSignal.timeout(readDeadlineMs),
      beforeRequest: async (url) => {
        await robots.check(url, pace);
        await pace();
      },
      validators:
        listing.pageEtag === null && listing.pageLastModified === null
          ? undefined
          : { etag: listing.pageEtag, lastModified: listing.pageLastModified },
    });
  }

  /** Checks `listings` for the run; a run resumed after a crash goes on from the counts it had written. */
  async function execute(run: SyncRunRow, listings: SyncListingRow[], signal?: AbortSignal): Promise<void> {
    const { id: runId, workspaceId } = run;
    const total: RunTally = {
      checked: run.checkedCount,
      changes: run.changeCount,
      held: run.heldCount,
      failed: run.failedCount,
      kinds: {},
    };
    // Progress is written one update after another, each with the totals at its turn, so the counts only grow; at most
    // every `progressEveryMs`, so a large run does not write its counts once per listing. The last update has them all.
    let progress = Promise.resolve();
    let lastWrite = Number.NEGATIVE_INFINITY;
    const counts = () => ({
      checkedCount: total.checked,
      changeCount: total.changes,
      heldCount: total.held,
      failedCount: total.failed,
    });
    const writeProgress = async () => {
      if (performance.now() - lastWrite < progressEveryMs) return;
      lastWrite = performance.now();
      progress = progress.then(() => repo.updateRun(runId, counts()));
      await progress;
    };
    try {
      const workspace = await uploads.findWorkspace(workspaceId);
      if (workspace === undefined) throw notFound();
      const { rules, settings } = await rulesOf(workspaceId);
      const context = { runId, rules, settings, workspace };
      const check = async (listing: SyncListingRow, readNow: () => Promise<CurrentRead>) => {
        // One listing that cannot be checked (a draft saved in an older shape, a bug) does not end the run.
        const tally = await checkListing(listing, context, readNow).catch(
          (): RunTally => ({ checked: 1, changes: 0, held: 0, failed: 1, kinds: {} }),
        );
        total.checked += tally.checked;
        total.changes += tally.changes;
        total.held += tally.held;
        total.failed += tally.failed;
        for (const [kind, count] of Object.entries(tally.kinds) as [SyncChange['kind'], number][]) {
          total.kinds[kind] = (total.kinds[kind] ?? 0) + count;
        }
        await writeProgress();
      };
      await runInPacedLanes(
        unitsOf(listings, (url) => deps.urlParser.readsInBatches(url)),
        { concurrency: checksAtOnce, intervalMs: perHostIntervalMs, laneOf: (unit) => unit.lane },
        async (unit, pace) => {
          // The process is stopping: no new listing; the job is retried and goes on with the rest.
          if (signal?.aborted) return;
          if (unit.kind === 'one') return check(unit.listing, () => readOne(unit.listing, pace));
          // A batch is one supplier API call; a failed call leaves each of its listings unreadable.
          const urls = unit.listings.map((listing) => listing.originalUrl);
          const reads = await deps.urlParser
            .readCurrentBatch(urls)
            .catch((error: unknown) => new Map(urls.map((url) => [url, error])));
          for (const listing of unit.listings) {
            await check(listing, async () => {
              const read = reads.get(listing.originalUrl);
              if (!isRead(read)) throw read;
              return read;
            });
          }
        },
      );
      await progress;
      if (signal?.aborted) {
        // Stopped part-way: the counts so far, and the run stays running for the retried job.
        await repo.updateRun(runId, counts());
        signal.throwIfAborted();
      }
      await repo.updateRun(runId, { ...counts(), status: 'done', finishedAt: deps.clock() });
      if (total.changes > 0)
        await repo.notifyManagers(workspaceId, (name) => summaryOf(total, name), deps.clock());
    } catch (error) {
      await progress.catch(() => undefined);
      if (signal?.aborted) throw error;
      await repo.updateRun(runId, { status: 'failed', finishedAt: deps.clock() });
    }
  }

  /**
   * Creates the run and has its listings checked: by a durable job where the app has a job queue (a run whose process
   * dies is retried and goes on where it stopped), else in this process. Undefined when the workspace has one running.
   */
  async function begin(
    workspaceId: string,
    requestedBy: string | null,
    listings: SyncListingRow[],
    scope: { productId?: string | undefined; dueBefore?: Date | undefined },
  ): Promise<string | undefined> {
    const run = await repo.createRun({
      workspaceId,
      requestedBy,
      status: 'running',
      uploadedProductId: scope.productId ?? null,
      dueBefore: scope.dueBefore ?? null,
      productCount: listings.length,
      startedAt: deps.clock(),
    });
    if (run === undefined) return undefined;
    if (deps.runs !== undefined) {
      // A run whose job was not sent is found by the worker's recovery sweep.
      await deps.runs.enqueue([run.id]).catch((error: unknown) => deps.runs?.onError(error));
      return run.id;
    }
    const work = execute(run, listings).finally(() => running.delete(work));
    running.add(work);
    return run.id;
  }

  async function eventInWorkspace(userId: string, eventId: string) {
    const event = await repo.findEvent(eventId);
    if (event === undefined) throw new NotFound('변경 내역을 찾을 수 없습니다.');
    await deps.access.roleOf(userId, event.workspaceId).catch(() => {
      throw new NotFound('변경 내역을 찾을 수 없습니다.');
    });
    return event;
  }

  return {
    /** `POST /api/sync/check`: starts a check of one listing or a workspace; joins the workspace's running check. */
    async startCheck(userId: string, request: SyncCheckRequest): Promise<string> {
      const productId = request.uploaded_product_id;
      const workspaceId = request.workspace_id ?? (productId && (await repo.workspaceOfListing(productId)));
      if (!workspaceId) throw notFound();
      await deps.access.roleOf(userId, workspaceId).catch((error: unknown) => {
        throw productId === undefined ? error : notFound();
      });
      const runningRun = await repo.runningRun(workspaceId, deps.clock());
      if (runningRun !== undefined) return runningRun.id;
      const listings = await repo.listings(workspaceId, { productId });
      if (productId !== undefined && listings.length === 0) throw notFound();
      const runId = await begin(workspaceId, userId, listings, { productId });
      if (runId === undefined)
        throw new Conflict('다른 확인 작업이 막 시작되었습니다. 잠시 후 다시 눌러 주세요.');
      return runId;
    },

    /**
     * The schedule: starts a run for each workspace whose least recently checked listing is older than its owner's
     * plan interval, with only the listings that are due. Answers how many runs started.
     */
    async sweep(): Promise<number> {
      const now = deps.clock();
      const soonest = new Date(now.getTime() - Math.min(...Object.values(syncIntervalMinutes)) * 60_000);
      let started = 0;
      let after: { oldest: Date | null; workspaceId: string } | undefined;
      for (let page = 0; page < sweepPages && started < runsPerSweep; page += 1) {
        const candidates = await repo.dueWorkspaces({ limit: sweepPageSize, checkedBefore: soonest, after });
        for (const due of candidates) {
          if (started >= runsPerSweep) break;
          const tier = subscriptionStateOf(await plans.findSubscription(due.ownerId), now).tier;
          const minutes = effectiveIntervalMinutes(tier, due.intervalMinutes);
          const checkedBefore = new Date(now.getTime() - minutes * 60_000);
          if (due.oldest !== null && due.oldest >= checkedBefore) continue;
          const listings = await repo.listings(due.workspaceId, { checkedBefore });
          const begun =
            listings.length > 0 &&
            (await begin(due.workspaceId, null, listings, { dueBefore: checkedBefore })) !== undefined;
          if (begun) started += 1;
        }
        const last = candidates.at(-1);
        if (last === undefined || candidates.length < sweepPageSize) break;
        after = { oldest: last.oldest, workspaceId: last.workspaceId };
      }
      return started;
    },

    async run(userId: string, runId: string): Promise<SyncRun> {
      const run = await repo.findRun(runId);
      if (run === undefined) throw new NotFound('확인 작업을 찾을 수 없습니다.');
      await deps.access.roleOf(userId, run.workspaceId).catch(() => {
        throw new NotFound('확인 작업을 찾을 수 없습니다.');
      });
      return runView(run);
    },

    async events(
      userId: string,
      query: { workspace_id: string; kind?: string; uploaded_product_id?: string; page: number },
    ) {
      await deps.access.roleOf(userId, query.workspace_id);
      const { rows, total } = await repo.events({
        workspaceId: query.workspace_id,
        kind: query.kind,
        productId: query.uploaded_product_id,
        page: query.page,
      });
      return { data: rows.map(eventView), page: query.page, page_size: eventsPageSize, total };
    },

    /** Applies a held price change as computed when it was seen (past Coupang's ±50/100 % guard, since the seller said so). */
    async approve(userId: string, eventId: string): Promise<SyncEvent> {
      const event = await eventInWorkspace(userId, eventId);
      await deps.access.require(
        userId,
        event.workspaceId,
        'manageSettings',
        '변경 승인은 소유자와 관리자만 할 수 있습니다.',
      );
      if (event.outcome !== 'held') throw new Conflict('이미 처리된 변경입니다.');
      const price = Number(event.after.sale_price);
      if (!Number.isInteger(price) || price <= 0) throw new Invalid('승인할 가격이 없는 변경입니다.');
      const workspace = await uploads.findWorkspace(event.workspaceId);
      const [listing] = await repo.listings(event.workspaceId, { productId: event.uploadedProductId });
      if (workspace === undefined || listing === undefined)
        throw new NotFound('변경 내역을 찾을 수 없습니다.');
      const { settings } = await rulesOf(event.workspaceId);
      const draft = await draftOf(listing);
      const actions = listingActionsOf(deps, workspace, { ...listing, draft }, settings.restock_quantity);
      let outcome: 'approved' | 'failed' = 'approved';
      let message: string;
      try {
        message = await actions.apply(event.optionName, { type: 'price', price }, { force: true });
      } catch (error) {
        outcome = 'failed';
        message = refusalOf(error);
      }
      const decided = await repo.decideEvent(eventId, {
        outcome,
        marketplaceMessage: message.slice(0, 1_000),
        decidedAt: deps.clock(),
        decidedBy: userId,
      });
      if (!decided) throw new Conflict('이미 처리된 변경입니다.');
      if (outcome === 'approved') {
        const listed = {
          ...(listing.listedPrices ?? listedPricesOfDraft(draft)),
          [event.optionName ?? '']: price,
        };
        await repo.saveListingState(
          listing,
          {
            snapshot: listing.snapshot ?? snapshotOfDraft(draft),
            listedPrices: listed,
            unreadableCount: listing.unreadableCount,
            pageEtag: listing.pageEtag,
            pageLastModified: listing.pageLastModified,
          },
          deps.clock(),
        );
      }
      const updated = await repo.findEvent(eventId);
      if (updated === undefined) throw new NotFound('변경 내역을 찾을 수 없습니다.');
      return eventView(updated);
    },

    async reject(userId: string, eventId: string): Promise<SyncEvent> {
      const event = await eventInWorkspace(userId, eventId);
      await deps.access.require(
        userId,
        event.workspaceId,
        'manageSettings',
        '변경 거절은 소유자와 관리자만 할 수 있습니다.',
      );
      const decided = await repo.decideEvent(eventId, {
        outcome: 'rejected',
        marketplaceMessage: '',
        decidedAt: deps.clock(),
        decidedBy: userId,
      });
      if (!decided) throw new Conflict('이미 처리된 변경입니다.');
      const updated = await repo.findEvent(eventId);
      if (updated === undefined) throw new NotFound('변경 내역을 찾을 수 없습니다.');
      return eventView(updated);
    },

    async settings(userId: string, workspaceId: string): Promise<SyncSettingsView> {
      await deps.access.roleOf(userId, workspaceId);
      return {
        ...settingsView(await repo.settings(workspaceId)),
        plan_interval_minutes: await planIntervalOf(workspaceId),
      };
    },

    /** Saves the rules; an interval shorter than the owner's plan allows is refused (400 `sync_interval_not_in_plan`). */
    async saveSettings(userId: string, workspaceId: string, values: SyncSettings): Promise<SyncSettingsView> {
      await deps.access.require(
        userId,
        workspaceId,
        'manageSettings',
        '동기화 설정은 소유자와 관리자만 바꿀 수 있습니다.',
      );
      const planMinutes = await planIntervalOf(workspaceId);
      if (values.interval_minutes !== null && values.interval_minutes < planMinutes) {
        throw new Invalid(
          `지금 요금제에서는 ${syncIntervalText(planMinutes)}보다 자주 확인할 수 없습니다. 더 긴 주기를 고르거나 요금제를 올려 주세요.`,
          errorCodes.syncIntervalNotInPlan,
        );
      }
      await repo.saveSettings({
        workspaceId,
        enabled: values.enabled,
        intervalMinutes: values.interval_minutes,
        maxChangePercent: values.max_change_percent,
        minMarginPercent: values.min_margin_percent,
        neverLowerPrice: values.never_lower_price,
        restockQuantity: values.restock_quantity,
        updatedAt: deps.clock(),
      });
      return { ...values, plan_interval_minutes: planMinutes };
    },

    /**
     * The job of one run: checks the run's listings it has not checked yet (all of them the first time; the rest
     * after a crash). A run that is no longer running is left alone.
     */
    async runJob(runId: string, signal?: AbortSignal): Promise<void> {
      const run = await repo.findRun(runId);
      if (run === undefined || run.status !== 'running') return;
      const listings = await repo.listings(run.workspaceId, {
        productId: run.uploadedProductId ?? undefined,
        checkedBefore: run.dueBefore,
        notInRun: run.id,
      });
      await execute(run, listings, signal);
    },

    /** Running runs (the job worker's recovery). */
    runningRunIds: () => repo.runningRunIds(),

    /** Waits for the checks in flight (on close). */
    async drain(): Promise<void> {
      await Promise.allSettled([...running]);
    },
  };
}

export type SupplierSyncService = ReturnType<typeof createSupplierSyncService>;
