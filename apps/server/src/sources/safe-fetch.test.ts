import type { ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type LoopbackServer, startLoopbackServer } from './loopback-server.test-helper.ts';
import {
  createSafeFetcher,
  defaultUserAgent,
  type SafeFetcher,
  type SafeFetcherOptions,
} from './safe-fetch.ts';
import { SourceFetchError } from './source-fetch-error.ts';
import type { Resolver } from './vetted-lookup.ts';

const page = Buffer.from('<html><head><title>상품</title></head><body>도매꾹 상품 상세</body></html>');
let server: LoopbackServer;
let inFlight = 0;
let maxInFlight = 0;
let streamedBytes = 0;
let streamClosed: Promise<void> = Promise.resolve();
const fetchers: SafeFetcher[] = [];

function stream(response: ServerResponse) {
  // Writes until the client goes away, honouring backpressure, so the bytes written show what the client read.
  streamClosed = new Promise((resolve) => response.on('close', () => resolve()));
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const pump = () => {
    while (!response.destroyed) {
      streamedBytes += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', pump);
    }
  };
  response.writeHead(200, { 'content-type': 'text/html' });
  pump();
}

beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    const path = request.url ?? '';
    if (path === '/allowed/page') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-shop': 'demo' });
      return void response.end(page);
    }
    if (path === '/allowed/versioned') {
      const fresh = request.headers['if-none-match'] === '"v1"';
      response.writeHead(fresh ? 304 : 200, {
        etag: '"v1"',
        'last-modified': 'Sat, 28 Nov 2026 09:00:00 GMT',
      });
      return void response.end(fresh ? undefined : page);
    }
    if (path === '/allowed/gzip') {
      response.writeHead(200, { 'content-encoding': 'gzip' });
      return void response.end(zlib.gzipSync(page));
    }
    if (path === '/allowed/br') {
      response.writeHead(200, { 'content-encoding': 'br' });
      return void response.end(zlib.brotliCompressSync(page));
    }
    if (path === '/allowed/missing') {
      response.writeHead(404, { 'content-type': 'text/html' });
      return void response.end('없는 상품');
    }
    const hop = /^\/allowed\/chain\/(\d)$/.exec(path);
    if (hop) {
      const left = Number(hop[1]);
      if (left === 0) return void response.end('end of chain');
      response.writeHead(302, { location: `/allowed/chain/${left - 1}`, 'set-cookie': 'session=abc' });
      return void response.end();
    }
    if (path === '/allowed/endless') return stream(response);
    if (path === '/allowed/declared-huge') {
      response.writeHead(200, { 'content-length': String(10 * 1024 * 1024) });
      return void response.write('a');
    }
    if (path === '/allowed/silent') return;
    if (path === '/allowed/drip') {
      response.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => response.write('.'), 50);
      return void response.on('close', () => clearInterval(timer));
    }
    if (path === '/allowed/slow') {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      return void setTimeout(() => {
        inFlight -= 1;
        response.end('ok');
      }, 150);
    }
    response.writeHead(500);
    response.end();
  });
});

afterAll(() => server.close());
afterEach(async () => {
  await Promise.all(fetchers.splice(0).map((fetcher) => fetcher.close()));
});

function fetcher(options: SafeFetcherOptions = {}): SafeFetcher {
  const created = createSafeFetcher({ allowedPrefixes: [`${server.origin}/allowed/`], ...options });
  fetchers.push(created);
  return created;
}

async function failure(promise: Promise<unknown>): Promise<SourceFetchError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof SourceFetchError) return error;
  throw new Error(`expected a SourceFetchError, got ${String(error)}`);
}

