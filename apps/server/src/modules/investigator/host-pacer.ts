/**
 * Spaces requests to one host across every crawl of this process: each `wait` reserves the next slot `delayMs` after
 * the previous one and sleeps until it. (Instances do not share slots; each keeps its own pace.)
 */
export function createHostPacer(now: () => number = Date.now) {
  const nextSlot = new Map<string, number>();

  return {
    async wait(host: string, delayMs: number, signal?: AbortSignal): Promise<void> {
      const current = now();
      const slot = Math.max(current, nextSlot.get(host) ?? 0);
      nextSlot.set(host, slot + delayMs);
      if (slot <= current) return;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, slot - current);
        signal?.addEventListener(
          'abort',
          () => {
            clearTimeout(timer);
            reject(signal.reason);
          },
          { once: true },
        );
      });
    },
  };
}

export type HostPacer = ReturnType<typeof createHostPacer>;
