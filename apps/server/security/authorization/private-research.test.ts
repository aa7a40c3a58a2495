import {
  allProductsResponseSchema,
  crawlHistoryResponseSchema,
  datesResponseSchema,
  htmlContentResponseSchema,
  htmlFilesResponseSchema,
  investigatorStatsSchema,
  parsedProductsResponseSchema,
  productsOfDateResponseSchema,
} from '@ollida/contracts/investigator';
import type { RunningShopSandbox } from '@ollida/sandbox/shop/standalone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulDayOf } from '../../src/platform/seoul-calendar.ts';
import type { TestContext } from '../../test/build-test-app.ts';
import { buildInvestigatorApp, investigatorKit, startRecordedShop } from '../../test/kits/investigator.ts';

// Issue 22 §10: which supplier products a seller researches is their own business. A crawl's stored pages, parsed
// products, history and statistics are the crawler's alone; another user finds none of them, and a page of theirs
// answers 404 exactly like a page never stored.

let ctx: TestContext;
let shop: RunningShopSandbox;
let kit: ReturnType<typeof investigatorKit>;
type Seller = Awaited<ReturnType<ReturnType<typeof investigatorKit>['seller']>>;
let alice: Seller;
let bob: Seller;
const godo = 'godo.shop.example';
const base = '/api/product-investigator';

beforeAll(async () => {
  ({ shop } = await startRecordedShop());
  ctx = await buildInvestigatorApp(shop);
  kit = investigatorKit(ctx);
  alice = await kit.seller();
  bob = await kit.seller();
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await shop?.close();
});

async function get<T>(who: Seller, url: string, schema: { parse(value: unknown): T }): Promise<T> {
  const response = await kit.call(who.token, 'GET', url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return schema.parse(response.json());
}

async function crawl(who: Seller): Promise<void> {
  const result = await kit.finished(who.token, (await kit.startCrawl(who.token, godo, 5)).data.session_id);
  expect(result.data.successful).toBe(4);
}

/** Everything the Investigator's lists show the seller, counted. */
async function seenBy(who: Seller) {
  const today = seoulDayOf(ctx.clock.now);
  const stats = await get(who, `${base}/stats`, investigatorStatsSchema);
  return {
    history: (await get(who, `${base}/crawl-history?domain=${godo}`, crawlHistoryResponseSchema)).data
      .history,
    parsed: (await get(who, `${base}/parsed-products?domain=${godo}`, parsedProductsResponseSchema)).data
      .products.length,
    dates: (await get(who, `${base}/dates/godomall`, datesResponseSchema)).dates,
    ofDay: (await get(who, `${base}/products/godomall/${today}`, productsOfDateResponseSchema)).products
      .length,
    products: (await get(who, `${base}/products/all`, allProductsResponseSchema)).total,
    files: (await get(who, `${base}/products/all?parse=false`, allProductsResponseSchema)).total,
    htmlFiles: (await get(who, `${base}/html-files`, htmlFilesResponseSchema)).pagination.total,
    stats: {
      products: stats.stats.total_products,
      files: stats.stats.total_files,
      sources: stats.stats.sources,
    },
  };
}

const nothing = {
  history: [],
  parsed: 0,
  dates: [],
  ofDay: 0,
  products: 0,
  files: 0,
  htmlFiles: 0,
  stats: { products: 0, files: 0, sources: [] },
};

async function pathsOf(who: Seller): Promise<string[]> {
  return (await get(who, `${base}/html-files`, htmlFilesResponseSchema)).files.map((file) => file.path);
}

describe("another user's crawls", () => {
  let alicePaths: string[] = [];

  it('list nothing of them: no history, parsed products, days, files or statistics', async () => {
    await crawl(alice);
    alicePaths = await pathsOf(alice);
    expect(alicePaths).toHaveLength(4);
    expect(await seenBy(bob)).toEqual(nothing);
  });

  it('answer 404 for their stored pages, the same as for a page never stored', async () => {
    const [path = ''] = alicePaths;
    const missing = path.replace(/\/\d+\.html$/, '/999999999.html');
    for (const route of ['html-content', 'parse-file']) {
      const foreign = await kit.call(
        bob.token,
        'GET',
        `${base}/${route}?file_path=${encodeURIComponent(path)}`,
      );
      const absent = await kit.call(
        bob.token,
        'GET',
        `${base}/${route}?file_path=${encodeURIComponent(missing)}`,
      );
      expect(foreign.statusCode, `${route}: ${foreign.body}`).toBe(404);
      expect(absent.statusCode, `${route}: ${absent.body}`).toBe(404);
      expect(foreign.json()).toEqual(absent.json());
      expect(foreign.json()).toEqual({
        detail: '저장된 HTML 파일을 찾을 수 없습니다.',
        code: 'html_file_not_found',
      });
    }
  });

  it('leave both users their own results when both crawl the same site on the same day', async () => {
    const before = await seenBy(alice);
    await crawl(bob);
    // Bob's crawl stored pages of his own: Alice's are untouched, her visits not counted twice.
    expect(await seenBy(alice)).toEqual(before);
    expect(before.history.every((entry) => entry.visit_count === 1)).toBe(true);
    const bobs = await seenBy(bob);
    expect(bobs).toMatchObject({ parsed: 4, products: 4, files: 4, htmlFiles: 4, ofDay: 4 });
    expect(bobs.history.map((entry) => entry.visit_count)).toEqual([1, 1, 1, 1]);

    // The same file path names each user's own page.
    const bobPaths = await pathsOf(bob);
    expect([...bobPaths].sort()).toEqual([...alicePaths].sort());
    const [path = ''] = bobPaths;
    const query = `${base}/html-content?file_path=${encodeURIComponent(path)}`;
    const alicePage = await get(alice, query, htmlContentResponseSchema);
    const bobPage = await get(bob, query, htmlContentResponseSchema);
    const pageIdOf = (viewUrl: string) => /\/html-view\/([^?]+)/.exec(viewUrl)?.[1];
    expect(pageIdOf(bobPage.view_url)).toBeDefined();
    expect(pageIdOf(bobPage.view_url)).not.toBe(pageIdOf(alicePage.view_url));
  });
});
