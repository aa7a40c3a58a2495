import { bulkBatchLists } from '@ollida/contracts/bulk-batch-change';
import { errorCodes } from '@ollida/contracts/errors';
import { listingPriceOf } from '@ollida/contracts/listing-price';
import {
  type BulkBatch,
  type BulkItem,
  bulkLimits,
  type bulkRegistrationRequestSchema,
} from '@ollida/contracts/uploads';
import type { z } from 'zod';
import { Conflict, NotFound } from '../../platform/domain-errors.ts';
import type { WorkspaceAccess } from '../workspaces/index.ts';
import { stoppedAfterFailureMessage } from './bulk-item-job.ts';
import type { BatchRow, BulkRegistrationRepo } from './bulk-registration.repo.ts';
import { prepareBulkUrls } from './bulk-urls.ts';

export const stoppedByUserMessage = '사용자가 중단했습니다.';

/** Enqueues one job per waiting item; the batch service does not know about pg-boss. */
export interface BulkItemQueue {
  enqueue(itemIds: string[]): Promise<void>;
}

export interface BulkRegistrationServiceDeps {
  repo: BulkRegistrationRepo;
  access: WorkspaceAccess;
  queue: BulkItemQueue;
  clock: () => Date;
  /** Logs an enqueue that failed after commit; the runner's sweep enqueues those items later. */
  onEnqueueError?: (error: unknown, batchId: string) => void;
}

