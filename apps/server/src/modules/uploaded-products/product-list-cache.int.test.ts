import {
  isUploadSuccess,
  naverProductPageResponseSchema,
  productPageResponseSchema,
  registrationCheckId,
  uploadedProductResponseSchema,
} from '@ollida/contracts/uploaded-products';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { productListKit } from '../../../test/kits/product-list.ts';
import { chairDraft, startImageServer } from '../../../test/kits/uploads.ts';
import { demoVendor } from '../../../test/kits/workspaces.ts';
import { uploadedProducts } from '../../db/schema/uploads.ts';

let ctx: TestContext;
let kit: ReturnType<typeof productListKit>;
let images: Awaited<ReturnType<typeof startImageServer>>;

beforeAll(async () => {
  images = await startImageServer();
  ctx = await buildTestApp({ sourceFetch: { allowedPrefixes: [images.baseUrl] } });
  kit = productListKit(ctx);
});
afterAll(async () => {
  await ctx.close();
  await images.close();
});

async function firstPage(token: string, query: Record<string, string | number> = {}) {
  const response = await kit.list(token, '/api/uploaded-products', query);
  expect(response.statusCode, response.body).toBe(200);
  return productPageResponseSchema.parse(response.json()).data;
}

describe('the page cache', () => {
  it('never serves a page after a listed row was inserted, changed or deleted', async () => {
    const owner = await kit.signIn();
    const workspaceId = await kit.createCoupang(owner.token);
    const at = (minutes: number) => new Date(Date.parse('2025-04-01T00:00:00Z') + minutes * 60_000);
    const [oldest, middle, newest] = await kit.seed(
      [0, 1, 2].map((minutes) => ({ workspaceId, platform: 'coupang' as const, createdAt: at(minutes) })),
    );
    const before = await firstPage(owner.token);
    expect(before.products.map((product) => [product.id, product.uploadStatus])).toEqual([
      [newest, 'success'],
      [middle, 'success'],
      [oldest, 'success'],
    ]);
    // Twice, so the second answer comes from the cache.
    expect(await firstPage(owner.token)).toEqual(before);

    await ctx.database.db
      .update(uploadedProducts)
      .set({ status: 'failure', errorMessage: '쿠팡이 거절했습니다.' })
      .where(eq(uploadedProducts.id, middle ?? ''));
    const changed = await firstPage(owner.token);
    expect(changed.products[1]).toMatchObject({
      id: middle,
      uploadStatus: 'failure',
      errorMessage: '쿠팡이 거절했습니다.',
      can_resend: true,
    });

    await ctx.database.db.delete(uploadedProducts).where(eq(uploadedProducts.id, newest ?? ''));
    const [added] = await kit.seed([{ workspaceId, platform: 'coupang', createdAt: at(5) }]);
    const after = await firstPage(owner.token);
    expect(after.products.map((product) => product.id)).toEqual([added, middle, oldest]);
    expect(after.pagination.total).toBe(3);
  });

  it('serves a hot page without reading the rows again, as long as no version moved', async () => {
    const owner = await kit.signIn();
    const workspaceId = await kit.createCoupang(owner.token);
    const [id] = await kit.seed([
      { workspaceId, platform: 'coupang', createdAt: new Date(), name: '원래 이름' },
    ]);
    expect((await firstPage(owner.token)).products[0]?.displayProductName).toBe('원래 이름');

    // With the counting trigger off, a change moves no version: the cached page is still served, which shows the
    // cache is really used (and that the versions are the only thing deciding it).
    await ctx.database.executeSql(
      'alter table uploaded_products disable trigger uploaded_products_count_track',
    );
    try {
      await ctx.database.db
        .update(uploadedProducts)
        .set({ displayProductName: '바뀐 이름' })
        .where(eq(uploadedProducts.id, id ?? ''));
    } finally {
      await ctx.database.executeSql(
        'alter table uploaded_products enable trigger uploaded_products_count_track',
      );
    }
    expect((await firstPage(owner.token)).products[0]?.displayProductName).toBe('원래 이름');

    await ctx.database.db
      .update(uploadedProducts)
      .set({ sellerProductName: '다른 판매자 상품명' })
      .where(eq(uploadedProducts.id, id ?? ''));
    expect((await firstPage(owner.token)).products[0]).toMatchObject({
      displayProductName: '바뀐 이름',
      sellerProductName: '다른 판매자 상품명',
    });
  });

  it('shows a renamed workspace at once, since store facts come with the selection, not the cached rows', async () => {
    const owner = await kit.signIn();
    const workspaceId = await kit.createCoupang(owner.token);
    await kit.seed([{ workspaceId, platform: 'coupang', createdAt: new Date() }]);
    await firstPage(owner.token);
    await kit.setWorkspace(workspaceId, { name: '새 이름 스토어' });
    expect((await firstPage(owner.token)).products[0]?.workspace_name).toBe('새 이름 스토어');
  });
});

