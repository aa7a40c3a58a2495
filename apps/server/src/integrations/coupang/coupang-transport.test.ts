import { describe, expect, it } from 'vitest';
import { createHttpClient, type OutboundRequest } from '../http-client.ts';
import { type CoupangClientDeps, createCoupangTransport, gatewayExtensionFor } from './coupang-transport.ts';

const credentials = { accessKey: 'ak', secretKey: 'sk', vendorId: 'A00012345' };
const write = { operation: '상품 등록', idempotent: false, method: 'POST', path: '/v2/products' } as const;
const read = { operation: '상품 조회', idempotent: true, method: 'GET', path: '/v2/products/1' } as const;
const ok = () => new Response('{"code":"SUCCESS","message":"","data":1}', { status: 200 });

/** A transport whose http client records each request it was given and answers from `answers` in turn. */
function transportWith(answers: (() => Response)[], overrides: Partial<CoupangClientDeps> = {}) {
  const requests: OutboundRequest[] = [];
  const wire: { authorization: string | null; extension: string | null }[] = [];
  let next = 0;
  const http = createHttpClient({
    sleep: async () => undefined,
    fetch: async (_input, init) => {
      const headers = new Headers(init?.headers);
      wire.push({
        authorization: headers.get('authorization'),
        extension: headers.get('x-extended-timeout'),
      });
      const answer = answers[Math.min(next, answers.length - 1)] ?? ok;
      next += 1;
      return answer();
    },
  });
  const transport = createCoupangTransport({
    baseUrl: 'https://gateway.test',
    http: {
      send: (request) => {
        requests.push(request);
        return http.send(request);
      },
    },
    clock: () => new Date(Date.UTC(2025, 0, 1)),
    rateLimiter: { take: async () => undefined },
    ...overrides,
  });
  return { transport, requests, wire };
}

describe('Coupang transport timeouts', () => {
  it('waits longer for a write than it asks the gateway to wait, by default', async () => {
    const { transport, requests, wire } = transportWith([ok]);
    await transport.send(credentials, write);
    const extension = Number(wire[0]?.extension);
    expect(extension).toBe(90_000);
    expect(requests[0]?.timeoutMs).toBe(95_000);
    expect(requests[0]?.timeoutMs ?? 0).toBeGreaterThan(extension);
  });

  it('shrinks the requested extension to fit inside a shorter write timeout, and drops it when it cannot help', async () => {
    const shorter = transportWith([ok], { timeouts: { writeMs: 60_000 } });
    await shorter.transport.send(credentials, write);
    expect(shorter.wire[0]?.extension).toBe('55000');
    expect(shorter.requests[0]?.timeoutMs).toBe(60_000);

    const tiny = transportWith([ok], { timeouts: { writeMs: 500 } });
    await tiny.transport.send(credentials, write);
    expect(tiny.wire[0]?.extension).toBeNull();
    expect(gatewayExtensionFor(500)).toBeUndefined();
    expect(gatewayExtensionFor(200_000)).toBe(90_000);
  });

  it('reads use the read timeout and ask for no extension', async () => {
    const { transport, requests, wire } = transportWith([ok]);
    await transport.send(credentials, read);
    expect(requests[0]?.timeoutMs).toBe(10_000);
    expect(wire[0]?.extension).toBeNull();
  });
});

describe('Coupang transport rate budget', () => {
  it('takes a vendor token and signs afresh before every attempt, retries included', async () => {
    const taken: string[] = [];
    let ms = Date.UTC(2025, 0, 1, 0, 0, 0);
    const throttled = () => new Response('{"code":"ERROR","message":"Too many requests"}', { status: 429 });
    const { transport, wire } = transportWith([throttled, throttled, ok], {
      clock: () => new Date(ms),
      rateLimiter: {
        take: async (key) => {
          taken.push(key);
          // Waiting for a token moves time on, so each attempt's signed-date differs.
          ms += 1000;
        },
      },
    });
    await transport.send(credentials, read);
    expect(taken).toEqual(['A00012345', 'A00012345', 'A00012345']);
    expect(wire.map((attempt) => /signed-date=(\S+),/.exec(attempt.authorization ?? '')?.[1])).toEqual([
      '250101T000001Z',
      '250101T000002Z',
      '250101T000003Z',
    ]);
  });
});
