import { describe, expect, it } from 'vitest';
import { createNaverTokenCache, type NaverAccessToken } from './naver-token-cache.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;

function fakeIssuer(now: () => number, lifetimeMs = 3 * HOUR) {
  let issued = 0;
  return {
    get count() {
      return issued;
    },
    fetch: async (): Promise<NaverAccessToken> => {
      issued += 1;
      return { accessToken: `token-${issued}`, expiresAt: now() + lifetimeMs };
    },
  };
}

describe('createNaverTokenCache', () => {
  it('reuses a token until less than 30 minutes remain, then refreshes', async () => {
    let clock = 0;
    const cache = createNaverTokenCache({ now: () => clock });
    const issuer = fakeIssuer(() => clock);
    expect((await cache.get('app', issuer.fetch)).accessToken).toBe('token-1');
    clock += 2 * HOUR + 29 * MINUTE;
    expect((await cache.get('app', issuer.fetch)).accessToken).toBe('token-1');
    clock += 2 * MINUTE;
    expect((await cache.get('app', issuer.fetch)).accessToken).toBe('token-2');
    expect(issuer.count).toBe(2);
  });

  it('runs one refresh for many concurrent callers', async () => {
    const cache = createNaverTokenCache({ now: () => 0 });
    let release: (token: NaverAccessToken) => void = () => undefined;
    let calls = 0;
    const slowFetch = () => {
      calls += 1;
      return new Promise<NaverAccessToken>((resolve) => {
        release = resolve;
      });
    };
    const waiting = Array.from({ length: 5 }, () => cache.get('app', slowFetch));
    release({ accessToken: 'shared', expiresAt: 3 * HOUR });
    const tokens = await Promise.all(waiting);
    expect(calls).toBe(1);
    expect(new Set(tokens.map((token) => token.accessToken))).toEqual(new Set(['shared']));
  });

  it('keeps separate tokens per key', async () => {
    const cache = createNaverTokenCache({ now: () => 0 });
    const a = fakeIssuer(() => 0);
    const b = fakeIssuer(() => 0);
    await cache.get('a', a.fetch);
    await cache.get('b', b.fetch);
    await cache.get('a', a.fetch);
    expect([a.count, b.count]).toEqual([1, 1]);
  });

  it('forgets a rejected token but not a newer one', async () => {
    const cache = createNaverTokenCache({ now: () => 0 });
    const issuer = fakeIssuer(() => 0);
    await cache.get('app', issuer.fetch);
    cache.invalidate('app', 'token-1');
    expect((await cache.get('app', issuer.fetch)).accessToken).toBe('token-2');
    cache.invalidate('app', 'token-1');
    expect((await cache.get('app', issuer.fetch)).accessToken).toBe('token-2');
  });

  it('does not cache a failed refresh', async () => {
    const cache = createNaverTokenCache({ now: () => 0 });
    await expect(cache.get('app', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const issuer = fakeIssuer(() => 0);
    expect((await cache.get('app', issuer.fetch)).accessToken).toBe('token-1');
  });

  it('uses half the life of a token shorter than the margin instead of refreshing on every call', async () => {
    let clock = 0;
    const cache = createNaverTokenCache({ now: () => clock });
    const issuer = fakeIssuer(() => clock, 20 * MINUTE);
    await cache.get('app', issuer.fetch);
    clock += 9 * MINUTE;
    await cache.get('app', issuer.fetch);
    expect(issuer.count).toBe(1);
    clock += 2 * MINUTE;
    await cache.get('app', issuer.fetch);
    expect(issuer.count).toBe(2);
  });
});
