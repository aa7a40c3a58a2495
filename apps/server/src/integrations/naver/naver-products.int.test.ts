import { NAVER_DEMO_STORE, NAVER_DEMO_WINDOW_AND_STORE } from '@ollida/sandbox/naver/demo-accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type NaverHarness,
  pngFrom,
  sampleProductRequest,
  startNaverHarness,
} from '../../../test/kits/naver.ts';
import type { Upstream } from '../../platform/domain-errors.ts';
import type { NaverApplicationClient } from './naver-client.ts';
import { NaverUpstream } from './naver-errors.ts';

const store = { clientId: NAVER_DEMO_STORE.clientId, clientSecret: NAVER_DEMO_STORE.clientSecret };
const UPLOAD = ['POST', '/v1/product-images/upload'] as const;
const CREATE = ['POST', '/v2/products'] as const;
const SEARCH = ['POST', '/v1/products/search'] as const;

let harness: NaverHarness;
let app: NaverApplicationClient;

beforeAll(async () => {
  harness = await startNaverHarness();
});
afterAll(async () => {
  await harness.close();
});
beforeEach(() => {
  harness.sandbox.store.clearFaults();
  app = harness.makeClient().forApplication(store);
});

function count(request: readonly [string, string]): number {
  return harness.sandbox.store.countRequests(request[0], request[1]);
}

async function uploadedImages(howMany: number, tag: string): Promise<string[]> {
  return app.uploadImages(
    Array.from({ length: howMany }, (_, index) => `https://supplier.example/${tag}/${index}.png`),
  );
}

describe('image upload', () => {
  it('splits 13 images into two calls and returns the URLs in source order', async () => {
    const before = count(UPLOAD);
    const sources = Array.from({ length: 13 }, (_, index) => `https://supplier.example/p/${index}.png`);
    const urls = await app.uploadImages(sources);
    expect(count(UPLOAD) - before).toBe(2);
    expect(urls).toHaveLength(13);
    expect(harness.images.fetched.slice(-13)).toEqual(sources);
    for (const [index, url] of urls.entries()) {
      expect(url.startsWith(`${harness.sandbox.baseUrl}/images/`)).toBe(true);
      const served = new Uint8Array(await (await fetch(url)).arrayBuffer());
      expect(served).toEqual(pngFrom(sources[index] ?? ''));
    }
  });

  it('uploads nothing for no images', async () => {
    const before = count(UPLOAD);
    expect(await app.uploadImages([])).toEqual([]);
    expect(count(UPLOAD)).toBe(before);
  });

  it('reports a file Naver refuses with the field it names', async () => {
    const error = await app
      .uploadImageFiles([
        { bytes: new TextEncoder().encode('<html>'), contentType: 'image/png', fileName: 'a.png' },
      ])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NaverUpstream);
    expect((error as NaverUpstream).invalidInputs[0]).toMatchObject({
      name: 'imageFiles[0]',
      type: 'Format',
    });
    expect((error as NaverUpstream).detail).toContain('JPG, GIF, PNG, BMP');
  });
});

