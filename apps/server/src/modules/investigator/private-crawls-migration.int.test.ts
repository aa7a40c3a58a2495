import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../paths.ts';

// Migration 0015 gives the pages and history kept while they were shared an owner: every user whose own crawl
// sessions show they stored the page (site, successful product, Seoul day) gets a copy, history is rebuilt from each
// user's sessions, and whatever no session accounts for is deleted, never left visible to everyone.

const privateCrawls = '0015_private_crawls';
let pglite: PGlite;
let folderBefore: string;

/** The migrations folder as it was before `tag`: the files and a journal ending just before it. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'ollida-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

const alice = '00000000-0000-4000-8000-00000000000a';
const bob = '00000000-0000-4000-8000-00000000000b';
const carol = '00000000-0000-4000-8000-00000000000c';

const item = (productId: string, status: 'success' | 'failed') => ({
  url: `https://godo.shop.example/goods/${productId}`,
  productId,
  status,
  fileSize: status === 'success' ? 100 : 0,
  itemName: null,
  error: null,
});

beforeAll(async () => {
  folderBefore = migrationsBefore(privateCrawls);
  pglite = new PGlite();
  const db = drizzle(pglite);
  await migrate(db, { migrationsFolder: folderBefore });

  for (const [id, email] of [
    [alice, 'alice@example.com'],
    [bob, 'bob@example.com'],
    [carol, 'carol@example.com'],
  ]) {
    await pglite.query('insert into users (id, google_subject, email, name) values ($1, $2, $2, $2)', [
      id,
      email,
    ]);
  }
  const session =
    'insert into crawl_sessions (user_id, domain, max_crawls, status, discovered, items, started_at, finished_at) values ($1, $2, 5, $3, true, $4, $5, $6)';
  // Alice on 9 and 10 March (Seoul), Bob on 10 March; Carol never crawled.
  await pglite.query(session, [
    alice,
    'godo.shop.example',
    'success',
    JSON.stringify([item('1', 'success')]),
    '2026-03-09T01:00:00Z',
    '2026-03-09T01:05:00Z',
  ]);
  await pglite.query(session, [
    alice,
    'godo.shop.example',
    'success',
    JSON.stringify([item('1', 'success'), item('2', 'failed')]),
    '2026-03-10T01:00:00Z',
    '2026-03-10T01:05:00Z',
  ]);
  await pglite.query(session, [
    bob,
    'godo.shop.example',
    'success',
    JSON.stringify([item('1', 'success'), item('3', 'success')]),
    // 01:00 on 10 March in Seoul, still 9 March in UTC: the crawl day is Seoul's.
    '2026-03-09T16:00:00Z',
    '2026-03-09T16:05:00Z',
  ]);

  const page =
    "insert into crawled_pages (domain, product_id, crawl_date, url, source, size, compressed_size, body, parse_success, parse_message, images) values ('godo.shop.example', $1, $2, 'https://godo.shop.example/p', 'godomall', 1, 1, '\\x00', true, '', '[]')";
  // Product 4 was stored by a crawl no session remembers (its user deleted, say): it must go.
  for (const [productId, day] of [
    ['1', '2026-03-09'],
    ['1', '2026-03-10'],
    ['3', '2026-03-10'],
    ['4', '2026-03-10'],
  ]) {
    await pglite.query(page, [productId, day]);
  }
  const history =
    "insert into crawl_history (domain, product_id, url, crawled_at, last_accessed_at, visit_count, file_size) values ('godo.shop.example', $1, 'https://godo.shop.example/p', now(), now(), $2, 1)";
  for (const [productId, visits] of [
    ['1', 3],
    ['3', 1],
    ['4', 1],
  ]) {
    await pglite.query(history, [productId, visits]);
  }

  await migrate(db, { migrationsFolder });
}, 60_000);

afterAll(async () => {
  await pglite?.close();
  rmSync(folderBefore, { recursive: true, force: true });
});

describe('migration 0015 (private crawls) on rows stored while pages were shared', () => {
  it('gives each page to every user whose own crawl stored it, and deletes the pages no crawl accounts for', async () => {
    const { rows } = await pglite.query<{ user_id: string; product_id: string; day: string }>(
      "select user_id, product_id, to_char(crawl_date, 'YYYY-MM-DD') as day from crawled_pages order by user_id, product_id, day",
    );
    expect(rows).toEqual([
      { user_id: alice, product_id: '1', day: '2026-03-09' },
      { user_id: alice, product_id: '1', day: '2026-03-10' },
      { user_id: bob, product_id: '1', day: '2026-03-10' },
      { user_id: bob, product_id: '3', day: '2026-03-10' },
    ]);
  });

  it("rebuilds each user's history from their own sessions", async () => {
    const { rows } = await pglite.query<{ user_id: string; product_id: string; visit_count: number }>(
      'select user_id, product_id, visit_count from crawl_history order by user_id, product_id',
    );
    expect(rows).toEqual([
      { user_id: alice, product_id: '1', visit_count: 2 },
      { user_id: bob, product_id: '1', visit_count: 1 },
      { user_id: bob, product_id: '3', visit_count: 1 },
    ]);
  });

  it('leaves no page or history row without an owner, and deletes them with their owner', async () => {
    await expect(
      pglite.query(
        "insert into crawl_history (domain, product_id, url, crawled_at, last_accessed_at, visit_count, file_size) values ('d', 'p', 'u', now(), now(), 1, 1)",
      ),
    ).rejects.toThrow(/user_id/);
    await pglite.query('delete from users where id = $1', [bob]);
    const { rows } = await pglite.query<{ pages: number; history: number }>(
      'select (select count(*)::int from crawled_pages where user_id = $1) as pages, (select count(*)::int from crawl_history where user_id = $1) as history',
      [bob],
    );
    expect(rows).toEqual([{ pages: 0, history: 0 }]);
  });
});
