import { describe, expect, it } from 'vitest';
import { Pacer } from './pacing.ts';
import { buildShopTestApp, getShop, TEST_HOST, TEST_PREFIX } from './testing.ts';

describe('Pacer', () => {
  it('allows a burst, then asks the client to wait until a token refills', () => {
    let now = 1_000_000;
    const pacer = new Pacer({ burst: 2, perSecond: 0.5 }, () => now);
    expect(pacer.take('a')).toEqual({ allowed: true });
    expect(pacer.take('a')).toEqual({ allowed: true });
    expect(pacer.take('a')).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(pacer.take('b')).toEqual({ allowed: true });
    now += 2000;
    expect(pacer.take('a')).toEqual({ allowed: true });
    expect(pacer.take('a').allowed).toBe(false);
  });

  it('rejects nonsensical settings', () => {
    expect(() => new Pacer({ burst: 0, perSecond: 1 }, Date.now)).toThrow();
    expect(() => new Pacer({ burst: 1, perSecond: 0 }, Date.now)).toThrow();
  });
});

describe('shop pacing', () => {
  it('is off by default', async () => {
    const app = await buildShopTestApp();
    try {
      for (let i = 0; i < 20; i += 1) expect((await getShop(app, 'robots.txt')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 429 with Retry-After and a Korean page when a client is too fast, per client address', async () => {
    let now = 0;
    const app = await buildShopTestApp({ now: () => now, pacing: { burst: 3, perSecond: 1 } });
    try {
      for (let i = 0; i < 3; i += 1) expect((await getShop(app, 'domeggook/list')).statusCode).toBe(200);
      const limited = await getShop(app, 'domeggook/list');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('1');
      expect(limited.body).toContain('요청이 너무 많습니다');
      const other = await app.inject({
        method: 'GET',
        url: `${TEST_PREFIX}/domeggook/list`,
        headers: { host: TEST_HOST },
        remoteAddress: '10.0.0.9',
      });
      expect(other.statusCode).toBe(200);
      now += 1000;
      expect((await getShop(app, 'domeggook/list')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
