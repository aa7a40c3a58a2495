import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDomeggookTestApp, callItemView } from '../domeggook/testing.ts';
import { ownerclanSeeds } from '../ownerclan/seeds.ts';
import { buildOwnerclanTestApp, demoToken, postGraphql } from '../ownerclan/testing.ts';
import { findShopProduct, productsOfStyle, shopCatalogue } from './catalogue.ts';
import type { ShopProduct } from './catalogue-types.ts';
import { SupplierState } from './supplier-state.ts';
import { buildShopTestApp, getShop, TEST_BASE, TEST_PREFIX } from './testing.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function shopWith(supplier = new SupplierState()) {
  const app = await buildShopTestApp({ supplier });
  apps.push(app);
  return { app, supplier };
}

function patch(app: FastifyInstance, payload: Record<string, unknown>) {
  return app.inject({
    method: 'PATCH',
    url: `${TEST_PREFIX}/admin/products`,
    payload,
    headers: { host: 'shop.test' },
  });
}

const simple = shopCatalogue.find(
  (p) => p.options === undefined && !p.soldOut && p.style === 'godo',
) as ShopProduct;
const withOptions = shopCatalogue.find(
  (p) => p.style === 'domeggook' && (p.options?.variants.length ?? 0) > 1 && !p.soldOut,
) as ShopProduct;

