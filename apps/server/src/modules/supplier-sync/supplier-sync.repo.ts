import { and, asc, count, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type SupplierSnapshot,
  syncEvents,
  syncListings,
  syncRuns,
  syncSettings,
} from '../../db/schema/supplier-sync.ts';
import { uploadedProducts } from '../../db/schema/uploads.ts';
import { notifications, workspaceMembers, workspaces } from '../../db/schema/workspaces.ts';

export type SyncEventRow = typeof syncEvents.$inferSelect;
export type NewSyncEvent = typeof syncEvents.$inferInsert;
export type SyncRunRow = typeof syncRuns.$inferSelect;
export type SyncSettingsRow = typeof syncSettings.$inferSelect;

/** Listings one run checks at most; a bigger store is checked in several runs (the scheduler's work). */
export const maxListingsPerRun = 1_000;
export const eventsPageSize = 50;
/** A run of at most `maxListingsPerRun` pages (paced per host) ends well within this. */
const staleRunMs = 60 * 60_000;

/** A listing as the sync reads it: the marketplace ids, the draft (still with payload markers) and its sync state. */
export interface SyncListingRow {
  id: string;
  workspaceId: string;
  platform: 'coupang' | 'naver';
  name: string;
  originalUrl: string;
  productDetails: unknown;
  payloadHashes: string[];
  sellerProductId: string | null;
  originProductNo: string | null;
  snapshot: SupplierSnapshot | null;
  listedPrices: Record<string, number> | null;
  unreadableCount: number;
  pageEtag: string | null;
  pageLastModified: string | null;
}

const listingColumns = {
  id: uploadedProducts.id,
  workspaceId: uploadedProducts.workspaceId,
  platform: uploadedProducts.platform,
  name: uploadedProducts.displayProductName,
  originalUrl: uploadedProducts.originalUrl,
  productDetails: uploadedProducts.productDetails,
  payloadHashes: uploadedProducts.payloadHashes,
  sellerProductId: uploadedProducts.sellerProductId,
  originProductNo: uploadedProducts.originProductNo,
  snapshot: syncListings.snapshot,
  listedPrices: syncListings.listedPrices,
  unreadableCount: sql<number>`coalesce(${syncListings.unreadableCount}, 0)`.mapWith(Number),
  pageEtag: syncListings.pageEtag,
  pageLastModified: syncListings.pageLastModified,
};

/** What a check leaves of a listing; the page validators only when the read was synced (else the next read is full). */
export interface ListingState {
  snapshot: SupplierSnapshot;
  listedPrices: Record<string, number>;
  unreadableCount: number;
  pageEtag: string | null;
  pageLastModified: string | null;
  /** The run that read it (absent outside runs: an approval keeps the last run's mark). */
  lastRunId?: string;
}

/** Which listings a run (or an approval) reads. */
export interface ListingQuery {
  productId?: string | undefined;
  /** Only listings last read before this (or never). */
  checkedBefore?: Date | null | undefined;
  /** Not the listings this run already checked (a run resumed after a crash). */
  notInRun?: string | undefined;
}

