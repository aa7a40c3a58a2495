import type { ReviewCheck } from '@ollida/contracts/review-check';
import type { BulkItemStatus } from '@ollida/contracts/uploads';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bulkBatches, bulkItems, uploadedProducts } from '../../db/schema/uploads.ts';
import { workspaceMembers, workspaces } from '../../db/schema/workspaces.ts';
import { firstItemPriceColumns } from '../uploads/index.ts';
import type { PreparedLine } from './bulk-urls.ts';

/** Items a job still has to finish. */
export const openItemStatuses = ['waiting', 'parsing', 'uploading'] as const satisfies BulkItemStatus[];
/** Batches whose jobs may still run: `stopping` lets in-flight items finish. */
const liveBatchStatuses = ['running', 'stopping'] as const;

export type BatchRow = typeof bulkBatches.$inferSelect;
type NewBatch = Pick<
  typeof bulkBatches.$inferInsert,
  'workspaceId' | 'userId' | 'platform' | 'stopOnFirstFailure' | 'duplicatesSkipped' | 'createdAt'
>;

const itemColumns = {
  id: bulkItems.id,
  position: bulkItems.position,
  url: bulkItems.url,
  status: bulkItems.status,
  message: bulkItems.message,
  checks: bulkItems.checks,
  productName: bulkItems.productName,
  uploadedProductId: bulkItems.uploadedProductId,
  duplicate: bulkItems.duplicate,
  updatedAt: bulkItems.updatedAt,
  storeUrl: uploadedProducts.storeUrl,
  adminUrl: uploadedProducts.adminUrl,
  ...firstItemPriceColumns,
};

const countWhere = (status: BulkItemStatus) =>
  sql<number>`count(*) filter (where ${bulkItems.status} = ${status})`.mapWith(Number);

