/** Bounds of a short-lived answer cache. */
export interface ShortCacheOptions {
  /** How long an answer is served after it was read. */
  ttlMs: number;
  maxEntries: number;
}

interface Entry<T> {
  readAt: number;
  answer: Promise<T>;
}

/**
 * Answers that may be a few seconds old (dashboards over many rows), keyed by everything that shapes them. Callers
 * asking for the same key while it is read share one read; a failed read is not kept. The oldest entry goes first
 * when the cache is full.
 */
export function createShortCache<T>(options: ShortCacheOptions) {
  const entries = new Map<string, Entry<T>>();

  return {
    get(key: string, nowMs: number, read: () => Promise<T>): Promise<T> {
      const kept = entries.get(key);
      if (kept !== undefined && nowMs - kept.readAt < options.ttlMs && nowMs >= kept.readAt)
        return kept.answer;
      entries.delete(key);
      const answer = read();
      entries.set(key, { readAt: nowMs, answer });
      answer.catch(() => {
        if (entries.get(key)?.answer === answer) entries.delete(key);
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= options.maxEntries) break;
        entries.delete(oldest);
      }
      return answer;
    },
  };
}
