import type { ReviewCheck } from '@ollida/contracts/review-check';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { users } from './users.ts';
import { workspaces } from './workspaces.ts';

/** Price rule and listing defaults of one store (one row per workspace, created on first save). */
export const uploadSettings = pgTable('upload_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  marginPercent: integer('margin_percent_x100').notNull(),
  addWon: integer('add_won').notNull(),
  roundingUnit: integer('rounding_unit').notNull(),
  minMarginWon: integer('min_margin_won').notNull(),
  afterServicePhone: text('after_service_phone').notNull().default(''),
  afterServiceGuide: text('after_service_guide').notNull(),
  courierCode: text('courier_code').notNull(),
  outboundDays: integer('outbound_days').notNull(),
  defaultStock: integer('default_stock').notNull(),
  returnFee: integer('return_fee').notNull(),
  exchangeFee: integer('exchange_fee').notNull(),
  /** Per-item overseas shipping and customs (won), added to foreign-currency drafts before the margin. */
  overseasCostWon: integer('overseas_cost_won').notNull().default(0),
  /** The workspace's own exchange rates, `[{ currency, won_per_unit, rate_date }]`; the defaults for the rest. */
  exchangeRates: jsonb('exchange_rates')
    .$type<{ currency: string; won_per_unit: number; rate_date: string }[]>()
    .notNull()
    .default([]),
  /** The store's own forbidden words for product names, checked by the pre-upload review. */
  prohibitedWords: jsonb('prohibited_words').$type<string[]>().notNull().default([]),
  /** Naver's extra fee (won) for deliveries to Jeju, and to the other islands and remote areas (도서산간). */
  remoteJejuFee: integer('remote_jeju_fee').notNull().default(3000),
  remoteIslandFee: integer('remote_island_fee').notNull().default(5000),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A bulk registration: the URLs of one paste or file, run as one job per URL. */
export const bulkBatches = pgTable(
  'bulk_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: ['coupang', 'naver'] }).notNull(),
    status: text('status', { enum: ['running', 'stopping', 'stopped', 'completed'] })
      .notNull()
      .default('running'),
    stopOnFirstFailure: boolean('stop_on_first_failure').notNull().default(false),
    duplicatesSkipped: integer('duplicates_skipped').notNull().default(0),
    /** The item whose failure stopped a stop-on-first-failure batch; null otherwise. */
    stoppedByItemId: uuid('stopped_by_item_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('bulk_batches_user_idx').on(table.userId, table.createdAt)],
);

/** One URL of a batch and where it stands. */
export const bulkItems = pgTable(
  'bulk_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => bulkBatches.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    status: text('status', { enum: ['waiting', 'parsing', 'uploading', 'success', 'failure'] })
      .notNull()
      .default('waiting'),
    message: text('message'),
    /** The pre-upload review's errors when it refused the item (at most `bulkCheckLimit`); null otherwise. */
    checks: jsonb('checks').$type<ReviewCheck[]>(),
    productName: text('product_name'),
    uploadedProductId: uuid('uploaded_product_id'),
    /**
     * `held`: failed because the store already has a listing of the same supplier item; `confirmed`: the seller chose
     * 그래도 등록, so its upload skips the duplicate check. Null otherwise.
     */
    duplicate: text('duplicate', { enum: ['held', 'confirmed'] }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bulk_items_batch_position_unique').on(table.batchId, table.position),
    index('bulk_items_batch_status_idx').on(table.batchId, table.status),
  ],
);

/** Every upload attempt to a marketplace (docs/product/products-and-orders.md#uploaded-product-fields), successful or not. */
export const uploadedProducts = pgTable(
  'uploaded_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: ['coupang', 'naver'] }).notNull(),
    /** Null when the upload came through a store API key or the user was deleted. */
    uploaderId: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was at upload time: the list filters by it. */
    uploaderEmail: text('uploader_email').notNull(),
    channel: text('channel', { enum: ['web', 'bulk', 'api_key'] }).notNull(),
    /** pending: claimed before the marketplace call, so a retried job can tell it may already exist. */
    status: text('status', { enum: ['pending', 'success', 'failure'] }).notNull(),
    displayProductName: text('display_product_name').notNull(),
    sellerProductName: text('seller_product_name').notNull(),
    thumbnail: text('thumbnail'),
    originalUrl: text('original_url').notNull(),
    /** parser:itemId, or the normalised source URL: the duplicate guard's key. */
    supplierKey: text('supplier_key').notNull(),
    /** Set when the seller confirmed a second listing of the same supplier item. */
    duplicateOf: uuid('duplicate_of'),
    /** The draft as sent; strings longer than `inlineStringLimit` are markers of stored_payloads rows. */
    productDetails: jsonb('product_details').notNull(),
    /** The draft as the list shows it: its top-level values, long text cut (the whole draft is read by id). */
    detailsPreview: jsonb('details_preview')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The marketplace request as sent, long strings stored like the draft's. */
    marketplaceRequest: jsonb('marketplace_request'),
    /** Every stored_payloads hash the two columns above may point at. */
    payloadHashes: text('payload_hashes').array().notNull().default(sql`'{}'::text[]`),
    marketplaceResponse: jsonb('marketplace_response'),
    errorMessage: text('error_message'),
    wingAccount: text('wing_account'),
    storeId: text('store_id'),
    sellerProductId: text('seller_product_id'),
    originProductNo: text('origin_product_no'),
    channelProductNo: text('channel_product_no'),
    storeUrl: text('store_url'),
    adminUrl: text('admin_url'),
    batchItemId: uuid('batch_item_id').references(() => bulkItems.id, { onDelete: 'set null' }),
    /** Wing review state of a Coupang listing (listingStates of the contract), as last read. */
    listingState: text('listing_state'),
    listingStatusName: text('listing_status_name'),
    listingReason: text('listing_reason'),
    listingCheckedAt: timestamp('listing_checked_at', { withTimezone: true }),
    /** Coupang option ids, known once approved: orders are matched to the listing by these too. */
    vendorItemIds: text('vendor_item_ids').array().notNull().default(sql`'{}'::text[]`),
    /** The attempt that sent this failed one again after the seller fixed the draft. */
    resentAs: uuid('resent_as'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('uploaded_products_platform_check', sql`${table.platform} in ('coupang', 'naver')`),
    index('uploaded_products_workspace_idx').on(table.workspaceId, table.createdAt),
    // Kept for the quota's month windows: dropping it doubled the bulk benchmark's memory on PGlite (574 → 994 MB RSS).
    index('uploaded_products_created_idx').on(table.createdAt),
    // The list's order (newest first, id as tie-break); carries the filter columns so deep pages scan only the index.
    index('uploaded_products_list_idx').on(
      table.createdAt.desc(),
      table.id.desc(),
      table.workspaceId,
      table.uploaderEmail,
    ),
    index('uploaded_products_workspace_seller_idx').on(table.workspaceId, table.sellerProductId),
    index('uploaded_products_payload_hashes_idx').using('gin', table.payloadHashes),
    // The hourly cap on a user's failed attempts, and their expiry.
    index('uploaded_products_user_failures_idx')
      .on(table.uploaderEmail, table.createdAt)
      .where(sql`${table.status} = 'failure'`),
    index('uploaded_products_failures_idx').on(table.createdAt).where(sql`${table.status} = 'failure'`),
    // One live listing per supplier item and store; a confirmed duplicate points at the first and is not counted.
    uniqueIndex('uploaded_products_supplier_unique')
      .on(table.workspaceId, table.supplierKey)
      .where(sql`${table.status} in ('pending', 'success') and ${table.duplicateOf} is null`),
    // A batch item uploads at most once, however often its job runs.
    uniqueIndex('uploaded_products_batch_item_unique')
      .on(table.batchItemId)
      .where(sql`${table.batchItemId} is not null`),
  ],
);

/**
 * Rows of uploaded_products per store and uploader, kept by a trigger (migration 0004): list totals and the uploader
 * filter read these few rows instead of counting the whole table, and `version` moves on every change so a cached
 * page knows when it is stale.
 */
export const uploadedProductCounts = pgTable(
  'uploaded_product_counts',
  {
    workspaceId: uuid('workspace_id').notNull(),
    uploaderEmail: text('uploader_email').notNull(),
    productCount: integer('product_count').notNull().default(0),
    version: integer('version').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.uploaderEmail] })],
);
