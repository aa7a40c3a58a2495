import { describe, expect, it } from 'vitest';
import { persistently } from './persistent-write.ts';

/** What the pg driver throws while the server is away. */
const databaseAway = (message: string) => Object.assign(new Error(message), { code: 'ECONNREFUSED' });

describe('persistently', () => {
  it('tries again after failures and answers the first success', async () => {
    const waited: number[] = [];
    let calls = 0;
    const result = await persistently(
      async () => {
        calls += 1;
        if (calls < 3) throw databaseAway('connection refused');
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
        throw databaseAway(`down ${calls}`);
      },
      { delaysMs: [1, 1], sleep: async () => undefined },
    );
    await expect(failing).rejects.toThrow('down 3');
  });

  it('throws an error that is not the database being away at once, without waiting', async () => {
    const waited: number[] = [];
    let calls = 0;
    const failing = persistently(
      async () => {
        calls += 1;
        throw Object.assign(new Error('duplicate key'), { code: '23505' });
      },
      { delaysMs: [10, 20], sleep: async (ms) => void waited.push(ms) },
    );
    await expect(failing).rejects.toThrow('duplicate key');
    expect(calls).toBe(1);
    expect(waited).toEqual([]);
  });
});
