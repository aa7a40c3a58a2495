import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { workspaces } from './workspaces.ts';

/** The one active external-use API key of a Coupang store; only its SHA-256 hash and 8-character prefix are kept. */
export const storeApiKeys = pgTable('store_api_keys', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  keyHash: text('key_hash').notNull().unique('store_api_keys_hash_unique'),
  keyPrefix: text('key_prefix').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Audit trail of every owner request to see a store's marketplace keys in clear. */
export const storeKeyReveals = pgTable(
  'store_key_reveals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('store_key_reveals_workspace_idx').on(table.workspaceId, table.revealedAt)],
);
