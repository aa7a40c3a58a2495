import { uploadResponseSchema } from '@ollida/contracts/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { listingKit } from '../../../test/kits/listings.ts';
import { chairDraft, startImageServer } from '../../../test/kits/uploads.ts';

let ctx: TestContext;
let kit: ReturnType<typeof listingKit>;
let images: Awaited<ReturnType<typeof startImageServer>>;

beforeAll(async () => {
  images = await startImageServer();
  ctx = await buildTestApp({ sourceFetch: { allowedPrefixes: [images.baseUrl] } });
  kit = listingKit(ctx);
});
afterAll(async () => {
  await ctx.close();
  await images.close();
});

const draft = (itemId: string, name: string) =>
  chairDraft(images.baseUrl, {
    sellerProductName: name,
    displayProductName: name,
    supplier: { parser: 'generic', itemId, imageReuseAllowed: null },
  });

const reviewerReason = '대표 이미지가 상품과 다릅니다. 실제 판매 상품 이미지로 수정해 주세요.';

/** A Coupang store reviewing on upload, with one listing Wing's reviewer rejected and the refresh that saw it. */
async function rejectedListing(itemId: string) {
  const store = await kit.coupangStore();
  await kit.setWorkspace(store.workspaceId, { requested: true });
  kit.denyNextReview(reviewerReason);
  const listing = await kit.uploaded(
    store.member.token,
    'coupang',
    store.workspaceId,
    draft(itemId, '캠핑의자'),
  );
  const refreshed = await kit.refresh(store.member.token, [listing.id]);
  expect(refreshed.json().data[0].listing_state.state).toBe('rejected');
  return { store, listing };
}

