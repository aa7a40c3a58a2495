import { describe, expect, it } from 'vitest';
import { createSendWindow } from './send-window.ts';

function clockedWindow(calls: number, ms: number) {
  let time = 0;
  const waits: number[] = [];
  const window = createSendWindow(
    { calls, ms },
    {
      now: () => time,
      sleep: async (wait) => {
        waits.push(wait);
        time += wait;
      },
    },
  );
  const advance = (by: number) => {
    time += by;
  };
  return { window, waits, advance, at: () => time };
}

describe('createSendWindow', () => {
  it('lets `calls` sends go at once and holds the next until the first is `ms` old', async () => {
    const { window, waits, at } = clockedWindow(10, 1_050);
    for (let index = 0; index < 10; index += 1) await window.admit('vendor');
    expect(waits).toEqual([]);
    await window.admit('vendor');
    expect(waits).toEqual([1_050]);
    expect(at()).toBe(1_050);
  });

  it('never has more than `calls` sends in any window, whatever the arrival pattern', async () => {
    const { window, advance, at } = clockedWindow(10, 1_000);
    const times: number[] = [];
    for (let index = 0; index < 200; index += 1) {
      // Callers that woke late arrive in bunches after a stall, as after a garbage collection.
      advance(index % 25 === 0 ? 0 : index % 7 === 0 ? 300 : 20);
      await window.admit('vendor');
      times.push(at());
    }
    for (let index = 10; index < times.length; index += 1) {
      expect((times[index] ?? 0) - (times[index - 10] ?? 0)).toBeGreaterThanOrEqual(1_000);
    }
  });

  it('counts keys apart', async () => {
    const { window, waits } = clockedWindow(1, 1_000);
    await window.admit('a');
    await window.admit('b');
    expect(waits).toEqual([]);
  });
});
