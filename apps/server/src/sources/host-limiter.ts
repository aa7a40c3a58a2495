export type ReleaseSlot = () => void;

export interface PerHostLimiter {
  /**
   * Waits for one of the host's slots (first come, first served) and returns the function that gives it back.
   * Rejects with the signal's reason, leaving the queue, when the signal aborts first.
   */
  acquire(host: string, signal?: AbortSignal): Promise<ReleaseSlot>;
}

interface HostState {
  active: number;
  waiting: Array<() => void>;
}

/** A counting semaphore per host name, so one supplier never sees more than `limit` requests from us at once. */
export function createPerHostLimiter(limit: number): PerHostLimiter {
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`per-host limit must be a positive integer: ${limit}`);
  const hosts = new Map<string, HostState>();

  const stateOf = (host: string): HostState => {
    const existing = hosts.get(host);
    if (existing) return existing;
    const created: HostState = { active: 0, waiting: [] };
    hosts.set(host, created);
    return created;
  };

  const releaseFor = (host: string, state: HostState): ReleaseSlot => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = state.waiting.shift();
      // The slot passes straight to the next waiter, so `active` stays the same and nobody can jump the queue.
      if (next) return next();
      state.active -= 1;
      if (state.active === 0) hosts.delete(host);
    };
  };

  return {
    acquire(host, signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      const state = stateOf(host);
      if (state.active < limit) {
        state.active += 1;
        return Promise.resolve(releaseFor(host, state));
      }
      return new Promise<ReleaseSlot>((resolve, reject) => {
        const onAbort = () => {
          state.waiting.splice(state.waiting.indexOf(grant), 1);
          reject(signal?.reason);
        };
        const grant = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(releaseFor(host, state));
        };
        state.waiting.push(grant);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
  };
}
