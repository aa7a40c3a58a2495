import { defaultPriceRule, priceDraft } from '@ollida/contracts/price-rule';
import { type ProductDetails, productDetailsSchema } from '@ollida/contracts/product-details';
import { syncEventsResponseSchema, syncRunResponseSchema } from '@ollida/contracts/supplier-sync';
import { uploadResponseSchema } from '@ollida/contracts/uploads';
import type { ShopProduct } from '@ollida/sandbox/shop/catalogue-types';
import { type RunningShopSandbox, startShopSandbox } from '@ollida/sandbox/shop/standalone';
import { SupplierState } from '@ollida/sandbox/shop/supplier-state';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { uploadKit } from '../../../test/kits/uploads.ts';
import { demoVendor } from '../../../test/kits/workspaces.ts';
import { syncListings } from '../../db/schema/supplier-sync.ts';
import { uploadedProducts } from '../../db/schema/uploads.ts';
import { workspaces } from '../../db/schema/workspaces.ts';

let ctx: TestContext;
let shop: RunningShopSandbox;
let kit: ReturnType<typeof uploadKit>;
const supplier = new SupplierState();

beforeAll(async () => {
  shop = await startShopSandbox({ supplier });
  ctx = await buildTestApp({ sourceFetch: { allowedPrefixes: [`${shop.baseUrl}/`] } });
  kit = uploadKit(ctx);
});
afterAll(async () => {
  await ctx.close();
  await shop.close();
});

/** Page products without options in categories that need no certificate, one per test. */
const listable = ['godo-1000000201', 'opengraph-52058', 'euckr-3402229', 'euckr-3402236'];

function pageProduct(index: number): ShopProduct {
  const product = shop.catalogue.find((candidate) => candidate.id === listable[index]);
  if (product === undefined) throw new Error(`the demo shop has no ${listable[index]}`);
  return product;
}

async function draftOf(token: string, product: ShopProduct): Promise<ProductDetails> {
  const parsed = await kit.call(token, 'POST', '/api/url-parser', { url: shop.productUrl(product) });
  if (parsed.statusCode !== 200) throw new Error(`parse failed: ${parsed.body}`);
  return priceDraft(productDetailsSchema.parse(parsed.json().data), defaultPriceRule);
}

