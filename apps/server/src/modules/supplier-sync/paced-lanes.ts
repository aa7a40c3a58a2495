import { setTimeout as sleep } from 'node:timers/promises';
import { createPerHostLimiter } from '../../sources/host-limiter.ts';

export interface PacedLanesOptions<T> {
  /** Items worked at once across all lanes. */
  concurrency: number;
  /** Least time between two paced requests of one lane. */
  intervalMs: number;
  /** The lane of an item (its supplier host): a lane's items are worked one after another, in order. */
  laneOf: (item: T) => string;
}

/** Waits until `at` (epoch ms); at once when it has passed. */
async function waitUntil(at: number): Promise<void> {
  const wait = at - Date.now();
  if (wait > 0) await sleep(wait);
}

/**
 * Works every item, each lane in order and up to `concurrency` items at once across lanes. `pace`, awaited by the work
 * right before its request, keeps one lane's requests at least `intervalMs` apart, counted from the end of the work
 * that made the previous request (so the host sees them that far apart however long they travel). A lane waits for
 * its next turn before it takes a shared slot, so a slow or paced host holds at most one slot and the other hosts go
 * on. Linear in the items. Every item is worked even when one fails; the first failure is thrown at the end.
 */
export async function runInPacedLanes<T>(
  items: readonly T[],
  options: PacedLanesOptions<T>,
  work: (item: T, pace: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const lanes = new Map<string, T[]>();
  for (const item of items) {
    const key = options.laneOf(item);
    const lane = lanes.get(key);
    if (lane === undefined) lanes.set(key, [item]);
    else lane.push(item);
  }
  const slots = createPerHostLimiter(options.concurrency);
  const results = await Promise.allSettled(
    [...lanes.values()].map(async (lane) => {
      let nextRequestAt = 0;
      let paced = false;
      const pace = async () => {
        // A second request of the same work (robots.txt, then the page) waits from the end of the first.
        if (paced) nextRequestAt = Date.now() + options.intervalMs;
        await waitUntil(nextRequestAt);
        paced = true;
      };
      let failure: { error: unknown } | undefined;
      for (const item of lane) {
        await waitUntil(nextRequestAt);
        const release = await slots.acquire('lanes');
        try {
          await work(item, pace);
        } catch (error) {
          failure ??= { error };
        } finally {
          release();
          // Counted from the end of the work: the host saw its request before then, however long it took to arrive.
          if (paced) nextRequestAt = Date.now() + options.intervalMs;
          paced = false;
        }
      }
      if (failure !== undefined) throw failure.error;
    }),
  );
  const rejected = results.find((result) => result.status === 'rejected');
  if (rejected !== undefined) throw rejected.reason;
}
