import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { databaseUrlFor } from './postgres-url.ts';

/** A fresh, already migrated database for one test file: PGlite from the dump, or a copy of the PG template. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('postgresTemplate');
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (template && baseUrl) {
    const name = `ollida_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const handle = openDatabase({ databaseUrl: databaseUrlFor(baseUrl, name) });
    return {
      ...handle,
      async close() {
        await handle.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteDumpPath'));
  const pglite = new PGlite({ loadDataDir: new Blob([dump]) });
  return openDatabase({ pglite });
}
