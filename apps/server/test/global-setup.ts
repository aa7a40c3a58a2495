import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { createJobRunner } from '../src/jobs/job-runner.ts';
import { databaseUrlFor } from './postgres-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    postgresTemplate: string;
  }
}

/** pg-boss creates its schema on first start (3 s on PGlite); doing it here spares every test file that wait. */
async function installJobSchema(handle: DatabaseHandle): Promise<void> {
  const runner = createJobRunner({ database: handle });
  await runner.start();
  await runner.stop();
}

/** Migrates once per run: a PGlite dump (default) or a PostgreSQL template database (TEST_DATABASE_URL). */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const template = `ollida_tmpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template}`);
    const handle = openDatabase({ databaseUrl: databaseUrlFor(baseUrl, template) });
    await handle.migrate();
    await installJobSchema(handle);
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteDumpPath', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const pglite = new PGlite();
  const handle = openDatabase({ pglite });
  await handle.migrate();
  await installJobSchema(handle);
  const dump = await pglite.dumpDataDir('none');
  await handle.close();
  const dir = mkdtempSync(join(tmpdir(), 'ollida-pglite-'));
  const dumpPath = join(dir, 'migrated.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
