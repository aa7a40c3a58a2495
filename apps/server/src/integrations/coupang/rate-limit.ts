import { createTokenBucket } from '../token-bucket.ts';

/**
 * Coupang throttles a vendor that makes "more than 10 calls per second" across all APIs. A bucket of 1 refilled at
 * 8.5 per second allows at most 1 + 8.5 calls (so 9) in any one-second window while sustaining 85% of the documented
 * rate; bulk registration is bound by this figure (bench: bulk-registration).
 */
export const COUPANG_RATE = { capacity: 1, refillPerSecond: 8.5 } as const;

/** The per-vendor token bucket the Coupang client shares across every caller of one server process. */
export function createCoupangRateLimiter(
  options: { now?: () => number; sleep?: (ms: number) => Promise<void> } = {},
) {
  return createTokenBucket({ ...COUPANG_RATE, ...options });
}
