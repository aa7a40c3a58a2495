import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { rawRows } from './raw-rows.ts';
import { isUniqueViolation } from './unique-violation.ts';

// Embedded PGlite on its own thread, as `npm start` opens it: the same answers as PGlite on the caller's thread.
describe('embedded PGlite on its own thread', () => {
  let dataDir: string;
  let database: DatabaseHandle;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ollida-pglite-thread-'));
    database = openDatabase({ dataDir });
    await database.executeSql(
      'create table notes (id int primary key, body text not null, at timestamptz not null default now())',
    );
  });

  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers Drizzle queries with their types (timestamps stay text for Drizzle to read)', async () => {
    await database.db.execute(sql`insert into notes (id, body) values (1, '첫 메모')`);
    const rows = await rawRows<{ id: number; body: string; at: unknown }>(
      database.db,
      sql`select id, body, at from notes where id = ${1}`,
    );
    expect(rows).toEqual([{ id: 1, body: '첫 메모', at: expect.any(String) }]);
  });

  it('leaves the app thread free while a statement runs', async () => {
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    await database.executeSql('select pg_sleep(0.4)');
    clearInterval(ticker);
    // On the app's thread PGlite's WebAssembly would have held the timer for the whole 400 ms.
    expect(longestGap).toBeLessThan(150);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (2, 'kept')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (id, body) values (3, 'dropped')`);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const ids = await rawRows<{ id: number }>(database.db, sql`select id from notes order by id`);
    expect(ids.map((row) => row.id)).toEqual([1, 2]);
  });

  it('keeps a statement outside a transaction waiting until the transaction ends', async () => {
    const order: string[] = [];
    const inside = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (4, 'inside')`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('transaction');
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const outside = rawRows<{ n: number }>(database.db, sql`select count(*)::int as n from notes`).then(
      (rows) => {
        order.push('outside');
        return rows[0]?.n;
      },
    );
    await inside;
    expect(await outside).toBe(3);
    expect(order).toEqual(['transaction', 'outside']);
  });

  it('throws PostgreSQL errors with their fields (a unique violation is recognised)', async () => {
    const failure = await database.db
      .execute(sql`insert into notes (id, body) values (1, 'again')`)
      .catch((error: unknown) => error);
    expect(isUniqueViolation(failure, 'notes_pkey')).toBe(true);
  });

  it('runs scripts and parameterised statements for libraries that bring their own SQL', async () => {
    const script = await database.executeSql('select 1 as a; select 2 as b');
    expect(script.rows).toEqual([{ b: 2 }]);
    const one = await database.executeSql('select $1::int as n', [7]);
    expect(one.rows).toEqual([{ n: 7 }]);
  });

  it('delivers NOTIFY to listeners until they stop', async () => {
    const heard: (string | undefined)[] = [];
    const stop = await database.listen('notes_changed', (payload) => heard.push(payload));
    await database.executeSql("select pg_notify('notes_changed', 'one')");
    await stop();
    await database.executeSql("select pg_notify('notes_changed', 'two')");
    await database.ping();
    expect(heard).toEqual(['one']);
  });
});
