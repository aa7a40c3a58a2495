import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { workspaces } from './workspaces.ts';

/** One sold item of an order, as stored: what the market said, and which of our listings and options it matched. */
export interface StoredOrderItem {
  name: string;
  optionName: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  /** Coupang: vendorItemId and sellerProductId; Naver: channel and origin product numbers and the option code. */
  marketItemId: string;
  marketProductId: string | null;
  marketOptionCode: string | null;
  listingId: string | null;
  /** The draft item the option was priced from, by its values (or item name). */
  listingOption: string | null;
  unitCost: number | null;
}

export interface StoredOrderPeople {
  ordererName: string;
  ordererPhone: string;
  receiverName: string;
  receiverPhone: string;
  postCode: string;
  address1: string;
  address2: string;
  message: string;
}

/**
 * Orders of both markets, kept (issue 26): a Coupang shipment box or a Naver product order per row, refreshed by the
 * order sync job. `margin` is computed by the database so sums over any filter are one aggregate.
 */
export const marketOrders = pgTable(
  'market_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: ['coupang', 'naver'] }).notNull(),
    /** Coupang shipmentBoxId, Naver productOrderId. */
    marketKey: text('market_key').notNull(),
    orderNumber: text('order_number').notNull(),
    /** The screen tab (marketOrderTabs) and the market's own status. */
    tab: text('tab').notNull(),
    marketStatus: text('market_status').notNull(),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    buyerName: text('buyer_name').notNull(),
    productName: text('product_name').notNull(),
    optionName: text('option_name').notNull(),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
    shippingFee: integer('shipping_fee').notNull(),
    people: jsonb('people').$type<StoredOrderPeople>().notNull(),
    items: jsonb('items').$type<StoredOrderItem[]>().notNull(),
    /** Lower-cased buyer, product and order numbers: what the search box matches. */
    searchText: text('search_text').notNull(),
    /** The first matched listing's category path, for the fee rate. */
    categoryPath: text('category_path'),
    /** Null when any item is unmatched or has no known cost. */
    costTotal: integer('cost_total'),
    feeRateX100: integer('fee_rate_x100').notNull(),
    courierCode: text('courier_code'),
    trackingNumber: text('tracking_number'),
    dispatchState: text('dispatch_state', { enum: ['none', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('none'),
    dispatchMessage: text('dispatch_message'),
    dispatchStartedAt: timestamp('dispatch_started_at', { withTimezone: true }),
    supplierOrderNumber: text('supplier_order_number'),
    supplierPaid: integer('supplier_paid'),
    margin: integer('margin').generatedAlwaysAs(
      sql`case when supplier_paid is not null then amount + shipping_fee - round((amount + shipping_fee) * fee_rate_x100 / 10000.0)::integer - supplier_paid when cost_total is not null then amount - round((amount + shipping_fee) * fee_rate_x100 / 10000.0)::integer - cost_total end`,
    ),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('market_orders_key_unique').on(table.workspaceId, table.marketKey),
    index('market_orders_list_idx').on(table.workspaceId, table.orderedAt.desc(), table.id.desc()),
    index('market_orders_tab_idx').on(table.workspaceId, table.tab, table.orderedAt.desc(), table.id.desc()),
    index('market_orders_unmatched_idx').on(table.workspaceId).where(sql`${table.costTotal} is null`),
  ],
);

/** Where a store's order sync stands. */
export const orderSyncStates = pgTable('order_sync_states', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  /** Coupang: the last read of the whole 30 days (others read 7). Naver: where the changed-status walk resumes. */
  lastDeepSyncAt: timestamp('last_deep_sync_at', { withTimezone: true }),
  cursor: timestamp('cursor', { withTimezone: true }),
  lastError: text('last_error'),
  /** Set while a sync holds the store; a stale lease (crash) is taken over after a few minutes. */
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  requestedAt: timestamp('requested_at', { withTimezone: true }),
  /** Moves on every write to the store's kept orders: a cached list page is served only under the version it was read. */
  version: integer('version').notNull().default(0),
});

/** A store's fee rates (percent × 100): a default and overrides by category path prefix. */
export const orderFeeRates = pgTable('order_fee_rates', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  defaultX100: integer('default_x100').notNull(),
  categories: jsonb('categories').$type<{ category: string; x100: number }[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Per store, Seoul day and tab: the orders' count, amount, margin and unmatched count, kept by a trigger on
 * market_orders (migration 0025) so the list's summary reads at most 31 days × tabs rows instead of every order.
 */
export const marketOrderDays = pgTable(
  'market_order_days',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    tab: text('tab').notNull(),
    orders: integer('orders').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    margin: bigint('margin', { mode: 'number' }).notNull(),
    marginOrders: integer('margin_orders').notNull(),
    unmatched: integer('unmatched').notNull(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.day, table.tab] })],
);
