import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.ts';
import { createPgListener, type NotificationHandler } from './pg-listener.ts';
import { PgliteRemote } from './pglite-remote.ts';

export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** One round trip to the database, for health checks. */
  ping(): Promise<void>;
  /** Applies committed migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  /**
   * Raw SQL for libraries that bring their own (pg-boss): with values one parameterised statement, without them
   * possibly several statements; answers the rows of the last one.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Hears `NOTIFY channel` from every process using the database; the handler gets `undefined` when notifications
   * may have been missed (a lost connection). Answers the function that stops listening.
   */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Key of the advisory lock held while migrating ("ollida" in ASCII). */
const migrationLockKey = 0x6f6c6c696461;

/**
 * Opens PostgreSQL through a pool when a URL is given, else embedded PGlite (in `dataDir`, or in memory) on its own
 * thread. A PGlite instance given by the caller (tests' cloned templates) runs on the caller's thread.
 */
export function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
}): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const client = options.pglite ?? new PgliteRemote(options.dataDir);
  // The remote answers every call Drizzle's PGlite driver makes (query with its options, transaction) the way PGlite
  // does, but is not a PGlite instance.
  const db = drizzlePglite({ client: client as PGlite });
  return {
    db,
    kind: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    async migrate() {
      await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
      try {
        await migratePglite(db, { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
      }
    },
    async executeSql(text, values) {
      // PGlite's query() takes one statement only; exec() runs a script but takes no parameters.
      if (values === undefined || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return { rows: (await client.query(text, values)).rows };
    },
    async listen(channel, handler) {
      const stop = await client.listen(channel, (payload) => handler(payload));
      return () => stop();
    },
    close: () => client.close(),
  };
}

function openPostgres(databaseUrl: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client that loses its connection (database restart, admin termination) is dropped by the pool and the
  // next query reconnects; without a listener the 'error' event would crash the process.
  pool.on('error', () => undefined);
  const listener = createPgListener(databaseUrl);
  return {
    db: drizzlePg(pool),
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    async migrate() {
      // The lock is per connection, so the migration runs on the one client that holds it.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
        try {
          await migratePg(drizzlePg(client), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
        }
      } finally {
        client.release();
      }
    },
    async executeSql(text, values) {
      // A script of several statements answers one result per statement.
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: last?.rows ?? [] };
    },
    listen: (channel, handler) => listener.listen(channel, handler),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
