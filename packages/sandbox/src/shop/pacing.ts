import type { ShopPacingOptions } from './options.ts';

/** Outcome of asking for one request's worth of budget. */
export type PaceResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedAt: number;
}

// Forgetting idle clients keeps memory bounded when many addresses pass through.
const MAX_TRACKED_CLIENTS = 10_000;

/** Per-client token buckets over an injected clock, so a crawler's politeness can be tested without sleeping. */
export class Pacer {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly options: ShopPacingOptions,
    private readonly now: () => number,
  ) {
    if (!(options.burst >= 1) || !(options.perSecond > 0)) {
      throw new Error('shop pacing needs burst >= 1 and perSecond > 0');
    }
  }

  /** Spends one token of `client`'s bucket, or says how long to wait for the next one. */
  take(client: string): PaceResult {
    const now = this.now();
    const bucket = this.buckets.get(client) ?? { tokens: this.options.burst, updatedAt: now };
    const elapsedSeconds = Math.max(0, now - bucket.updatedAt) / 1000;
    bucket.tokens = Math.min(this.options.burst, bucket.tokens + elapsedSeconds * this.options.perSecond);
    bucket.updatedAt = now;
    if (this.buckets.size >= MAX_TRACKED_CLIENTS && !this.buckets.has(client)) this.buckets.clear();
    this.buckets.set(client, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.options.perSecond)),
    };
  }
}
