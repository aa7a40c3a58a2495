import { describe, expect, it } from 'vitest';
import { Upstream } from '../platform/domain-errors.ts';
import { createHttpClient, parseProviderJson } from './http-client.ts';

type Step = Response | Error;

function scriptedFetch(steps: Step[]) {
  const calls: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    calls.push(String(input));
    const step = steps.shift();
    if (!step) throw new Error('no more steps');
    if (step instanceof Error) throw step;
    return step;
  }) as typeof fetch;
  return { fetchImpl, calls };
}

const noSleep = async () => undefined;
const read = { provider: 'coupang', method: 'GET', url: 'http://x/a', idempotent: true } as const;
const write = { ...read, method: 'POST', idempotent: false } as const;

describe('createHttpClient', () => {
  it('retries reads after 5xx, 429 and network failures, then returns the answer', async () => {
    const { fetchImpl, calls } = scriptedFetch([
      new Response('busy', { status: 503 }),
      new TypeError('fetch failed'),
      new Response('{"ok":true}', { status: 200 }),
    ]);
    const client = createHttpClient({ fetch: fetchImpl, sleep: noSleep });
    const response = await client.send(read);
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(3);
  });

  it('never retries a write: the first 500 goes back to the caller', async () => {
    const { fetchImpl, calls } = scriptedFetch([new Response('oops', { status: 500 })]);
    const response = await createHttpClient({ fetch: fetchImpl, sleep: noSleep }).send(write);
    expect(response.status).toBe(500);
    expect(calls).toHaveLength(1);
  });

  it('repeats a throttled write after Retry-After where the gateway refused it unseen, and only there', async () => {
    const throttled = () => new Response('', { status: 429, headers: { 'retry-after': '1' } });
    const waits: number[] = [];
    const gateway = scriptedFetch([throttled(), new Response('{"code":"SUCCESS"}', { status: 200 })]);
    const response = await createHttpClient({
      fetch: gateway.fetchImpl,
      sleep: async (ms) => void waits.push(ms),
    }).send({ ...write, retryThrottled: true });
    expect(response.status).toBe(200);
    expect(gateway.calls).toHaveLength(2);
    expect(waits).toEqual([1000]);

    const other = scriptedFetch([throttled()]);
    const answer = await createHttpClient({ fetch: other.fetchImpl, sleep: noSleep }).send(write);
    expect(answer.status).toBe(429);
    expect(other.calls).toHaveLength(1);
  });

  it('turns a network failure of a write into a non-retryable Upstream error in Korean', async () => {
    const { fetchImpl } = scriptedFetch([new TypeError('fetch failed')]);
    const error = await createHttpClient({ fetch: fetchImpl, sleep: noSleep })
      .send(write)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Upstream);
    expect((error as Upstream).detail).toContain('쿠팡 서버에 연결하지 못했습니다');
    expect((error as Upstream).info).toEqual({ provider: 'coupang', retryable: false });
  });

  it('gives up on a read after the retry budget and reports a timeout', async () => {
    const timeout = new DOMException('timed out', 'TimeoutError');
    const { fetchImpl, calls } = scriptedFetch([timeout, timeout, timeout]);
    const error = await createHttpClient({ fetch: fetchImpl, sleep: noSleep, maxRetries: 2 })
      .send({ ...read, timeoutMs: 3000 })
      .catch((e: unknown) => e);
    expect(calls).toHaveLength(3);
    expect((error as Upstream).detail).toContain('3초 안에 응답하지 않았습니다');
    expect((error as Upstream).info.retryable).toBe(true);
  });

  it('waits as long as Retry-After says, capped', async () => {
    const waits: number[] = [];
    const { fetchImpl } = scriptedFetch([
      new Response('', { status: 429, headers: { 'retry-after': '2' } }),
      new Response('ok', { status: 200 }),
    ]);
    await createHttpClient({ fetch: fetchImpl, sleep: async (ms) => void waits.push(ms) }).send(read);
    expect(waits).toEqual([2000]);
  });

  it('refuses an oversized body', async () => {
    const { fetchImpl } = scriptedFetch([new Response('x'.repeat(100), { status: 200 })]);
    const error = await createHttpClient({ fetch: fetchImpl, maxResponseBytes: 10 })
      .send(read)
      .catch((e: unknown) => e);
    expect((error as Upstream).detail).toContain('너무 큽니다');
  });
});

describe('parseProviderJson', () => {
  it('parses JSON and reports garbage as an Upstream error with the status', () => {
    const headers = new Headers();
    expect(parseProviderJson('naver', { status: 200, headers, text: '{"a":1}' })).toEqual({ a: 1 });
    expect(() => parseProviderJson('naver', { status: 200, headers, text: '<html>' })).toThrow(
      /네이버 커머스 서버의 응답을 해석하지 못했습니다/,
    );
  });
});
