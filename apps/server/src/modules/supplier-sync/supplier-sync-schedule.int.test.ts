import { defaultPriceRule, priceDraft } from '@ollida/contracts/price-rule';
import { productDetailsSchema } from '@ollida/contracts/product-details';
import { uploadResponseSchema } from '@ollida/contracts/uploads';
import { type RunningShopSandbox, startShopSandbox } from '@ollida/sandbox/shop/standalone';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { syncRuns } from '../../db/schema/supplier-sync.ts';
import { createMarketplaceClients } from '../../integrations/marketplace-clients.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import { createImageDownloader } from '../../sources/image-download.ts';
import { inlinePageParser } from '../../sources/parse-pool.ts';
import { createSafeFetcher, type SafeFetcher } from '../../sources/safe-fetch.ts';
import { createSupplierApiRoute } from '../source-parser/supplier-api-route.ts';
import { createUrlParserService } from '../source-parser/url-parser.service.ts';
import { realUploadService, uploadKit } from '../uploads/upload-test-kit.ts';
import { createWorkspaceAccess } from '../workspaces/workspace-access.ts';
import { createSupplierSyncService, type SupplierSyncService } from './supplier-sync.service.ts';

let ctx: TestContext;
let shop: RunningShopSandbox;
let fetcher: SafeFetcher;
let sync: SupplierSyncService;

beforeAll(async () => {
  shop = await startShopSandbox();
  const allowedPrefixes = [`${shop.baseUrl}/`];
  ctx = await buildTestApp({ sourceFetch: { allowedPrefixes } });
  fetcher = createSafeFetcher({ allowedPrefixes });
  const clock = () => ctx.clock.now;
  const uploader = realUploadService(ctx, fetcher);
  // The service as app.ts builds it, so the test drives the schedule's sweep itself instead of waiting a minute.
  sync = createSupplierSyncService({
    db: ctx.database.db,
    access: createWorkspaceAccess(ctx.database.db),
    clients: createMarketplaceClients(ctx.config, clock, createImageDownloader(fetcher), ctx.database.db),
    secrets: createSecretBox(ctx.config.appSecret),
    urlParser: createUrlParserService({
      fetcher,
      parser: inlinePageParser,
      supplierApi: createSupplierApiRoute({}),
    }),
    settingsOf: (workspaceId) => uploader.getSettings(workspaceId),
    fetcher,
    clock,
  });
});
afterAll(async () => {
  await sync.drain();
  await ctx.close();
  await fetcher.close();
  await shop.close();
});

describe('the supplier-sync schedule (issue 24)', () => {
  it("checks a workspace's listings once per its plan's interval (free: daily), and not when sync is off", async () => {
    const kit = uploadKit(ctx);
    const store = await kit.coupangStore();
    const product = shop.catalogue.find((candidate) => candidate.id === 'euckr-3402229');
    if (product === undefined) throw new Error('the demo shop lost its tool box');
    const parsed = await kit.call(store.owner.token, 'POST', '/api/url-parser', {
      url: shop.productUrl(product),
    });
    const draft = priceDraft(productDetailsSchema.parse(parsed.json().data), defaultPriceRule);
    const uploaded = await kit.upload(store.owner.token, 'coupang', {
      product_details: draft,
      workspace_id: store.workspaceId,
    });
    uploadResponseSchema.parse(uploaded.json());
    const runsOf = () =>
      ctx.database.db.select().from(syncRuns).where(eq(syncRuns.workspaceId, store.workspaceId));

    // Other tests' stores may be due too: only this store's runs are counted.
    await sync.sweep();
    await sync.drain();
    expect(await runsOf()).toMatchObject([{ status: 'done', productCount: 1, checkedCount: 1 }]);

    await sync.sweep();
    await sync.drain();
    expect(await runsOf()).toHaveLength(1);

    ctx.clock.now = new Date(ctx.clock.now.getTime() + 23 * 3_600_000);
    await sync.sweep();
    expect(await runsOf()).toHaveLength(1);

    ctx.clock.now = new Date(ctx.clock.now.getTime() + 2 * 3_600_000);
    await sync.sweep();
    await sync.drain();
    expect(await runsOf()).toHaveLength(2);

    const off = await kit.call(
      store.owner.token,
      'PUT',
      `/api/workspaces/${store.workspaceId}/sync-settings`,
      {
        enabled: false,
        max_change_percent: 30,
        min_margin_percent: 0,
        never_lower_price: false,
        restock_quantity: 100,
      },
    );
    expect(off.statusCode, off.body).toBe(200);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 48 * 3_600_000);
    await sync.sweep();
    await sync.drain();
    expect(await runsOf()).toHaveLength(2);
  });
});