async function checkNow(token: string, body: Record<string, unknown>) {
  const started = await kit.call(token, 'POST', '/api/sync/check', body);
  expect(started.statusCode, started.body).toBe(202);
  const runId = started.json().data.run_id as string;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const run = syncRunResponseSchema.parse(
      (await kit.call(token, 'GET', `/api/sync/runs/${runId}`)).json(),
    ).data;
    if (run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the sync run did not finish');
}

async function events(token: string, workspaceId: string, query = '') {
  const response = await kit.call(token, 'GET', `/api/sync/events?workspace_id=${workspaceId}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return syncEventsResponseSchema.parse(response.json());
}

describe('supplier sync on Coupang (issue 24)', () => {
  it('stops a sold-out listing, resumes and re-prices it, holds a big jump until approved', async () => {
    const store = await kit.coupangStore();
    const product = pageProduct(0);
    const draft = await draftOf(store.owner.token, product);
    const uploaded = await kit.upload(store.owner.token, 'coupang', {
      product_details: draft,
      workspace_id: store.workspaceId,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const listing = uploadResponseSchema.parse(uploaded.json()).data;
    const sellerProductId = Number(listing.seller_product_id);
    ctx.coupang.products.requestApproval(demoVendor.vendorId, sellerProductId);
    const approved = ctx.coupang.products.find(demoVendor.vendorId, sellerProductId);
    const vendorItemId = approved?.items[0]?.vendorItemId ?? 0;
    const live = () => ctx.coupang.products.vendorItem(demoVendor.vendorId, vendorItemId)?.live;
    const check = () => checkNow(store.owner.token, { uploaded_product_id: listing.id });

    // Nothing changed at the supplier: nothing to do.
    expect(await check()).toMatchObject({
      status: 'done',
      product_count: 1,
      checked_count: 1,
      change_count: 0,
    });

    supplier.change(product, { sold_out: true });
    expect(await check()).toMatchObject({ change_count: 1, failed_count: 0 });
    expect(live()?.onSale).toBe(false);
    const [soldOut] = (await events(store.owner.token, store.workspaceId, '&kind=sold_out')).data;
    expect(soldOut).toMatchObject({
      kind: 'sold_out',
      option_name: null,
      outcome: 'applied',
      platform: 'coupang',
      before: { state: '판매 중' },
      after: { state: '품절' },
      marketplace_message: '판매 중지 처리되었습니다.',
    });
    // The owner and admins get one bell notice per run that changed something; members do not.
    const bell = async (token: string) =>
      (
        (await kit.call(token, 'GET', '/api/notifications')).json().notifications as { message: string }[]
      ).map((notice) => notice.message);
    expect(await bell(store.owner.token)).toContainEqual(
      expect.stringContaining('공급처 확인: 품절 처리 1건.'),
    );
    expect(await bell(store.member.token)).toEqual([]);

    // Back in stock 10 % dearer: resumed and re-priced with the workspace's rule (30 %, at least 1,000원, 10원 units).
    const dearer = Math.round((product.salePrice * 1.1) / 10) * 10;
    supplier.change(product, { sold_out: false, price: dearer });
    expect(await check()).toMatchObject({ change_count: 2, held_count: 0, failed_count: 0 });
    const repriced = Math.ceil(Math.max(dearer * 1.3, dearer + 1_000) / 10) * 10;
    expect(live()).toMatchObject({ onSale: true, salePrice: repriced });

    // 50 % dearer again: past the 30 % limit, held until the owner approves.
    const jump = Math.round((dearer * 1.5) / 10) * 10;
    supplier.change(product, { price: jump });
    expect(await check()).toMatchObject({ change_count: 1, held_count: 1 });
    expect(live()?.salePrice).toBe(repriced);
    const [held] = (await events(store.owner.token, store.workspaceId, '&kind=held')).data;
    expect(held?.rule).toContain('자동 반영 한도(30%)');
    expect(
      (await kit.call(store.member.token, 'POST', `/api/sync/events/${held?.id}/approve`)).statusCode,
    ).toBe(403);
    expect(
      (await kit.call(store.outsider.token, 'POST', `/api/sync/events/${held?.id}/approve`)).statusCode,
    ).toBe(404);
    const approval = await kit.call(store.owner.token, 'POST', `/api/sync/events/${held?.id}/approve`);
    expect(approval.statusCode, approval.body).toBe(200);
    expect(approval.json().data).toMatchObject({ outcome: 'approved' });
    expect(live()?.salePrice).toBe(held?.after.sale_price);
    expect(
      (await kit.call(store.owner.token, 'POST', `/api/sync/events/${held?.id}/reject`)).statusCode,
    ).toBe(409);

    // The page removed: stopped as "페이지 없음".
    supplier.change(product, { removed: true });
    await check();
    expect(live()?.onSale).toBe(false);
    expect((await events(store.owner.token, store.workspaceId, '&kind=sold_out')).data[0]?.after).toEqual({
      state: '페이지 없음',
    });
    supplier.change(product, { reset: true });
  });

  it('never stops a listing whose page cannot be read, and says so after three failed reads', async () => {
    const store = await kit.coupangStore();
    const product = pageProduct(1);
    const draft = await draftOf(store.owner.token, product);
    const uploaded = uploadResponseSchema.parse(
      (
        await kit.upload(store.owner.token, 'coupang', {
          product_details: draft,
          workspace_id: store.workspaceId,
        })
      ).json(),
    ).data;
    const listing = uploaded.id;
    // A page the fetcher may not read stands in for a blocked or broken supplier page.
    await ctx.database.db
      .update(uploadedProducts)
      .set({ originalUrl: 'http://127.0.0.1:9/unreachable' })
      .where(eq(uploadedProducts.id, listing));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await checkNow(store.owner.token, { uploaded_product_id: listing })).toMatchObject({
        change_count: 0,
      });
    }
    const [unreadable] = (await events(store.owner.token, store.workspaceId, '&kind=unreadable')).data;
    expect(unreadable).toMatchObject({ outcome: 'recorded', rule: expect.stringContaining('3번 연속') });
    expect((await events(store.owner.token, store.workspaceId, '&kind=sold_out')).total).toBe(0);

    // A listing whose stored draft no longer reads as one is counted as failed; the run goes on and ends.
    await ctx.database.db
      .update(uploadedProducts)
      .set({ productDetails: { broken: true } })
      .where(eq(uploadedProducts.id, listing));
    expect(await checkNow(store.owner.token, { workspace_id: store.workspaceId })).toMatchObject({
      status: 'done',
      checked_count: 1,
      failed_count: 1,
    });
  });

  it('re-reads an unchanged page conditionally: a 304 changes nothing, resets failed reads and counts as checked', async () => {
    const store = await kit.coupangStore();
    const product = pageProduct(2);
    const draft = await draftOf(store.owner.token, product);
    const listing = uploadResponseSchema.parse(
      (
        await kit.upload(store.owner.token, 'coupang', {
          product_details: draft,
          workspace_id: store.workspaceId,
        })
      ).json(),
    ).data;
    ctx.coupang.products.requestApproval(demoVendor.vendorId, Number(listing.seller_product_id));
    const check = () => checkNow(store.owner.token, { uploaded_product_id: listing.id });
    const stored = async () => {
      const [row] = await ctx.database.db
        .select()
        .from(syncListings)
        .where(eq(syncListings.uploadedProductId, listing.id));
      if (row === undefined) throw new Error('the listing has no sync state');
      return row;
    };
    expect(await check()).toMatchObject({ status: 'done', change_count: 0 });
    const first = await stored();
    expect(first.pageEtag).toMatch(/^"[\w-]+"$/);

    // Were the page read in full, the tampered snapshot price would show as a supplier price change: the shop's 304
    // to the stored ETag says the page did not change, so nothing is compared.
    await ctx.database.db
      .update(syncListings)
      .set({
        snapshot: { ...first.snapshot, price: 10 },
        unreadableCount: 2,
        lastCheckedAt: new Date(first.lastCheckedAt.getTime() - 3_600_000),
      })
      .where(eq(syncListings.uploadedProductId, listing.id));
    expect(await check()).toMatchObject({ status: 'done', checked_count: 1, change_count: 0 });
    const unchanged = await stored();
    expect(unchanged).toMatchObject({
      unreadableCount: 0,
      pageEtag: first.pageEtag,
      snapshot: { price: 10 },
    });
    expect(unchanged.lastCheckedAt).toEqual(first.lastCheckedAt);

    // A changed page answers in full with a new ETag, and the change is seen.
    supplier.change(product, { price: product.salePrice + 500 });
    expect(await check()).toMatchObject({ status: 'done', change_count: 1, failed_count: 0 });
    const changed = await stored();
    expect(changed.pageEtag).not.toBe(first.pageEtag);
    expect(changed.snapshot.price).toBe(product.salePrice + 500);
    supplier.change(product, { reset: true });
  });

  it('checks an unchanged listing of a store whose keys are gone without counting it as failed', async () => {
    const store = await kit.coupangStore();
    const draft = await draftOf(store.owner.token, pageProduct(1));
    const listing = uploadResponseSchema.parse(
      (
        await kit.upload(store.owner.token, 'coupang', {
          product_details: draft,
          workspace_id: store.workspaceId,
        })
      ).json(),
    ).data;
    // Nothing to apply, so the marketplace keys are never opened.
    await ctx.database.db
      .update(workspaces)
      .set({ credentials: null })
      .where(eq(workspaces.id, store.workspaceId));
    expect(await checkNow(store.owner.token, { uploaded_product_id: listing.id })).toMatchObject({
      status: 'done',
      checked_count: 1,
      change_count: 0,
      failed_count: 0,
    });
  });

  it("answers 404 for another workspace's listing, run and events, and refuses bad settings in Korean", async () => {
    const store = await kit.coupangStore();
    const product = pageProduct(2);
    const draft = await draftOf(store.owner.token, product);
    const listing = uploadResponseSchema.parse(
      (
        await kit.upload(store.owner.token, 'coupang', {
          product_details: draft,
          workspace_id: store.workspaceId,
        })
      ).json(),
    ).data;
    const outsider = store.outsider.token;
    expect(
      (await kit.call(outsider, 'POST', '/api/sync/check', { uploaded_product_id: listing.id })).statusCode,
    ).toBe(404);
    expect(
      (await kit.call(outsider, 'POST', '/api/sync/check', { workspace_id: store.workspaceId })).statusCode,
    ).toBe(404);
    expect(
      (await kit.call(outsider, 'GET', `/api/sync/events?workspace_id=${store.workspaceId}`)).statusCode,
    ).toBe(404);
    const started = await kit.call(store.owner.token, 'POST', '/api/sync/check', {
      workspace_id: store.workspaceId,
    });
    expect((await kit.call(outsider, 'GET', `/api/sync/runs/${started.json().data.run_id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await kit.call(outsider, 'GET', `/api/workspaces/${store.workspaceId}/sync-settings`)).statusCode,
    ).toBe(404);

    const settings = `/api/workspaces/${store.workspaceId}/sync-settings`;
    expect((await kit.call(store.owner.token, 'GET', settings)).json().data).toEqual({
      enabled: true,
      interval_minutes: null,
      plan_interval_minutes: 1_440,
      max_change_percent: 30,
      min_margin_percent: 0,
      never_lower_price: false,
      restock_quantity: 100,
    });
    const bad = await kit.call(store.owner.token, 'PUT', settings, {
      enabled: true,
      max_change_percent: 0,
      min_margin_percent: 0,
      never_lower_price: false,
      restock_quantity: 100,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_error',
      errors: [{ path: 'body.max_change_percent', message: '자동 반영 한도는 1~100% 사이로 입력해 주세요.' }],
    });
    const saved = await kit.call(store.owner.token, 'PUT', settings, {
      enabled: true,
      max_change_percent: 50,
      min_margin_percent: 10,
      never_lower_price: true,
      restock_quantity: 30,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await kit.call(store.member.token, 'PUT', settings, saved.json().data)).statusCode).toBe(403);
    expect((await kit.call(store.owner.token, 'POST', '/api/sync/check', {})).statusCode).toBe(400);
  });

  it('reaches an option renamed in Wing by its purchase options, and stops only that option', async () => {
    const store = await kit.coupangStore();
    const product = shop.catalogue.find((candidate) => candidate.id === 'cafe24-1384');
    if (product === undefined) throw new Error('the demo shop has no cafe24-1384');
    const draft = await draftOf(store.owner.token, product);
    const uploaded = await kit.upload(store.owner.token, 'coupang', {
      product_details: draft,
      workspace_id: store.workspaceId,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const listing = uploadResponseSchema.parse(uploaded.json()).data;
    const sellerProductId = Number(listing.seller_product_id);
    ctx.coupang.products.requestApproval(demoVendor.vendorId, sellerProductId);
    const approved = ctx.coupang.products.find(demoVendor.vendorId, sellerProductId);
    const bodyItems = (approved?.body.items ?? []) as { itemName: string }[];
    const beigeIndex = draft.items.findIndex((item) => item.attributes[0]?.attributeValueName === '베이지');
    const renamed = bodyItems[beigeIndex];
    if (renamed === undefined) throw new Error('the Coupang product has no 베이지 item');
    renamed.itemName = '베이지 가디건 (재입고)';
    const onSale = () =>
      (approved?.items ?? []).map(
        (item) => ctx.coupang.products.vendorItem(demoVendor.vendorId, item.vendorItemId ?? 0)?.live.onSale,
      );
    expect(onSale()).toEqual([true, true, true, true, true]);

    supplier.change(product, { option: '베이지', sold_out: true });
    expect(await checkNow(store.owner.token, { uploaded_product_id: listing.id })).toMatchObject({
      change_count: 1,
      failed_count: 0,
    });
    expect(onSale()).toEqual(draft.items.map((_, index) => index !== beigeIndex));
    supplier.change(product, { reset: true });
  });
});

