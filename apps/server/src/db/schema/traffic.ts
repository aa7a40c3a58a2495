import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One request the app answered (docs/product/admin.md#traffic-records): written in batches off the request path, kept for the retention period.
 * No foreign key to users: a log line outlives the account it names and costs no check on insert.
 */
export const accessLogs = pgTable(
  'access_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
    method: text('method').notNull(),
    /** The path only: query strings can carry secrets (payment keys, sign-in codes) and are never kept. */
    path: text('path').notNull(),
    statusCode: smallint('status_code').notNull(),
    userId: uuid('user_id'),
    userAgent: text('user_agent'),
    durationMs: integer('duration_ms').notNull(),
    /** The path matched a dangerous pattern of the security system. */
    isDangerous: boolean('is_dangerous').notNull().default(false),
  },
  (table) => [
    index('access_logs_at_idx').on(table.at),
    index('access_logs_ip_at_idx').on(table.ip, table.at),
  ],
);

/**
 * Requests per clock hour and IP, kept up to date by each batch of log lines: the statistics read these rollups, so
 * their cost follows the number of IPs and paths, not of requests.
 */
export const accessIpHours = pgTable(
  'access_ip_hours',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
    requests: integer('requests').notNull(),
    dangerous: integer('dangerous').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.hour, table.ip] }),
    index('access_ip_hours_dangerous_idx').on(table.hour).where(sql`${table.dangerous} > 0`),
  ],
);

/** Requests per clock hour, IP and path: the paths of one IP, and the IPs of one path. */
export const accessIpPathHours = pgTable(
  'access_ip_path_hours',
  {
    ip: text('ip').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    path: text('path').notNull(),
    requests: integer('requests').notNull(),
    dangerous: integer('dangerous').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ip, table.hour, table.path] }),
    index('access_ip_path_hours_path_idx').on(table.path, table.hour),
  ],
);

/** Requests per clock hour and path (the top paths). */
export const accessPathHours = pgTable(
  'access_path_hours',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    path: text('path').notNull(),
    requests: integer('requests').notNull(),
  },
  (table) => [primaryKey({ columns: [table.hour, table.path] })],
);

/** Requests per clock hour and signed-in user (the logged-in users count). */
export const accessUserHours = pgTable(
  'access_user_hours',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    userId: uuid('user_id').notNull(),
    requests: integer('requests').notNull(),
  },
  (table) => [primaryKey({ columns: [table.hour, table.userId] })],
);

/** A blocked IP (docs/product/admin.md#fields): every request from it answers 403. */
export const bannedIps = pgTable('banned_ips', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Canonical form (see contracts `canonicalIp`), so one address has one row. */
  ipAddress: text('ip_address').notNull().unique('banned_ips_ip_address_unique'),
  reason: text('reason').notNull(),
  bannedAt: timestamp('banned_at', { withTimezone: true }).notNull().defaultNow(),
  /** The administrator's email, or `auto_security_system` for automatic blocks. */
  bannedBy: text('banned_by').notNull(),
  bannedByUserId: uuid('banned_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The dangerous path that triggered an automatic block. */
  detectedPath: text('detected_path'),
});

export type BannedIpRow = typeof bannedIps.$inferSelect;

/**
 * One row counting every change to `banned_ips` (a statement trigger bumps it, hand-written SQL included): each server
 * instance polls it and reloads its in-memory block list when it moves.
 */
export const ipBlockListVersion = pgTable(
  'ip_block_list_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('ip_block_list_version_single_row', sql`${table.id} = 1`)],
);
