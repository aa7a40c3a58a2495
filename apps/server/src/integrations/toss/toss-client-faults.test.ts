import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Upstream } from '../../platform/domain-errors.ts';
import { createHttpClient } from '../http-client.ts';
import { createTossClient } from './toss-client.ts';

const secretKey = 'test_sk_faultTestSecretKey0000000000';
let server: Server | undefined;
const hanging: ServerResponse[] = [];

afterEach(async () => {
  for (const response of hanging.splice(0)) response.destroy();
  // Idle keep-alive sockets would otherwise hold close() open for seconds.
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A local server answering every request with `handle`; returns its base URL and a request counter. */
async function serve(handle: (response: ServerResponse) => void) {
  const counter = { requests: 0 };
  server = createServer((request, response) => {
    counter.requests += 1;
    request.resume();
    handle(response);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, counter };
}

function client(baseUrl: string, options: { maxResponseBytes?: number } = {}) {
  const http = createHttpClient({ maxRetries: 1, baseDelayMs: 1, ...options });
  return createTossClient({ baseUrl, secretKey, http, timeoutMs: 150 });
}

async function failure(promise: Promise<unknown>): Promise<Upstream> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof Upstream)) throw new Error(`expected Upstream, got ${String(error)}`);
  expect(`${error.detail} ${JSON.stringify(error.info)}`).not.toContain(secretKey);
  return error;
}

const confirm = {
  paymentKey: 'pk',
  orderId: 'order_0001',
  amount: 1000,
  idempotencyKey: 'confirm-order_0001',
};

describe('Toss client against a misbehaving server', () => {
  it('gives up on a hanging server within the timeout, retrying the idempotent confirm once', async () => {
    const { baseUrl, counter } = await serve((response) => void hanging.push(response));
    const started = performance.now();
    const error = await failure(client(baseUrl).confirmPayment(confirm));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(error.detail).toContain('응답하지 않았습니다');
    expect(error.info).toEqual({ provider: 'toss', retryable: true });
    expect(counter.requests).toBe(2);
  });

  it('turns a plain 500 into Upstream with the status after the retry budget', async () => {
    const { baseUrl, counter } = await serve((response) =>
      response.writeHead(500).end('Internal Server Error'),
    );
    const error = await failure(client(baseUrl).getPayment('pk'));
    expect(error.info).toEqual({ provider: 'toss', httpStatus: 500, retryable: true });
    expect(error.detail).toContain('HTTP 500');
    expect(counter.requests).toBe(2);
  });

  it('keeps Toss’s code from a JSON 500', async () => {
    const body = JSON.stringify({
      code: 'FAILED_INTERNAL_SYSTEM_PROCESSING',
      message: '내부 시스템 처리 작업이 실패했습니다.',
    });
    const { baseUrl } = await serve((response) =>
      response.writeHead(500, { 'content-type': 'application/json' }).end(body),
    );
    const error = await failure(client(baseUrl).getPaymentByOrderId('order_0001'));
    expect(error.info.providerCode).toBe('FAILED_INTERNAL_SYSTEM_PROCESSING');
    expect(error.detail).toBe('내부 시스템 처리 작업이 실패했습니다.');
  });

  it('reports garbage in a 200 as an unreadable answer', async () => {
    const { baseUrl } = await serve((response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"paymentKey": <oops>'),
    );
    const error = await failure(client(baseUrl).getPayment('pk'));
    expect(error.detail).toBe('토스페이먼츠 서버의 응답을 해석하지 못했습니다. (HTTP 200)');
    expect(error.info.httpStatus).toBe(200);
  });

  it('reports well-formed JSON of the wrong shape', async () => {
    const { baseUrl } = await serve((response) => response.writeHead(200).end('{"hello":"world"}'));
    const error = await failure(client(baseUrl).getPayment('pk'));
    expect(error.detail).toContain('결제 정보 응답 형식이 예상과 다릅니다');
  });

  it('refuses an oversized body', async () => {
    const { baseUrl } = await serve((response) => response.writeHead(200).end('x'.repeat(10_000)));
    const error = await failure(client(baseUrl, { maxResponseBytes: 1024 }).getPayment('pk'));
    expect(error.detail).toContain('너무 큽니다');
  });
});
