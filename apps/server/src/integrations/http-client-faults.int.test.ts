import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Upstream } from '../platform/domain-errors.ts';
import { createHttpClient } from './http-client.ts';

let server: Server;
let base: string;
const hits = new Map<string, number>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"partial":');
    if (path === '/reset') setTimeout(() => request.socket.destroy(), 20);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const noSleep = async () => undefined;

describe('a provider that fails after its headers', () => {
  it('stalling mid-body ends as a clean timeout Upstream error, retried for reads', async () => {
    const started = Date.now();
    const error = await createHttpClient({ sleep: noSleep, maxRetries: 1 })
      .send({ provider: 'naver', method: 'GET', url: `${base}/stall`, idempotent: true, timeoutMs: 300 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Upstream);
    expect((error as Upstream).detail).toContain('응답하지 않았습니다');
    expect(hits.get('/stall')).toBe(2);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('a connection reset mid-body of a write is a non-retryable Upstream error, sent once', async () => {
    const error = await createHttpClient({ sleep: noSleep })
      .send({ provider: 'coupang', method: 'POST', url: `${base}/reset`, idempotent: false, timeoutMs: 2000 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Upstream);
    expect((error as Upstream).info).toEqual({ provider: 'coupang', retryable: false });
    expect(hits.get('/reset')).toBe(1);
  });

  it('runs beforeAttempt before every attempt, retries included', async () => {
    let attempts = 0;
    await createHttpClient({ sleep: noSleep, maxRetries: 2 })
      .send({
        provider: 'coupang',
        method: 'GET',
        url: `${base}/budget`,
        idempotent: true,
        timeoutMs: 100,
        beforeAttempt: async () => {
          attempts += 1;
        },
      })
      .catch(() => undefined);
    expect(attempts).toBe(3);
  });
});
