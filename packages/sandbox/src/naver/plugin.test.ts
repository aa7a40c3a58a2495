import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NAVER_DEMO_WINDOW_AND_STORE } from './demo-accounts.ts';
import { naverSandboxPlugin } from './plugin.ts';
import {
  buildNaverTestApp,
  injectToken,
  injectUpload,
  pngBytes,
  naverProductBody as product,
  TEST_PREFIX,
} from './testing.ts';

let clock = Date.UTC(2026, 0, 15, 1, 0, 0);
let app: FastifyInstance;
let token: string;

beforeEach(async () => {
  clock = Date.UTC(2026, 0, 15, 1, 0, 0);
  app = await buildNaverTestApp({ now: () => clock, baseUrl: 'http://sandbox.test/sandbox/naver' });
  token = await injectToken(app, clock);
});
afterEach(async () => {
  await app.close();
});

function post(path: string, payload: unknown, bearer = token) {
  return app.inject({
    method: 'POST',
    url: `${TEST_PREFIX}${path}`,
    headers: { authorization: `Bearer ${bearer}` },
    payload: payload as object,
  });
}

async function uploadedUrl(marker = 'x'): Promise<string> {
  const response = await injectUpload(app, token, [{ name: 'a.png', bytes: pngBytes(marker) }]);
  return response.json().images[0].url;
}

describe('products', () => {
  it('creates a product with distinct origin and channel numbers and reads it back', async () => {
    const created = await post('/v2/products', product(await uploadedUrl(), 'SKU-1'));
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body.originProductNo).not.toBe(body.smartstoreChannelProductNo);
    expect(body.originProduct.statusType).toBe('SALE');
    const origin = await app.inject({
      url: `${TEST_PREFIX}/v2/products/origin-products/${body.originProductNo}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(origin.json().originProduct.name).toBe('밀폐용기 SKU-1');
    const channel = await app.inject({
      url: `${TEST_PREFIX}/v2/products/channel-products/${body.smartstoreChannelProductNo}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(channel.json().originProductNo).toBe(body.originProductNo);
  });

  it('answers validation problems with BAD_REQUEST, a Korean message and invalidInputs', async () => {
    const body = product('https://supplier.example/a.jpg', 'SKU-2');
    const response = await post('/v2/products', {
      ...body,
      originProduct: { ...body.originProduct, salePrice: 'free' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: '이미지 URL은 상품 이미지 업로드 API로 등록한 URL이어야 합니다. 외 1건',
      invalidInputs: [
        { name: 'originProduct.images.representativeImage.url', type: 'Invalid' },
        { name: 'originProduct.salePrice', type: 'Type' },
      ],
    });
  });

  it('answers malformed JSON in the API error shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${TEST_PREFIX}/v2/products`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"originProduct":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', traceId: expect.any(String) });
  });

  it('refuses a bad token with GW.AUTHN before looking at a malformed body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${TEST_PREFIX}/v2/products`,
      headers: { authorization: 'Bearer not-a-token', 'content-type': 'application/json' },
      payload: '{"originProduct":',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'GW.AUTHN' });
  });

  it('allows duplicate seller codes, and the search finds both', async () => {
    const url = await uploadedUrl();
    await post('/v2/products', product(url, 'DUP'));
    await post('/v2/products', product(url, 'DUP'));
    await post('/v2/products', product(url, 'OTHER'));
    const search = await post('/v1/products/search', {
      searchKeywordType: 'SELLER_CODE',
      sellerManagementCode: 'DUP',
    });
    expect(search.json().totalElements).toBe(2);
    expect(search.json().contents[0].channelProducts[0]).toMatchObject({
      sellerManagementCode: 'DUP',
      channelServiceType: 'STOREFARM',
    });
  });

  it('pages the own products (1-based, size ≤ 500) and hides other sellers’ products', async () => {
    const url = await uploadedUrl();
    for (let index = 0; index < 5; index += 1)
      await post('/v2/products', product(url, `P-${index}`, 1000 + index));
    const other = await injectToken(app, clock, NAVER_DEMO_WINDOW_AND_STORE);
    expect((await post('/v1/products/search', {}, other)).json().totalElements).toBe(0);
    const page3 = (await post('/v1/products/search', { page: 3, size: 2, orderType: 'LOW_PRICE' })).json();
    expect(page3).toMatchObject({
      page: 3,
      size: 2,
      totalElements: 5,
      totalPages: 3,
      first: false,
      last: true,
    });
    expect(page3.contents[0].channelProducts[0].salePrice).toBe(1004);
    const tooBig = await post('/v1/products/search', { size: 501 });
    expect(tooBig.json().invalidInputs[0]).toMatchObject({ name: 'size', type: 'Range' });
    const byNumber = await post('/v1/products/search', {
      searchKeywordType: 'PRODUCT_NO',
      originProductNos: [page3.contents[0].originProductNo],
    });
    expect(byNumber.json().totalElements).toBe(1);
  });
});