describe('the demo supplier admin (issue 24 sandboxes)', () => {
  it('changes a product by any of its page URLs, and its page shows the change', async () => {
    const { app } = await shopWith();
    const url = `${TEST_BASE}/${simple.path}`;
    const answer = await patch(app, { url, price: simple.salePrice + 1_000 });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().product).toMatchObject({
      id: simple.id,
      price: simple.salePrice + 1_000,
      sold_out: false,
    });
    const page = await getShop(app, simple.path);
    expect(page.body).toContain((simple.salePrice + 1_000).toLocaleString('en-US'));

    const soldOut = await patch(app, { url: `/sandbox/shop/${simple.path}`, sold_out: true });
    expect(soldOut.json().product).toMatchObject({ sold_out: true, stock: 0 });
    // The 고도몰 skin's sold-out markup (supplier-pages §4).
    expect((await getShop(app, simple.path)).body).toContain('btn_add_soldout');

    const back = await patch(app, { url, sold_out: false });
    expect(back.json().product).toMatchObject({ sold_out: false, stock: simple.stock });

    await patch(app, { url, removed: true });
    expect((await getShop(app, simple.path)).statusCode).toBe(404);
    await patch(app, { url, reset: true });
    const reset = await getShop(app, simple.path);
    expect(reset.statusCode).toBe(200);
    expect(reset.body).not.toContain('btn_add_soldout');
  });

  it('changes one option: sold out, back, and its own price', async () => {
    const { app } = await shopWith();
    const url = `${TEST_BASE}/${withOptions.alternatePaths[0]}`;
    const variant = withOptions.options?.variants[1];
    const name = variant?.values.join(' / ') ?? '';
    const out = await patch(app, { url, option: name.replaceAll(' / ', '/'), sold_out: true });
    expect(out.statusCode).toBe(200);
    const options = out.json().product.options as { name: string; stock: number; sold_out: boolean }[];
    expect(options.find((option) => option.name === name)).toMatchObject({ stock: 0, sold_out: true });
    expect(options.filter((option) => option.sold_out)).toHaveLength(
      (withOptions.options?.variants.filter((v) => v.stock === 0).length ?? 0) +
        (variant?.stock === 0 ? 0 : 1),
    );
    expect((await getShop(app, withOptions.path)).body).toContain(`${variant?.values.join('/')}`);

    const priced = await patch(app, {
      url,
      option: name,
      price: withOptions.salePrice + 500,
      sold_out: false,
    });
    expect(
      priced.json().product.options.find((option: { name: string }) => option.name === name),
    ).toMatchObject({
      price: withOptions.salePrice + 500,
      sold_out: false,
    });
  });

  it('refuses bad changes in Korean and changes nothing', async () => {
    const { app } = await shopWith();
    const url = `${TEST_BASE}/${simple.path}`;
    const cases: Record<string, unknown>[] = [
      { url, price: 0 },
      { url, price: -5 },
      { url, stock: 1.5 },
      { url, sold_out: 'yes' },
      { url: `${TEST_BASE}/godo/goods/goods_view.php?goodsNo=999` },
      { price: 1_000 },
      { url, option: '없는 옵션', sold_out: true },
      { url: `${TEST_BASE}/${withOptions.path}`, stock: 3 },
      { url: 'x'.repeat(2_001) },
    ];
    for (const payload of cases) {
      const answer = await patch(app, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'invalid_change',
        detail: expect.stringMatching(/[가-힣]/),
      });
    }
    const now = await app.inject({
      method: 'GET',
      url: `${TEST_PREFIX}/admin/products?url=${encodeURIComponent(url)}`,
    });
    expect(now.json().product).toMatchObject({ price: simple.salePrice, sold_out: false, removed: false });
  });

  it('is also a page: the form applies the change and escapes what it shows back', async () => {
    const { app } = await shopWith();
    const form = await getShop(app, 'admin');
    expect(form.body).toContain('공급사 관리');
    const posted = await app.inject({
      method: 'POST',
      url: `${TEST_PREFIX}/admin`,
      headers: { host: 'shop.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        url: `${TEST_BASE}/${simple.path}`,
        sold_out: 'true',
        price: '',
      }).toString(),
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain('품절');
    const hostile = await app.inject({
      method: 'POST',
      url: `${TEST_PREFIX}/admin`,
      headers: { host: 'shop.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ url: '"><script>alert(1)</script>' }).toString(),
    });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.body).not.toContain('<script>alert');
  });

  it('shows through the 도매꾹 API, and survives a restart', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'supplier-')), 'shop.json');
    const supplier = new SupplierState(file);
    const { app } = await shopWith(supplier);
    const item = productsOfStyle('domeggook').find(
      (p) => p.options === undefined && !p.soldOut,
    ) as ShopProduct;
    await patch(app, { url: `${TEST_BASE}/${item.path}`, price: item.salePrice + 2_000, stock: 7 });
    await app.close();
    apps.splice(0);

    const restarted = new SupplierState(file);
    const api = await buildDomeggookTestApp({ supplier: restarted });
    apps.push(api);
    const view = (await callItemView(api, { no: item.siteNo })).json().domeggook;
    expect(view.qty.inventory).toBe('7');
    expect(JSON.stringify(view.price)).toContain(String(item.salePrice + 2_000));

    const { app: shop } = await shopWith(restarted);
    await patch(shop, { url: `${TEST_BASE}/${item.path}`, removed: true });
    const ended = (await callItemView(api, { no: item.siteNo })).json().domeggook;
    expect(ended.basis.status).toBe('판매종료');
  });

  it('shows through the 오너클랜 API: sold out as status soldout, a removed page as a missing item', async () => {
    const supplier = new SupplierState();
    const { app: shop } = await shopWith(supplier);
    const api = await buildOwnerclanTestApp({ supplier });
    apps.push(api);
    const seed = ownerclanSeeds[0];
    const product = seed && findShopProduct(seed.shop.style, seed.shop.no);
    if (seed === undefined || product === undefined) throw new Error('ownerclan seeds name shop products');
    const token = await demoToken(api);
    const read = async () =>
      (await postGraphql(api, token, { query: `{ item(key: "${seed.key}") { key status } }` })).json().data
        .item;

    await patch(shop, { url: `${TEST_BASE}/${product.path}`, sold_out: true });
    expect(await read()).toMatchObject({ key: seed.key, status: 'soldout' });
    await patch(shop, { url: `${TEST_BASE}/${product.path}`, removed: true });
    expect(await read()).toBeNull();
  });
});
