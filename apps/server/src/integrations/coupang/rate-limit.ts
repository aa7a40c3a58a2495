import { createSendWindow } from '../send-window.ts';
import { createTokenBucket, type TokenBucket } from '../token-bucket.ts';

/**
 * Coupang throttles a vendor that makes "more than 10 calls per second" across all APIs. A bucket of 1 refilled at
 * 9.5 per second sustains 95% of the documented rate. Its reservations are evenly spaced, but calls that wake late
 * leave together; the send window holds them to 10 calls in any 1,050 ms as they go out, so a bunch stays under the
 * limit with 50 ms to spare for the way to Coupang. The shared bucket keeps that window in the database for every
 * process (at 8.5/s without a window, two workers drew two 429s in 607 calls; with a window per process, one in 616).
 * Bulk registration is bound by this figure (bench: bulk-registration).
 */
export const COUPANG_RATE = { capacity: 1, refillPerSecond: 9.5, window: { calls: 10, ms: 1_050 } } as const;

/**
 * The budget every process on the database shares (the app's marketplace clients). Calls of several processes reach
 * Coupang with more spread than one process's (each event loop adds its delay after the database admitted the call):
 * with 50 ms to spare, two workers still drew one 429 in 616 calls twice in three CI runs. 10 calls per 1,200 ms
 * leaves 200 ms, and the bucket refills at the same pace so callers seldom queue on the window: about 83% of the
 * documented rate.
 */
export const COUPANG_SHARED_RATE = {
  capacity: 1,
  refillPerSecond: 8.3,
  window: { calls: 10, ms: 1_200 },
} as const;

/** The per-vendor token bucket the Coupang client shares across every caller of one server process. */
export function createCoupangRateLimiter(
  options: { now?: () => number; sleep?: (ms: number) => Promise<void> } = {},
): TokenBucket {
  const bucket = createTokenBucket({ ...COUPANG_RATE, ...options });
  const sendWindow = createSendWindow(COUPANG_RATE.window, options);
  return {
    async take(key) {
      await bucket.take(key);
      await sendWindow.admit(key);
    },
  };
}
