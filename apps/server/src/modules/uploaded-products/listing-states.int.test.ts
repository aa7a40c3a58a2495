import { listingStateRefreshResponseSchema } from '@ollida/contracts/uploaded-products';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { loginAs } from '../../../test/factories.ts';
import { listingKit } from '../../../test/kits/listings.ts';
import { chairDraft, startImageServer } from '../../../test/kits/uploads.ts';
import { uploadedProductCounts } from '../../db/schema/uploads.ts';

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

const reason = '대표 이미지가 상품과 다릅니다. 실제 판매 상품 이미지로 수정해 주세요.';
const draft = (itemId: string, name = '접이식 캠핑의자 릴렉스체어') =>
  chairDraft(images.baseUrl, {
    sellerProductName: name,
    supplier: { parser: 'generic', itemId, imageReuseAllowed: null },
  });

describe('POST /api/uploaded-products/listing-states', () => {
  it('reads Wing: rejected with the reason from the histories, approved with option ids and the store link', async () => {
    const store = await kit.coupangStore();
    await kit.setWorkspace(store.workspaceId, { requested: true });
    kit.denyNextReview(reason);
    const refused = await kit.uploaded(
      store.member.token,
      'coupang',
      store.workspaceId,
      draft('a', '캠핑의자'),
    );
    const passed = await kit.uploaded(store.member.token, 'coupang', store.workspaceId, draft('b'));

    const response = await kit.refresh(store.member.token, [refused.id, passed.id]);
    expect(response.statusCode, response.body).toBe(200);
    const body = listingStateRefreshResponseSchema.parse(response.json());
    const checkedAt = ctx.clock.now.toISOString();
    expect(body.data).toEqual([
      {
        id: refused.id,
        listing_state: { state: 'rejected', status_name: '승인반려', reason, checked_at: checkedAt },
        error: null,
      },
      {
        id: passed.id,
        listing_state: { state: 'approved', status_name: '승인완료', reason: null, checked_at: checkedAt },
        error: null,
      },
    ]);

    const approved = await kit.row(passed.id);
    const wing = kit.wingProduct(passed.seller_product_id);
    expect(approved.vendorItemIds).toEqual(wing.items.map((item) => String(item.vendorItemId)));
    expect(approved.vendorItemIds).toHaveLength(2);
    expect(approved.storeUrl).toBe(`https://www.coupang.com/vp/products/${wing.productId}`);
    const rejected = await kit.row(refused.id);
    expect(rejected).toMatchObject({ listingState: 'rejected', vendorItemIds: [], storeUrl: null });
  });

  it('reads a saved listing as saved, and answers once per id even when an id repeats', async () => {
    const store = await kit.coupangStore();
    const saved = await kit.uploaded(store.owner.token, 'coupang', store.workspaceId, draft('c'));
    const body = (await kit.refresh(store.owner.token, [saved.id, saved.id])).json();
    expect(body.data).toEqual([
      {
        id: saved.id,
        listing_state: expect.objectContaining({ state: 'saved', status_name: '임시저장' }),
        error: null,
      },
    ]);
  });

  it("answers 404 for another user's product, or a store the caller left, and reads nothing", async () => {
    const store = await kit.coupangStore();
    const mine = await kit.uploaded(store.owner.token, 'coupang', store.workspaceId, draft('d'));
    const other = await kit.coupangStore();
    const theirs = await kit.uploaded(other.owner.token, 'coupang', other.workspaceId, draft('e'));
    for (const ids of [[theirs.id], [mine.id, theirs.id], ['00000000-0000-4000-8000-000000000000']]) {
      const response = await kit.refresh(store.owner.token, ids);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'product_not_found', detail: '상품을 찾을 수 없습니다.' });
    }
    expect((await kit.row(mine.id)).listingCheckedAt).toBeNull();
    expect((await kit.refresh(store.outsider.token, [mine.id])).statusCode).toBe(404);
    await kit.setWorkspace(store.workspaceId, { disconnectedAt: new Date() });
    expect((await kit.refresh(store.owner.token, [mine.id])).statusCode).toBe(404);
  });

  it('keeps one failing listing from hiding the others; Naver and unsent rows come back unchanged', async () => {
    const store = await kit.coupangStore();
    const good = await kit.uploaded(store.owner.token, 'coupang', store.workspaceId, draft('f'));
    const lost = await kit.uploaded(store.owner.token, 'coupang', store.workspaceId, draft('g'));
    await kit.setRow(lost.id, { sellerProductId: '99999999' });
    const unsent = await kit.uploaded(store.owner.token, 'coupang', store.workspaceId, draft('h'));
    await kit.setRow(unsent.id, { sellerProductId: null });
    const keyless = await kit.coupangStore();
    const stranded = await kit.uploaded(keyless.owner.token, 'coupang', keyless.workspaceId, draft('i'));
    await kit.setWorkspace(keyless.workspaceId, { credentials: null });
    await kit.addMember(keyless.workspaceId, store.owner.user.id, 'member');
    const naver = await kit.naverStore();
    await kit.addMember(naver.workspaceId, store.owner.user.id, 'member');
    const listed = await kit.uploaded(naver.owner.token, 'naver', naver.workspaceId, draft('j'));

    const response = await kit.refresh(store.owner.token, [
      lost.id,
      good.id,
      unsent.id,
      stranded.id,
      listed.id,
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const [lostItem, goodItem, unsentItem, strandedItem, naverItem] = response.json().data;
    expect(lostItem).toEqual({
      id: lost.id,
      listing_state: null,
      error: expect.stringMatching(
        /^쿠팡 상태를 확인하지 못했습니다: .*업체상품\[99999999\]이 존재하지 않습니다\./,
      ),
    });
    expect(goodItem).toMatchObject({ id: good.id, listing_state: { state: 'saved' }, error: null });
    expect(unsentItem).toEqual({ id: unsent.id, listing_state: null, error: null });
    expect(strandedItem).toEqual({
      id: stranded.id,
      listing_state: null,
      error: '쿠팡 상태를 확인하지 못했습니다: 저장된 쿠팡 API 키가 없습니다. 스토어를 다시 연결해 주세요.',
    });
    expect(naverItem).toEqual({ id: listed.id, listing_state: null, error: null });
    expect((await kit.row(lost.id)).listingCheckedAt).toBeNull();
    expect((await kit.row(listed.id)).listingCheckedAt).toBeNull();
  });

  it('validates the request with Korean messages', async () => {
    const store = await kit.coupangStore();
    const empty = await kit.refresh(store.owner.token, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe('상태를 확인할 상품을 선택해 주세요.');
    const anonymous = await kit.call(undefined, 'POST', '/api/uploaded-products/listing-states', {
      ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('writes a read that changes nothing at most every 10 minutes, so the list cache version holds', async () => {
    const store = await kit.coupangStore();
    const listing = await kit.uploaded(store.owner.token, 'coupang', store.workspaceId, draft('k'));
    const version = async () => {
      const [counts] = await ctx.database.db
        .select({ version: uploadedProductCounts.version })
        .from(uploadedProductCounts)
        .where(eq(uploadedProductCounts.workspaceId, store.workspaceId));
      return counts?.version;
    };
    // Wing signs with the app clock, so the stored check time moves back instead of the clock moving on.
    const minutesAgo = (minutes: number) => new Date(ctx.clock.now.getTime() - minutes * 60_000);
    const first = (await kit.refresh(store.owner.token, [listing.id])).json().data[0];
    expect(first.listing_state).toMatchObject({ state: 'saved', checked_at: ctx.clock.now.toISOString() });
    await kit.setRow(listing.id, { listingCheckedAt: minutesAgo(9) });
    const settled = await version();

    const same = (await kit.refresh(store.owner.token, [listing.id])).json().data[0];
    expect(same.listing_state).toEqual({ ...first.listing_state, checked_at: minutesAgo(9).toISOString() });
    expect(await version()).toBe(settled);
    expect((await kit.row(listing.id)).listingCheckedAt).toEqual(minutesAgo(9));

    // A change is written at once; an unchanged read 10 minutes after the last write renews the check time.
    await kit.setRow(listing.id, { listingStatusName: '예전 상태' });
    const changed = await version();
    expect((await kit.refresh(store.owner.token, [listing.id])).json().data[0].listing_state).toMatchObject({
      status_name: '임시저장',
      checked_at: ctx.clock.now.toISOString(),
    });
    expect(await version()).toBe((changed ?? 0) + 1);
    await kit.setRow(listing.id, { listingCheckedAt: minutesAgo(10) });
    await kit.refresh(store.owner.token, [listing.id]);
    expect((await kit.row(listing.id)).listingCheckedAt).toEqual(ctx.clock.now);
  });

  it('limits refreshes and resends per user after sign-in, whatever session they come from', async () => {
    const store = await kit.coupangStore();
    const second = await loginAs(ctx, store.admin.user.id);
    const missing = '00000000-0000-4000-8000-000000000000';
    const statuses: number[] = [];
    for (let call = 0; call < 31; call += 1) {
      const token = call % 2 === 0 ? store.admin.token : second;
      statuses.push((await kit.refresh(token, [missing])).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await kit.refresh(store.member.token, [missing])).statusCode).toBe(404);
    // Calls that fail sign-in are not counted against anyone.
    for (let call = 0; call < 5; call += 1) {
      expect((await kit.refresh('not-a-token', [missing])).statusCode).toBe(401);
    }
    expect((await kit.refresh(store.member.token, [missing])).statusCode).toBe(404);

    const resends: number[] = [];
    for (let call = 0; call < 61; call += 1) {
      const token = call % 2 === 0 ? store.member.token : await loginAs(ctx, store.member.user.id);
      resends.push((await kit.resend(token, missing, draft('l'))).statusCode);
    }
    expect(resends.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(resends[60]).toBe(429);
  });
});
