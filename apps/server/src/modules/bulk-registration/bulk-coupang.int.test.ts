import { applyPriceRule, defaultPriceRule } from '@ollida/contracts/price-rule';
import { type RunningShopSandbox, startShopSandbox } from '@ollida/sandbox/shop/standalone';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { bulkCalls, isFinished, startBulkApp } from '../../../test/kits/bulk-registration.ts';
import { realUploadService, uploadKit } from '../../../test/kits/uploads.ts';
import { demoVendor } from '../../../test/kits/workspaces.ts';
import { uploadedProducts } from '../../db/schema/uploads.ts';
import { createSafeFetcher } from '../../sources/safe-fetch.ts';

let ctx: TestContext;
let shop: RunningShopSandbox;
let bulk: Awaited<ReturnType<typeof startBulkApp>>;
const imageFetcher = createSafeFetcher();
const api = bulkCalls(() => bulk.app);

beforeAll(async () => {
  shop = await startShopSandbox();
  ctx = await buildTestApp();
  bulk = await startBulkApp(ctx, {
    // The real upload pipeline, built as app.ts builds it, against the Coupang sandbox.
    uploader: realUploadService(ctx, imageFetcher),
    allowedPrefixes: [`${shop.baseUrl}/`],
    jobs: { workers: 3 },
  });
});
afterAll(async () => {
  await bulk.app.close();
  await ctx.close();
  await Promise.all([bulk.fetcher.close(), imageFetcher.close(), shop.close()]);
});

describe('bulk registration to the Coupang sandbox', () => {
  it('lists every shop page once on Coupang, priced by the store rule, and reports the bad line', async () => {
    const store = await uploadKit(ctx).coupangStore();
    // Goods of categories that need no certificate go up; the KC lamp is stopped by the review, in its words.
    const godo = shop.catalogue.filter((product) => product.style === 'godo' && !product.soldOut);
    const products = godo
      .filter((product) => !/LED|전기|에어프라이어|블루투스/.test(product.name))
      .slice(0, 3);
    const lamp = godo.find((product) => product.name.includes('LED 스탠드'));
    if (lamp === undefined) throw new Error('the demo shop has an LED desk lamp');
    const urls = products.map((product) => shop.productUrl(product));
    const created = await api.create(store.owner.token, {
      workspace_id: store.workspaceId,
      urls: [...urls, 'not a url', shop.productUrl(lamp)],
    });
    expect(created.statusCode).toBe(201);
    const done = await api.until(store.owner.token, created.json().batch_id, isFinished, 30_000);
    expect(done.errors).toEqual([
      { url: 'not a url', message: '올바른 URL이 아닙니다: not a url' },
      { url: shop.productUrl(lamp), message: expect.stringContaining('인증 정보가 필요합니다') },
    ]);
    expect(done).toMatchObject({ status: 'completed', success: 3, fail: 2 });
    // The refused item keeps every error of the review, with its field, for the progress list; others have none.
    const refused = done.items.find((item) => item.url === shop.productUrl(lamp));
    expect(refused?.checks).toEqual([
      expect.objectContaining({ code: 'certification_missing', severity: 'error', field: 'certification' }),
    ]);
    expect(done.items.filter((item) => item.checks.length > 0)).toHaveLength(1);

    const rows = await ctx.database.db
      .select()
      .from(uploadedProducts)
      .where(eq(uploadedProducts.workspaceId, store.workspaceId));
    expect(rows.map((row) => [row.status, row.channel, row.batchItemId]).sort()).toEqual(
      done.items
        .slice(0, 3)
        .map((item) => ['success', 'bulk', item.id])
        .sort(),
    );
    const sellerProductIds = rows.map((row) => Number(row.sellerProductId));
    // What Coupang received carries the store's price rule (defaults here), not the supplier's price.
    const listedPrices = products.map((product) => {
      const row = rows.find((candidate) => candidate.originalUrl === shop.productUrl(product));
      const listed = ctx.coupang.products.find(demoVendor.vendorId, Number(row?.sellerProductId));
      const items = listed?.body.items as { salePrice: number }[] | undefined;
      return items?.[0]?.salePrice;
    });
    expect(listedPrices).toEqual(
      products.map((product) => applyPriceRule(defaultPriceRule, product.expected.salePrice)),
    );
    // The sandbox numbers products in sequence: a fourth would have been the next number.
    expect(ctx.coupang.products.find(demoVendor.vendorId, Math.max(...sellerProductIds) + 1)).toBeUndefined();
    expect(new Set(sellerProductIds).size).toBe(3);
    expect(done.results.map((result) => result.store_url)).toEqual(
      done.items.slice(0, 3).map((item) => rows.find((row) => row.batchItemId === item.id)?.storeUrl ?? null),
    );
  });
});
