/** Bounds of the page cache; `maxEntries: 0` turns it off (the benchmark measures the list without it). */
export interface PageCacheOptions {
  maxEntries: number;
  /** Rows held over all entries: a 100-row page of large drafts must not let the cache grow without bound. */
  maxRows: number;
}

export const defaultPageCacheOptions: PageCacheOptions = { maxEntries: 500, maxRows: 20_000 };

interface Entry<Row> {
  versions: string;
  rows: Row[];
}

/**
 * An in-process LRU of list pages. Each entry keeps the version vector of the counts rows it was read under; a page is
 * served only while the vector read now is the same, so it is never stale, even with several server instances (the
 * versions live in the database and every insert, update or delete of a listed row moves one).
 */
export function createPageCache<Row>(options: PageCacheOptions = defaultPageCacheOptions) {
  const entries = new Map<string, Entry<Row>>();
  let heldRows = 0;

  function remove(key: string, entry: Entry<Row>) {
    entries.delete(key);
    heldRows -= entry.rows.length;
  }

  return {
    /** The cached rows when they were read under exactly `versions`; a stale entry is dropped. */
    get(key: string, versions: string): Row[] | undefined {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      remove(key, entry);
      if (entry.versions !== versions) return undefined;
      // Re-inserting moves the entry to the most recently used end of the map's order.
      entries.set(key, entry);
      heldRows += entry.rows.length;
      return entry.rows;
    },

    set(key: string, versions: string, rows: Row[]): void {
      if (options.maxEntries <= 0 || rows.length > options.maxRows) return;
      const previous = entries.get(key);
      if (previous !== undefined) remove(key, previous);
      entries.set(key, { versions, rows });
      heldRows += rows.length;
      for (const [oldestKey, oldest] of entries) {
        if (entries.size <= options.maxEntries && heldRows <= options.maxRows) break;
        remove(oldestKey, oldest);
      }
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type PageCache<Row> = ReturnType<typeof createPageCache<Row>>;
