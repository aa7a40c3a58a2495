import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.ts';

describe('createPageCache', () => {
  it('serves an entry only under the versions it was stored with, and drops a stale one', () => {
    const cache = createPageCache<number>({ maxEntries: 10, maxRows: 100 });
    cache.set('page', 'v1', [1, 2]);
    expect(cache.get('page', 'v1')).toEqual([1, 2]);
    expect(cache.get('page', 'v2')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.get('page', 'v1')).toBeUndefined();
  });

  it('evicts the least recently used entry beyond the entry bound', () => {
    const cache = createPageCache<number>({ maxEntries: 2, maxRows: 100 });
    cache.set('a', 'v', [1]);
    cache.set('b', 'v', [2]);
    expect(cache.get('a', 'v')).toEqual([1]);
    cache.set('c', 'v', [3]);
    expect(cache.get('b', 'v')).toBeUndefined();
    expect(cache.get('a', 'v')).toEqual([1]);
    expect(cache.get('c', 'v')).toEqual([3]);
  });

  it('keeps the rows held over all entries under the row bound', () => {
    const cache = createPageCache<number>({ maxEntries: 10, maxRows: 5 });
    cache.set('a', 'v', [1, 2, 3]);
    cache.set('b', 'v', [4, 5]);
    cache.set('c', 'v', [6]);
    expect(cache.get('a', 'v')).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.set('too-big', 'v', [1, 2, 3, 4, 5, 6]);
    expect(cache.get('too-big', 'v')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('stores nothing when turned off', () => {
    const cache = createPageCache<number>({ maxEntries: 0, maxRows: 100 });
    cache.set('a', 'v', [1]);
    expect(cache.get('a', 'v')).toBeUndefined();
  });

  it('replaces an entry stored again under the same key', () => {
    const cache = createPageCache<number>({ maxEntries: 10, maxRows: 3 });
    cache.set('a', 'v1', [1, 2]);
    cache.set('a', 'v2', [3, 4]);
    expect(cache.size).toBe(1);
    expect(cache.get('a', 'v2')).toEqual([3, 4]);
  });
});
