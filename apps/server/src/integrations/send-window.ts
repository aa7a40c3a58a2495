/** At most `calls` sends per key in any `ms` window, counted by this process's own clock when each call goes out. */
export interface SendWindowLimit {
  calls: number;
  ms: number;
}

/**
 * Holds back a call that would make more than `calls` sends of one key within `ms`, measured when calls actually
 * leave. A token bucket spaces reservations evenly, but callers that wake late (a busy event loop, a garbage
 * collection) leave together; this keeps such a bunch inside the provider's per-second limit.
 */
export function createSendWindow(
  limit: SendWindowLimit,
  options: { now?: () => number; sleep?: (ms: number) => Promise<void> } = {},
) {
  const now = options.now ?? (() => performance.now());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const sent = new Map<string, number[]>();

  return {
    async admit(key: string): Promise<void> {
      for (;;) {
        const times = sent.get(key) ?? [];
        const at = now();
        const oldest = times.length >= limit.calls ? times[times.length - limit.calls] : undefined;
        if (oldest === undefined || at - oldest >= limit.ms) {
          times.push(at);
          if (times.length > limit.calls) times.splice(0, times.length - limit.calls);
          sent.set(key, times);
          return;
        }
        await sleep(Math.ceil(limit.ms - (at - oldest)));
      }
    },
  };
}