const hostedImage = /^http:\/\/ollida\.test\/i\/[0-9a-f]{32}\.(png|jpg)$/;

describe('uploads through the sandboxes', () => {
  it('lists a Coupang upload with the envelope Wing answered and the registration-check id', async () => {
    const store = await kit.coupangStore();
    const draft = chairDraft(images.baseUrl);
    const uploaded = await kit.upload(store.member.token, 'coupang', {
      product_details: draft,
      workspace_id: store.workspaceId,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const sellerProductId: string = uploaded.json().data.seller_product_id;

    const response = await kit.list(store.owner.token, '/api/coupang/products');
    const [item] = productPageResponseSchema.parse(response.json()).data.products;
    expect(item).toMatchObject({
      id: uploaded.json().data.id,
      createdAt: ctx.clock.now.toISOString(),
      platform: 'coupang',
      workspace_id: store.workspaceId,
      userEmail: store.member.user.email,
      wingAccount: demoVendor.wingAccount,
      uploadStatus: 'success',
      coupangResponse: { code: 'SUCCESS', message: '', data: Number(sellerProductId) },
      marketplaceResponse: { code: 'SUCCESS', message: '', data: Number(sellerProductId) },
      seller_product_id: sellerProductId,
      admin_url: uploaded.json().data.admin_url,
      originalUrl: draft.sourceUrl,
      // Coupang got the pictures from Ollida's origin, and the list shows the same copies.
      thumbnail: expect.stringMatching(hostedImage),
      listing_state: null,
      can_resend: false,
      resent_as: null,
      // The list carries the draft's top-level values; the product's own route answers the whole draft.
      productDetails: {
        displayProductName: draft.displayProductName,
        detailHtml: draft.detailHtml,
        imageUrl: expect.stringMatching(hostedImage),
      },
    });
    if (item === undefined) throw new Error('the upload is not listed');
    expect(item.productDetails).not.toHaveProperty('items');
    const whole = await kit.list(store.owner.token, `/api/uploaded-products/${item.id}`);
    expect(uploadedProductResponseSchema.parse(whole.json()).data).toMatchObject({
      ...item,
      productDetails: {
        ...draft,
        imageUrl: expect.stringMatching(hostedImage),
        images: [expect.stringMatching(hostedImage), expect.stringMatching(hostedImage)],
      },
    });
    expect(isUploadSuccess(item)).toBe(true);
    expect(registrationCheckId(item)).toBe(sellerProductId);
    const uploaders = await kit.list(store.admin.token, '/api/uploaded-products/uploaders');
    expect(uploaders.json()).toEqual({ data: [store.member.user.email] });
    expect((await kit.list(store.outsider.token, '/api/coupang/products')).json().data.products).toEqual([]);
  });

  it('lists a Naver upload with its store and the whole response, and no Coupang envelope', async () => {
    const store = await kit.naverStore();
    const uploaded = await kit.upload(store.member.token, 'naver', {
      product_details: chairDraft(images.baseUrl, {
        supplier: { parser: 'generic', itemId: 'chair-naver', imageReuseAllowed: null },
      }),
      workspace_id: store.workspaceId,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const workspace = await kit.workspaceRow(store.workspaceId);
    const body = naverProductPageResponseSchema.parse(
      (await kit.list(store.member.token, '/api/naver/products')).json(),
    );
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      platform: 'naver',
      store_id: workspace.storeId,
      store_name: workspace.storeName,
      wingAccount: null,
      uploadStatus: 'success',
      coupangResponse: null,
      store_url: uploaded.json().data.store_url,
    });
    expect(body.data[0]?.marketplaceResponse).toEqual(uploaded.json().marketplace_response);
  });
});