describe('POST /api/uploaded-products/{id}/resend', () => {
  it('modifies a rejected Coupang listing on Wing, sends it to review, and the next refresh sees it approved', async () => {
    const { store, listing } = await rejectedListing('fix-1');
    const before = kit.wingProduct(listing.seller_product_id);
    const itemIds = before.items.map((item) => item.sellerProductItemId);
    const fixed = draft('fix-1', '접이식 캠핑의자 정품');

    const response = await kit.resend(store.member.token, listing.id, fixed);
    expect(response.statusCode, response.body).toBe(200);
    const body = uploadResponseSchema.parse(response.json());
    expect(body.message).toBe('수정한 상품을 쿠팡에 다시 보내고 승인을 요청했습니다.');
    expect(body.data).toMatchObject({
      id: listing.id,
      status: 'success',
      seller_product_id: listing.seller_product_id,
    });
    expect(body.marketplace_response).toEqual({
      code: 'SUCCESS',
      message: '',
      data: Number(listing.seller_product_id),
    });

    // Wing holds the fixed body on the same product and options: nothing was listed twice.
    const after = kit.wingProduct(listing.seller_product_id);
    expect(after.sellerProductName).toBe('접이식 캠핑의자 정품');
    expect(after.displayCategoryCode).toBe(before.displayCategoryCode);
    expect(after.items.map((item) => item.sellerProductItemId)).toEqual(itemIds);
    expect(after.body).toMatchObject({
      sellerProductId: Number(listing.seller_product_id),
      requested: false,
    });
    expect((after.history ?? []).map((entry) => entry.status).slice(-4)).toEqual([
      '승인반려',
      '임시저장',
      '승인대기중',
      '승인완료',
    ]);

    const row = await kit.row(listing.id);
    expect(row).toMatchObject({
      sellerProductName: '접이식 캠핑의자 정품',
      displayProductName: '접이식 캠핑의자 정품',
      listingState: 'under_review',
      listingStatusName: '승인대기중',
      listingReason: null,
      listingCheckedAt: ctx.clock.now,
      productDetails: fixed,
      marketplaceResponse: body.marketplace_response,
    });
    expect(row.marketplaceRequest).toEqual(after.body);
    expect((await kit.resend(store.member.token, listing.id, fixed)).statusCode).toBe(409);

    const refreshed = (await kit.refresh(store.member.token, [listing.id])).json().data[0];
    expect(refreshed.listing_state).toMatchObject({ state: 'approved', status_name: '승인완료' });
    const approved = await kit.row(listing.id);
    expect(approved.vendorItemIds).toEqual(after.items.map((item) => String(item.vendorItemId)));
    expect(approved.storeUrl).toBe(`https://www.coupang.com/vp/products/${after.productId}`);
  });

  it('keeps the row as it was when Wing refuses the modification, and refuses a changed option count', async () => {
    const { store, listing } = await rejectedListing('fix-2');
    const before = await kit.row(listing.id);
    const fixed = draft('fix-2', '접이식 캠핑의자 정품');

    const beige = {
      itemName: '베이지',
      salePrice: 25_000,
      originalPrice: 32_000,
      stock: 5,
      searchTags: [],
      attributes: [{ attributeTypeName: '색상', attributeValueName: '베이지' }],
      images: [],
    };
    const threeOptions = { ...fixed, items: [...fixed.items, beige] };
    const counted = await kit.resend(store.owner.token, listing.id, threeOptions);
    expect(counted.statusCode, counted.body).toBe(400);
    expect(counted.json().detail).toContain('쿠팡에 등록된 옵션은 2개인데 수정한 초안의 옵션은 3개입니다.');

    await kit.setWorkspace(store.workspaceId, { returnCenterCode: '9999999' });
    const refused = await kit.resend(store.owner.token, listing.id, fixed);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'marketplace_rejected',
      provider: 'coupang',
      uploaded_product_id: listing.id,
    });
    expect(refused.json().detail).toContain('반품지 코드[9999999]가 존재하지 않습니다.');
    expect(await kit.row(listing.id)).toEqual(before);
    expect(kit.wingProduct(listing.seller_product_id).sellerProductName).toBe('캠핑의자');
  });

  it('sends a failed upload again as a new attempt the old one points at, once', async () => {
    const store = await kit.coupangStore();
    await kit.setWorkspace(store.workspaceId, { returnCenterCode: '9999999' });
    const failed = await kit.upload(store.owner.token, 'coupang', {
      product_details: draft('fix-3', '접이식 캠핑의자'),
      workspace_id: store.workspaceId,
    });
    expect(failed.statusCode).toBe(422);
    const failedId: string = failed.json().uploaded_product_id;
    await kit.setWorkspace(store.workspaceId, { returnCenterCode: store.center.returnCenterCode });

    const fixed = draft('fix-3', '접이식 캠핑의자 2인용');
    const response = await kit.resend(store.member.token, failedId, fixed);
    expect(response.statusCode, response.body).toBe(200);
    const body = uploadResponseSchema.parse(response.json());
    expect(body.data.id).not.toBe(failedId);
    expect(body.data).toMatchObject({ status: 'success', display_product_name: '접이식 캠핑의자 2인용' });
    expect(kit.wingProduct(body.data.seller_product_id).sellerProductName).toBe('접이식 캠핑의자 2인용');
    expect(await kit.row(failedId)).toMatchObject({ status: 'failure', resentAs: body.data.id });
    expect(await kit.row(body.data.id)).toMatchObject({ uploaderId: store.member.user.id, channel: 'web' });

    const again = await kit.resend(store.member.token, failedId, fixed);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'resend_not_allowed',
      detail: '실패한 업로드나 쿠팡 검수에서 반려된 상품만 수정해서 다시 보낼 수 있습니다.',
    });
    // A listing that is live and not rejected cannot be sent again either.
    expect((await kit.resend(store.member.token, body.data.id, fixed)).json().code).toBe(
      'resend_not_allowed',
    );
  });

  it("answers 404 for another user's product and changes nothing", async () => {
    const { listing } = await rejectedListing('fix-4');
    const before = await kit.row(listing.id);
    const other = await kit.coupangStore();
    for (const id of [listing.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await kit.resend(other.owner.token, id, draft('fix-4', '정품 캠핑의자'));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'product_not_found', detail: '상품을 찾을 수 없습니다.' });
    }
    expect(await kit.row(listing.id)).toEqual(before);
    expect(kit.wingProduct(listing.seller_product_id).sellerProductName).toBe('캠핑의자');
  });

  it('runs the upload review on a modification: a forbidden word stops it before Wing is called', async () => {
    const { store, listing } = await rejectedListing('fix-review');
    const response = await kit.resend(
      store.member.token,
      listing.id,
      draft('fix-review', '레플리카 캠핑의자'),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'listing_review_failed' });
    expect(response.json().checks).toContainEqual(expect.objectContaining({ code: 'prohibited_word' }));
    expect(kit.modifications(listing.seller_product_id)).toBe(0);
    expect(await kit.row(listing.id)).toMatchObject({ listingState: 'rejected' });
  });
});
