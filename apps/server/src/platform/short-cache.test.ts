import { describe, expect, it, vi } from 'vitest';
import { createShortCache } from './short-cache.ts';

describe('short-lived answer cache', () => {
  it('serves a kept answer until it is ttl old, then reads again', async () => {
    const cache = createShortCache<number>({ ttlMs: 10_000, maxEntries: 10 });
    const read = vi.fn(async () => read.mock.calls.length);
    expect(await cache.get('a', 0, read)).toBe(1);
    expect(await cache.get('a', 9_999, read)).toBe(1);
    expect(await cache.get('a', 10_000, read)).toBe(2);
    // A clock that went back reads again rather than trusting an answer from the future.
    expect(await cache.get('a', 5_000, read)).toBe(3);
  });

  it('shares one read between callers of the same key and keeps keys apart', async () => {
    const cache = createShortCache<string>({ ttlMs: 1_000, maxEntries: 10 });
    let release: (value: string) => void = () => undefined;
    const read = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const first = cache.get('a', 0, read);
    const second = cache.get('a', 1, read);
    release('answer');
    expect(await Promise.all([first, second])).toEqual(['answer', 'answer']);
    expect(read).toHaveBeenCalledTimes(1);
    expect(await cache.get('b', 2, async () => 'other')).toBe('other');
  });

  it('does not keep a failed read', async () => {
    const cache = createShortCache<string>({ ttlMs: 1_000, maxEntries: 10 });
    await expect(cache.get('a', 0, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', 1, async () => 'back')).toBe('back');
  });

  it('drops the oldest entry beyond its size', async () => {
    const cache = createShortCache<string>({ ttlMs: 1_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, 0, async () => key);
    const read = vi.fn(async () => 'again');
    expect(await cache.get('a', 1, read)).toBe('again');
    expect(await cache.get('c', 1, read)).toBe('c');
  });
});
