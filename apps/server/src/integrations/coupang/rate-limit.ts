import { createTokenBucket } from '../token-bucket.ts';

/**
 * Coupang throttles a vendor that makes "more than 10 calls per second" across all APIs. A bucket of 3 refilled at
 * 6 per second allows at most 3 + 6 = 9 calls in any one-second window, leaving room for network jitter.
 */
export const COUPANG_RATE = { capacity: 3, refillPerSecond: 6 } as const;

/** The per-vendor token bucket the Coupang client shares across every caller of one server process. */
export function createCoupangRateLimiter(
  options: { now?: () => number; sleep?: (ms: number) => Promise<void> } = {},
) {
  return createTokenBucket({ ...COUPANG_RATE, ...options });
}