describe('seller and categories', () => {
  it('lists the channels of the application as an array', async () => {
    const other = await injectToken(app, clock, NAVER_DEMO_WINDOW_AND_STORE);
    const response = await app.inject({
      url: `${TEST_PREFIX}/v1/seller/channels`,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(response.json().map((channel: { channelType: string }) => channel.channelType)).toEqual([
      'WINDOW',
      'STOREFARM',
    ]);
  });

  it('serves a Korean category tree with leaf flags', async () => {
    const get = (url: string) =>
      app.inject({ url: `${TEST_PREFIX}${url}`, headers: { authorization: `Bearer ${token}` } });
    const all = (await get('/v1/categories')).json();
    const leaves = (await get('/v1/categories?last=true')).json();
    expect(leaves.length).toBeLessThan(all.length);
    expect(leaves.every((category: { last: boolean }) => category.last)).toBe(true);
    expect(all).toContainEqual({
      id: '50000803',
      name: '러닝화',
      wholeCategoryName: '패션잡화>남성신발>운동화>러닝화',
      last: true,
    });
    expect((await get('/v1/categories/50000008')).json()).toMatchObject({ name: '생활/건강', last: false });
    expect(
      (await get('/v1/categories/50000250/sub-categories')).json().map((c: { name: string }) => c.name),
    ).toEqual([
      '보관/밀폐용기',
      '프라이팬',
      '조리도구',
      '찜기/냄비',
      '도마',
      '컵/머그컵',
      '고무장갑/위생장갑',
      '후드필터',
    ]);
    expect((await get('/v1/categories/1')).statusCode).toBe(404);
    expect((await get('/v1/categories?last=yes')).statusCode).toBe(400);
  });
});

describe('mounting', () => {
  it('mounts inside a host app that already parses forms and multipart bodies', async () => {
    const host = Fastify();
    await host.register(formbody);
    await host.register(multipart);
    await host.register(naverSandboxPlugin, { prefix: TEST_PREFIX, now: () => clock });
    const bearer = await injectToken(host, clock);
    const uploaded = await injectUpload(host, bearer, [{ name: 'a.png', bytes: pngBytes('host') }]);
    expect(uploaded.statusCode).toBe(200);
    await host.close();
  });
});

describe('gateway behaviour', () => {
  it('limits each API per application and reports the bucket in headers', async () => {
    await app.close();
    app = await buildNaverTestApp({ now: () => clock, rateLimit: { replenishRate: 1, burstCapacity: 2 } });
    token = await injectToken(app, clock);
    const call = () =>
      app.inject({ url: `${TEST_PREFIX}/v1/seller/channels`, headers: { authorization: `Bearer ${token}` } });
    expect((await call()).headers['gncp-gw-ratelimit-remaining']).toBe('1');
    expect((await call()).statusCode).toBe(200);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('GW.RATE_LIMIT');
    expect(limited.headers['gncp-gw-ratelimit-replenish-rate']).toBe('1');
    const otherApi = await app.inject({
      url: `${TEST_PREFIX}/v1/categories`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(otherApi.statusCode).toBe(200);
    clock += 1000;
    expect((await call()).statusCode).toBe(200);
  });

  it('answers unknown paths with a gateway 404', async () => {
    const response = await app.inject({ url: `${TEST_PREFIX}/v1/unknown` });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('GW.NOT_FOUND');
  });

  it('keeps tokens, images and products across a restart when given a state file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'naver-sandbox-'));
    try {
      const stateFile = join(dir, 'naver.json');
      let persistent = await buildNaverTestApp({ now: () => clock, stateFile });
      const bearer = await injectToken(persistent, clock);
      const uploaded = await injectUpload(persistent, bearer, [{ name: 'a.png', bytes: pngBytes('kept') }]);
      const imagePath = new URL(uploaded.json().images[0].url).pathname;
      await persistent.close();
      persistent = await buildNaverTestApp({ now: () => clock, stateFile });
      const channels = await persistent.inject({
        url: `${TEST_PREFIX}/v1/seller/channels`,
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect(channels.statusCode).toBe(200);
      expect((await persistent.inject({ url: imagePath })).statusCode).toBe(200);
      await persistent.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
