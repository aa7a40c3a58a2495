import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
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
import { users } from './users.ts';

/** Raw bytes (the compressed page). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A product search (docs/product/search-and-investigator.md#search-record): one parse of a URL, kept in the searcher's history. */
export const productSearches = pgTable(
  'product_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    searchKeyword: text('search_keyword'),
    itemName: text('item_name').notNull(),
    companyName: text('company_name'),
    originalPrice: integer('original_price'),
    salePrice: integer('sale_price'),
    images: jsonb('images').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_searches_user_created_idx').on(table.userId, table.createdAt)],
);

export type ProductSearchRow = typeof productSearches.$inferSelect;

/** The product pages one crawl planned, each with its outcome, so a crawl resumes where it stopped. */
export interface CrawlItem {
  url: string;
  productId: string;
  status: 'pending' | 'success' | 'failed';
  fileSize: number;
  itemName: string | null;
  error: string | null;
}

/**
 * One crawl (docs/product/search-and-investigator.md#crawler-tab): queued and run by a durable job; `items` is filled after discovery and updated after
 * each page, so a restarted job skips what is done.
 */
export const crawlSessions = pgTable(
  'crawl_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    maxCrawls: integer('max_crawls').notNull(),
    status: text('status', { enum: ['running', 'success', 'error'] })
      .notNull()
      .default('running'),
    message: text('message').notNull().default(''),
    discovered: boolean('discovered').notNull().default(false),
    items: jsonb('items').$type<CrawlItem[]>().notNull().default(sql`'[]'::jsonb`),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('crawl_sessions_user_started_idx').on(table.userId, table.startedAt),
    check('crawl_sessions_status_check', sql`${table.status} in ('running', 'success', 'error')`),
  ],
);

export type CrawlSessionRow = typeof crawlSessions.$inferSelect;

/**
 * A stored product page (an "HTML file" of docs/product/search-and-investigator.md#investigator-fields): one per user, site, product and crawl date (a second crawl the same
 * day replaces it), gzip-compressed, with what parsing it gave. Private to the user whose crawl stored it: which
 * supplier products a seller researches is their business.
 */
export const crawledPages = pgTable(
  'crawled_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    productId: text('product_id').notNull(),
    /** Crawl day in Seoul. */
    crawlDate: date('crawl_date', { mode: 'string' }).notNull(),
    url: text('url').notNull(),
    /** The parser that read the page (a key of the sources map). */
    source: text('source').notNull(),
    contentType: text('content_type'),
    /** Bytes as fetched. */
    size: integer('size').notNull(),
    compressedSize: integer('compressed_size').notNull(),
    body: bytea('body').notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
    parseSuccess: boolean('parse_success').notNull(),
    parseMessage: text('parse_message').notNull(),
    /** Title, prices, company and images of the parse (for lists without reading the page). */
    itemName: text('item_name'),
    salePrice: integer('sale_price'),
    originalPrice: integer('original_price'),
    companyName: text('company_name'),
    images: jsonb('images').$type<string[]>().notNull(),
    description: text('description').notNull().default(''),
  },
  (table) => [
    uniqueIndex('crawled_pages_user_domain_product_date_unique').on(
      table.userId,
      table.domain,
      table.productId,
      table.crawlDate,
    ),
    index('crawled_pages_user_source_date_idx').on(table.userId, table.source, table.crawlDate),
    index('crawled_pages_user_modified_idx').on(table.userId, table.modifiedAt),
  ],
);

export type CrawledPageRow = typeof crawledPages.$inferSelect;

/** Crawl history (docs/product/search-and-investigator.md#investigator-fields): one row per user, site and product, counting the user's visits. */
export const crawlHistory = pgTable(
  'crawl_history',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    productId: text('product_id').notNull(),
    url: text('url').notNull(),
    crawledAt: timestamp('crawled_at', { withTimezone: true }).notNull(),
    lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true }).notNull(),
    visitCount: integer('visit_count').notNull(),
    fileSize: integer('file_size').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.domain, table.productId] }),
    index('crawl_history_user_domain_accessed_idx').on(table.userId, table.domain, table.lastAccessedAt),
  ],
);
