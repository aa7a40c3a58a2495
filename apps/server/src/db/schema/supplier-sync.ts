import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { uploadedProducts } from './uploads.ts';
import { users } from './users.ts';
import { workspaces } from './workspaces.ts';

/** What the supplier showed at the last check: whole product and each option by its values joined with " / ". */
export interface SupplierSnapshot {
  state: 'selling' | 'sold_out' | 'gone';
  /** Won price of one piece; null when the page showed none or priced it in another currency. */
  price: number | null;
  options: Record<string, { price: number | null; soldOut: boolean }>;
}

/** A workspace's supplier-sync rules (one row, created on first save; defaults apply until then). */
export const syncSettings = pgTable(
  'sync_settings',
  {
    workspaceId: uuid('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    /** Minutes between scheduled checks; null follows the owner's plan. Never shorter than the plan allows. */
    intervalMinutes: integer('interval_minutes'),
    /** A price change larger than this share of the current price waits for the seller's approval. */
    maxChangePercent: integer('max_change_percent').notNull().default(30),
    /** A new price whose margin over the supplier cost is under this share waits for approval. */
    minMarginPercent: integer('min_margin_percent').notNull().default(0),
    neverLowerPrice: boolean('never_lower_price').notNull().default(false),
    /** Stock a listing gets back when its supplier has it again. */
    restockQuantity: integer('restock_quantity').notNull().default(100),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('sync_settings_change_range', sql`${table.maxChangePercent} between 1 and 100`),
    check('sync_settings_margin_range', sql`${table.minMarginPercent} between 0 and 90`),
    check('sync_settings_restock_range', sql`${table.restockQuantity} between 1 and 99999`),
  ],
);

/** The supplier state a listing was last synced to; absent until its first check (the draft is the baseline). */
export const syncListings = pgTable(
  'sync_listings',
  {
    uploadedProductId: uuid('uploaded_product_id')
      .primaryKey()
      .references(() => uploadedProducts.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    snapshot: jsonb('snapshot').$type<SupplierSnapshot>().notNull(),
    /** The sale price each listed option has on the marketplace now (key '' for a product without options). */
    listedPrices: jsonb('listed_prices').$type<Record<string, number>>().notNull(),
    /** Reads in a row that failed; reset by a good read. */
    unreadableCount: integer('unreadable_count').notNull().default(0),
    /** The page's ETag and Last-Modified at the last synced read, sent back so an unchanged page answers 304. */
    pageEtag: text('page_etag'),
    pageLastModified: text('page_last_modified'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }).notNull(),
    /** The run that checked it last: a run resumed after a crash skips the listings it already checked. */
    lastRunId: uuid('last_run_id'),
  },
  (table) => [index('sync_listings_workspace_idx').on(table.workspaceId, table.lastCheckedAt)],
);

/** One check of a workspace's listings (or of one listing), as "지금 확인" started it. */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['running', 'done', 'failed'] }).notNull(),
    /** The one listing a "지금 확인" of a product checks; null for a workspace run. */
    uploadedProductId: uuid('uploaded_product_id'),
    /** A scheduled run checks the listings last read before this; null: every listing (지금 확인). */
    dueBefore: timestamp('due_before', { withTimezone: true }),
    productCount: integer('product_count').notNull(),
    checkedCount: integer('checked_count').notNull().default(0),
    changeCount: integer('change_count').notNull().default(0),
    heldCount: integer('held_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('sync_runs_workspace_idx').on(table.workspaceId, table.startedAt),
    // One run at a time per workspace, across instances: a second start joins the running one.
    uniqueIndex('sync_runs_one_running').on(table.workspaceId).where(sql`${table.status} = 'running'`),
  ],
);

/** One change seen at a supplier and what was done about it. */
export const syncEvents = pgTable(
  'sync_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: events of one check share their time, and the history lists them newest first. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    uploadedProductId: uuid('uploaded_product_id')
      .notNull()
      .references(() => uploadedProducts.id, { onDelete: 'cascade' }),
    runId: uuid('run_id').references(() => syncRuns.id, { onDelete: 'set null' }),
    kind: text('kind', {
      enum: ['sold_out', 'restocked', 'price_changed', 'option_changed', 'unreadable'],
    }).notNull(),
    /** The option's values joined with " / "; null for the whole product. */
    optionName: text('option_name'),
    /** `{ price?, state? }` before and after, as the supplier showed them (and the price the listing gets). */
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    outcome: text('outcome', {
      enum: ['applied', 'held', 'approved', 'rejected', 'failed', 'recorded'],
    }).notNull(),
    /** Which rule decided (e.g. why it was held), in Korean. */
    rule: text('rule').notNull().default(''),
    /** The marketplace's answer, or why the change could not be applied. */
    marketplaceMessage: text('marketplace_message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('sync_events_workspace_idx').on(table.workspaceId, table.seq),
    index('sync_events_product_idx').on(table.uploadedProductId, table.seq),
  ],
);
