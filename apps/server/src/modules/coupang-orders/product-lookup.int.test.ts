import { productLookupResponseSchema } from '@ollida/contracts/coupang-orders';
import { errorCodes } from '@ollida/contracts/errors';
import { uploadResponseSchema } from '@ollida/contracts/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { chairDraft, startImageServer, uploadKit } from '../../../test/kits/uploads.ts';
import { uploadedProducts } from '../../db/schema/uploads.ts';
import { workspaces } from '../../db/schema/workspaces.ts';

let ctx: TestContext;
let kit: ReturnType<typeof uploadKit>;
let images: Awaited<ReturnType<typeof startImageServer>>;
let store: Awaited<ReturnType<ReturnType<typeof uploadKit>['coupangStore']>>;
let first: { id: string; sellerProductId: string; createdAt: string };

beforeAll(async () => {
  images = await startImageServer();
  ctx = await buildTestApp({ sourceFetch: { allowedPrefixes: [images.baseUrl] } });
  kit = uploadKit(ctx);
  store = await kit.coupangStore();
  first = await uploadChair('chair-100', 'https://supplier.example/products/chair-100?utm_source=ad');
});
afterAll(async () => {
  await ctx.close();
  await images.close();
});

async function uploadChair(itemId: string, sourceUrl: string) {
  const response = await kit.upload(store.member.token, 'coupang', {
    product_details: chairDraft(images.baseUrl, {
      sourceUrl,
      supplier: { parser: 'generic', itemId, imageReuseAllowed: null },
    }),
    workspace_id: store.workspaceId,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { data } = uploadResponseSchema.parse(response.json());
  return { id: data.id, sellerProductId: data.seller_product_id ?? '', createdAt: data.created_at };
}

function lookup(token: string, sellerProductId: string, vendorItemId?: string) {
  const query = vendorItemId === undefined ? '' : `?vendorItemId=${vendorItemId}`;
  return kit.call(token, 'GET', `/api/coupang/products/${sellerProductId}${query}`);
}

async function found(token: string, sellerProductId: string, vendorItemId?: string) {
  const response = await lookup(token, sellerProductId, vendorItemId);
  expect(response.statusCode, response.body).toBe(200);
  return productLookupResponseSchema.parse(response.json()).data;
}

async function expectNotFound(token: string, sellerProductId: string, vendorItemId?: string) {
  const response = await lookup(token, sellerProductId, vendorItemId);
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json()).toEqual({
    detail: '상품 정보를 조회할 수 없습니다.',
    code: errorCodes.productNotFound,
  });
}

function updateRow(id: string, values: Partial<typeof uploadedProducts.$inferInsert>) {
  return ctx.database.db.update(uploadedProducts).set(values).where(eq(uploadedProducts.id, id));
}

describe('GET /api/coupang/products/{sellerProductId}', () => {
  it('answers our record of the listing with the supplier page it was made from', async () => {
    expect(first.sellerProductId).toMatch(/^\d+$/);
    const expected = {
      sellerProductName: '접이식 캠핑의자 릴렉스체어',
      createdAt: first.createdAt,
      uploadStatus: 'success',
      fileInfo: { url: 'https://supplier.example/products/chair-100?utm_source=ad', filename: 'chair-100' },
    };
    expect(await found(store.member.token, first.sellerProductId)).toEqual(expected);
    // Every member of the store sees it, not only the uploader.
    expect(await found(store.owner.token, first.sellerProductId)).toEqual(expected);
  });

  it('answers 404 to another user and to an unknown id, and refuses ids that are not numbers', async () => {
    await expectNotFound(store.outsider.token, first.sellerProductId);
    await expectNotFound(store.member.token, '987654321012');
    const named = await lookup(store.member.token, 'chair');
    expect(named.statusCode).toBe(404);
    expect(named.json().code).toBe(errorCodes.routeNotFound);
    const badOption = await lookup(store.member.token, first.sellerProductId, '12ab');
    expect(badOption.statusCode).toBe(400);
    expect(badOption.json().errors[0].message).toBe('옵션 ID(vendorItemId)는 숫자여야 합니다.');
    const unsigned = await ctx.app.inject({
      method: 'GET',
      url: `/api/coupang/products/${first.sellerProductId}`,
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('falls back to the option id when the seller product id is not ours', async () => {
    await updateRow(first.id, { vendorItemIds: ['80000000001', '80000000002'] });
    const byOption = await found(store.member.token, '123456789', '80000000002');
    expect(byOption.fileInfo.url).toBe('https://supplier.example/products/chair-100?utm_source=ad');
    await expectNotFound(store.member.token, '123456789', '80000000003');
    await expectNotFound(store.member.token, '123456789');
    await expectNotFound(store.outsider.token, '123456789', '80000000002');
  });

  it('takes the newest successful listing of that id and names a bare supplier address by its host', async () => {
    const second = await uploadChair('chair-200', 'https://other.example/');
    const later = new Date(Date.parse(first.createdAt) + 60_000);
    await updateRow(second.id, { sellerProductId: first.sellerProductId, createdAt: later });
    expect((await found(store.member.token, first.sellerProductId)).fileInfo).toEqual({
      url: 'https://other.example/',
      filename: 'other.example',
    });
    await updateRow(second.id, { status: 'failure' });
    expect((await found(store.member.token, first.sellerProductId)).fileInfo.filename).toBe('chair-100');
  });

  it('keeps the answer shape with an empty url when the supplier page is not known', async () => {
    await updateRow(first.id, { originalUrl: '' });
    const data = await found(store.member.token, first.sellerProductId);
    expect(data.fileInfo).toEqual({ url: '', filename: '' });
    expect(data.uploadStatus).toBe('success');
  });

  it('no longer finds listings of a disconnected store', async () => {
    await ctx.database.db
      .update(workspaces)
      .set({ disconnectedAt: ctx.clock.now })
      .where(eq(workspaces.id, store.workspaceId));
    await expectNotFound(store.member.token, first.sellerProductId);
  });
});
