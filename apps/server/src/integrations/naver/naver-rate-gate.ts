/**
 * Honours the gateway's rate-limit headers: when an answer says no request is left in the bucket
 * (`GNCP-GW-RateLimit-Remaining: 0`), the next call on that key waits one refill interval
 * (1 / `GNCP-GW-RateLimit-Replenish-Rate` seconds) instead of drawing a 429.
 */
export function createNaverRateGate(options: { now: () => number; sleep: (ms: number) => Promise<void> }) {
  const notBefore = new Map<string, number>();

  return {
    /** Waits until the gateway should have room again for `key`. */
    async wait(key: string): Promise<void> {
      const at = notBefore.get(key);
      if (at === undefined) return;
      const delay = at - options.now();
      if (delay > 0) await options.sleep(delay);
    },

    /** Reads the rate-limit headers of an answer to `key`. */
    observe(key: string, headers: Headers): void {
      const remainingHeader = headers.get('gncp-gw-ratelimit-remaining');
      if (remainingHeader === null) return;
      const remaining = Number(remainingHeader);
      const rate = Number(headers.get('gncp-gw-ratelimit-replenish-rate'));
      if (Number.isFinite(remaining) && remaining < 1 && Number.isFinite(rate) && rate > 0) {
        notBefore.set(key, options.now() + Math.ceil(1000 / rate));
      } else {
        notBefore.delete(key);
      }
    },
  };
}

export type NaverRateGate = ReturnType<typeof createNaverRateGate>;
