import {
  allProductsResponseSchema,
  crawlHistoryResponseSchema,
  htmlContentResponseSchema,
  htmlFilesResponseSchema,
  investigatorStatsSchema,
  parsedProductsResponseSchema,
  parseFileResponseSchema,
  parseHtmlResponseSchema,
  supportedSitesResponseSchema,
} from '@ollida/contracts/investigator';
import type { RunningShopSandbox } from '@ollida/sandbox/shop/standalone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app.ts';
import { buildInvestigatorApp, investigatorKit, startRecordedShop } from '../../../test/kits/investigator.ts';
import { seoulDayOf } from '../../platform/seoul-calendar.ts';

let ctx: TestContext;
let shop: RunningShopSandbox;
let requests: string[];
let kit: ReturnType<typeof investigatorKit>;
let seller: Awaited<ReturnType<ReturnType<typeof investigatorKit>['seller']>>;
const godo = 'godo.shop.example';
const base = '/api/product-investigator';

beforeAll(async () => {
  ({ shop, requests } = await startRecordedShop());
  ctx = await buildInvestigatorApp(shop);
  kit = investigatorKit(ctx);
  seller = await kit.seller();
});
afterAll(async () => {
  await ctx.close();
  await shop.close();
});

async function get<T>(url: string, schema: { parse(value: unknown): T }): Promise<T> {
  const response = await kit.call(seller.token, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

describe('crawling a site', () => {
  it('lists the sites with domeggook first as the default, and the sources of the parsing engine', async () => {
    const sites = await get(`${base}/supported-sites`, supportedSitesResponseSchema);
    expect(sites.data.default_domain).toBe('domeggook.com');
    expect(sites.data.sites.map((site) => site.domain)).toContain(godo);
    const sources = (await kit.call(seller.token, 'GET', `${base}/sources`)).json();
    expect(sources.sources).toMatchObject({
      domeggook: '도매꾹',
      godomall: '고도몰',
      generic: '일반 쇼핑몰',
    });
  });

  it('finds product pages through the listings, stores and parses them, and never asks for what robots.txt disallows', async () => {
    const started = await kit.startCrawl(seller.token, godo, 5);
    expect(started.status).toBe('running');
    const result = await kit.finished(seller.token, started.data.session_id);

    expect(result.status).toBe('success');
    expect(result.data).toMatchObject({ planned: 5, total_crawled: 5, successful: 4, failed: 1 });
    const refused = result.data.products.find((product) => !product.success);
    expect(refused?.error).toContain('robots.txt가 허용하지 않는 주소로 이동해 가져오지 않았습니다');
    expect(
      result.data.products.filter((product) => product.success).every((product) => product.file_size > 0),
    ).toBe(true);
    expect(result.message).toBe('상품 페이지 5개 중 4개를 저장하고 분석했습니다.');

    expect(requests).toContain('/sandbox/shop/robots.txt');
    expect(requests.some((path) => path.includes('/godo/member/'))).toBe(false);

    const history = await get(`${base}/crawl-history?domain=${godo}`, crawlHistoryResponseSchema);
    expect(history.data.history).toHaveLength(4);
    expect(history.data.history.every((entry) => entry.visit_count === 1)).toBe(true);
    const parsed = await get(`${base}/parsed-products?domain=${godo}&limit=20`, parsedProductsResponseSchema);
    expect(parsed.data.products).toHaveLength(4);
    expect(parsed.data.products[0]).toMatchObject({
      item_name: expect.any(String),
      sale_price: expect.any(Number),
    });
  });

  it('counts a second visit of the same pages', async () => {
    const again = await kit.finished(
      seller.token,
      (await kit.startCrawl(seller.token, godo, 5)).data.session_id,
    );
    expect(again.data.successful).toBe(4);
    const history = await get(`${base}/crawl-history?domain=${godo}`, crawlHistoryResponseSchema);
    expect(history.data.history.map((entry) => entry.visit_count)).toEqual([2, 2, 2, 2]);
    expect(history.data.history.every((entry) => entry.last_accessed_at >= entry.crawled_at)).toBe(true);
  });

  it('browses the stored pages by source and day, all at once with filters, and as files', async () => {
    const today = seoulDayOf(ctx.clock.now);
    const dates = (await kit.call(seller.token, 'GET', `${base}/dates/godomall`)).json();
    expect(dates).toEqual({ dates: [today] });
    const ofDay = (await kit.call(seller.token, 'GET', `${base}/products/godomall/${today}`)).json();
    expect(ofDay.products).toHaveLength(4);

    const all = await get(
      `${base}/products/all?source_filter=godomall&date_filter=${today.replaceAll('-', '')}`,
      allProductsResponseSchema,
    );
    expect(all).toMatchObject({ total: 4, total_pages: 1, page: 1, limit: 50 });
    expect(all.products[0]).toMatchObject({ type: 'product', source: 'godomall', source_name: '고도몰' });
    const files = await get(`${base}/products/all?parse=false`, allProductsResponseSchema);
    // The robots-refused page was never fetched, so it is no file either.
    expect(files.total).toBe(4);
    expect(
      files.products.every((product) => product.type === 'html_file' && product.filename?.endsWith('.html')),
    ).toBe(true);
    const name = all.products[0]?.title ?? '';
    const searched = await get(
      `${base}/products/all?search=${encodeURIComponent(name.slice(0, 6))}`,
      allProductsResponseSchema,
    );
    expect(searched.products.map((product) => product.title)).toContain(name);

    const listed = await get(`${base}/html-files?page=1&limit=50`, htmlFilesResponseSchema);
    expect(listed.pagination).toEqual({ page: 1, limit: 50, total: 4, total_pages: 1 });
    expect(listed.files[0]?.path).toMatch(new RegExp(`^${godo}/${today}/\\d+\\.html$`));

    const stats = await get(`${base}/stats`, investigatorStatsSchema);
    expect(stats.stats).toMatchObject({ total_products: 4, total_files: 4 });
    expect(stats.stats.sources).toEqual([
      { source: 'godomall', name: '고도몰', count: 4, latest_date: today },
    ]);
    expect(stats.stats.latest_crawl_formatted).toMatch(/^\d{4}\. \d{2}\. \d{2}\. \d{2}:\d{2}$/);
  });

  it('parses a stored file again and a pasted page, with the old raw field names', async () => {
    const [file] = (await get(`${base}/html-files`, htmlFilesResponseSchema)).files.filter((entry) =>
      entry.path.startsWith(godo),
    );
    const path = encodeURIComponent(file?.path ?? '');
    const parsed = await get(`${base}/parse-file?file_path=${path}`, parseFileResponseSchema);
    expect(parsed.success).toBe(true);
    expect(parsed.product.parser_type).toBe('godomall');
    expect(parsed.product.raw_data).toMatchObject({
      sellerProductName: expect.any(String),
      salePrice: expect.any(Number),
      delivery: { deliveryChargeType: expect.stringMatching(/^(FREE|NOT_FREE)$/) },
    });
    expect(parsed.product.raw_data?.images[0]?.imageType).toBe('REPRESENTATION');

    const content = await get(`${base}/html-content?file_path=${path}`, htmlContentResponseSchema);
    const pasted = await kit.call(seller.token, 'POST', `${base}/parse`, {
      domain: godo,
      html_content: content.content,
    });
    const body = parseHtmlResponseSchema.parse(pasted.json());
    expect(body.success).toBe(true);
    expect(body.product.sellerProductName).toBe(parsed.product.raw_data?.sellerProductName);
    expect(body.product.items[0]?.images.length).toBeGreaterThan(0);

    const empty = await kit.call(seller.token, 'POST', `${base}/parse`, {
      domain: godo,
      html_content: '<html><body><p>안녕하세요</p></body></html>',
    });
    expect(parseHtmlResponseSchema.parse(empty.json())).toMatchObject({
      success: false,
      product: { error: expect.any(String) },
    });
  });

  it('opens a stored page through a short signed link, where none of its scripts can run', async () => {
    const [file] = (await get(`${base}/html-files`, htmlFilesResponseSchema)).files;
    const content = await get(
      `${base}/html-content?file_path=${encodeURIComponent(file?.path ?? '')}`,
      htmlContentResponseSchema,
    );
    const view = await ctx.app.inject({ method: 'GET', url: content.view_url });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(view.headers['content-security-policy'])).toMatch(/^sandbox; default-src 'none'/);
    expect(String(view.headers['content-security-policy'])).not.toContain('script-src');
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    expect(view.headers['cache-control']).toBe('private, no-store');
    expect(view.body).toBe(content.content);

    const tampered = content.view_url.replace(/signature=.{4}/, 'signature=AAAA');
    expect((await ctx.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(400);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 6 * 60_000);
    const expired = await ctx.app.inject({ method: 'GET', url: content.view_url });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'html_link_invalid' });
  });

  it('stores and parses five pages of a shop whose listings link only products (Cafe24 paths, two listing pages)', async () => {
    const result = await kit.finished(
      seller.token,
      (await kit.startCrawl(seller.token, 'cafe24.shop.example', 5)).data.session_id,
    );
    expect(result.data).toMatchObject({ planned: 5, total_crawled: 5, successful: 5, failed: 0 });
    expect(requests).toContain('/sandbox/shop/cafe24/product/list.html?cate_no=24&page=2');
    const parsed = await get(
      `${base}/parsed-products?domain=cafe24.shop.example`,
      parsedProductsResponseSchema,
    );
    expect(parsed.data.products).toHaveLength(5);
  });
});
