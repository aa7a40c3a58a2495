import { productPageResponseSchema, uploadedProductSchema } from '@ollida/contracts/uploaded-products';
import { uploadResponseSchema } from '@ollida/contracts/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { chairDraft, startImageServer, uploadKit } from '../../../test/kits/uploads.ts';

let ctx: TestContext;
let images: Awaited<ReturnType<typeof startImageServer>>;

beforeAll(async () => {
  images = await startImageServer();
  ctx = await buildTestApp({ sourceFetch: { allowedPrefixes: [images.baseUrl] } });
});
afterAll(async () => {
  await ctx.close();
  await images.close();
});

describe('the price a listing went live with (issue 23 §4)', () => {
  it('is on the list and on the product: sale price, supplier cost, margin and margin rate', async () => {
    const kit = uploadKit(ctx);
    const store = await kit.coupangStore();
    const draft = chairDraft(images.baseUrl);
    const priced = { ...draft, items: draft.items.map((item) => ({ ...item, supplierPrice: 18_000 })) };
    const uploaded = await kit.upload(store.owner.token, 'coupang', {
      product_details: priced,
      workspace_id: store.workspaceId,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const id = uploadResponseSchema.parse(uploaded.json()).data.id;
    const unpriced = await kit.upload(store.owner.token, 'coupang', {
      product_details: { ...draft, supplier: { ...draft.supplier, itemId: 'chair-200' } },
      workspace_id: store.workspaceId,
    });
    const unpricedId = uploadResponseSchema.parse(unpriced.json()).data.id;

    const expected = { sale_price: 25_000, supplier_cost: 18_000, margin: 7_000, margin_rate: 28 };
    const list = productPageResponseSchema.parse(
      (
        await kit.call(store.owner.token, 'GET', `/api/uploaded-products?workspace_id=${store.workspaceId}`)
      ).json(),
    ).data.products;
    expect(list.find((product) => product.id === id)?.price).toEqual(expected);
    expect(list.find((product) => product.id === unpricedId)?.price).toEqual({
      sale_price: 25_000,
      supplier_cost: null,
      margin: null,
      margin_rate: null,
    });
    const detail = await kit.call(store.owner.token, 'GET', `/api/uploaded-products/${id}`);
    expect(uploadedProductSchema.parse(detail.json().data).price).toEqual(expected);
  });
});
