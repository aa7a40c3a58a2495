import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlinePageParser } from '../../sources/parse-pool.ts';
import { createSafeFetcher, type SafeFetcher } from '../../sources/safe-fetch.ts';
import { createSupplierApiRoute } from './supplier-api-route.ts';
import { createUrlParserService, type UrlParserService } from './url-parser.service.ts';

const product = `<!doctype html><html><head><meta charset="utf-8"><title>스텐 우산꽂이</title>
<meta property="og:title" content="스텐 우산꽂이"><meta property="product:price:amount" content="12900">
<meta property="og:image" content="/p.png"></head><body><h1>스텐 우산꽂이</h1></body></html>`;
const list = `<!doctype html><html><head><meta charset="utf-8"><title>주방용품</title></head>
<body><ul><li><a href="/p/9">다른 상품</a></li></ul></body></html>`;

/** A shop that ends products the way many do: the old page redirects to a category list (or to its login page). */
const routes: Record<string, { status: number; location?: string; body?: string }> = {
  '/p/1': { status: 200, body: product },
  '/p/2': { status: 302, location: '/category/kitchen' },
  '/p/3': { status: 302, location: '/p/1?from=old' },
  '/p/4': { status: 302, location: '/member/login' },
  '/category/kitchen': { status: 200, body: list },
  '/member/login': {
    status: 200,
    body: '<!doctype html><html><head><meta charset="utf-8"><title>로그인</title></head><body><form><input type="password" name="passwd"></form><p>로그인 후 이용하실 수 있습니다.</p></body></html>',
  },
};

let server: Server;
let origin: string;
let fetcher: SafeFetcher;
let parser: UrlParserService;

beforeAll(async () => {
  server = createServer((request, response) => {
    const route = routes[new URL(request.url ?? '/', 'http://x').pathname];
    if (route === undefined) return response.writeHead(404).end();
    response.writeHead(route.status, {
      'content-type': 'text/html; charset=utf-8',
      ...(route.location === undefined ? {} : { location: route.location }),
    });
    response.end(route.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fetcher = createSafeFetcher({ allowedPrefixes: [`${origin}/`] });
  parser = createUrlParserService({
    fetcher,
    parser: inlinePageParser,
    supplierApi: createSupplierApiRoute({}),
  });
});
afterAll(async () => {
  await fetcher.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('readCurrent (supplier sync) on redirects', () => {
  it('reads a product page as it is', async () => {
    expect(await parser.readCurrent(`${origin}/p/1`)).toMatchObject({ state: 'read', movedTo: null });
  });

  it('takes a product page that now redirects to a page without a product as gone', async () => {
    expect(await parser.readCurrent(`${origin}/p/2`)).toEqual({ state: 'gone', status: 301 });
  });

  it('reads a redirect to the same product under another address as that product', async () => {
    expect(await parser.readCurrent(`${origin}/p/3`)).toMatchObject({
      state: 'read',
      source: { name: '스텐 우산꽂이' },
    });
  });

  it('keeps a redirect to a login page a failed read, never gone', async () => {
    await expect(parser.readCurrent(`${origin}/p/4`)).rejects.toMatchObject({ status: 422 });
  });
});
