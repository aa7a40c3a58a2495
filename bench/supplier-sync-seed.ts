import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.ts';
import { workspaceMembers, workspaces } from '../apps/server/src/db/schema/workspaces.ts';
import { databaseUrlFor } from '../apps/server/test/postgres-url.ts';

/**
 * A fresh migrated database for the sync bench: a database of its own on the PostgreSQL server of DATABASE_URL or
 * TEST_DATABASE_URL (dropped on close), else PGlite in `dataDir`.
 */
export async function openBenchDatabase(
  dataDir: string,
): Promise<{ database: DatabaseHandle; kind: string; close: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const database = openDatabase({ dataDir });
    await database.migrate();
    return { database, kind: 'PGlite on disk', close: () => database.close() };
  }
  const name = `ollida_bench_sync_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = openDatabase({ databaseUrl: databaseUrlFor(baseUrl, name) });
  await database.migrate();
  return {
    database,
    kind: 'PostgreSQL',
    async close() {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A Coupang workspace of `ownerId` for one sync run. */
export async function seedWorkspace(
  database: DatabaseHandle,
  ownerId: string,
  name: string,
): Promise<string> {
  const [store] = await database.db
    .insert(workspaces)
    .values({ name, platform: 'coupang', ownerId, wingAccount: `bench-${randomBytes(3).toString('hex')}` })
    .returning({ id: workspaces.id });
  if (store === undefined) throw new Error('no workspace');
  await database.db
    .insert(workspaceMembers)
    .values({ workspaceId: store.id, userId: ownerId, role: 'owner' });
  return store.id;
}

/**
 * Successful Coupang listings in `workspaceId`, one per URL, all made from `draft` (so an unchanged read is a no-op).
 */
export async function seedListings(
  database: DatabaseHandle,
  workspaceId: string,
  urls: readonly string[],
  draft: unknown,
): Promise<void> {
  await database.executeSql(
    `insert into uploaded_products (workspace_id, platform, uploader_email, channel, status, display_product_name,
       seller_product_name, thumbnail, original_url, supplier_key, product_details, marketplace_response,
       wing_account, seller_product_id, created_at)
     select $1::uuid, 'coupang', 'bench@ollida.kr', 'web', 'success', '벤치 동기화 ' || g, '벤치 동기화 ' || g, '',
       ($2::text[])[g], 'sync-bench:' || $1::text || ':' || g, $3::jsonb,
       jsonb_build_object('code', 'SUCCESS', 'message', '', 'data', 30000000 + g), 'bench', (30000000 + g)::text,
       now() - g * interval '1 second'
     from generate_series(1, $4::int) g`,
    [workspaceId, urls, JSON.stringify(draft), urls.length],
  );
}
