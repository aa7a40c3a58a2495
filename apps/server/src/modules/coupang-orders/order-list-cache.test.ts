import { describe, expect, it } from 'vitest';
import { createOrderListCache } from './order-list-cache.ts';

function cacheOn(maxEntries = 3) {
  const clock = { now: new Date('2025-07-20T03:00:00Z') };
  const cache = createOrderListCache<string>({ ttlMs: 30_000, maxEntries, now: () => clock.now });
  const advance = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  let loads = 0;
  const load = (answer: string) => () => {
    loads += 1;
    return Promise.resolve(answer);
  };
  return { cache, advance, load, loads: () => loads };
}

describe('order list cache', () => {
  it('keeps an answer for its time to live, per key', async () => {
    const { cache, advance, load, loads } = cacheOn();
    expect(await cache.get('a', load('first'))).toBe('first');
    advance(29_999);
    expect(await cache.get('a', load('second'))).toBe('first');
    expect(await cache.get('b', load('other'))).toBe('other');
    advance(1);
    expect(await cache.get('a', load('third'))).toBe('third');
    expect(loads()).toBe(3);
  });

  it('replaces a kept answer on request and keeps the new one from then on', async () => {
    const { cache, advance, load, loads } = cacheOn();
    await cache.get('a', load('first'));
    advance(10_000);
    expect(await cache.replace('a', load('fresh'))).toBe('fresh');
    advance(29_999);
    expect(await cache.get('a', load('unused'))).toBe('fresh');
    expect(loads()).toBe(2);
  });

  it('holds at most maxEntries, dropping the oldest first, and drops expired ones as it goes', async () => {
    const { cache, advance, load } = cacheOn(3);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, load(key));
    expect(cache.size).toBe(3);
    expect(await cache.get('a', load('a again'))).toBe('a again');
    expect(await cache.get('d', load('d again'))).toBe('d');
    advance(30_000);
    await cache.get('e', load('e'));
    expect(cache.size).toBe(1);
  });

  it('shares a load in flight and forgets a failed one', async () => {
    const { cache } = cacheOn();
    let release: (value: string) => void = () => undefined;
    let calls = 0;
    const slow = () => {
      calls += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const both = Promise.all([cache.get('a', slow), cache.get('a', slow)]);
    release('once');
    expect(await both).toEqual(['once', 'once']);
    expect(calls).toBe(1);

    await expect(cache.get('b', () => Promise.reject(new Error('wing down')))).rejects.toThrow('wing down');
    expect(await cache.get('b', () => Promise.resolve('recovered'))).toBe('recovered');
  });
});
