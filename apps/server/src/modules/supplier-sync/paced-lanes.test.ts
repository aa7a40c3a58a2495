import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { runInPacedLanes } from './paced-lanes.ts';

interface Item {
  host: string;
  id: number;
}

const itemsOn = (host: string, count: number): Item[] =>
  Array.from({ length: count }, (_, id) => ({ host, id }));

describe('runInPacedLanes (supplier sync reads)', () => {
  it('keeps one host’s paced requests an interval apart while other hosts go on', async () => {
    const started = Date.now();
    const requests: Record<string, number[]> = {};
    await runInPacedLanes(
      [...itemsOn('a.test', 4), ...itemsOn('b.test', 4)],
      { concurrency: 8, intervalMs: 80, laneOf: (item) => item.host },
      async (item, pace) => {
        await pace();
        requests[item.host] = [...(requests[item.host] ?? []), Date.now() - started];
      },
    );
    for (const times of Object.values(requests)) {
      expect(times).toHaveLength(4);
      for (let index = 1; index < times.length; index += 1) {
        expect((times[index] ?? 0) - (times[index - 1] ?? 0)).toBeGreaterThanOrEqual(79);
      }
    }
    // Both hosts start at once: the pacing is per host, not for the run.
    expect(requests['b.test']?.[0]).toBeLessThan(60);
  });

  it('keeps two paced requests of one item (robots.txt, then the page) an interval apart', async () => {
    const times: number[] = [];
    await runInPacedLanes(
      itemsOn('a.test', 1),
      { concurrency: 1, intervalMs: 80, laneOf: (item) => item.host },
      async (_item, pace) => {
        await pace();
        times.push(Date.now());
        await pace();
        times.push(Date.now());
      },
    );
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(79);
  });

  it('never works more than `concurrency` items at once, and a slow host holds one slot only', async () => {
    let inFlight = 0;
    let most = 0;
    const finished: string[] = [];
    await runInPacedLanes(
      [...itemsOn('slow.test', 3), ...itemsOn('b.test', 6), ...itemsOn('c.test', 6)],
      { concurrency: 2, intervalMs: 0, laneOf: (item) => item.host },
      async (item) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await sleep(item.host === 'slow.test' ? 150 : 5);
        inFlight -= 1;
        finished.push(item.host);
      },
    );
    expect(most).toBe(2);
    // The fast hosts were all worked (on the other slot) before the slow host's second item was done.
    expect(finished.slice(0, 13).filter((host) => host === 'slow.test').length).toBeLessThanOrEqual(1);
  });

  it('works every item when one fails, then throws the failure', async () => {
    const worked: number[] = [];
    const run = runInPacedLanes(
      itemsOn('a.test', 3),
      { concurrency: 1, intervalMs: 0, laneOf: (item) => item.host },
      async (item) => {
        worked.push(item.id);
        if (item.id === 0) throw new Error('broken draft');
      },
    );
    await expect(run).rejects.toThrow('broken draft');
    expect(worked).toEqual([0, 1, 2]);
  });
});
