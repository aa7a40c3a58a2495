import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import { createSendWindow, type SendWindowLimit } from './send-window.ts';
import type { TokenBucket } from './token-bucket.ts';

/**
 * A token bucket per key kept in PostgreSQL (`rate_budgets`), so every instance and worker on the database shares one
 * budget per Coupang vendor and per Naver application (issue 22 §4). Each call reserves the next slot with one atomic
 * upsert on the database's clock: the bucket refills since its last reservation and gives one token; a negative
 * balance is the queue ahead, and the caller waits until its slot (balance ÷ rate) comes. Calls leave in the order
 * they reserved, whichever process made them. With `window`, calls of this process that leave bunched (woken late
 * together) are also held to the provider's per-second limit, counted when they go out.
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
  const { capacity, refillPerSecond } = options;
  const sendWindow = options.window ? createSendWindow(options.window, { sleep }) : undefined;

  return {
    async take(key: string): Promise<void> {
      const [row] = await rawRows<{ tokens: number }>(
        db,
        sql`insert into rate_budgets (key, tokens, updated_at)
            values (${`${options.namespace}:${key}`}, ${capacity - 1}, clock_timestamp())
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
      await sendWindow?.admit(key);
    },
  };
}
