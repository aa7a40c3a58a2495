import { productSearchHistorySchema, productSearchRecordSchema } from '@ollida/contracts/product-search';
import type { RunningShopSandbox } from '@ollida/sandbox/shop/standalone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app.ts';
import { buildInvestigatorApp, investigatorKit, startRecordedShop } from '../../../test/kits/investigator.ts';

let ctx: TestContext;
let shop: RunningShopSandbox;
let kit: ReturnType<typeof investigatorKit>;

beforeAll(async () => {
  ({ shop } = await startRecordedShop());
  ctx = await buildInvestigatorApp(shop, { workers: 0 });
  kit = investigatorKit(ctx);
});
afterAll(async () => {
  await ctx.close();
  await shop.close();
});

const cafe24Product = () => {
  const product = shop.catalogue.find((item) => item.style === 'cafe24' && !item.soldOut);
  if (!product) throw new Error('no cafe24 product in the demo shop');
  return product;
};

describe('product search', () => {
  it('parses the page, keeps the record with its keyword, and lists only the searcher’s records, newest first', async () => {
    const seller = await kit.seller();
    const other = await kit.seller();
    const product = cafe24Product();
    const first = await kit.call(seller.token, 'POST', '/api/product-search', {
      url: shop.productUrl(product),
      search_keyword: '  여름 셔츠  ',
    });
    expect(first.statusCode, first.body).toBe(200);
    const record = productSearchRecordSchema.parse(first.json());
    expect(record).toMatchObject({
      url: shop.productUrl(product),
      search_keyword: '여름 셔츠',
      sale_price: product.salePrice,
    });
    expect(record.item_name.length).toBeGreaterThan(0);
    expect(record.images[0]).toMatch(/^http/);

    ctx.clock.now = new Date(ctx.clock.now.getTime() + 1_000);
    const second = await kit.call(seller.token, 'POST', '/api/product-search', {
      url: shop.productUrl(product),
      search_keyword: '   ',
    });
    expect(second.json().search_keyword).toBeNull();
    await kit.call(other.token, 'POST', '/api/product-search', { url: shop.productUrl(product) });

    const history = productSearchHistorySchema.parse(
      (await kit.call(seller.token, 'GET', '/api/product-search/history')).json(),
    );
    expect(history.results.map((entry) => entry._id)).toEqual([second.json()._id, record._id]);
  });

  it('deletes only the searcher’s own records; another user’s id answers 404 and stays', async () => {
    const seller = await kit.seller();
    const other = await kit.seller();
    const made = await kit.call(seller.token, 'POST', '/api/product-search', {
      url: shop.productUrl(cafe24Product()),
    });
    const id = made.json()._id as string;

    const stranger = await kit.call(other.token, 'DELETE', `/api/product-search/${id}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({
      detail: '검색 기록을 찾을 수 없습니다.',
      code: 'search_record_not_found',
    });
    expect((await kit.call(seller.token, 'GET', '/api/product-search/history')).json().results).toHaveLength(
      1,
    );

    const own = await kit.call(seller.token, 'DELETE', `/api/product-search/${id}`);
    expect(own.json()).toEqual({ message: '검색 기록을 삭제했습니다.' });
    expect((await kit.call(seller.token, 'GET', '/api/product-search/history')).json().results).toEqual([]);
    expect((await kit.call(seller.token, 'DELETE', '/api/product-search/not-a-uuid')).statusCode).toBe(400);
  });

  it('refuses a blank URL, an internal address and a page that is not a product, writing nothing', async () => {
    const seller = await kit.seller();
    const blank = await kit.call(seller.token, 'POST', '/api/product-search', {
      url: '   ',
      search_keyword: 'x',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].message).toBe('URL을 입력해 주세요.');
    const internal = await kit.call(seller.token, 'POST', '/api/product-search', {
      url: 'http://169.254.169.254/latest',
    });
    expect(internal.statusCode).toBe(400);
    const notProduct = await kit.call(seller.token, 'POST', '/api/product-search', {
      url: `${shop.baseUrl}/`,
    });
    expect(notProduct.statusCode).toBe(422);
    expect((await kit.call(seller.token, 'GET', '/api/product-search/history')).json().results).toEqual([]);
  });
});
