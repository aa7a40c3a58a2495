import { and, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { marketOrderDays, marketOrders } from '../../db/schema/orders.ts';
import type { MarketOrderRow } from './order-store.repo.ts';

/** The list's filters, already checked: Seoul-day bounds as moments, the search lower-cased. */
export interface OrderFilter {
  workspaceId: string;
  tab: string | undefined;
  from: Date;
  until: Date;
  q: string | undefined;
}

export interface OrderSummaryRow {
  count: number;
  amount: number;
  margin: number;
  marginOrders: number;
  unmatched: number;
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Spelled as the indexes are built (NOT NULL columns, so NULLS LAST changes nothing but lets the index give the order).
const listOrder = [sql`${marketOrders.orderedAt} desc nulls last`, sql`${marketOrders.id} desc nulls last`];

const seoulDay = (at: Date) => new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

function where(filter: OrderFilter): SQL | undefined {
  return and(
    eq(marketOrders.workspaceId, filter.workspaceId),
    filter.tab === undefined ? undefined : eq(marketOrders.tab, filter.tab),
    gte(marketOrders.orderedAt, filter.from),
    lt(marketOrders.orderedAt, filter.until),
    filter.q ? sql`${marketOrders.searchText} like ${likePattern(filter.q)}` : undefined,
  );
}

/** Reads of the kept orders; every one is limited to one workspace the service has already checked. */
export function createOrderQueriesRepo(db: Database) {
  return {
    async page(filter: OrderFilter, offset: number, limit: number): Promise<MarketOrderRow[]> {
      return db
        .select()
        .from(marketOrders)
        .where(where(filter))
        .orderBy(...listOrder)
        .offset(offset)
        .limit(limit);
    },

    /**
     * Count, amount, margin and unmatched count over the filter: from the per-day rollup (a few hundred rows at most),
     * or, with a search, over the matching orders themselves.
     */
    async summary(filter: OrderFilter): Promise<OrderSummaryRow> {
      const [row] = filter.q
        ? await db
            .select({
              count: sql<number>`count(*)::int`,
              amount: sql<number>`coalesce(sum(${marketOrders.amount}), 0)::bigint`,
              margin: sql<number>`coalesce(sum(${marketOrders.margin}), 0)::bigint`,
              marginOrders: sql<number>`count(${marketOrders.margin})::int`,
              unmatched: sql<number>`count(*) filter (where ${marketOrders.costTotal} is null)::int`,
            })
            .from(marketOrders)
            .where(where(filter))
        : await db
            .select({
              count: sql<number>`coalesce(sum(${marketOrderDays.orders}), 0)::int`,
              amount: sql<number>`coalesce(sum(${marketOrderDays.amount}), 0)::bigint`,
              margin: sql<number>`coalesce(sum(${marketOrderDays.margin}), 0)::bigint`,
              marginOrders: sql<number>`coalesce(sum(${marketOrderDays.marginOrders}), 0)::int`,
              unmatched: sql<number>`coalesce(sum(${marketOrderDays.unmatched}), 0)::int`,
            })
            .from(marketOrderDays)
            .where(
              and(
                eq(marketOrderDays.workspaceId, filter.workspaceId),
                filter.tab === undefined ? undefined : eq(marketOrderDays.tab, filter.tab),
                gte(marketOrderDays.day, seoulDay(filter.from)),
                lt(marketOrderDays.day, seoulDay(filter.until)),
              ),
            );
      return {
        count: Number(row?.count ?? 0),
        amount: Number(row?.amount ?? 0),
        margin: Number(row?.margin ?? 0),
        marginOrders: Number(row?.marginOrders ?? 0),
        unmatched: Number(row?.unmatched ?? 0),
      };
    },

    /** Rows after `after` (the last row of the previous batch) in list order: the export reads in batches. */
    async batchAfter(
      filter: OrderFilter,
      after: { orderedAt: Date; id: string } | undefined,
      limit: number,
    ): Promise<MarketOrderRow[]> {
      const keyset = after
        ? or(
            lt(marketOrders.orderedAt, after.orderedAt),
            and(eq(marketOrders.orderedAt, after.orderedAt), lt(marketOrders.id, after.id)),
          )
        : undefined;
      return db
        .select()
        .from(marketOrders)
        .where(and(where(filter), keyset))
        .orderBy(...listOrder)
        .limit(limit);
    },

    async byIds(workspaceId: string, ids: readonly string[]): Promise<MarketOrderRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(marketOrders)
        .where(and(eq(marketOrders.workspaceId, workspaceId), inArray(marketOrders.id, [...ids])));
    },

    /** Orders a seller's file names by buyer order number or by the market's shipping key. */
    async byNumbers(workspaceId: string, numbers: readonly string[]): Promise<MarketOrderRow[]> {
      if (numbers.length === 0) return [];
      const unique = [...new Set(numbers)];
      return db
        .select()
        .from(marketOrders)
        .where(
          and(
            eq(marketOrders.workspaceId, workspaceId),
            or(inArray(marketOrders.orderNumber, unique), inArray(marketOrders.marketKey, unique)),
          ),
        )
        .limit(orderNumberRowsCap);
    },
  };
}

/** Rows one CSV file can reach (a file holds at most 2,000 lines; an order number may stand for a few rows). */
const orderNumberRowsCap = 10_000;

export type OrderQueriesRepo = ReturnType<typeof createOrderQueriesRepo>;
