import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import { createSharedTokenBucket } from './shared-token-bucket.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A bucket as one process would build it; waits are recorded, not slept. */
function processBucket(waits: number[]) {
  return createSharedTokenBucket(database.db, {
    capacity: 1,
    refillPerSecond: 10,
    namespace: 'test',
    sleep: async (ms) => void waits.push(ms),
  });
}

describe('createSharedTokenBucket', () => {
  it('makes two processes share one budget per key: their calls queue behind each other', async () => {
    const first: number[] = [];
    const second: number[] = [];
    const [a, b] = [processBucket(first), processBucket(second)];
    await Promise.all(Array.from({ length: 10 }, (_, index) => (index % 2 === 0 ? a : b).take('vendor-1')));
    // 10 calls at 10/s with a burst of 1: the last one waits about 0.9 s, whichever process made it.
    const longest = Math.max(...first, ...second);
    expect(longest).toBeGreaterThanOrEqual(700);
    expect(longest).toBeLessThanOrEqual(1_000);
    expect(first.length + second.length).toBeGreaterThanOrEqual(8);
  });

  it('holds calls of every process to one send window, counted when they leave', async () => {
    const window = { calls: 3, ms: 300 };
    const bucket = () =>
      createSharedTokenBucket(database.db, {
        capacity: 100,
        refillPerSecond: 1_000,
        namespace: 'window',
        window,
      });
    const [a, b] = [bucket(), bucket()];
    const startedAt = performance.now();
    await Promise.all(Array.from({ length: 9 }, (_, index) => (index % 2 === 0 ? a : b).take('vendor-w')));
    // Nine calls, three per 300 ms across both processes: the last three cannot leave before 600 ms.
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(590);
    const [row] = await rawRows<{ sent: number[] }>(
      database.db,
      sql`select sent_at as sent from rate_budgets where key = 'window:vendor-w'`,
    );
    expect(row?.sent).toHaveLength(3);
  });

  it('keeps keys apart', async () => {
    const waits: number[] = [];
    const bucket = processBucket(waits);
    await bucket.take('vendor-a');
    await bucket.take('vendor-b');
    expect(waits).toEqual([]);
  });
});
