import { describe, expect, it } from 'vitest';
import { Upstream } from '../../platform/domain-errors.ts';
import { inBatches, NAVER_ORDER_CHANGE_BATCH, NO_ANSWER } from './naver-order-batches.ts';

const ids = (count: number, from = 1) => Array.from({ length: count }, (_, i) => String(from + i));
const lost = () => new Upstream('연결이 끊겼습니다.', { provider: 'naver', retryable: false });

describe('inBatches (confirm and dispatch batching)', () => {
  it('sends 30 rows per call and keeps only answers about the rows asked', async () => {
    const calls: string[][] = [];
    const result = await inBatches(
      ids(31),
      (id) => id,
      async (batch) => {
        calls.push(batch);
        return {
          succeeded: [...batch.slice(1), '999', batch[1] ?? ''],
          failed: [{ productOrderId: '888', code: 'X', message: '' }],
        };
      },
    );
    expect(calls.map((batch) => batch.length)).toEqual([NAVER_ORDER_CHANGE_BATCH, 1]);
    expect(result.succeeded).toEqual(ids(29, 2));
    expect(result.failed.map((row) => [row.productOrderId, row.code])).toEqual([
      ['1', NO_ANSWER],
      ['31', NO_ANSWER],
    ]);
  });

  it('throws when the first call fails, and marks the rest NO_ANSWER without repeating a later one', async () => {
    await expect(
      inBatches(
        ids(3),
        (id) => id,
        async () => {
          throw lost();
        },
      ),
    ).rejects.toThrow('연결');
    let calls = 0;
    const result = await inBatches(
      ids(70),
      (id) => id,
      async (batch) => {
        calls += 1;
        if (calls === 2) throw lost();
        return { succeeded: batch, failed: [] };
      },
    );
    expect(calls).toBe(2);
    expect(result.succeeded).toEqual(ids(30));
    expect(result.failed).toHaveLength(40);
    expect(result.failed.every((row) => row.code === NO_ANSWER && row.message.includes('연결'))).toBe(true);
  });
});