export interface RecentBatch {
  batch_id: string;
  workspace_id: string;
  platform: 'coupang' | 'naver';
  status: BatchRow['status'];
  total: number;
  success: number;
  fail: number;
  created_at: string;
  finished_at: string | null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const batchNotFound = () => new NotFound('일괄 등록 작업을 찾을 수 없습니다.', errorCodes.batchNotFound);

type ItemRow = Awaited<ReturnType<BulkRegistrationRepo['listItems']>>[number];

function itemView(item: ItemRow): BulkItem {
  return {
    id: item.id,
    position: item.position,
    url: item.url,
    status: item.status,
    message: item.message,
    checks: item.checks ?? [],
    product_name: item.productName,
    uploaded_product_id: item.uploadedProductId,
    store_url: item.storeUrl,
    admin_url: item.adminUrl,
    duplicate_held: item.status === 'failure' && item.duplicate === 'held',
    price:
      item.uploadedProductId === null ? null : listingPriceOf(item.itemSalePrice, item.itemSupplierPrice),
  };
}

/** The newest item change a read saw (database time), where the next read of changes starts. */
function cursorOf(rows: readonly ItemRow[], previous: Date | null): Date | null {
  let cursor = previous;
  for (const row of rows) if (cursor === null || row.updatedAt > cursor) cursor = row.updatedAt;
  return cursor;
}

/**
 * How far before the cursor a read of changes starts: a transaction stamps `now()` when it begins, so an item it
 * changes may be committed a little after a newer stamp was read. The hub's periodic full read covers the rest.
 */
const changeOverlapMs = 5_000;

/** A batch as the event hub follows it: the view and where the next read of changes starts. */
export interface FollowedBatch {
  batch: BulkBatch;
  cursor: Date | null;
}

/** Bulk registration use cases: create a batch, read its progress, stop it, list recent ones. */
export function createBulkRegistrationService(deps: BulkRegistrationServiceDeps) {
  const { repo } = deps;

  /** Members of the batch's workspace (its creator only while still a member); everyone else gets 404. */
  async function visibleBatch(userId: string, batchId: string): Promise<BatchRow> {
    if (!uuidPattern.test(batchId)) throw batchNotFound();
    const batch = await repo.findBatch(batchId);
    if (batch === undefined) throw batchNotFound();
    try {
      await deps.access.roleOf(userId, batch.workspaceId);
    } catch (error) {
      if (error instanceof NotFound) throw batchNotFound();
      throw error;
    }
    return batch;
  }

  function batchView(batch: BatchRow, items: BulkItem[]): BulkBatch {
    return {
      batch_id: batch.id,
      workspace_id: batch.workspaceId,
      platform: batch.platform,
      status: batch.status,
      stop_on_first_failure: batch.stopOnFirstFailure,
      stopped_by_item_id: batch.stoppedByItemId,
      total: items.length,
      success: items.filter((item) => item.status === 'success').length,
      fail: items.filter((item) => item.status === 'failure').length,
      duplicates_skipped: batch.duplicatesSkipped,
      created_at: batch.createdAt.toISOString(),
      finished_at: batch.finishedAt?.toISOString() ?? null,
      items,
      ...bulkBatchLists(items),
    };
  }

  async function view(batch: BatchRow): Promise<BulkBatch> {
    return batchView(batch, (await repo.listItems(batch.id)).map(itemView));
  }

  async function reload(batchId: string): Promise<BulkBatch> {
    const batch = await repo.findBatch(batchId);
    if (batch === undefined) throw batchNotFound();
    return view(batch);
  }

  return {
    async create(
      userId: string,
      request: z.output<typeof bulkRegistrationRequestSchema>,
    ): Promise<BulkBatch> {
      await deps.access.roleOf(userId, request.workspace_id);
      // One seller's thousands of URLs share the workers with everyone else's; a cap keeps the queue fair enough.
      if ((await repo.countOpenBatches(userId)) >= bulkLimits.maxOpenBatches) {
        throw new Conflict(
          `진행 중인 일괄 등록이 ${bulkLimits.maxOpenBatches}개 있습니다. 하나가 끝나거나 중지한 뒤 다시 시작해 주세요.`,
          errorCodes.bulkTooManyOpen,
        );
      }
      const platform = await repo.connectedWorkspacePlatform(request.workspace_id);
      if (platform === undefined) throw new NotFound('워크스페이스를 찾을 수 없습니다.');
      const { lines, duplicatesSkipped } = prepareBulkUrls(request.urls);
      const now = deps.clock();
      const { batchId, waiting } = await repo.transaction(async (tx) => {
        const id = await repo.insertBatch(
          {
            workspaceId: request.workspace_id,
            userId,
            platform,
            stopOnFirstFailure: request.stop_on_first_failure,
            duplicatesSkipped,
            createdAt: now,
          },
          lines,
          tx,
        );
        const waitingItems = await repo.waitingItemIds(id, tx);
        // Every line invalid: nothing to run, the batch is finished as it starts (stopped by its first line when
        // it stops on the first failure, as it would have been had that line been fetched).
        if (waitingItems.length === 0 && request.stop_on_first_failure && lines.length > 0)
          await repo.stopAtFirstLine(id, now, tx);
        else await repo.settleBatch(id, now, tx);
        return { batchId: id, waiting: waitingItems };
      });
      // After commit: a job must never point at an item that a rolled-back transaction did not keep.
      await deps.queue
        .enqueue(waiting.map((item) => item.id))
        .catch((error: unknown) => deps.onEnqueueError?.(error, batchId));
      return reload(batchId);
    },

    async get(userId: string, batchId: string): Promise<BulkBatch> {
      return view(await visibleBatch(userId, batchId));
    },

    /** Waiting items fail with the stop message; in-flight ones finish, then the batch is `stopped`. */
    async stop(userId: string, batchId: string): Promise<BulkBatch> {
      await visibleBatch(userId, batchId);
      await repo.transaction(async (tx) => {
        if (!(await repo.beginStopping(batchId, tx))) return;
        await repo.failWaitingItems(batchId, stoppedByUserMessage, tx);
        await repo.settleBatch(batchId, deps.clock(), tx);
      });
      return reload(batchId);
    },

    /**
     * 그래도 등록 (issue 23 §6): the batch's duplicate-held items are uploaded again without the duplicate check, still
     * as the batch creator's uploads. Allowed to whoever may stop the batch (members of its workspace); anyone else gets
     * 404. A stopping batch waits until it has stopped; the open-batch cap counts a finished batch that runs again.
     */
    async confirmDuplicates(userId: string, batchId: string): Promise<BulkBatch> {
      const batch = await visibleBatch(userId, batchId);
      if (batch.status === 'stopping') {
        throw new Conflict(
          '일괄 등록을 중지하는 중입니다. 중지된 뒤 다시 눌러 주세요.',
          errorCodes.bulkStopping,
        );
      }
      const finished = batch.status === 'completed' || batch.status === 'stopped';
      if (finished && (await repo.countOpenBatches(batch.userId)) >= bulkLimits.maxOpenBatches) {
        throw new Conflict(
          `진행 중인 일괄 등록이 ${bulkLimits.maxOpenBatches}개 있습니다. 하나가 끝나거나 중지한 뒤 다시 시도해 주세요.`,
          errorCodes.bulkTooManyOpen,
        );
      }
      const requeued = await repo.transaction((tx) =>
        repo.requeueDuplicates(batch, stoppedAfterFailureMessage, tx),
      );
      await deps.queue.enqueue(requeued).catch((error: unknown) => deps.onEnqueueError?.(error, batchId));
      return reload(batchId);
    },

    async recent(userId: string, limit: number): Promise<RecentBatch[]> {
      const rows = await repo.recentBatches(userId, limit);
      return rows.map((row) => ({
        batch_id: row.id,
        workspace_id: row.workspaceId,
        platform: row.platform,
        status: row.status,
        total: row.total,
        success: row.success,
        fail: row.fail,
        created_at: row.createdAt.toISOString(),
        finished_at: row.finishedAt?.toISOString() ?? null,
      }));
    },

    /** For the event stream: the batch after access was checked, and its view read again. */
    visibleBatch,
    reload,

    /**
     * The batch for the event hub: read whole without `previous`, else only the items changed since its cursor
     * (merged into its items by id; a batch's items are all created with it), so a 5,000-line batch is not read
     * again for every finished item.
     */
    async readFollowed(batchId: string, previous?: FollowedBatch): Promise<FollowedBatch> {
      const batch = await repo.findBatch(batchId);
      if (batch === undefined) throw batchNotFound();
      if (previous === undefined || previous.cursor === null) {
        const rows = await repo.listItems(batchId);
        return { batch: batchView(batch, rows.map(itemView)), cursor: cursorOf(rows, null) };
      }
      const rows = await repo.listItems(batchId, new Date(previous.cursor.getTime() - changeOverlapMs));
      const changed = new Map(rows.map((row) => [row.id, itemView(row)]));
      const items = previous.batch.items.map((item) => changed.get(item.id) ?? item);
      return { batch: batchView(batch, items), cursor: cursorOf(rows, previous.cursor) };
    },
  };
}

export type BulkRegistrationService = ReturnType<typeof createBulkRegistrationService>;
