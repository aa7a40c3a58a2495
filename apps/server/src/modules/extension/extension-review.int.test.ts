import {
  extensionListingReviewPath,
  extensionListingReviewResponseSchema,
  uploadWithKeyPaths,
} from '@ollida/contracts/extension';
import type { ProductDetails } from '@ollida/contracts/product-details';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { chairDraft, startImageServer, uploadKit } from '../../../test/kits/uploads.ts';

let ctx: TestContext;
let kit: ReturnType<typeof uploadKit>;
let images: Awaited<ReturnType<typeof startImageServer>>;

beforeAll(async () => {
  images = await startImageServer();
  ctx = await buildTestApp({ sourceFetch: { allowedPrefixes: [images.baseUrl] } });
  kit = uploadKit(ctx);
});
afterAll(async () => {
  await ctx.close();
  await images.close();
});

const review = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: extensionListingReviewPath, payload });

async function coupangKey(): Promise<{ key: string; workspaceId: string }> {
  const store = await kit.coupangStore();
  const issued = await kit.call(store.owner.token, 'POST', `/api/workspaces/${store.workspaceId}/api-key`);
  return { key: issued.json().data.api_key as string, workspaceId: store.workspaceId };
}

/** The chair draft as the extension sends it after the store's price rule: 19,000원 from the supplier. */
function pricedChair(): ProductDetails {
  const draft = chairDraft(images.baseUrl);
  return { ...draft, items: draft.items.map((item) => ({ ...item, supplierPrice: 19_000 })) };
}

describe('POST /api/extension/listing-review', () => {
  it("reviews a draft for the key's store: final price, supplier cost, margin and no errors", async () => {
    const { key, workspaceId } = await coupangKey();
    const response = await review({ api_key: key, product_details: pricedChair() });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = extensionListingReviewResponseSchema.parse(response.json());
    expect(data.price).toEqual({
      supplierCost: 19_000,
      salePrice: 25_000,
      listPrice: 32_000,
      margin: 6_000,
      marginRate: 24,
    });
    expect(data.category).toMatchObject({ confidence: 'predicted' });
    expect(data.checks.filter((check) => check.severity === 'error')).toEqual([]);
    expect(data.ready).toBe(true);
    // Only a review: nothing was listed or recorded.
    expect(await kit.uploadRows(workspaceId)).toEqual([]);
  });

  it('refuses a wrong key with 401 and a missing one with 400, before reviewing anything', async () => {
    const { key } = await coupangKey();
    const wrong = await review({ api_key: `${key.slice(0, -3)}xyz`, product_details: pricedChair() });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'api_key_invalid',
      detail: expect.stringContaining('유효하지 않은 API 키입니다'),
    });
    const missing = await review({ product_details: pricedChair() });
    expect(missing.statusCode).toBe(400);
  });

  it('finds a 12,345원 price not ready, with the fix, and the key upload of it refuses with the same checks', async () => {
    const { key, workspaceId } = await coupangKey();
    const draft = pricedChair();
    const odd = {
      ...draft,
      items: draft.items.map((item) => ({ ...item, salePrice: 12_345, originalPrice: 13_000 })),
    };
    const response = await review({ api_key: key, product_details: odd });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.ready).toBe(false);
    expect(data.checks).toContainEqual(
      expect.objectContaining({
        code: 'price_unit',
        severity: 'error',
        field: 'price',
        fix: expect.objectContaining({
          path: expect.stringMatching(/^items\.\d+\.salePrice$/),
          value: 12_350,
        }),
      }),
    );

    const upload = await ctx.app.inject({
      method: 'POST',
      url: uploadWithKeyPaths.coupang,
      payload: { api_key: key, product_details: odd },
    });
    expect(upload.statusCode).toBe(422);
    expect(upload.json()).toMatchObject({ code: 'listing_review_failed', checks: data.checks });
    expect(await kit.uploadRows(workspaceId)).toEqual([]);
  });
});