/** Queries for bulk batches and their items; every status change stamps the item's updated_at (the recovery sweep reads it). */
export function createBulkRegistrationRepo(db: Database) {
  async function updateItem(
    itemId: string,
    values: Partial<typeof bulkItems.$inferInsert>,
    from: readonly BulkItemStatus[],
    tx: Database = db,
  ): Promise<boolean> {
    const rows = await tx
      .update(bulkItems)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(bulkItems.id, itemId), inArray(bulkItems.status, [...from])))
      .returning({ id: bulkItems.id });
    return rows.length > 0;
  }

  async function failWaitingItems(batchId: string, message: string, tx: Database): Promise<void> {
    await tx
      .update(bulkItems)
      .set({ status: 'failure', message, updatedAt: sql`now()` })
      .where(and(eq(bulkItems.batchId, batchId), eq(bulkItems.status, 'waiting')));
  }

  return {
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async connectedWorkspacePlatform(workspaceId: string) {
      const [row] = await db
        .select({ platform: workspaces.platform })
        .from(workspaces)
        .where(and(eq(workspaces.id, workspaceId), isNull(workspaces.disconnectedAt)));
      return row?.platform;
    },

    async insertBatch(values: NewBatch, lines: PreparedLine[], tx: Database): Promise<string> {
      const [batch] = await tx.insert(bulkBatches).values(values).returning({ id: bulkBatches.id });
      if (!batch) throw new Error('bulk batch insert returned nothing');
      await tx.insert(bulkItems).values(
        lines.map((line, position) => ({
          batchId: batch.id,
          position,
          url: line.url,
          status: line.invalid ? ('failure' as const) : ('waiting' as const),
          message: line.invalid ? line.message : null,
        })),
      );
      return batch.id;
    },

    /** Batches of the user still running or stopping. */
    async countOpenBatches(userId: string): Promise<number> {
      const [row] = await db
        .select({ open: count() })
        .from(bulkBatches)
        .where(and(eq(bulkBatches.userId, userId), inArray(bulkBatches.status, ['running', 'stopping'])));
      return row?.open ?? 0;
    },

    async findBatch(batchId: string): Promise<BatchRow | undefined> {
      const [row] = await db.select().from(bulkBatches).where(eq(bulkBatches.id, batchId));
      return row;
    },

    /** The batch's items in line order; with `changedSince`, only those updated at or after it. */
    async listItems(batchId: string, changedSince?: Date) {
      return db
        .select(itemColumns)
        .from(bulkItems)
        .leftJoin(uploadedProducts, eq(uploadedProducts.id, bulkItems.uploadedProductId))
        .where(
          and(
            eq(bulkItems.batchId, batchId),
            changedSince === undefined ? undefined : gte(bulkItems.updatedAt, changedSince),
          ),
        )
        .orderBy(asc(bulkItems.position));
    },

    waitingItemIds(batchId: string, tx: Database = db) {
      return tx
        .select({ id: bulkItems.id })
        .from(bulkItems)
        .where(and(eq(bulkItems.batchId, batchId), eq(bulkItems.status, 'waiting')))
        .orderBy(asc(bulkItems.position));
    },

    /**
     * Each item with its batch's creator and whether the batch runs one item at a time (stop on first failure), in
     * batch and line order (the order their jobs are queued in).
     */
    ownersOfItems(itemIds: string[]) {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: bulkItems.id,
          ownerId: bulkBatches.userId,
          batchId: bulkBatches.id,
          oneAtATime: bulkBatches.stopOnFirstFailure,
        })
        .from(bulkItems)
        .innerJoin(bulkBatches, eq(bulkBatches.id, bulkItems.batchId))
        .where(inArray(bulkItems.id, itemIds))
        .orderBy(asc(bulkItems.batchId), asc(bulkItems.position));
    },

    /**
     * The first item in line order that has not succeeded, while its batch is running: the one a stop-on-first-failure
     * batch works on (or, when it failed, the one that stops the batch). Undefined when there is none.
     */
    async firstUnfinishedItem(batchId: string) {
      const [row] = await db
        .select({ id: bulkItems.id, status: bulkItems.status, ownerId: bulkBatches.userId })
        .from(bulkItems)
        .innerJoin(bulkBatches, eq(bulkBatches.id, bulkItems.batchId))
        .where(
          and(
            eq(bulkItems.batchId, batchId),
            eq(bulkBatches.status, 'running'),
            sql`${bulkItems.status} <> 'success'`,
          ),
        )
        .orderBy(asc(bulkItems.position))
        .limit(1);
      return row;
    },

    async findItemForJob(itemId: string) {
      const [row] = await db
        .select({
          id: bulkItems.id,
          url: bulkItems.url,
          status: bulkItems.status,
          duplicate: bulkItems.duplicate,
          batchId: bulkBatches.id,
          batchStatus: bulkBatches.status,
          workspaceId: bulkBatches.workspaceId,
          userId: bulkBatches.userId,
          platform: bulkBatches.platform,
          stopOnFirstFailure: bulkBatches.stopOnFirstFailure,
        })
        .from(bulkItems)
        .innerJoin(bulkBatches, eq(bulkBatches.id, bulkItems.batchId))
        .where(eq(bulkItems.id, itemId));
      return row;
    },

    /**
     * Starts (or, after a crash, restarts) an item: a waiting one only while its batch runs, an in-flight one also
     * while the batch is stopping (in-flight items finish). False when there is nothing to do.
     */
    async claimItem(itemId: string): Promise<boolean> {
      const rows = await db
        .update(bulkItems)
        .set({ status: 'parsing', message: null, checks: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(bulkItems.id, itemId),
            sql`(
              (${bulkItems.status} = 'waiting' and exists (select 1 from ${bulkBatches}
                where ${bulkBatches.id} = ${bulkItems.batchId} and ${bulkBatches.status} = 'running'))
              or (${bulkItems.status} in ('parsing', 'uploading') and exists (select 1 from ${bulkBatches}
                where ${bulkBatches.id} = ${bulkItems.batchId} and ${bulkBatches.status} in ('running', 'stopping')))
            )`,
          ),
        )
        .returning({ id: bulkItems.id });
      return rows.length > 0;
    },

    /** The running job's heartbeat: keeps the item fresh so no sweep takes its process for dead. */
    async touchRunningItem(itemId: string): Promise<void> {
      await updateItem(itemId, {}, ['parsing', 'uploading']);
    },

    markUploading(itemId: string, productName: string) {
      return updateItem(itemId, { status: 'uploading', productName }, ['parsing']);
    },

    markSuccess(itemId: string, values: { uploadedProductId: string; message: string }) {
      return updateItem(itemId, { status: 'success', ...values }, openItemStatuses);
    },

    markFailure(
      itemId: string,
      failure: { message: string; checks?: ReviewCheck[]; duplicate?: boolean },
      tx: Database = db,
    ) {
      return updateItem(
        itemId,
        {
          status: 'failure',
          message: failure.message,
          checks: failure.checks ?? null,
          ...(failure.duplicate ? { duplicate: 'held' as const } : {}),
        },
        openItemStatuses,
        tx,
      );
    },

    /** running → stopping; false when the batch was not running. */
    async beginStopping(batchId: string, tx: Database): Promise<boolean> {
      const rows = await tx
        .update(bulkBatches)
        .set({ status: 'stopping' })
        .where(and(eq(bulkBatches.id, batchId), eq(bulkBatches.status, 'running')))
        .returning({ id: bulkBatches.id });
      return rows.length > 0;
    },

    /** A stop-on-first-failure batch after `itemId` failed: stopping, the waiting items failed with `message`. */
    async stopAfterFailure(batchId: string, itemId: string, message: string, tx: Database): Promise<void> {
      const rows = await tx
        .update(bulkBatches)
        .set({ status: 'stopping', stoppedByItemId: itemId })
        .where(and(eq(bulkBatches.id, batchId), eq(bulkBatches.status, 'running')))
        .returning({ id: bulkBatches.id });
      if (rows.length > 0) await failWaitingItems(batchId, message, tx);
    },

    failWaitingItems,

    /**
     * 그래도 등록 for a batch: its duplicate-held items wait again, to be uploaded without the duplicate check (and, in a
     * stop-on-first-failure batch, the lines the duplicate stopped wait again too); a finished batch runs again.
     * Answers the items to queue.
     */
    async requeueDuplicates(batch: BatchRow, stoppedAfterFailure: string, tx: Database): Promise<string[]> {
      const held = await tx
        .select({ id: bulkItems.id })
        .from(bulkItems)
        .where(
          and(
            eq(bulkItems.batchId, batch.id),
            eq(bulkItems.status, 'failure'),
            eq(bulkItems.duplicate, 'held'),
          ),
        );
      if (held.length === 0) return [];
      const stoppedByDuplicate = held.some((item) => item.id === batch.stoppedByItemId);
      const requeued = await tx
        .update(bulkItems)
        .set({
          status: 'waiting',
          message: null,
          checks: null,
          duplicate: sql`case when ${bulkItems.duplicate} = 'held' then 'confirmed' else ${bulkItems.duplicate} end`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(bulkItems.batchId, batch.id),
            eq(bulkItems.status, 'failure'),
            stoppedByDuplicate
              ? sql`(${bulkItems.duplicate} = 'held' or ${bulkItems.message} = ${stoppedAfterFailure})`
              : eq(bulkItems.duplicate, 'held'),
          ),
        )
        .returning({ id: bulkItems.id });
      await tx
        .update(bulkBatches)
        .set({ status: 'running', finishedAt: null, stoppedByItemId: null })
        .where(eq(bulkBatches.id, batch.id));
      return requeued.map((row) => row.id);
    },

    /** A live batch with no open item left ends: running → completed, stopping → stopped. */
    /** A stop-on-first-failure batch whose every line was refused on the spot: stopped, by its first line. */
    async stopAtFirstLine(batchId: string, finishedAt: Date, tx: Database): Promise<void> {
      await tx
        .update(bulkBatches)
        .set({
          status: 'stopped',
          finishedAt,
          stoppedByItemId: sql`(select ${bulkItems.id} from ${bulkItems} where ${bulkItems.batchId} = ${batchId}
            order by ${bulkItems.position} limit 1)`,
        })
        .where(and(eq(bulkBatches.id, batchId), eq(bulkBatches.status, 'running')));
    },

    async settleBatch(batchId: string, finishedAt: Date, tx: Database = db): Promise<void> {
      await tx
        .update(bulkBatches)
        .set({
          status: sql`case when ${bulkBatches.status} = 'running' then 'completed' else 'stopped' end`,
          finishedAt,
        })
        .where(
          and(
            eq(bulkBatches.id, batchId),
            inArray(bulkBatches.status, [...liveBatchStatuses]),
            sql`not exists (select 1 from ${bulkItems} where ${bulkItems.batchId} = ${bulkBatches.id}
              and ${bulkItems.status} in ('waiting', 'parsing', 'uploading'))`,
          ),
        );
    },

    liveBatchIds() {
      return db
        .select({ id: bulkBatches.id })
        .from(bulkBatches)
        .where(inArray(bulkBatches.status, [...liveBatchStatuses]));
    },

    /**
     * Items of live batches in `statuses` (default: every open one) untouched for `minAgeSeconds`: candidates for a
     * lost job, or, among the running ones, for a job whose process died (a live one touches its item every few s).
     */
    openItemsOfLiveBatches(minAgeSeconds: number, statuses: readonly BulkItemStatus[] = openItemStatuses) {
      return db
        .select({ id: bulkItems.id })
        .from(bulkItems)
        .innerJoin(bulkBatches, eq(bulkBatches.id, bulkItems.batchId))
        .where(
          and(
            inArray(bulkItems.status, [...statuses]),
            inArray(bulkBatches.status, [...liveBatchStatuses]),
            lt(bulkItems.updatedAt, sql`now() - make_interval(secs => ${minAgeSeconds})`),
          ),
        )
        .orderBy(asc(bulkItems.batchId), asc(bulkItems.position));
    },

    /** The user's own batches in workspaces they are still a member of (and whose store is still connected). */
    recentBatches(userId: string, limit: number) {
      return db
        .select({
          id: bulkBatches.id,
          workspaceId: bulkBatches.workspaceId,
          platform: bulkBatches.platform,
          status: bulkBatches.status,
          createdAt: bulkBatches.createdAt,
          finishedAt: bulkBatches.finishedAt,
          total: count(bulkItems.id),
          success: countWhere('success'),
          fail: countWhere('failure'),
        })
        .from(bulkBatches)
        .innerJoin(
          workspaces,
          and(eq(workspaces.id, bulkBatches.workspaceId), isNull(workspaces.disconnectedAt)),
        )
        .innerJoin(
          workspaceMembers,
          and(eq(workspaceMembers.workspaceId, bulkBatches.workspaceId), eq(workspaceMembers.userId, userId)),
        )
        .leftJoin(bulkItems, eq(bulkItems.batchId, bulkBatches.id))
        .where(eq(bulkBatches.userId, userId))
        .groupBy(bulkBatches.id)
        .orderBy(desc(bulkBatches.createdAt), desc(bulkBatches.id))
        .limit(limit);
    },
  };
}

export type BulkRegistrationRepo = ReturnType<typeof createBulkRegistrationRepo>;
