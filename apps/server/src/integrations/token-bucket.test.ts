import { describe, expect, it } from 'vitest';
import { createTokenBucket } from './token-bucket.ts';

describe('createTokenBucket', () => {
  it('lets a burst through, then spaces requests at the refill rate, per key', async () => {
    let clock = 0;
    const waits: number[] = [];
    const bucket = createTokenBucket({
      capacity: 2,
      refillPerSecond: 4,
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    await bucket.take('vendor-a');
    await bucket.take('vendor-a');
    expect(waits).toEqual([]);
    await bucket.take('vendor-a');
    expect(waits).toEqual([250]);
    await bucket.take('vendor-b');
    expect(waits).toEqual([250]);
  });
});
