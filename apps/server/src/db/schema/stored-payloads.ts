import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Long strings of upload attempts (a draft's detail HTML, the request that carried it), kept once by their SHA-256
 * however many attempts hold them (issue 22 §5). The attempts keep a marker in their place and list the hashes they use
 * in `uploaded_products.payload_hashes`; a payload no attempt lists is deleted by the retention sweep.
 */
export const storedPayloads = pgTable(
  'stored_payloads',
  {
    hash: text('hash').primaryKey(),
    body: text('body').notNull(),
    /** UTF-8 length of the body. */
    bytes: integer('bytes').notNull(),
    /** Moved on when an attempt takes the payload again, so the sweep never deletes one that is being written. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('stored_payloads_last_used_idx').on(table.lastUsedAt)],
);
