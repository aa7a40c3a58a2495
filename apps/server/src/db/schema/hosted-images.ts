import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './workspaces.ts';

/**
 * One picture Ollida hosts at `${PUBLIC_URL}/i/<file>` (modules/hosted-images): the re-encoded bytes live in the image
 * storage under `file` (the first 32 hex digits of their SHA-256 and the extension), this row says what they are.
 * Content-addressed, so the same output is stored once whoever hosted it.
 */
export const hostedImages = pgTable(
  'hosted_images',
  {
    /** SHA-256 of the stored bytes, 64 lower-case hex digits. */
    hash: text('hash').primaryKey(),
    /** The storage key and the URL's last segment, e.g. `0123…cdef.jpg`. */
    file: text('file').notNull().unique('hosted_images_file_unique'),
    contentType: text('content_type', { enum: ['image/jpeg', 'image/png'] }).notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('hosted_images_hash_check', sql`${table.hash} ~ '^[0-9a-f]{64}$'`),
    check('hosted_images_file_check', sql`${table.file} ~ '^[0-9a-f]{32}\\.(jpg|png)$'`),
    check('hosted_images_content_type_check', sql`${table.contentType} in ('image/jpeg', 'image/png')`),
  ],
);

export type HostedImageRow = typeof hostedImages.$inferSelect;

/**
 * A picture a workspace hosted in one Seoul calendar month: the monthly image allowance of the workspace owner's plan
 * counts these rows (one per distinct picture per workspace per month, however often it is hosted again).
 */
export const hostedImageUses = pgTable(
  'hosted_image_uses',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** First day of the Seoul calendar month, e.g. `2026-06-01`. */
    month: date('month', { mode: 'string' }).notNull(),
    imageHash: text('image_hash')
      .notNull()
      .references(() => hostedImages.hash),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.month, table.imageHash] })],
);
