import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseUrlFor } from '../../test/postgres-url.ts';
import { migrationsFolder } from '../paths.ts';
import { openDatabase } from './client.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe.runIf(baseUrl)('migrations on PostgreSQL', () => {
  it('applies once when two instances start together on an empty database', async () => {
    const url = baseUrl ?? '';
    const name = `ollida_mig_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const first = openDatabase({ databaseUrl: databaseUrlFor(url, name) });
    const second = openDatabase({ databaseUrl: databaseUrlFor(url, name) });
    try {
      await Promise.all([first.migrate(), second.migrate()]);
      const check = new pg.Client({ connectionString: databaseUrlFor(url, name) });
      await check.connect();
      const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      const tables = await check.query("select count(*)::int as n from pg_tables where tablename = 'users'");
      await check.end();
      expect(applied.rows[0].n).toBe(journal.entries.length);
      expect(tables.rows[0].n).toBe(1);
    } finally {
      await first.close();
      await second.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
