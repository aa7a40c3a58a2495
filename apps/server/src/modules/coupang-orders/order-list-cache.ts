/** A small in-process cache of answers by key: each kept for `ttlMs`, at most `maxEntries` at once. */
export function createOrderListCache<T>(options: { ttlMs: number; maxEntries: number; now: () => Date }) {
  // Insertion order is expiry order (one ttl for all), so the oldest entries are always first.
  const entries = new Map<string, { expiresAt: number; answer: Promise<T> }>();

  function evict(now: number): void {
    for (const [key, entry] of entries) {
      if (entry.expiresAt > now && entries.size < options.maxEntries) return;
      entries.delete(key);
    }
  }

  /** `load()`'s answer, kept from now on in place of whatever `key` held. */
  function replace(key: string, load: () => Promise<T>): Promise<T> {
    const now = options.now().getTime();
    entries.delete(key);
    evict(now);
    const entry = { expiresAt: now + options.ttlMs, answer: load() };
    entries.set(key, entry);
    entry.answer.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.answer;
  }

  return {
    /**
     * The kept answer of `key`, or `load()`'s, kept from now on. A load in flight is shared by every caller of the
     * key; a failed one is forgotten, so the next call tries again.
     */
    get(key: string, load: () => Promise<T>): Promise<T> {
      const kept = entries.get(key);
      if (kept !== undefined && kept.expiresAt > options.now().getTime()) return kept.answer;
      return replace(key, load);
    },

    /** A fresh `load()` kept in place of the key's answer, however new (a refresh the user asked for). */
    replace,

    /** How many answers are kept (expired ones not yet evicted included). */
    get size(): number {
      return entries.size;
    },
  };
}