export function createSupplierSyncRepo(db: Database) {
  return {
    /** Successful listings of a workspace (or the one asked for), least recently checked first. */
    async listings(workspaceId: string, query: ListingQuery = {}): Promise<SyncListingRow[]> {
      const { productId, checkedBefore, notInRun } = query;
      return db
        .select(listingColumns)
        .from(uploadedProducts)
        .leftJoin(syncListings, eq(syncListings.uploadedProductId, uploadedProducts.id))
        .where(
          and(
            eq(uploadedProducts.workspaceId, workspaceId),
            eq(uploadedProducts.status, 'success'),
            productId === undefined ? undefined : eq(uploadedProducts.id, productId),
            checkedBefore === undefined || checkedBefore === null
              ? undefined
              : or(isNull(syncListings.lastCheckedAt), lt(syncListings.lastCheckedAt, checkedBefore)),
            notInRun === undefined
              ? undefined
              : or(isNull(syncListings.lastRunId), ne(syncListings.lastRunId, notInRun)),
          ),
        )
        .orderBy(sql`${syncListings.lastCheckedAt} asc nulls first`, asc(uploadedProducts.createdAt))
        .limit(maxListingsPerRun);
    },

    /** The workspace of a successful listing, or undefined. */
    async workspaceOfListing(productId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ workspaceId: uploadedProducts.workspaceId })
        .from(uploadedProducts)
        .where(and(eq(uploadedProducts.id, productId), eq(uploadedProducts.status, 'success')))
        .limit(1);
      return row?.workspaceId;
    },

    async saveListingState(
      row: Pick<SyncListingRow, 'id' | 'workspaceId'>,
      state: ListingState,
      now: Date,
    ): Promise<void> {
      const values = { ...state, lastCheckedAt: now };
      await db
        .insert(syncListings)
        .values({ uploadedProductId: row.id, workspaceId: row.workspaceId, ...values })
        .onConflictDoUpdate({ target: syncListings.uploadedProductId, set: values });
    },

    async settings(workspaceId: string): Promise<SyncSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(syncSettings)
        .where(eq(syncSettings.workspaceId, workspaceId))
        .limit(1);
      return row;
    },

    async saveSettings(row: SyncSettingsRow): Promise<void> {
      const { workspaceId: _id, ...values } = row;
      await db
        .insert(syncSettings)
        .values(row)
        .onConflictDoUpdate({ target: syncSettings.workspaceId, set: values });
    },

    /**
     * The workspace's run still going, so a second "지금 확인" joins it instead of reading every page twice. A run
     * still marked running after `staleRunMs` belonged to a process that stopped: it ends as failed here.
     */
    async runningRun(workspaceId: string, now: Date): Promise<SyncRunRow | undefined> {
      await db
        .update(syncRuns)
        .set({ status: 'failed', finishedAt: now })
        .where(
          and(
            eq(syncRuns.workspaceId, workspaceId),
            eq(syncRuns.status, 'running'),
            lt(syncRuns.startedAt, new Date(now.getTime() - staleRunMs)),
          ),
        );
      const [row] = await db
        .select()
        .from(syncRuns)
        .where(and(eq(syncRuns.workspaceId, workspaceId), eq(syncRuns.status, 'running')))
        .limit(1);
      return row;
    },

    /** A new running run; undefined when the workspace has one running already (another instance started it). */
    async createRun(values: typeof syncRuns.$inferInsert): Promise<SyncRunRow | undefined> {
      const [row] = await db.insert(syncRuns).values(values).onConflictDoNothing().returning();
      return row;
    },

    /**
     * Workspaces with a listing last read before `checkedBefore` (or never) and no run going, the longest unchecked
     * first, one page after `after`: each with its owner (whose plan bounds the interval), its chosen interval and
     * when its least recently checked listing was last read (null: never).
     */
    async dueWorkspaces(query: {
      limit: number;
      checkedBefore: Date;
      after?: { oldest: Date | null; workspaceId: string } | undefined;
    }): Promise<
      { workspaceId: string; ownerId: string; intervalMinutes: number | null; oldest: Date | null }[]
    > {
      const neverChecked = sql<boolean>`bool_or(${syncListings.lastCheckedAt} is null)`;
      // Milliseconds, so the page key read back into a JS Date compares equal to the row it came from.
      const oldest = sql<Date | null>`date_trunc('milliseconds', min(${syncListings.lastCheckedAt}))`;
      const { after } = query;
      const afterKey =
        after === undefined
          ? sql`true`
          : after.oldest === null
            ? sql`(not ${neverChecked} or ${workspaces.id} > ${after.workspaceId})`
            : sql`(not ${neverChecked} and (${oldest} > ${after.oldest.toISOString()}::timestamptz or (${oldest} = ${after.oldest.toISOString()}::timestamptz and ${workspaces.id} > ${after.workspaceId})))`;
      const rows = await db
        .select({
          workspaceId: workspaces.id,
          ownerId: workspaces.ownerId,
          intervalMinutes: syncSettings.intervalMinutes,
          oldest,
          neverChecked,
        })
        .from(workspaces)
        .innerJoin(
          uploadedProducts,
          and(eq(uploadedProducts.workspaceId, workspaces.id), eq(uploadedProducts.status, 'success')),
        )
        .leftJoin(syncListings, eq(syncListings.uploadedProductId, uploadedProducts.id))
        .leftJoin(syncSettings, eq(syncSettings.workspaceId, workspaces.id))
        .where(
          and(
            isNull(workspaces.disconnectedAt),
            sql`coalesce(${syncSettings.enabled}, true)`,
            sql`not exists (select 1 from ${syncRuns} where ${syncRuns.workspaceId} = ${workspaces.id} and ${syncRuns.status} = 'running')`,
          ),
        )
        .groupBy(workspaces.id, workspaces.ownerId, syncSettings.intervalMinutes)
        .having(
          sql`(${neverChecked} or min(${syncListings.lastCheckedAt}) < ${query.checkedBefore.toISOString()}::timestamptz) and ${afterKey}`,
        )
        .orderBy(sql`${neverChecked} desc`, sql`${oldest} asc`, asc(workspaces.id))
        .limit(query.limit);
      return rows.map((row) => ({
        workspaceId: row.workspaceId,
        ownerId: row.ownerId,
        intervalMinutes: row.intervalMinutes,
        oldest: row.neverChecked || row.oldest === null ? null : new Date(row.oldest),
      }));
    },

    async updateRun(id: string, values: Partial<typeof syncRuns.$inferInsert>): Promise<void> {
      await db.update(syncRuns).set(values).where(eq(syncRuns.id, id));
    },

    async findRun(id: string): Promise<SyncRunRow | undefined> {
      const [row] = await db.select().from(syncRuns).where(eq(syncRuns.id, id)).limit(1);
      return row;
    },

    /** Runs still marked running (the worker's recovery looks for those without a job). */
    async runningRunIds(): Promise<string[]> {
      const rows = await db.select({ id: syncRuns.id }).from(syncRuns).where(eq(syncRuns.status, 'running'));
      return rows.map((row) => row.id);
    },

    /** One bell notice for each owner and admin of the workspace (the people who can act on held changes). */
    async notifyManagers(
      workspaceId: string,
      message: (workspaceName: string) => string,
      now: Date,
    ): Promise<void> {
      const managers = await db
        .select({ userId: workspaceMembers.userId, name: workspaces.name })
        .from(workspaceMembers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
        .where(
          and(
            eq(workspaceMembers.workspaceId, workspaceId),
            inArray(workspaceMembers.role, ['owner', 'admin']),
          ),
        );
      if (managers.length === 0) return;
      await db.insert(notifications).values(
        managers.map((manager) => ({
          userId: manager.userId,
          type: 'info' as const,
          message: message(manager.name),
          createdAt: now,
        })),
      );
    },

    async addEvent(event: NewSyncEvent): Promise<void> {
      await db.insert(syncEvents).values(event);
    },

    async findEvent(
      id: string,
    ): Promise<(SyncEventRow & { productName: string; platform: 'coupang' | 'naver' }) | undefined> {
      const [row] = await db
        .select({
          event: syncEvents,
          productName: uploadedProducts.displayProductName,
          platform: uploadedProducts.platform,
        })
        .from(syncEvents)
        .innerJoin(uploadedProducts, eq(uploadedProducts.id, syncEvents.uploadedProductId))
        .where(eq(syncEvents.id, id))
        .limit(1);
      return row && { ...row.event, productName: row.productName, platform: row.platform };
    },

    /** Settles a held event once: false when someone decided it first. */
    async decideEvent(
      id: string,
      values: {
        outcome: 'approved' | 'rejected' | 'failed';
        marketplaceMessage: string;
        decidedAt: Date;
        decidedBy: string;
      },
    ): Promise<boolean> {
      const rows = await db
        .update(syncEvents)
        .set(values)
        .where(and(eq(syncEvents.id, id), eq(syncEvents.outcome, 'held')))
        .returning({ id: syncEvents.id });
      return rows.length > 0;
    },

    async events(filter: { workspaceId: string; kind?: string; productId?: string; page: number }) {
      const where = and(
        eq(syncEvents.workspaceId, filter.workspaceId),
        filter.kind === undefined
          ? undefined
          : filter.kind === 'held'
            ? eq(syncEvents.outcome, 'held')
            : eq(syncEvents.kind, filter.kind as SyncEventRow['kind']),
        filter.productId === undefined ? undefined : eq(syncEvents.uploadedProductId, filter.productId),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            event: syncEvents,
            productName: uploadedProducts.displayProductName,
            platform: uploadedProducts.platform,
          })
          .from(syncEvents)
          .innerJoin(uploadedProducts, eq(uploadedProducts.id, syncEvents.uploadedProductId))
          .where(where)
          .orderBy(desc(syncEvents.seq))
          .limit(eventsPageSize)
          .offset((filter.page - 1) * eventsPageSize),
        db.select({ value: count() }).from(syncEvents).where(where),
      ]);
      return {
        rows: rows.map((row) => ({ ...row.event, productName: row.productName, platform: row.platform })),
        total: total?.value ?? 0,
      };
    },
  };
}

export type SupplierSyncRepo = ReturnType<typeof createSupplierSyncRepo>;
