import { describe, expect, it } from 'vitest';
import { persistently } from './persistent-write.ts';

describe('persistently', () => {
  it('tries again after failures and answers the first success', async () => {
    const waited: number[] = [];
    let calls = 0;
    const result = await persistently(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('connection refused');
        return 'written';
      },
      { delaysMs: [10, 20, 40], sleep: async (ms) => void waited.push(ms) },
    );
    expect(result).toBe('written');
    expect(waited).toEqual([10, 20]);
  });

  it('gives up with the last error once every wait is spent', async () => {
    let calls = 0;
    const failing = persistently(
      async () => {
        calls += 1;
        throw new Error(`down ${calls}`);
      },
      { delaysMs: [1, 1], sleep: async () => undefined },
    );
    await expect(failing).rejects.toThrow('down 3');
  });
});
