import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import type { SendWindowLimit } from './send-window.ts';
import type { TokenBucket } from './token-bucket.ts';

/** How often one call re-checks a full send window before it leaves anyway (the bucket has already paced it). */
const MAX_WINDOW_CHECKS = 20;

/**
 * A token bucket per key kept in PostgreSQL (`rate_budgets`), so every instance and worker on the database shares one
 * budget per Coupang vendor and per Naver application (issue 22 §4). Each call reserves the next slot with one atomic
 * upsert on the database's clock: the bucket refills since its last reservation and gives one token; a negative
 * balance is the queue ahead, and the caller waits until its slot (balance ÷ rate) comes. Calls leave in the order
 * they reserved, whichever process made them.
 *
 * With `window`, a call is also admitted against the times the last calls of the key left (`sent_at`, on the
 * database's clock): callers of any process that wake late (a busy event loop) and would leave together are held to
 * the provider's per-second limit, counted when they go out.
 */
export function createSharedTokenBucket(
  db: Database,
  options: {
    capacity: number;
    refillPerSecond: number;
    /** Keeps providers apart in the table, e.g. `coupang`. */
    namespace: string;
    window?: SendWindowLimit;
    sleep?: (ms: number) => Promise<void>;
  },
): TokenBucket {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const { capacity, refillPerSecond, window } = options;

  /** Records this call in the window and answers 0, or answers how long to wait when the window is full. */
  async function admit(key: string, limit: SendWindowLimit): Promise<number> {
    const nowMs = sql`(extract(epoch from clock_timestamp()) * 1000)`;
    const admitted = await rawRows<{ key: string }>(
      db,
      sql`update rate_budgets
          set sent_at = (coalesce(sent_at, '{}') || ${nowMs}::double precision)
            [greatest(1, coalesce(cardinality(sent_at), 0) + 2 - ${limit.calls}::int):]
          where key = ${key}
            and (coalesce(cardinality(sent_at), 0) < ${limit.calls}::int
              or sent_at[cardinality(sent_at) + 1 - ${limit.calls}::int] <= ${nowMs} - ${limit.ms})
          returning key`,
    );
    if (admitted.length > 0) return 0;
    const [row] = await rawRows<{ wait: number | null }>(
      db,
      sql`select sent_at[cardinality(sent_at) + 1 - ${limit.calls}::int] + ${limit.ms} - ${nowMs} as wait
          from rate_budgets where key = ${key}`,
    );
    return Math.max(1, Math.ceil(Number(row?.wait ?? 1)));
  }

  return {
    async take(key: string): Promise<void> {
      const budgetKey = `${options.namespace}:${key}`;
      const [row] = await rawRows<{ tokens: number }>(
        db,
        sql`insert into rate_budgets (key, tokens, updated_at)
            values (${budgetKey}, ${capacity - 1}, clock_timestamp())
            on conflict (key) do update set
              tokens = least(
                ${capacity}::double precision,
                rate_budgets.tokens
                  + greatest(0, extract(epoch from excluded.updated_at - rate_budgets.updated_at)) * ${refillPerSecond}
              ) - 1,
              updated_at = greatest(excluded.updated_at, rate_budgets.updated_at)
            returning tokens`,
      );
      const tokens = Number(row?.tokens ?? 0);
      if (tokens < 0) await sleep(Math.ceil((-tokens / refillPerSecond) * 1000));
      if (!window) return;
      for (let check = 0; check < MAX_WINDOW_CHECKS; check++) {
        const wait = await admit(budgetKey, window);
        if (wait === 0) return;
        await sleep(wait);
      }
    },
  };
}
