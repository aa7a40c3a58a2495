import { applyPriceRule, defaultPriceRule } from '@ollida/contracts/price-rule';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { bulkCalls, isFinished, startBulkApp } from '../../../test/kits/bulk-registration.ts';
import { startForeignShop } from '../../../test/kits/foreign-shop.ts';
import { realUploadService, uploadKit } from '../../../test/kits/uploads.ts';
import { demoVendor } from '../../../test/kits/workspaces.ts';
import { uploadedProducts } from '../../db/schema/uploads.ts';
import { createSafeFetcher } from '../../sources/safe-fetch.ts';
import { defaultUploadSettings } from '../uploads/index.ts';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof startForeignShop>>;
let bulk: Awaited<ReturnType<typeof startBulkApp>>;
let imageFetcher: ReturnType<typeof createSafeFetcher>;
const api = bulkCalls(() => bulk.app);

beforeAll(async () => {
  shop = await startForeignShop();
  imageFetcher = createSafeFetcher({ allowedPrefixes: [shop.baseUrl] });
  ctx = await buildTestApp();
  bulk = await startBulkApp(ctx, {
    // The real upload pipeline against the Coupang sandbox, as bulk-coupang.int.test.ts builds it.
    uploader: realUploadService(ctx, imageFetcher),
    allowedPrefixes: [shop.baseUrl],
  });
});
afterAll(async () => {
  await bulk.app.close();
  await ctx.close();
  await Promise.all([bulk.fetcher.close(), imageFetcher.close(), shop.close()]);
});

describe('bulk registration of foreign-currency pages', () => {
  it('converts with the batch workspace’s rates and overseas cost, and fails an item whose currency has none', async () => {
    const store = await uploadKit(ctx).coupangStore();
    const saved = await uploadKit(ctx).call(
      store.owner.token,
      'PUT',
      `/api/workspaces/${store.workspaceId}/upload-settings`,
      {
        ...defaultUploadSettings,
        price_rule: { ...defaultPriceRule, overseas_cost_won: 3_000 },
        exchange_rates: [{ currency: 'CNY', won_per_unit: 200 }],
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const yuan = shop.productUrl('canvas-1', 'CNY', 149);
    const dollars = shop.productUrl('canvas-2', 'TWD', 590);
    const created = await api.create(store.owner.token, {
      workspace_id: store.workspaceId,
      urls: [yuan, dollars],
    });
    expect(created.statusCode, created.body).toBe(201);
    const done = await api.until(store.owner.token, created.json().batch_id, isFinished, 30_000);

    expect(done.errors).toEqual([
      {
        url: dollars,
        message:
          'TWD 환율이 설정되지 않아 가격을 정할 수 없습니다. 워크스페이스 업로드 설정에서 환율을 입력해 주세요.',
      },
    ]);
    expect(done).toMatchObject({ status: 'completed', success: 1, fail: 1 });
    const rows = await ctx.database.db
      .select()
      .from(uploadedProducts)
      .where(eq(uploadedProducts.workspaceId, store.workspaceId));
    expect(rows.map((row) => [row.originalUrl, row.status])).toEqual([[yuan, 'success']]);
    const listed = ctx.coupang.products.find(demoVendor.vendorId, Number(rows[0]?.sellerProductId));
    const items = listed?.body.items as { salePrice: number }[] | undefined;
    // ¥149 × 200 = 29,800원, plus 3,000원 overseas cost, then the default rule (30%, up to 10원): 42,640원.
    expect(items?.[0]?.salePrice).toBe(applyPriceRule(defaultPriceRule, 149 * 200 + 3_000));
    expect(items?.[0]?.salePrice).toBe(42_640);
  });
});
