import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BENCH_LIST_PAGE_COUNT,
  BENCH_LIST_PAGE_SIZE,
  BENCH_PRODUCT_COUNT,
  benchListingPath,
  benchProduct,
} from './bench-products.ts';
import { buildShopTestApp, getShop, hrefs, imageSources, TEST_BASE, TEST_PREFIX } from './testing.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildShopTestApp();
});
afterAll(async () => {
  await app.close();
});

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? '{}') as Record<string, unknown>;
}

describe('load-test products', () => {
  it('serve a distinct JSON-LD product per number with a served image', async () => {
    const first = jsonLdOf((await getShop(app, 'bench/items/1')).body);
    const sixth = jsonLdOf((await getShop(app, 'bench/items/6')).body);
    expect(first.name).toBe(benchProduct(1).name);
    expect(first.sku).toBe('BENCH-1');
    expect(sixth.name).not.toBe(first.name);
    expect(first.offers).toMatchObject({ price: benchProduct(1).price, priceCurrency: 'KRW' });
    const [image] = first.image as string[];
    expect(image?.startsWith(TEST_BASE)).toBe(true);
    const served = await getShop(app, new URL(image ?? '').pathname);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('answer 404 outside 1…N', async () => {
    for (const n of ['0', String(BENCH_PRODUCT_COUNT + 1), 'abc']) {
      expect((await getShop(app, `bench/items/${n}`)).statusCode).toBe(404);
    }
  });
});

describe('load-test listing', () => {
  /** Product numbers the page links (its `items/{n}` links resolved against the page's URL). */
  function productNumbers(html: string, page: number): number[] {
    const pageUrl = `${TEST_BASE}/${benchListingPath(page)}`;
    return hrefs(html)
      .map((href) => /^\/sandbox\/shop\/bench\/items\/(\d+)$/.exec(new URL(href, pageUrl).pathname)?.[1])
      .filter((n) => n !== undefined)
      .map(Number);
  }

  it('lists 50 products a page as relative links that resolve to their pages, with a next link', async () => {
    expect(BENCH_LIST_PAGE_COUNT * BENCH_LIST_PAGE_SIZE).toBe(BENCH_PRODUCT_COUNT);
    const first = await getShop(app, benchListingPath(1));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    const links = hrefs(first.body);
    expect(links).toContain('items/1');
    expect(productNumbers(first.body, 1)).toEqual(
      Array.from({ length: BENCH_LIST_PAGE_SIZE }, (_, i) => i + 1),
    );
    expect(first.body).toContain(benchProduct(50).name);
    expect(first.body).toContain(
      `<a class="next" rel="next" href="${TEST_PREFIX}/bench/list?page=2">다음</a>`,
    );
    expect(first.body).not.toContain('이전');
    expect((await getShop(app, 'bench/items/50')).statusCode).toBe(200);
    const [thumb] = imageSources(first.body);
    expect((await getShop(app, new URL(`http:${thumb ?? ''}`).pathname)).statusCode).toBe(200);

    const second = await getShop(app, benchListingPath(2));
    expect(productNumbers(second.body, 2)).toEqual(
      Array.from({ length: BENCH_LIST_PAGE_SIZE }, (_, i) => BENCH_LIST_PAGE_SIZE + i + 1),
    );
    expect(hrefs(second.body)).toContain(`${TEST_PREFIX}/bench/list?page=1`);
  });

  it('ends with product N and no next link, answers 404 past the end, and reads a bad page number as page 1', async () => {
    const last = await getShop(app, benchListingPath(BENCH_LIST_PAGE_COUNT));
    expect(last.statusCode).toBe(200);
    expect(productNumbers(last.body, BENCH_LIST_PAGE_COUNT).at(-1)).toBe(BENCH_PRODUCT_COUNT);
    expect(last.body).not.toContain('다음');
    const past = await getShop(app, benchListingPath(BENCH_LIST_PAGE_COUNT + 1));
    expect(past.statusCode).toBe(404);
    expect(past.body).toContain('페이지를 찾을 수 없습니다');
    const bad = await getShop(app, 'bench/list?page=abc');
    expect(productNumbers(bad.body, 1)[0]).toBe(1);
  });
});
