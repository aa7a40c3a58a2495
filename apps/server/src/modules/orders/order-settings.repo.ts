import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderFeeRates, orderSyncStates } from '../../db/schema/orders.ts';
import { workspaces } from '../../db/schema/workspaces.ts';
import type { StoredFeeRates } from './fee-rates.ts';

export type OrderSyncStateRow = typeof orderSyncStates.$inferSelect;
export type OrderStoreRow = typeof workspaces.$inferSelect;

/** Sync bookkeeping and fee rates of the stores. */
export function createOrderSettingsRepo(db: Database) {
  return {
    async store(workspaceId: string): Promise<OrderStoreRow | undefined> {
      const [row] = await db
        .select()
        .from(workspaces)
        .where(and(eq(workspaces.id, workspaceId), isNull(workspaces.disconnectedAt)))
        .limit(1);
      return row;
    },

    async syncState(workspaceId: string): Promise<OrderSyncStateRow | undefined> {
      const [row] = await db
        .select()
        .from(orderSyncStates)
        .where(eq(orderSyncStates.workspaceId, workspaceId));
      return row;
    },

    /** Holds the store for one sync until `until`; false when another sync holds it. */
    async takeLease(workspaceId: string, now: Date, until: Date): Promise<OrderSyncStateRow | undefined> {
      await db.insert(orderSyncStates).values({ workspaceId }).onConflictDoNothing();
      const [row] = await db
        .update(orderSyncStates)
        .set({ leaseUntil: until })
        .where(
          and(
            eq(orderSyncStates.workspaceId, workspaceId),
            or(isNull(orderSyncStates.leaseUntil), lt(orderSyncStates.leaseUntil, now)),
          ),
        )
        .returning();
      return row;
    },

    /** Records a sync and lets the store go, only while this sync still holds it (`lease`, as taken). */
    async finish(
      workspaceId: string,
      lease: Date,
      change: Partial<Pick<OrderSyncStateRow, 'lastSyncedAt' | 'lastDeepSyncAt' | 'cursor' | 'lastError'>>,
    ): Promise<void> {
      await db
        .update(orderSyncStates)
        .set({ ...change, leaseUntil: null })
        .where(and(eq(orderSyncStates.workspaceId, workspaceId), eq(orderSyncStates.leaseUntil, lease)));
    },

    /**
     * Connected stores whose orders are older than `staleBefore`, least recently synced first (every store gets its
     * turn before any store gets a second one), at most `limit`.
     */
    async dueStores(staleBefore: Date, now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: workspaces.id })
        .from(workspaces)
        .leftJoin(orderSyncStates, eq(orderSyncStates.workspaceId, workspaces.id))
        .where(
          and(
            isNull(workspaces.disconnectedAt),
            sql`${workspaces.keyStatus} is distinct from 'invalid' and ${workspaces.keyStatus} is distinct from 'expired'`,
            or(isNull(orderSyncStates.lastSyncedAt), lt(orderSyncStates.lastSyncedAt, staleBefore)),
            or(isNull(orderSyncStates.leaseUntil), lt(orderSyncStates.leaseUntil, now)),
          ),
        )
        .orderBy(sql`${orderSyncStates.lastSyncedAt} asc nulls first`, asc(workspaces.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async feeRates(workspaceId: string): Promise<StoredFeeRates | undefined> {
      const [row] = await db.select().from(orderFeeRates).where(eq(orderFeeRates.workspaceId, workspaceId));
      return row ? { defaultX100: row.defaultX100, categories: row.categories } : undefined;
    },

    async saveFeeRates(workspaceId: string, rates: StoredFeeRates, now: Date): Promise<void> {
      await db
        .insert(orderFeeRates)
        .values({ workspaceId, ...rates, updatedAt: now })
        .onConflictDoUpdate({
          target: orderFeeRates.workspaceId,
          set: { defaultX100: rates.defaultX100, categories: rates.categories, updatedAt: now },
        });
    },
  };
}

export type OrderSettingsRepo = ReturnType<typeof createOrderSettingsRepo>;