describe('product creation', () => {
  it('creates a product from uploaded images and finds it by seller code', async () => {
    const images = await uploadedImages(3, 'happy');
    const created = await app.createProduct(sampleProductRequest(images, 'OL-HAPPY'));
    expect(created.originProductNo).toMatch(/^\d+$/);
    expect(created.smartstoreChannelProductNo).toMatch(/^\d+$/);
    expect(created.originProductNo).not.toBe(created.smartstoreChannelProductNo);
    const found = await app.findProductsBySellerCode('OL-HAPPY');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      originProductNo: created.originProductNo,
      channelProductNo: created.smartstoreChannelProductNo,
      sellerManagementCode: 'OL-HAPPY',
      statusType: 'SALE',
      representativeImageUrl: images[0],
    });
  });

  it('passes validation errors through with Naver’s field names and never retries them', async () => {
    const request = sampleProductRequest(['https://supplier.example/outside.jpg'], 'OL-INVALID');
    request.originProduct.salePrice = 0;
    const before = count(CREATE);
    const error = await app.createProduct(request).catch((caught: unknown) => caught);
    expect(count(CREATE) - before).toBe(1);
    expect(error).toBeInstanceOf(NaverUpstream);
    const upstream = error as NaverUpstream;
    expect(upstream.info).toMatchObject({ provider: 'naver', providerCode: 'BAD_REQUEST', httpStatus: 400 });
    expect(upstream.invalidInputs.map((input) => input.name)).toEqual([
      'originProduct.images.representativeImage.url',
      'originProduct.salePrice',
    ]);
    expect(upstream.detail).toContain('상품 이미지 업로드 API로 등록한 URL');
  });

  it('never repeats a create that answered 500, and says a repeat is unsafe', async () => {
    const body = {
      code: 'INTERNAL_SERVER_ERROR',
      message: '일시적인 오류가 발생했습니다.',
      timestamp: '',
      traceId: 't-500',
    };
    harness.sandbox.store.failNext({ method: 'POST', path: '/v2/products', status: 500, body, times: 3 });
    const images = await uploadedImages(1, 'five-hundred');
    const before = count(CREATE);
    const error = await app
      .createProduct(sampleProductRequest(images, 'OL-500'))
      .catch((caught: unknown) => caught);
    expect(count(CREATE) - before).toBe(1);
    expect((error as Upstream).info).toEqual({
      provider: 'naver',
      providerCode: 'INTERNAL_SERVER_ERROR',
      httpStatus: 500,
      retryable: false,
    });
  });

  it('repeats a create the gateway throttled (it never reached the API), then marks it safe to try later', async () => {
    const body = { code: 'GW.RATE_LIMIT', message: '요청이 많습니다.', timestamp: '', traceId: 't-429' };
    harness.sandbox.store.failNext({ method: 'POST', path: '/v2/products', status: 429, body, times: 3 });
    const images = await uploadedImages(1, 'throttled');
    const before = count(CREATE);
    const error = await app
      .createProduct(sampleProductRequest(images, 'OL-429'))
      .catch((caught: unknown) => caught);
    // Three attempts (the first and two repeats), all throttled: nothing was created.
    expect(count(CREATE) - before).toBe(3);
    expect((error as Upstream).info).toMatchObject({
      providerCode: 'GW.RATE_LIMIT',
      httpStatus: 429,
      retryable: true,
    });
  });

  it('creates once per seller code: a second call finds the first product instead of creating', async () => {
    const images = await uploadedImages(1, 'once');
    const request = sampleProductRequest(images, 'OL-ONCE');
    const first = await app.createProductUnlessExists(request);
    const before = count(CREATE);
    const second = await app.createProductUnlessExists(request);
    expect(first.outcome).toBe('created');
    expect(second).toEqual({ ...first, outcome: 'existing' });
    expect(count(CREATE)).toBe(before);
  });

  it('creates when the seller-code search only finds products with another or no code', async () => {
    const hits = {
      contents: [
        { originProductNo: 9_000_001, channelProducts: [{ channelProductNo: 9_100_001, name: '코드 없음' }] },
        {
          originProductNo: 9_000_002,
          channelProducts: [{ channelProductNo: 9_100_002, sellerManagementCode: 'OL-STRICT-OTHER' }],
        },
      ],
      page: 1,
      size: 50,
      totalElements: 2,
      totalPages: 1,
      first: true,
      last: true,
    };
    harness.sandbox.store.failNext({ method: 'POST', path: '/v1/products/search', status: 200, body: hits });
    const images = await uploadedImages(1, 'strict');
    const before = count(CREATE);
    const outcome = await app.createProductUnlessExists(sampleProductRequest(images, 'OL-STRICT'));
    expect(outcome.outcome).toBe('created');
    expect(outcome.originProductNo).not.toBe('9000001');
    expect(count(CREATE) - before).toBe(1);
  });

  it('recovers a product whose create answer was lost, instead of creating it twice', async () => {
    const images = await uploadedImages(1, 'lost');
    const impatient = harness.makeClient({ timeouts: { defaultMs: 300 } }).forApplication(store);
    harness.sandbox.store.failNext({ method: 'POST', path: '/v2/products', delayMs: 800 });
    const outcome = await impatient.createProductUnlessExists(sampleProductRequest(images, 'OL-LOST'));
    expect(outcome.outcome).toBe('recovered');
    expect(await app.findProductsBySellerCode('OL-LOST')).toHaveLength(1);
  });

  it('treats a duplicate error as "already there" when the search then finds the product', async () => {
    const images = await uploadedImages(1, 'race');
    const request = sampleProductRequest(images, 'OL-RACE');
    await app.createProduct(request);
    // Another worker won the race: our first search missed it, and the API refuses the second product.
    const empty = {
      contents: [],
      page: 1,
      size: 50,
      totalElements: 0,
      totalPages: 0,
      first: true,
      last: true,
    };
    harness.sandbox.store.failNext({ method: 'POST', path: '/v1/products/search', status: 200, body: empty });
    const duplicate = {
      code: 'DUPLICATED_SELLER_MANAGEMENT_CODE',
      message: '판매자 관리 코드가 중복되었습니다.',
    };
    harness.sandbox.store.failNext({ method: 'POST', path: '/v2/products', status: 400, body: duplicate });
    const outcome = await app.createProductUnlessExists(request);
    expect(outcome.outcome).toBe('existing');
    expect(await app.findProductsBySellerCode('OL-RACE')).toHaveLength(1);
  });

  it('rethrows an ambiguous failure when the product is not there', async () => {
    const body = { code: 'INTERNAL_SERVER_ERROR', message: '일시적인 오류가 발생했습니다.' };
    harness.sandbox.store.failNext({ method: 'POST', path: '/v2/products', status: 500, body });
    const images = await uploadedImages(1, 'gone');
    const error = await app
      .createProductUnlessExists(sampleProductRequest(images, 'OL-GONE'))
      .catch((caught: unknown) => caught);
    expect((error as Upstream).info.httpStatus).toBe(500);
  });
});