describe('supplier sync on Naver (issue 24)', () => {
  it('suspends a sold-out listing and sells it again with the restock quantity', async () => {
    const store = await kit.naverStore();
    const product = pageProduct(3);
    const draft = await draftOf(store.owner.token, product);
    const uploaded = await kit.upload(store.owner.token, 'naver', {
      product_details: draft,
      workspace_id: store.workspaceId,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const listing = uploadResponseSchema.parse(uploaded.json()).data;
    const naverProduct = () =>
      ctx.naver.applications
        .flatMap((application) => ctx.naver.store.productsOf(application.clientId))
        .find((candidate) => String(candidate.originProductNo) === listing.origin_product_no);
    const check = () => checkNow(store.owner.token, { workspace_id: store.workspaceId });

    supplier.change(product, { sold_out: true });
    expect(await check()).toMatchObject({ change_count: 1, failed_count: 0 });
    expect(naverProduct()?.statusType).toBe('SUSPENSION');
    supplier.change(product, { sold_out: false });
    expect(await check()).toMatchObject({ change_count: 1, failed_count: 0 });
    expect(naverProduct()).toMatchObject({ statusType: 'SALE', originProduct: { stockQuantity: 100 } });
    supplier.change(product, { reset: true });
  });

  it('changes one option through option-stock and leaves every other option as it was', async () => {
    const store = await kit.naverStore();
    const product = shop.catalogue.find((candidate) => candidate.id === 'cafe24-1384');
    if (product === undefined) throw new Error('the demo shop has no cafe24-1384');
    const draft = await draftOf(store.owner.token, product);
    const uploaded = await kit.upload(store.owner.token, 'naver', {
      product_details: draft,
      workspace_id: store.workspaceId,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const listing = uploadResponseSchema.parse(uploaded.json()).data;
    const rows = () => {
      const naverProduct = ctx.naver.applications
        .flatMap((application) => ctx.naver.store.productsOf(application.clientId))
        .find((candidate) => String(candidate.originProductNo) === listing.origin_product_no);
      const detail = naverProduct?.originProduct.detailAttribute as
        | { optionInfo?: { optionCombinations?: Record<string, unknown>[] } }
        | undefined;
      return (detail?.optionInfo?.optionCombinations ?? []).map((row) => ({
        name: row.optionName1,
        stock: row.stockQuantity,
        price: row.price,
      }));
    };
    const listed = rows();
    expect(listed.map((row) => row.name)).toEqual(['아이보리', '베이지', '차콜', '소라', '핑크']);
    // Every row but 베이지 stays as it was listed.
    const withBeige = (change: Record<string, unknown>) =>
      listed.map((row) => (row.name === '베이지' ? { ...row, ...change } : row));
    const check = () => checkNow(store.owner.token, { uploaded_product_id: listing.id });

    supplier.change(product, { option: '베이지', sold_out: true });
    expect(await check()).toMatchObject({ change_count: 1, failed_count: 0 });
    expect(rows()).toEqual(withBeige({ stock: 0 }));
    const [soldOut] = (await events(store.owner.token, store.workspaceId, '&kind=sold_out')).data;
    expect(soldOut).toMatchObject({
      option_name: '베이지',
      outcome: 'applied',
      marketplace_message: '옵션 재고를 0개로 바꿨습니다.',
    });

    supplier.change(product, { option: '베이지', sold_out: false });
    expect(await check()).toMatchObject({ change_count: 1, failed_count: 0 });
    expect(rows()).toEqual(withBeige({ stock: 100 }));

    // 베이지 costs 1,000원 more at the supplier: its sale price follows the rule, as an add-on to Naver's base price.
    const dearer = product.salePrice + 1_000;
    supplier.change(product, { option: '베이지', price: dearer });
    expect(await check()).toMatchObject({ change_count: 1, held_count: 0, failed_count: 0 });
    const repriced = Math.ceil(Math.max(dearer * 1.3, dearer + 1_000) / 10) * 10;
    const base = draft.items.reduce(
      (lowest, item) => Math.min(lowest, item.salePrice),
      Number.POSITIVE_INFINITY,
    );
    const priced = rows();
    expect(priced).toEqual(withBeige({ stock: 100, price: repriced - Math.floor(base / 10) * 10 }));

    // Twice the cost: held, and on approval Naver refuses an option price past +50 % of the sale price.
    supplier.change(product, { option: '베이지', price: product.salePrice * 2 });
    expect(await check()).toMatchObject({ change_count: 1, held_count: 1 });
    const [held] = (await events(store.owner.token, store.workspaceId, '&kind=held')).data;
    const approval = await kit.call(store.owner.token, 'POST', `/api/sync/events/${held?.id}/approve`);
    expect(approval.statusCode, approval.body).toBe(200);
    expect(approval.json().data).toMatchObject({
      option_name: '베이지',
      outcome: 'failed',
      marketplace_message: expect.stringContaining('옵션가는 판매가의 -50% ~ +50% 범위'),
    });
    expect(rows()).toEqual(priced);
    supplier.change(product, { reset: true });
  });

  it('refuses an option the live Naver product does not have, with a Korean reason', async () => {
    const store = await kit.naverStore();
    const product = shop.catalogue.find((candidate) => candidate.id === 'cafe24-1315');
    if (product === undefined) throw new Error('the demo shop has no cafe24-1315');
    const draft = await draftOf(store.owner.token, product);
    const listing = uploadResponseSchema.parse(
      (
        await kit.upload(store.owner.token, 'naver', {
          product_details: draft,
          workspace_id: store.workspaceId,
        })
      ).json(),
    ).data;
    const naverProduct = ctx.naver.applications
      .flatMap((application) => ctx.naver.store.productsOf(application.clientId))
      .find((candidate) => String(candidate.originProductNo) === listing.origin_product_no);
    const detail = naverProduct?.originProduct.detailAttribute as {
      optionInfo: { optionCombinations: Record<string, unknown>[] };
    };
    // The seller renamed 라벤더 in the Smart Store center: the sync no longer finds it.
    const green = detail.optionInfo.optionCombinations.find((row) => row.optionName1 === '라벤더');
    if (green === undefined) throw new Error('the Naver product has no 라벤더 option');
    green.optionName1 = '라벤더향';
    supplier.change(product, { option: '라벤더', sold_out: true });
    expect(await checkNow(store.owner.token, { uploaded_product_id: listing.id })).toMatchObject({
      change_count: 1,
      failed_count: 1,
    });
    const [failed] = (await events(store.owner.token, store.workspaceId, '&kind=sold_out')).data;
    expect(failed).toMatchObject({
      option_name: '라벤더',
      outcome: 'failed',
      marketplace_message: '네이버 상품에서 "라벤더" 옵션을 찾지 못했습니다.',
    });
    expect(green.stockQuantity).toBe(100);
    supplier.change(product, { reset: true });
  });
});
