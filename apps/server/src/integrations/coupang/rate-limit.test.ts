import { describe, expect, it } from 'vitest';
import { createCoupangRateLimiter } from './rate-limit.ts';

describe('Coupang rate limiter', () => {
  it('never grants more than 10 calls of one vendor in any one-second window, even to concurrent callers', async () => {
    // Virtual time: sleepers wake in order of their wake time, the clock jumping to each, so 30 concurrent takes
    // finish at once and each grant is recorded at the virtual moment it was made.
    let clock = 0;
    const sleepers: { at: number; wake: () => void }[] = [];
    const limiter = createCoupangRateLimiter({
      now: () => clock,
      sleep: (ms) => new Promise<void>((wake) => sleepers.push({ at: clock + ms, wake })),
    });
    const grants: number[] = [];
    const takes = Array.from({ length: 30 }, async () => {
      await limiter.take('A00012345');
      grants.push(clock);
    });
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await settle();
    while (sleepers.length > 0) {
      sleepers.sort((a, b) => a.at - b.at);
      const next = sleepers.shift();
      if (!next) break;
      clock = Math.max(clock, next.at);
      next.wake();
      await settle();
    }
    await Promise.all(takes);
    expect(grants).toHaveLength(30);
    for (const start of grants) {
      const inWindow = grants.filter((time) => time >= start && time < start + 1000).length;
      expect(inWindow).toBeLessThanOrEqual(10);
    }
  });

  it('sustains at least 90% of the documented 10 calls per second', async () => {
    let clock = 0;
    const limiter = createCoupangRateLimiter({
      now: () => clock,
      sleep: async (ms) => {
        clock += ms;
      },
    });
    for (let i = 0; i < 170; i += 1) await limiter.take('A00012345');
    // 170 calls at 9.5 per second after the first: under 18 seconds of virtual time.
    expect(170 / (clock / 1000)).toBeGreaterThanOrEqual(9);
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
