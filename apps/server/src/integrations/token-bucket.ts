/** A token bucket per key (e.g. per vendor): `take` waits until a request may go out under the rate. */
export function createTokenBucket(options: {
  capacity: number;
  refillPerSecond: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}) {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const buckets = new Map<string, { tokens: number; updatedAt: number }>();

  function refill(key: string) {
    const at = now();
    const bucket = buckets.get(key) ?? { tokens: options.capacity, updatedAt: at };
    bucket.tokens = Math.min(
      options.capacity,
      bucket.tokens + ((at - bucket.updatedAt) / 1000) * options.refillPerSecond,
    );
    bucket.updatedAt = at;
    buckets.set(key, bucket);
    return bucket;
  }

  return {
    async take(key: string): Promise<void> {
      for (;;) {
        const bucket = refill(key);
        if (bucket.tokens >= 1) {
          bucket.tokens -= 1;
          return;
        }
        await sleep(Math.ceil(((1 - bucket.tokens) / options.refillPerSecond) * 1000));
      }
    },
  };
}

export type TokenBucket = ReturnType<typeof createTokenBucket>;
