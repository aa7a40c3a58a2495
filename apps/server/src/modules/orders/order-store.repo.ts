import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { marketOrders, orderSyncStates } from '../../db/schema/orders.ts';

export type MarketOrderRow = typeof marketOrders.$inferSelect;
export type MarketOrderInsert = Omit<typeof marketOrders.$inferInsert, 'id' | 'margin' | 'createdAt'>;

/** What a read keeps of an order we already hold, to merge a new read into it. */
export interface HeldOrder {
  id: string;
  tab: string;
  dispatchState: MarketOrderRow['dispatchState'];
  dispatchStartedAt: Date | null;
  dispatchMessage: string | null;
  courierCode: string | null;
  trackingNumber: string | null;
}

const upsertChunk = 200;

/**
 * Writes of the kept orders: merge of a market read, and the dispatch states of confirm and tracking numbers. Every
 * write moves the store's version, so no instance serves a list page read before it.
 */
export function createOrderStoreRepo(db: Database) {
  async function bump(workspaceId: string): Promise<void> {
    await db
      .insert(orderSyncStates)
      .values({ workspaceId, version: 1 })
      .onConflictDoUpdate({
        target: orderSyncStates.workspaceId,
        set: { version: sql`${orderSyncStates.version} + 1` },
      });
  }

  return {
    async held(workspaceId: string, keys: readonly string[]): Promise<Map<string, HeldOrder>> {
      const found = new Map<string, HeldOrder>();
      for (let start = 0; start < keys.length; start += 1_000) {
        const rows = await db
          .select({
            key: marketOrders.marketKey,
            id: marketOrders.id,
            tab: marketOrders.tab,
            dispatchState: marketOrders.dispatchState,
            dispatchStartedAt: marketOrders.dispatchStartedAt,
            dispatchMessage: marketOrders.dispatchMessage,
            courierCode: marketOrders.courierCode,
            trackingNumber: marketOrders.trackingNumber,
          })
          .from(marketOrders)
          .where(
            and(
              eq(marketOrders.workspaceId, workspaceId),
              inArray(marketOrders.marketKey, keys.slice(start, start + 1_000)),
            ),
          );
        for (const { key, ...row } of rows) found.set(key, row);
      }
      return found;
    },

    /** Inserts new orders and refreshes held ones; the seller's own fields (supplier order) are never touched. */
    async upsert(workspaceId: string, rows: readonly MarketOrderInsert[]): Promise<void> {
      for (let start = 0; start < rows.length; start += upsertChunk) {
        await db
          .insert(marketOrders)
          .values(rows.slice(start, start + upsertChunk))
          .onConflictDoUpdate({
            target: [marketOrders.workspaceId, marketOrders.marketKey],
            set: {
              orderNumber: sql`excluded.order_number`,
              tab: sql`excluded.tab`,
              marketStatus: sql`excluded.market_status`,
              orderedAt: sql`excluded.ordered_at`,
              paidAt: sql`excluded.paid_at`,
              buyerName: sql`excluded.buyer_name`,
              productName: sql`excluded.product_name`,
              optionName: sql`excluded.option_name`,
              quantity: sql`excluded.quantity`,
              amount: sql`excluded.amount`,
              shippingFee: sql`excluded.shipping_fee`,
              people: sql`excluded.people`,
              items: sql`excluded.items`,
              searchText: sql`excluded.search_text`,
              categoryPath: sql`excluded.category_path`,
              costTotal: sql`excluded.cost_total`,
              feeRateX100: sql`excluded.fee_rate_x100`,
              courierCode: sql`excluded.courier_code`,
              trackingNumber: sql`excluded.tracking_number`,
              dispatchState: sql`excluded.dispatch_state`,
              dispatchMessage: sql`excluded.dispatch_message`,
              dispatchStartedAt: sql`excluded.dispatch_started_at`,
              syncedAt: sql`excluded.synced_at`,
            },
          });
      }
      await bump(workspaceId);
    },

    /**
     * Takes the orders whose tracking number may be sent now (none sent, none in flight) and marks them `sending`:
     * two requests at once cannot both send one order.
     */
    async claimDispatch(
      workspaceId: string,
      claims: readonly { id: string; courierCode: string; trackingNumber: string }[],
      now: Date,
    ): Promise<Set<string>> {
      const claimed = new Set<string>();
      for (const claim of claims) {
        const rows = await db
          .update(marketOrders)
          .set({
            dispatchState: 'sending',
            courierCode: claim.courierCode,
            trackingNumber: claim.trackingNumber,
            dispatchMessage: null,
            dispatchStartedAt: now,
          })
          .where(
            and(
              eq(marketOrders.workspaceId, workspaceId),
              eq(marketOrders.id, claim.id),
              inArray(marketOrders.dispatchState, ['none', 'failed']),
            ),
          )
          .returning({ id: marketOrders.id });
        if (rows[0]) claimed.add(rows[0].id);
      }
      if (claimed.size > 0) await bump(workspaceId);
      return claimed;
    },

    async setDispatch(
      workspaceId: string,
      id: string,
      change: {
        state: MarketOrderRow['dispatchState'];
        message: string | null;
        tab?: string;
        marketStatus?: string;
      },
    ): Promise<void> {
      await db
        .update(marketOrders)
        .set({
          dispatchState: change.state,
          dispatchMessage: change.message,
          ...(change.tab === undefined ? {} : { tab: change.tab }),
          ...(change.marketStatus === undefined ? {} : { marketStatus: change.marketStatus }),
        })
        .where(and(eq(marketOrders.workspaceId, workspaceId), eq(marketOrders.id, id)));
      await bump(workspaceId);
    },

    async setTab(
      workspaceId: string,
      ids: readonly string[],
      tab: string,
      marketStatus: string,
    ): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(marketOrders)
        .set({ tab, marketStatus })
        .where(and(eq(marketOrders.workspaceId, workspaceId), inArray(marketOrders.id, [...ids])));
      await bump(workspaceId);
    },

    async setSupplierOrder(
      workspaceId: string,
      id: string,
      value: { supplierOrderNumber: string | null; supplierPaid: number | null },
    ): Promise<boolean> {
      const rows = await db
        .update(marketOrders)
        .set(value)
        .where(and(eq(marketOrders.workspaceId, workspaceId), eq(marketOrders.id, id)))
        .returning({ id: marketOrders.id });
      await bump(workspaceId);
      return rows.length > 0;
    },

    /** Applies new fee rates to the store's kept orders, one statement per category path. */
    async applyFeeRates(workspaceId: string, rateOf: (categoryPath: string | null) => number): Promise<void> {
      const paths = await db
        .selectDistinct({ path: marketOrders.categoryPath })
        .from(marketOrders)
        .where(eq(marketOrders.workspaceId, workspaceId))
        .limit(5_000);
      for (const { path } of paths) {
        await db
          .update(marketOrders)
          .set({ feeRateX100: rateOf(path) })
          .where(
            and(
              eq(marketOrders.workspaceId, workspaceId),
              path === null ? sql`${marketOrders.categoryPath} is null` : eq(marketOrders.categoryPath, path),
            ),
          );
      }
      await bump(workspaceId);
    },
  };
}

export type OrderStoreRepo = ReturnType<typeof createOrderStoreRepo>;
