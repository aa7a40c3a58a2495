import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { createUser, loginAs } from '../test/factories.ts';

/**
 * Each limit is hit with the cheapest request that still reaches its counter. Limits on the default `onRequest`
 * hook count per client address before sign-in and validation, so unauthenticated or invalid requests do; limits on
 * `preHandler` count per signed-in user after validation, so those requests carry a token and a valid body (which
 * then fails cheaply in the service: a blocked URL, an unknown site). Every case uses its own address or user; the
 * plugin also keeps one counter store per route.
 */

// Set to a value of its own so the test proves the variable, not the default, sets the sign-in limit.
const authLimit = 12;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: String(authLimit) } });
});
afterAll(() => ctx.close());

let addressCounter = 0;
/** A client address no other case has used (TEST-NET-2). */
const freshAddress = () => `198.51.100.${++addressCounter}`;

async function signedIn(role: 'user' | 'admin' = 'user') {
  const user = await createUser(ctx, { role });
  return { authorization: `Bearer ${await loginAs(ctx, user.id)}` };
}

/**
 * Sends `limit` requests (none may be limited), then one more (must be 429 with the Korean body); then the same
 * request from `otherIdentity` must still pass the limiter.
 */
async function expectLimit(
  limit: number,
  request: () => InjectOptions,
  otherIdentity: () => InjectOptions | Promise<InjectOptions>,
) {
  const statuses: number[] = [];
  for (let sent = 0; sent < limit; sent += 1) statuses.push((await ctx.app.inject(request())).statusCode);
  expect(statuses.filter((status) => status === 429)).toEqual([]);
  // Not a 5xx either: the cheap request must have been answered, not crashed into the limit.
  expect(statuses.every((status) => status < 500)).toBe(true);

  const over = await ctx.app.inject(request());
  expect(over.statusCode).toBe(429);
  expect(over.json()).toEqual({
    code: 'rate_limited',
    detail: expect.stringMatching(/^요청이 너무 많습니다\. \d+초 후 다시 시도해 주세요\.$/),
  });
  expect(over.headers['retry-after']).toBeDefined();

  const other = await ctx.app.inject(await otherIdentity());
  expect(other.statusCode).not.toBe(429);
}

/** The same request from a new client address each time it is asked for. */
function fromAddress(options: Omit<InjectOptions, 'remoteAddress'>) {
  const address = freshAddress();
  return {
    same: (): InjectOptions => ({ ...options, remoteAddress: address }),
    other: (): InjectOptions => ({ ...options, remoteAddress: freshAddress() }),
  };
}

describe('limits counted per client address, before sign-in and validation', () => {
  it.each([
    ['GET /auth/google/login (AUTH_RATE_LIMIT_PER_MINUTE)', authLimit, 'GET', '/auth/google/login'],
    ['GET /auth/google/callback (AUTH_RATE_LIMIT_PER_MINUTE)', authLimit, 'GET', '/auth/google/callback'],
    ['POST /api/url-parser', 120, 'POST', '/api/url-parser'],
    ['POST /api/product-registration/bulk', 10, 'POST', '/api/product-registration/bulk'],
    [
      'POST /api/product-registration/bulk/{id}/confirm-duplicates',
      10,
      'POST',
      '/api/product-registration/bulk/6c1f6f53-0d0e-4a54-9a43-4b4d0b0f5b1e/confirm-duplicates',
    ],
    ['POST /api/coupang/upload-product-with-key', 30, 'POST', '/api/coupang/upload-product-with-key'],
    ['POST /api/naver/upload-product-with-key', 30, 'POST', '/api/naver/upload-product-with-key'],
    ['GET /api/extension/whoami', 60, 'GET', '/api/extension/whoami'],
  ] as const)('%s allows %i a minute', async (_name, limit, method, url) => {
    // No token, no key, no body: answered 400/401 by the route, yet counted.
    const client = fromAddress({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    await expectLimit(limit, client.same, client.other);
  });

  it('counts the external upload API by address whatever key is presented (guessing keys is what it stops)', async () => {
    const address = freshAddress();
    const guess = (n: number): InjectOptions => ({
      method: 'GET',
      url: '/api/extension/whoami',
      headers: { 'x-ollida-api-key': `olk_guess_${n}` },
      remoteAddress: address,
    });
    let n = 0;
    await expectLimit(
      60,
      () => guess(++n),
      () => ({ ...guess(0), remoteAddress: freshAddress() }),
    );
  });
});

describe('limits counted per signed-in user, after validation', () => {
  it('POST /api/product-search allows 30 a minute per user, from any address', async () => {
    const user = await signedIn();
    const search = (): InjectOptions => ({
      method: 'POST',
      url: '/api/product-search',
      headers: user,
      // Refused by the SSRF guard without a connection: cheap, and past validation.
      payload: { url: 'http://127.0.0.1:9/', search_keyword: null },
      remoteAddress: freshAddress(),
    });
    await expectLimit(30, search, async () => ({ ...search(), headers: await signedIn() }));
  });

  it('POST /api/product-investigator/crawler/start allows 10 a minute per user', async () => {
    const user = await signedIn();
    const start = (): InjectOptions => ({
      method: 'POST',
      url: '/api/product-investigator/crawler/start',
      headers: user,
      // An unknown site: refused by the service, after the limiter counted it.
      payload: { domain: 'not-a-crawl-site.example', max_crawls: 5 },
      remoteAddress: freshAddress(),
    });
    await expectLimit(10, start, async () => ({ ...start(), headers: await signedIn() }));
  });

  it('admin calls allow 120 a minute per administrator', async () => {
    const admin = await signedIn('admin');
    const call = (): InjectOptions => ({
      method: 'GET',
      url: '/api/admin/security-system',
      headers: admin,
      remoteAddress: freshAddress(),
    });
    await expectLimit(120, call, async () => ({ ...call(), headers: await signedIn('admin') }));
  });
});
