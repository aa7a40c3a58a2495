import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopCatalogue } from './catalogue.ts';
import { SupplierState } from './supplier-state.ts';
import { buildShopTestApp, getShop } from './testing.ts';

let app: FastifyInstance;
const supplier = new SupplierState();
const product = shopCatalogue.find((candidate) => candidate.style === 'godo') ?? shopCatalogue[0];

beforeAll(async () => {
  app = await buildShopTestApp({ supplier });
});
afterAll(async () => {
  await app.close();
});

describe('conditional product pages', () => {
  it('answers 304 without a body to the ETag of an unchanged page, and 200 with a new ETag once it changed', async () => {
    if (product === undefined) throw new Error('the demo shop has no product');
    const first = await getShop(app, product.path);
    const etag = String(first.headers.etag);
    expect(first.statusCode).toBe(200);
    expect(etag).toMatch(/^"[\w-]{22}"$/);

    const unchanged = await getShop(app, product.path, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect((await getShop(app, product.path, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(
      304,
    );

    supplier.change(product, { price: product.salePrice + 1_000 });
    const changed = await getShop(app, product.path, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    supplier.change(product, { reset: true });
  });

  it('never answers 304 to a page that is gone', async () => {
    const missing = await getShop(app, 'godo/goods/goods_view.php?goodsNo=1', { 'if-none-match': '*' });
    expect(missing.statusCode).toBe(404);
  });
});
