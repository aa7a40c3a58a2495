import { errorCodes } from '@ollida/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { listingKit } from '../../../test/kits/listings.ts';
import { chairDraft, startImageServer } from '../../../test/kits/uploads.ts';
import { Upstream } from '../../platform/domain-errors.ts';

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

describe('POST /api/uploaded-products/{id}/resend guards', () => {
  it('lets one of two concurrent resends of a rejected listing through, and Wing takes one modification', async () => {
    const { store, listing } = await rejectedListing('race-1');
    const fixed = draft('race-1', '접이식 캠핑의자 정품');
    const answers = await Promise.all([
      kit.resend(store.member.token, listing.id, fixed),
      kit.resend(store.owner.token, listing.id, fixed),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().code).toBe(errorCodes.resendNotAllowed);
    expect(kit.modifications(listing.seller_product_id)).toBe(1);
    expect(await kit.row(listing.id)).toMatchObject({
      listingState: 'under_review',
      listingStatusName: '승인대기중',
    });
  });

  it('refuses when Wing no longer holds the listing as rejected, and saves what Wing says', async () => {
    const store = await kit.coupangStore();
    await kit.setWorkspace(store.workspaceId, { requested: true });
    const listing = await kit.uploaded(
      store.owner.token,
      'coupang',
      store.workspaceId,
      draft('gone-1', '캠핑의자'),
    );
    await kit.setRow(listing.id, {
      listingState: 'rejected',
      listingStatusName: '승인반려',
      listingCheckedAt: new Date(0),
    });

    const response = await kit.resend(store.owner.token, listing.id, draft('gone-1', '캠핑의자 정품'));
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().code).toBe(errorCodes.resendNotAllowed);
    const wing = kit.wingProduct(listing.seller_product_id);
    expect(kit.modifications(listing.seller_product_id)).toBe(0);
    expect(await kit.row(listing.id)).toMatchObject({
      listingState: 'approved',
      listingStatusName: '승인완료',
      listingCheckedAt: ctx.clock.now,
      storeUrl: `https://www.coupang.com/vp/products/${wing.productId}`,
      sellerProductName: '캠핑의자',
    });
  });

  it('refuses a draft without a price or a picture before Wing is called, and keeps the row as it was', async () => {
    const { store, listing } = await rejectedListing('bare-1');
    const before = await kit.row(listing.id);
    const fixed = draft('bare-1', '접이식 캠핑의자 정품');
    const priceless = { ...fixed, items: fixed.items.map((item) => ({ ...item, salePrice: 0 })) };
    const pictureless = {
      ...fixed,
      imageUrl: '',
      images: [],
      items: fixed.items.map((item) => ({ ...item, images: [] })),
    };
    for (const [incomplete, detail] of [
      [priceless, '판매가가 없습니다. 초안에서 판매가를 입력해 주세요.'],
      [pictureless, '대표 이미지가 없습니다. 초안에서 이미지를 추가해 주세요.'],
    ] as const) {
      const response = await kit.resend(store.member.token, listing.id, incomplete);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ code: errorCodes.draftIncomplete, detail });
    }
    expect(await kit.row(listing.id)).toEqual(before);
    expect(kit.modifications(listing.seller_product_id)).toBe(0);
    // Refused before any Wing client is made, so before any Wing call (the draft mapping reads category meta).
    let wingClients = 0;
    const service = kit.resendService((wing) => {
      wingClients += 1;
      return wing;
    });
    await expect(
      service.resend({ userId: store.member.user.id, id: listing.id, details: priceless }),
    ).rejects.toMatchObject({ code: errorCodes.draftIncomplete });
    expect(wingClients).toBe(0);
  });

  it('stores what Wing says when the approval request fails after the modification', async () => {
    const { store, listing } = await rejectedListing('lost-1');
    // Wing takes the approval request, but its answer is lost on the way back.
    const service = kit.resendService((wing) => ({
      ...wing,
      async requestApproval(sellerProductId: string) {
        await wing.requestApproval(sellerProductId);
        throw new Upstream('쿠팡 응답 시간이 초과되었습니다.', { provider: 'coupang', retryable: true });
      },
    }));
    const fixed = draft('lost-1', '접이식 캠핑의자 정품');
    await expect(
      service.resend({ userId: store.member.user.id, id: listing.id, details: fixed }),
    ).rejects.toThrow('수정한 내용은 쿠팡에 저장했지만 승인 요청을 보내지 못했습니다.');
    expect(kit.modifications(listing.seller_product_id)).toBe(1);
    expect(await kit.row(listing.id)).toMatchObject({
      listingState: 'approved',
      listingStatusName: '승인완료',
      sellerProductName: '접이식 캠핑의자 정품',
      listingCheckedAt: ctx.clock.now,
    });
  });

  it('makes one new attempt of two concurrent resends of a failed upload, and gives the claim back on a refusal', async () => {
    const store = await kit.coupangStore();
    await kit.setWorkspace(store.workspaceId, { returnCenterCode: '9999999' });
    const failed = await kit.upload(store.owner.token, 'coupang', {
      product_details: draft('race-2', '접이식 캠핑의자'),
      workspace_id: store.workspaceId,
    });
    expect(failed.statusCode).toBe(422);
    const failedId: string = failed.json().uploaded_product_id;
    await kit.setWorkspace(store.workspaceId, { returnCenterCode: store.center.returnCenterCode });
    const fixed = draft('race-2', '접이식 캠핑의자 2인용');

    const bare = { ...fixed, items: fixed.items.map((item) => ({ ...item, salePrice: 0 })) };
    expect((await kit.resend(store.member.token, failedId, bare)).json().code).toBe(
      errorCodes.draftIncomplete,
    );
    expect((await kit.row(failedId)).resentAs).toBeNull();

    const answers = await Promise.all([
      kit.resend(store.member.token, failedId, fixed),
      kit.resend(store.owner.token, failedId, fixed),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe(
      errorCodes.resendNotAllowed,
    );
    const created = answers.find((answer) => answer.statusCode === 200)?.json().data.id;
    const rows = await kit.uploadRows(store.workspaceId);
    expect(rows.map((row) => row.id).sort()).toEqual([failedId, created].sort());
    expect(await kit.row(failedId)).toMatchObject({ status: 'failure', resentAs: created });
  });
});