describe('product search', () => {
  it('pages through the own products', async () => {
    const other = harness.makeClient().forApplication({
      clientId: NAVER_DEMO_WINDOW_AND_STORE.clientId,
      clientSecret: NAVER_DEMO_WINDOW_AND_STORE.clientSecret,
    });
    const images = await other.uploadImages(['https://supplier.example/page.png']);
    for (let index = 0; index < 5; index += 1)
      await other.createProduct(sampleProductRequest(images, `PAGE-${index}`));
    const pages = [];
    for (let page = 1; page <= 3; page += 1)
      pages.push(await other.searchProducts({ page, size: 2, orderType: 'NO' }));
    expect(pages.map((page) => page.products.length)).toEqual([2, 2, 1]);
    expect(pages.map((page) => page.isLast)).toEqual([false, false, true]);
    expect(pages[0]).toMatchObject({ page: 1, size: 2, totalElements: 5, totalPages: 3 });
    const codes = pages.flatMap((page) =>
      page.products.map((product) => product.channelProducts[0]?.sellerManagementCode),
    );
    expect(new Set(codes)).toEqual(new Set(['PAGE-0', 'PAGE-1', 'PAGE-2', 'PAGE-3', 'PAGE-4']));
  });

  it('retries a throttled search (a read) and succeeds', async () => {
    const body = { code: 'GW.RATE_LIMIT', message: '요청이 많습니다.', timestamp: '', traceId: 't-429' };
    harness.sandbox.store.failNext({ method: 'POST', path: '/v1/products/search', status: 429, body });
    const before = count(SEARCH);
    const page = await app.searchProducts({ size: 1 });
    expect(page.page).toBe(1);
    expect(count(SEARCH) - before).toBe(2);
  });

  it('clamps the page size to the documented maximum', async () => {
    const page = await app.searchProducts({ size: 10_000 });
    expect(page.size).toBe(500);
  });
});

describe('bad answers', () => {
  it('turns malformed JSON into a clear Upstream error', async () => {
    harness.sandbox.store.failNext({
      method: 'GET',
      path: '/v1/seller/channels',
      status: 200,
      body: '{"channelNo":',
      times: 3,
    });
    const error = await app.getChannels().catch((caught: unknown) => caught);
    expect((error as Upstream).detail).toContain('응답을 해석하지 못했습니다');
  });

  it('turns an unexpected shape into a clear Upstream error naming the field', async () => {
    harness.sandbox.store.failNext({
      method: 'POST',
      path: '/v1/products/search',
      status: 200,
      body: { contents: [{}] },
    });
    const error = await app.searchProducts().catch((caught: unknown) => caught);
    expect((error as Upstream).detail).toContain(
      '응답 형식이 예상과 다릅니다. (항목: contents.0.originProductNo)',
    );
  });

  it('refuses an oversized body', async () => {
    // Room for the token and the channel list, not for the category tree.
    const small = harness.makeClient({}, { maxResponseBytes: 1000 }).forApplication(store);
    expect(await small.getChannels()).toHaveLength(1);
    const error = await small.getCategories().catch((caught: unknown) => caught);
    expect((error as Upstream).detail).toContain('너무 큽니다');
  });
});