describe('createSafeFetcher under an allowed prefix', () => {
  it('fetches a page and reports status, headers and body', async () => {
    const result = await fetcher().fetch(`${server.origin}/allowed/page#top`);
    expect(result).toMatchObject({
      url: `${server.origin}/allowed/page`,
      status: 200,
      contentType: 'text/html; charset=utf-8',
      redirects: [],
    });
    expect(result.headers['x-shop']).toBe('demo');
    expect(result.body).toEqual(page);
  });

  it('returns non-2xx answers for the caller to judge', async () => {
    const result = await fetcher().fetch(`${server.origin}/allowed/missing`);
    expect(result.status).toBe(404);
    expect(result.body.toString()).toBe('없는 상품');
  });

  it.each(['gzip', 'br'])('decodes a %s body', async (encoding) => {
    expect((await fetcher().fetch(`${server.origin}/allowed/${encoding}`)).body).toEqual(page);
  });

  it('follows five redirects, resolving relative Locations, and sends no cookie or referer on the way', async () => {
    const before = server.requests.length;
    const result = await fetcher().fetch(`${server.origin}/allowed/chain/5`);
    expect(result.body.toString()).toBe('end of chain');
    expect(result.url).toBe(`${server.origin}/allowed/chain/0`);
    expect(result.redirects).toEqual([4, 3, 2, 1, 0].map((n) => `${server.origin}/allowed/chain/${n}`));
    const seen = server.requests.slice(before);
    expect(seen).toHaveLength(6);
    for (const { headers } of seen) {
      expect(headers.cookie).toBeUndefined();
      expect(headers.referer).toBeUndefined();
    }
  });

  it('answers a redirect itself when the caller declines to follow it, and never requests its target', async () => {
    const before = server.requests.length;
    const asked: string[] = [];
    const result = await fetcher().fetch(`${server.origin}/allowed/chain/3`, {
      followRedirect: (next) => {
        asked.push(next.pathname);
        return next.pathname !== '/allowed/chain/1';
      },
    });
    expect(asked).toEqual(['/allowed/chain/2', '/allowed/chain/1']);
    expect(result.status).toBeGreaterThanOrEqual(300);
    expect(result.url).toBe(`${server.origin}/allowed/chain/2`);
    expect(new URL(String(result.headers.location), result.url).pathname).toBe('/allowed/chain/1');
    expect(server.requests.slice(before).map((request) => request.path)).toEqual([
      '/allowed/chain/3',
      '/allowed/chain/2',
    ]);
  });

  it('sends the headers of a Korean Chrome visit', async () => {
    const before = server.requests.length;
    await fetcher().fetch(`${server.origin}/allowed/page`);
    await fetcher({ userAgent: 'OllidaTest/1' }).fetch(`${server.origin}/allowed/page`, { accept: 'image' });
    const [html, image] = server.requests.slice(before);
    expect(html?.headers).toMatchObject({
      'user-agent': defaultUserAgent,
      'accept-language': 'ko-KR,ko;q=0.9,en-US;q=0.8',
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(html?.headers.accept).toMatch(/^text\/html,/);
    expect(image?.headers['user-agent']).toBe('OllidaTest/1');
    expect(image?.headers.accept).toMatch(/^image\/avif,/);
    for (const headers of [html?.headers, image?.headers]) {
      expect(headers).toBeDefined();
      expect(headers?.referer).toBeUndefined();
      expect(headers?.cookie).toBeUndefined();
    }
  });

  it('sends the validators of the copy it holds and answers a 304 without a body', async () => {
    const first = await fetcher().fetch(`${server.origin}/allowed/versioned`);
    expect(first).toMatchObject({ status: 200, headers: { etag: '"v1"' } });
    const before = server.requests.length;
    const again = await fetcher().fetch(`${server.origin}/allowed/versioned`, {
      conditional: { etag: '"v1"', lastModified: 'Sat, 28 Nov 2026 09:00:00 GMT' },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(server.requests[before]?.headers).toMatchObject({
      'if-none-match': '"v1"',
      'if-modified-since': 'Sat, 28 Nov 2026 09:00:00 GMT',
    });
  });

  it('fails too_large on an endless body without reading it all', async () => {
    streamedBytes = 0;
    const error = await failure(fetcher({ maxBytes: 256 * 1024 }).fetch(`${server.origin}/allowed/endless`));
    expect(error.kind).toBe('too_large');
    expect(error.message).toBe('페이지가 너무 큽니다 (256KB 초과).');
    await streamClosed;
    // What the kernel buffers on both sides can hold, far below what an unbounded read would take.
    expect(streamedBytes).toBeLessThan(64 * 1024 * 1024);
  });

  it('fails too_large at once when Content-Length announces more than the cap', async () => {
    const error = await failure(fetcher().fetch(`${server.origin}/allowed/declared-huge`));
    expect(error).toMatchObject({ kind: 'too_large', message: '페이지가 너무 큽니다 (5MB 초과).' });
  });

  it('times out a server that never answers within the total timeout', async () => {
    const started = Date.now();
    const error = await failure(fetcher({ totalTimeoutMs: 300 }).fetch(`${server.origin}/allowed/silent`));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('times out a body that drips slower than the total timeout', async () => {
    const started = Date.now();
    const error = await failure(fetcher({ totalTimeoutMs: 400 }).fetch(`${server.origin}/allowed/drip`));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('times out the connection when resolving hangs longer than the connect timeout', async () => {
    const hanging: Resolver = () => new Promise(() => undefined);
    const started = Date.now();
    const error = await failure(
      fetcher({
        allowedPrefixes: [`http://hang.test:${server.port}/allowed/`],
        resolve: hanging,
        connectTimeoutMs: 200,
      }).fetch(`http://hang.test:${server.port}/allowed/page`),
    );
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reports a refused connection as unreachable', async () => {
    const closed = await startLoopbackServer(() => undefined);
    await closed.close();
    const error = await failure(
      fetcher({ allowedPrefixes: [`${closed.origin}/`] }).fetch(`${closed.origin}/anything`),
    );
    expect(error.kind).toBe('unreachable');
  });

  it('passes a caller abort through as the caller reason', async () => {
    const controller = new AbortController();
    const pending = fetcher().fetch(`${server.origin}/allowed/silent`, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('seller cancelled')), 50);
    await expect(pending).rejects.toThrow('seller cancelled');
  });

  it('keeps at most perHostConcurrency requests in flight per host', async () => {
    maxInFlight = 0;
    const limited = fetcher({ perHostConcurrency: 2 });
    const results = await Promise.all([1, 2, 3].map(() => limited.fetch(`${server.origin}/allowed/slow`)));
    expect(results.map((result) => result.body.toString())).toEqual(['ok', 'ok', 'ok']);
    expect(maxInFlight).toBe(2);
  });
});

describe('DNS is resolved once per connection and the socket goes to the answer', () => {
  it('connects to exactly the address each lookup returned', async () => {
    const identify = (name: string) => (_request: unknown, response: ServerResponse) => {
      // Closing after every answer forces a fresh connection, hence a fresh lookup, for the next fetch.
      response.writeHead(200, { connection: 'close' });
      response.end(name);
    };
    const first = await startLoopbackServer(identify('first'));
    const second = await startLoopbackServer(identify('second'), { host: '127.0.0.2', port: first.port });
    try {
      const answers = ['127.0.0.1', '127.0.0.2'];
      const asked: string[] = [];
      const rebinding: Resolver = async (hostname) => {
        asked.push(hostname);
        const address = answers[asked.length - 1];
        return address === undefined ? [] : [{ address, family: 4 }];
      };
      const origin = `http://rebind.test:${first.port}`;
      const rebound = fetcher({ allowedPrefixes: [`${origin}/`], resolve: rebinding });

      expect((await rebound.fetch(`${origin}/a`)).body.toString()).toBe('first');
      expect(asked).toEqual(['rebind.test']);
      expect(first.requests.map((request) => request.localAddress)).toEqual(['127.0.0.1']);

      expect((await rebound.fetch(`${origin}/b`)).body.toString()).toBe('second');
      expect(asked).toEqual(['rebind.test', 'rebind.test']);
      expect(second.requests.map((request) => request.localAddress)).toEqual(['127.0.0.2']);
      expect(first.requests).toHaveLength(1);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
