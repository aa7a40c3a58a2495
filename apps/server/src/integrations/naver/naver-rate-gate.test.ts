import { describe, expect, it } from 'vitest';
import { createNaverRateGate } from './naver-rate-gate.ts';

function rateHeaders(remaining: string, rate = '2') {
  return new Headers({ 'gncp-gw-ratelimit-remaining': remaining, 'gncp-gw-ratelimit-replenish-rate': rate });
}

describe('createNaverRateGate', () => {
  it('waits one refill interval after the gateway reports an empty bucket, per key', async () => {
    let clock = 1000;
    const waits: number[] = [];
    const gate = createNaverRateGate({
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    await gate.wait('app search');
    gate.observe('app search', rateHeaders('0', '2'));
    await gate.wait('app other');
    expect(waits).toEqual([]);
    clock += 100;
    await gate.wait('app search');
    expect(waits).toEqual([400]);
  });

  it('lets calls through while requests remain or the headers are absent', async () => {
    const waits: number[] = [];
    const gate = createNaverRateGate({ now: () => 0, sleep: async (ms) => void waits.push(ms) });
    gate.observe('k', rateHeaders('3'));
    await gate.wait('k');
    gate.observe('k', new Headers());
    await gate.wait('k');
    gate.observe('k', rateHeaders('0'));
    gate.observe('k', rateHeaders('2'));
    await gate.wait('k');
    expect(waits).toEqual([]);
  });
});
