import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorCodes } from '@ollida/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';

// Pages are read on parser threads: while hostile pages are being read, the main thread keeps answering, and a page
// over the CPU limit is refused (its thread restarted) without harming the next one.

const PAGE_CHARS = 5_000_000; // under the fetcher's 5 MiB cap
const HOSTILE_PAGES = 20;

/**
 * A hostile page: ~5 MB of images in the description area (what froze the server: 120,000 of them took minutes on the
 * main thread) plus nested blocks. It names no product, so the URL parser refuses it before building a draft.
 */
function hostilePage(seed: number): string {
  const head = `<!doctype html><html><head><meta charset="utf-8"></head><body><div id="prdDetail" class="goods_detail">`;
  const tail = '</div></body></html>';
  const parts: string[] = [head];
  let length = head.length + tail.length;
  for (let index = 0; length < PAGE_CHARS - 200; index += 1) {
    const part =
      index % 50 === 0
        ? `${'<div class="detail">'.repeat(40)}<img src="/n/${seed}-${index}.jpg">${'</div>'.repeat(40)}`
        : `<img src="/d/${seed}/${index}.jpg" alt="">`;
    parts.push(part);
    length += part.length;
  }
  parts.push(tail);
  return parts.join('');
}

const productPage = `<!doctype html><html><head><meta charset="utf-8"><title>무릎 담요</title>
<meta property="og:title" content="무릎 담요"><meta property="og:image" content="https://cdn.example/blanket.jpg">
</head><body><h1>무릎 담요</h1><p>판매가 12,900원</p></body></html>`;

const hostile = Buffer.from(hostilePage(1), 'utf8');
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(request.url?.startsWith('/hostile') ? hostile : productPage);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function parser(ctx: TestContext) {
  const token = await loginAs(ctx, (await createUser(ctx)).id);
  return (path: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/url-parser',
      headers: { authorization: `Bearer ${token}` },
      payload: { url: `${origin}${path}` },
    });
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

describe('parsing off the main thread', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ sourceFetch: { allowedPrefixes: [`${origin}/`] } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it(`keeps /api/health answering (median under 50 ms) while ${HOSTILE_PAGES} hostile 5 MB pages are parsed`, async () => {
    const parse = await parser(ctx);
    // Parser threads start on demand; the first page also warms them up.
    expect((await parse('/product')).statusCode).toBe(200);

    const started = performance.now();
    let parsing = true;
    const pages = Promise.all(
      Array.from({ length: HOSTILE_PAGES }, (_, index) => parse(`/hostile/${index}`)),
    ).finally(() => {
      parsing = false;
    });
    const latencies: number[] = [];
    while (parsing) {
      const sent = performance.now();
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      latencies.push(performance.now() - sent);
      expect(health.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answers = await pages;
    const elapsed = performance.now() - started;

    // Each hostile page was read (no product on it: 422), none crashed the request.
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json()).toMatchObject({ code: errorCodes.noProductFound });
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    const median = percentile(sorted, 0.5);
    const worst = sorted.at(-1) ?? Number.NaN;
    console.log(
      `${HOSTILE_PAGES} hostile pages in ${(elapsed / 1000).toFixed(1)} s; /api/health ×${latencies.length}: median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms`,
    );
    // The parse window is long enough to mean something, and the main thread answered all through it.
    expect(latencies.length).toBeGreaterThanOrEqual(20);
    expect(median).toBeLessThan(50);
    // One hostile page parsed on the main thread would hold it for far longer than this; the margin over the median
    // bound is for a 2-core CI host whose cores the parser threads keep busy (64 ms was seen once there).
    expect(worst).toBeLessThan(250);
  }, 180_000);
});

describe('a page over the CPU limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({
      env: { PARSE_CPU_LIMIT_MS: '150' },
      sourceFetch: { allowedPrefixes: [`${origin}/`] },
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('is refused with source_too_complex in Korean, and the next page parses on a fresh thread', async () => {
    const parse = await parser(ctx);
    expect((await parse('/product')).statusCode).toBe(200);

    const refused = await parse('/hostile/over-limit');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toEqual({
      code: errorCodes.sourceTooComplex,
      detail: expect.stringContaining('너무 크거나 복잡해서 읽지 못했습니다'),
    });

    const next = await parse('/product');
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().data.sellerProductName).toBe('무릎 담요');
  }, 60_000);
});
