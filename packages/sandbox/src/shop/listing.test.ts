import type { FastifyInstance } from 'fastify';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsOfStyle, shopCatalogue } from './catalogue.ts';
import { SHOP_STYLES, type ShopStyle } from './catalogue-types.ts';
import { DEFAULT_LIST_PAGE_SIZE, listingPageCount, listingPath } from './render-listing.ts';
import { GODO_NOTICE_PATH } from './render-misc.ts';
import { buildShopTestApp, getShop, hrefs, TEST_BASE, TEST_PREFIX } from './testing.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildShopTestApp();
});
afterAll(async () => {
  await app.close();
});

/** The catalogue product a link points at: same path, and every query parameter of the product URL present. */
function productIdFor(url: URL): string | undefined {
  const product = shopCatalogue.find((p) =>
    [p.path, ...p.alternatePaths].some((path) => {
      const target = new URL(`${TEST_BASE}/${path}`);
      if (target.pathname !== url.pathname) return false;
      return [...target.searchParams].every(([key, value]) => url.searchParams.get(key) === value);
    }),
  );
  return product?.id;
}

async function pageHtml(style: ShopStyle, path: string): Promise<string> {
  const response = await getShop(app, path);
  expect(response.statusCode, path).toBe(200);
  return style === 'euckr' ? iconv.decode(response.rawPayload, 'euc-kr') : response.body;
}

describe('listing pages', () => {
  it.each(SHOP_STYLES)(
    '%s: pages link every product exactly once, and each link resolves to a 200 page',
    async (style) => {
      const count = listingPageCount(style, DEFAULT_LIST_PAGE_SIZE);
      expect(count).toBeGreaterThan(1);
      const seen: string[] = [];
      for (let page = 1; page <= count; page += 1) {
        const pageUrl = `${TEST_BASE}/${listingPath(style, page)}`;
        const html = await pageHtml(style, listingPath(style, page));
        const onPage = new Set<string>();
        for (const href of hrefs(html)) {
          const url = new URL(href, pageUrl);
          const id = productIdFor(url);
          if (id === undefined) continue;
          onPage.add(id);
          const response = await getShop(app, `${url.pathname}${url.search}`);
          expect(response.statusCode, href).toBe(200);
        }
        expect(onPage.size).toBeLessThanOrEqual(DEFAULT_LIST_PAGE_SIZE);
        seen.push(...onPage);
        const next = hrefs(html).some((href) => href === `${TEST_PREFIX}/${listingPath(style, page + 1)}`);
        expect(next, `next link on page ${page}`).toBe(page < count);
      }
      expect([...seen].sort()).toEqual(
        productsOfStyle(style)
          .map((p) => p.id)
          .sort(),
      );
    },
  );

  it('lists nothing past the last page and treats a bad page number as page 1', async () => {
    const past = await getShop(app, listingPath('godo', 99));
    expect(past.statusCode).toBe(200);
    expect(past.body).toContain('상품이 없습니다.');
    const bad = await getShop(app, 'domeggook/list?page=abc');
    const [first] = productsOfStyle('domeggook');
    expect(bad.body).toContain(first?.name ?? '?');
  });

  it('honours listPageSize and answers 404 for unknown categories', async () => {
    const wide = await buildShopTestApp({ listPageSize: 50 });
    try {
      const html = (await getShop(wide, listingPath('cafe24', 1))).body;
      for (const product of productsOfStyle('cafe24'))
        expect(html).toContain(`id="anchorBoxId_${product.siteNo}"`);
      expect((await getShop(wide, 'cafe24/product/list.html?cate_no=99')).statusCode).toBe(404);
    } finally {
      await wide.close();
    }
  });

  it('links every style listing from the Korean index page', async () => {
    for (const path of [TEST_PREFIX, `${TEST_PREFIX}/`]) {
      const response = await getShop(app, path);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('샌드박스 공급사 쇼핑몰');
      for (const style of SHOP_STYLES) {
        expect(hrefs(response.body)).toContain(`${TEST_PREFIX}/${listingPath(style, 1)}`);
      }
    }
  });
});

describe('pages without product data', () => {
  it('the notice page has none of the product markers the parsers look for', async () => {
    const response = await getShop(app, GODO_NOTICE_PATH);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('공지사항');
    for (const marker of [
      'application/ld+json',
      'og:type" content="product',
      'product:',
      'itemprop',
      'itemtype',
      'set_goods_',
      'lItem',
      'contentsBuffer',
      'option_stock_data',
      'og:image',
      '<img',
    ]) {
      expect(html, marker).not.toContain(marker);
    }
    expect(html).not.toMatch(/\d\s*원/);
    expect(html).not.toMatch(/[₩]|KRW/);
  });

  it('serves robots.txt with crawl pacing and the login pages disallowed', async () => {
    const response = await getShop(app, 'robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('Crawl-delay: 1');
    expect(response.body).toContain(`Disallow: ${TEST_PREFIX}/godo/member/`);
    expect(response.body).toContain(`Disallow: ${TEST_PREFIX}/domeme/mem_`);
  });

  it('answers errors with a Korean HTML page, not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${TEST_PREFIX}/godo/member/login_ps.php`,
      headers: { host: 'shop.test', 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('잘못된 요청입니다.');
  });
});
