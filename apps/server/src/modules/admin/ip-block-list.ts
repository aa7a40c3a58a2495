import type { IpBansRepo } from './ip-bans.repo.ts';

export interface IpBlockList {
  has(ip: string): boolean;
  /** Applies this instance's own change at once (others see it at their next poll). */
  add(ip: string): void;
  delete(ip: string): void;
  clear(): void;
  /** Reloads the list now, whatever the version says. */
  reload(): Promise<void>;
  start(): Promise<void>;
  stop(): void;
  readonly size: number;
}

/**
 * The blocked IPs held in memory so the guard costs one set lookup per request. Each instance polls the list's
 * version (one single-row read, every `pollIntervalMs`) and reloads when it moved, so a block made on any instance,
 * or by hand in SQL, holds everywhere within a poll interval.
 */
export function createIpBlockList(deps: {
  repo: IpBansRepo;
  pollIntervalMs: number;
  onError?: (error: unknown) => void;
}): IpBlockList {
  let blocked = new Set<string>();
  let seenVersion: number | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function refresh(force: boolean): Promise<void> {
    // The version is read before the list: a change in between moves it again and is reloaded next time.
    const version = await deps.repo.version();
    if (!force && version === seenVersion) return;
    blocked = new Set(await deps.repo.allAddresses());
    seenVersion = version;
  }

  return {
    has: (ip) => blocked.has(ip),
    add: (ip) => {
      blocked.add(ip);
    },
    delete: (ip) => {
      blocked.delete(ip);
    },
    clear: () => blocked.clear(),
    reload: () => refresh(true),
    async start() {
      await refresh(true);
      timer = setInterval(() => {
        refresh(false).catch((error: unknown) => deps.onError?.(error));
      }, deps.pollIntervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
    get size() {
      return blocked.size;
    },
  };
}
