import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { marketOrders, orderSyncStates } from '../../db/schema/orders.ts';
import { tabRank } from './incoming-order.ts';

export type MarketOrderRow = typeof marketOrders.$inferSelect;
export type MarketOrderInsert = Omit<typeof marketOrders.$inferInsert, 'id' | 'margin' | 'createdAt'>;

/** How one order's dispatch ended: `tab` set when the market took it. */
export interface DispatchChange {
  id: string;
  state: MarketOrderRow['dispatchState'];
  message: string | null;
  tab?: string;
}

const upsertChunk = 200;

const lostMessage = '송장 전송 결과를 확인하지 못했습니다. 다시 보내 주세요.';

/** A tab's rank (incoming-order.ts) as SQL; null for a tab not ranked. */
function rankOf(tab: SQL): SQL {
  const cases = Object.entries(tabRank).map(([name, rank]) => sql`when ${name} then ${rank}`);
  return sql`(case ${tab} ${sql.join(cases, sql` `)} end)`;
}

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
    /**
     * Inserts new orders and refreshes held ones, merged with each row as it is at that moment (never with an earlier
     * read of it, so a confirm or dispatch written meanwhile is kept): the tab never moves back except to a claim; the
     * dispatch columns change only when the market shows the parcel shipped (then `sent`, with the market's courier
     * and number) or when a tracking number has been in flight since before `staleBefore` without it (then `failed`,
     * so the seller may send it again). The seller's own fields (supplier order) are never touched.
     */
    async upsert(workspaceId: string, rows: readonly MarketOrderInsert[], staleBefore: Date): Promise<void> {
      const shown = sql`excluded.dispatch_state = 'sent'`;
      const lost = sql`${marketOrders.dispatchState} = 'sending' and (${marketOrders.dispatchStartedAt} is null or ${marketOrders.dispatchStartedAt} < ${staleBefore.toISOString()}::timestamptz)`;
      for (let start = 0; start < rows.length; start += upsertChunk) {
        await db
          .insert(marketOrders)
          .values(rows.slice(start, start + upsertChunk))
          .onConflictDoUpdate({
            target: [marketOrders.workspaceId, marketOrders.marketKey],
            set: {
              orderNumber: sql`excluded.order_number`,
              tab: sql`case when excluded.tab = 'CLAIM' or ${marketOrders.tab} = 'CLAIM' then excluded.tab when ${rankOf(sql`excluded.tab`)} is null or ${rankOf(sql`${marketOrders.tab}`)} is null or ${rankOf(sql`excluded.tab`)} >= ${rankOf(sql`${marketOrders.tab}`)} then excluded.tab else ${marketOrders.tab} end`,
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
              dispatchState: sql`case when ${shown} then 'sent' when ${lost} then 'failed' else ${marketOrders.dispatchState} end`,
              dispatchMessage: sql`case when ${shown} then null when ${lost} then ${lostMessage} else ${marketOrders.dispatchMessage} end`,
              courierCode: sql`case when ${shown} then coalesce(excluded.courier_code, ${marketOrders.courierCode}) else ${marketOrders.courierCode} end`,
              trackingNumber: sql`case when ${shown} then coalesce(excluded.tracking_number, ${marketOrders.trackingNumber}) else ${marketOrders.trackingNumber} end`,
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
      if (claims.length === 0) return new Set();
      const values = sql.join(
        claims.map((claim) => sql`(${claim.id}::uuid, ${claim.courierCode}, ${claim.trackingNumber})`),
        sql`, `,
      );
      // One statement for the whole request: each row is taken only from none/failed, so a second request gets none.
      const rows = await rawRows<{ id: string }>(
        db,
        sql`update market_orders as m
            set dispatch_state = 'sending', courier_code = v.courier, tracking_number = v.tracking,
                dispatch_message = null, dispatch_started_at = ${now.toISOString()}::timestamptz
            from (values ${values}) as v(id, courier, tracking)
            where m.id = v.id and m.workspace_id = ${workspaceId}::uuid and m.dispatch_state in ('none', 'failed')
            returning m.id`,
      );
      const claimed = new Set(rows.map((row) => row.id));
      if (claimed.size > 0) await bump(workspaceId);
      return claimed;
    },

    /** Records how each sent or refused order ended (a new tab too when shipped); one version move for all. */
    async setDispatch(workspaceId: string, changes: readonly DispatchChange[]): Promise<void> {
      if (changes.length === 0) return;
      for (const change of changes) {
        await db
          .update(marketOrders)
          .set({
            dispatchState: change.state,
            dispatchMessage: change.message,
            // A claim read meanwhile stays: shipping news never hides a cancel or return request.
            ...(change.tab === undefined
              ? {}
              : {
                  tab: sql`case when ${marketOrders.tab} = 'CLAIM' then ${marketOrders.tab} else ${change.tab} end`,
                  marketStatus: change.tab,
                }),
          })
          .where(and(eq(marketOrders.workspaceId, workspaceId), eq(marketOrders.id, change.id)));
      }
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
        .where(
          and(
            eq(marketOrders.workspaceId, workspaceId),
            inArray(marketOrders.id, [...ids]),
            sql`${marketOrders.tab} <> 'CLAIM'`,
          ),
        );
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
