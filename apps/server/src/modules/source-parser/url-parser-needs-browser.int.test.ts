import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorCodes } from '@ollida/contracts/errors';
import { urlParserResponseSchema } from '@ollida/contracts/product-details';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser, loginAs } from '../../../test/factories.ts';

/** A shop drawn in the browser: its server HTML is an app shell with a bundle, plus og tags on one page. */
const shell = (head: string) =>
  `<!doctype html><html><head>${head}</head><body><div id="__next"></div><script>${'window.__BUNDLE__=1;'.repeat(2_000)}</script></body></html>`;

let ctx: TestContext;
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const head =
      request.url === '/with-og'
        ? '<meta property="og:title" content="무선 핸디 청소기"><meta property="og:image" content="https://cdn.example/v1.jpg">'
        : '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(shell(head));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx = await buildTestApp({ sourceFetch: { allowedPrefixes: [`${origin}/`] } });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function parse(url: string) {
  const user = await createUser(ctx);
  const token = await loginAs(ctx, user.id);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/url-parser',
    headers: { authorization: `Bearer ${token}` },
    payload: { url },
  });
}

describe('POST /api/url-parser on a client-rendered shop', () => {
  it('answers 422 source_needs_browser, pointing to the extension, when the shell holds no product', async () => {
    const response = await parse(`${origin}/shell`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: errorCodes.sourceNeedsBrowser,
      detail: expect.stringContaining('브라우저 확장 프로그램'),
    });
  });

  it('gives the draft it can, with the needs_browser warning, when the shell has a name and a picture', async () => {
    const response = await parse(`${origin}/with-og`);
    expect(response.statusCode, response.body).toBe(200);
    const body = urlParserResponseSchema.parse(response.json());
    expect(body.data.sellerProductName).toBe('무선 핸디 청소기');
    expect(body.source.warnings.map((warning) => warning.code)).toContain('needs_browser');
  });
});
