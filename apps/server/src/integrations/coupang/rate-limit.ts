import { createTokenBucket } from '../token-bucket.ts';

/**
 * Coupang throttles a vendor that makes "more than 10 calls per second" across all APIs. A bucket of 1 refilled at
 * 8 per second allows at most 9 calls in any one-second window while sustaining 80% of the documented rate; the
 * margin of 125 ms a call must be delayed by before a window can hold 10 absorbs the scheduling jitter of several
 * processes sharing one budget (8.5/s drew two 429s in 607 calls with two workers). Bulk registration is bound by
 * this figure (bench: bulk-registration).
 */
export const COUPANG_RATE = { capacity: 1, refillPerSecond: 8 } as const;

/** The per-vendor token bucket the Coupang client shares across every caller of one server process. */
export function createCoupangRateLimiter(
  options: { now?: () => number; sleep?: (ms: number) => Promise<void> } = {},
) {
  return createTokenBucket({ ...COUPANG_RATE, ...options });
}
