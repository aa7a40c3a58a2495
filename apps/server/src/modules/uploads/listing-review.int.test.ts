import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { chairDraft, startImageServer, uploadKit } from '../../../test/kits/uploads.ts';
import { demoVendor } from '../../../test/kits/workspaces.ts';

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

const review = (token: string, body: Record<string, unknown>) =>
  kit.call(token, 'POST', '/api/listing-review', body);

describe('POST /api/listing-review', () => {
  it('shows the final price with cost and margin and the category Coupang predicts', async () => {
    const store = await kit.coupangStore();
    const draft = chairDraft(images.baseUrl);
    const priced = { ...draft, items: draft.items.map((item) => ({ ...item, supplierPrice: 19_000 })) };
    const response = await review(store.member.token, {
      workspace_id: store.workspaceId,
      product_details: priced,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.price).toEqual({
      supplierCost: 19_000,
      salePrice: 25_000,
      listPrice: 32_000,
      margin: 6_000,
      marginRate: 24,
    });
    expect(data.category).toMatchObject({ confidence: 'predicted' });
    expect(data.checks.filter((check: { severity: string }) => check.severity === 'error')).toEqual([]);
    expect(data.ready).toBe(true);
  });

  it('answers 404 for another workspace and changes nothing', async () => {
    const store = await kit.coupangStore();
    const response = await review(store.outsider.token, {
      workspace_id: store.workspaceId,
      product_details: chairDraft(images.baseUrl),
    });
    expect(response.statusCode).toBe(404);
  });

  it('stops an upload with a 12,345원 price before anything is written or sent, with the fix', async () => {
    const store = await kit.coupangStore();
    const draft = chairDraft(images.baseUrl);
    const odd = {
      ...draft,
      items: draft.items.map((item) => ({ ...item, salePrice: 12_345, originalPrice: 13_000 })),
    };
    const reviewed = (
      await review(store.member.token, { workspace_id: store.workspaceId, product_details: odd })
    ).json().data;
    expect(reviewed.ready).toBe(false);
    expect(reviewed.checks).toContainEqual(
      expect.objectContaining({
        code: 'price_unit',
        severity: 'error',
        fix: expect.objectContaining({ value: 12_350 }),
      }),
    );
    const hitsBefore = images.hits.length;
    const upload = await kit.upload(store.member.token, 'coupang', {
      workspace_id: store.workspaceId,
      product_details: odd,
    });
    expect(upload.statusCode).toBe(422);
    expect(upload.json()).toMatchObject({ code: 'listing_review_failed' });
    expect(upload.json().checks).toEqual(reviewed.checks);
    expect(await kit.uploadRows(store.workspaceId)).toEqual([]);
    expect(images.hits.length).toBe(hitsBefore);
  });

  it('asks the Naver seller to pick a category instead of a weak match', async () => {
    const store = await kit.naverStore();
    const draft = chairDraft(images.baseUrl, {
      productName: '남성 기능성 쿨 드라이 반팔 셔츠형 신발 정리대',
      displayProductName: '남성 기능성 쿨 드라이 반팔 셔츠형 신발 정리대',
      category: '',
    });
    const { data } = (
      await review(store.member.token, { workspace_id: store.workspaceId, product_details: draft })
    ).json();
    expect(data.category).toBeNull();
    expect(data.checks[0]).toMatchObject({ code: 'category_missing', severity: 'error', field: 'category' });
    expect(data.ready).toBe(false);
  });

  it('lets a long supplier picture URL through: Coupang gets Ollida-hosted pictures of at most 150 characters', async () => {
    const store = await kit.coupangStore();
    const long = `${images.baseUrl}${'product-image-'.repeat(12)}chair-1.png`;
    expect(long.length).toBeGreaterThan(150);
    const draft = chairDraft(images.baseUrl, {
      imageUrl: long,
      images: [long],
      supplier: { parser: 'generic', itemId: 'long-url', imageReuseAllowed: null },
    });
    const body = { workspace_id: store.workspaceId, product_details: draft };
    const { data } = (await review(store.member.token, body)).json();
    expect(data.ready).toBe(true);
    expect(data.checks).toContainEqual(
      expect.objectContaining({ code: 'image_rehosted', severity: 'warning' }),
    );
    const upload = await kit.upload(store.member.token, 'coupang', body);
    expect(upload.statusCode, upload.body).toBe(200);
    const listed = ctx.coupang.products.find(
      demoVendor.vendorId,
      Number(upload.json().data.seller_product_id),
    );
    const items = listed?.body.items as { images: { vendorPath: string; imageType: string }[] }[];
    for (const image of items.flatMap((item) => item.images)) {
      expect(image.vendorPath).toMatch(/^http:\/\/ollida\.test\/i\/[0-9a-f]{32}\.(png|jpg)$/);
      expect(image.vendorPath.length).toBeLessThanOrEqual(150);
    }
    // The representative is made square and at least 500 px, as Coupang asks.
    const picture = await ctx.app.inject({
      method: 'GET',
      url: new URL(items[0]?.images[0]?.vendorPath ?? '').pathname,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toContain('immutable');
  });

  it("refuses the store's own forbidden words, saved in its upload settings, on top of the built-in ones", async () => {
    const store = await kit.coupangStore();
    const settingsUrl = `/api/workspaces/${store.workspaceId}/upload-settings`;
    const current = (await kit.call(store.owner.token, 'GET', settingsUrl)).json();
    const saved = await kit.call(store.owner.token, 'PUT', settingsUrl, {
      ...current,
      prohibited_words: ['땡처리', ' 땡처리 ', '폐업정리'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().prohibited_words).toEqual(['땡처리', '폐업정리']);
    const draft = chairDraft(images.baseUrl, { displayProductName: '폐업정리 캠핑의자' });
    const { data } = (
      await review(store.member.token, { workspace_id: store.workspaceId, product_details: draft })
    ).json();
    expect(data.ready).toBe(false);
    expect(data.checks).toContainEqual(
      expect.objectContaining({
        code: 'prohibited_word',
        detail: expect.stringContaining("'폐업정리'(워크스페이스 금지어)"),
        fix: expect.objectContaining({ value: '캠핑의자' }),
      }),
    );
    const tooMany = await kit.call(store.owner.token, 'PUT', settingsUrl, {
      ...current,
      prohibited_words: Array.from({ length: 101 }, (_, index) => `단어${index}`),
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
