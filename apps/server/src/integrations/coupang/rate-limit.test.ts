import { describe, expect, it } from 'vitest';
import { createCoupangRateLimiter } from './rate-limit.ts';

describe('Coupang rate limiter', () => {
  it('never grants more than 9 calls of one vendor in any one-second window, even to concurrent callers', async () => {
    let clock = 0;
    const grants: number[] = [];
    // Virtual time: sleeping moves the clock forward, so 30 concurrent takes finish instantly and deterministically.
    const limiter = createCoupangRateLimiter({
      now: () => clock,
      sleep: async (ms) => {
        const wakeAt = clock + ms;
        await Promise.resolve();
        clock = Math.max(clock, wakeAt);
      },
    });
    await Promise.all(
      Array.from({ length: 30 }, async () => {
        await limiter.take('A00012345');
        grants.push(clock);
      }),
    );
    expect(grants).toHaveLength(30);
    for (const start of grants) {
      const inWindow = grants.filter((time) => time >= start && time < start + 1000).length;
      expect(inWindow).toBeLessThanOrEqual(9);
    }
  });

  it('sustains at least 80% of the documented 10 calls per second', async () => {
    let clock = 0;
    const limiter = createCoupangRateLimiter({
      now: () => clock,
      sleep: async (ms) => {
        clock += ms;
      },
    });
    for (let i = 0; i < 170; i += 1) await limiter.take('A00012345');
    // 170 calls at 8 per second after the first: 21 seconds of virtual time.
    expect(170 / (clock / 1000)).toBeGreaterThanOrEqual(8);
  });

  it('keeps vendors apart', async () => {
    let clock = 0;
    const limiter = createCoupangRateLimiter({
      now: () => clock,
      sleep: async (ms) => {
        clock += ms;
      },
    });
    await limiter.take('A');
    await limiter.take('B');
    expect(clock).toBe(0);
    await limiter.take('A');
    expect(clock).toBeGreaterThan(0);
  });
});
