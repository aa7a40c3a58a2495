import { uploadResponseSchema } from '@ollida/contracts/uploads';
import { supplierKeyOf } from '@ollida/listing/marketplace/supplier-key';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { chairDraft, startImageServer, uploadKit } from '../../../test/kits/uploads.ts';
import { demoVendor } from '../../../test/kits/workspaces.ts';

let ctx: TestContext;
let kit: ReturnType<typeof uploadKit>;
let images: Awaited<ReturnType<typeof startImageServer>>;

const hostedImage = /^http:\/\/ollida\.test\/i\/[0-9a-f]{32}\.(png|jpg)$/;

beforeAll(async () => {
  images = await startImageServer();
  ctx = await buildTestApp({ sourceFetch: { allowedPrefixes: [images.baseUrl] } });
  kit = uploadKit(ctx);
});
afterAll(async () => {
  await ctx.close();
  await images.close();
});

function sandboxProduct(sellerProductId: string) {
  const product = ctx.coupang.products.find(demoVendor.vendorId, Number(sellerProductId));
  if (product === undefined) throw new Error(`the sandbox has no product ${sellerProductId}`);
  return product;
}

describe('POST /api/upload-to-coupang', () => {
  it('lists the draft on Wing with the store settings, signed, and saves the attempt', async () => {
    const store = await kit.coupangStore();
    const draft = chairDraft(images.baseUrl);
    const response = await kit.upload(store.member.token, 'coupang', {
      product_details: draft,
      workspace_id: store.workspaceId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = uploadResponseSchema.parse(response.json());
    expect(body.message).toBe('쿠팡에 상품을 등록했습니다.');
    const sellerProductId = body.data.seller_product_id ?? '';
    expect(sellerProductId).toMatch(/^\d+$/);
    expect(body.data).toMatchObject({
      platform: 'coupang',
      status: 'success',
      display_product_name: '접이식 캠핑의자 릴렉스체어',
      store_url: null,
      admin_url: `https://wing.coupang.com/tenants/seller-web/vendor-inventory/modify?vendorInventoryId=${sellerProductId}`,
      created_at: ctx.clock.now.toISOString(),
    });
    expect(body.marketplace_response).toEqual({
      code: 'SUCCESS',
      message: '',
      data: Number(sellerProductId),
    });

    // The sandbox keeps what it received (it refuses requests without a valid HMAC signature).
    const received = sandboxProduct(sellerProductId);
    expect(received.displayCategoryCode).toBe(79245);
    expect(received.body).toMatchObject({
      vendorId: demoVendor.vendorId,
      vendorUserId: demoVendor.wingAccount,
      displayCategoryCode: 79245,
      sellerProductName: '접이식 캠핑의자 릴렉스체어',
      brand: '올리다캠프',
      returnCenterCode: store.center.returnCenterCode,
      returnChargeName: store.center.shippingPlaceName,
      companyContactNumber: store.center.placeAddresses[0].companyContactNumber,
      returnZipCode: store.center.placeAddresses[0].returnZipCode,
      deliveryCompanyCode: 'CJGLS',
      deliveryChargeType: 'NOT_FREE',
      deliveryCharge: 3000,
      requested: false,
    });
    expect(String(received.body.outboundShippingPlaceCode)).toBe(
      String(store.place.outboundShippingPlaceCode),
    );
    const items = received.body.items as Record<string, unknown>[];
    expect(
      items.map((item) => [item.itemName, item.salePrice, item.originalPrice, item.maximumBuyCount]),
    ).toEqual([
      ['블랙', 25000, 32000, 10],
      ['카키', 25000, 32000, 999],
    ]);
    // Wing downloads the pictures from Ollida's origin, never from the supplier; each was fetched once to host it.
    expect(items[0]?.images).toEqual([
      { imageOrder: 0, imageType: 'REPRESENTATION', vendorPath: expect.stringMatching(hostedImage) },
      { imageOrder: 1, imageType: 'DETAIL', vendorPath: expect.stringMatching(hostedImage) },
    ]);
    expect(images.hits.filter((hit) => hit.endsWith('chair-1.png'))).toHaveLength(1);
    expect(items[0]?.attributes).toEqual([
      { attributeTypeName: '색상', attributeValueName: '블랙', exposed: 'EXPOSED' },
    ]);
    expect(items[0]?.externalVendorSku).toBe('generic:chair-100');
    const notices = items[0]?.notices as { noticeCategoryName: string; noticeCategoryDetailName: string }[];
    expect(new Set(notices.map((notice) => notice.noticeCategoryName))).toEqual(new Set(['기타 재화']));

    const [row] = await kit.uploadRows(store.workspaceId);
    expect(row).toMatchObject({
      id: body.data.id,
      status: 'success',
      channel: 'web',
      uploaderId: store.member.user.id,
      uploaderEmail: store.member.user.email,
      wingAccount: demoVendor.wingAccount,
      sellerProductId,
      supplierKey: supplierKeyOf(draft),
      duplicateOf: null,
      errorMessage: null,
      adminUrl: body.data.admin_url,
      originalUrl: draft.sourceUrl,
      thumbnail: expect.stringMatching(hostedImage),
      marketplaceResponse: body.marketplace_response,
    });
    // What was recorded is exactly what Wing received.
    expect(row?.marketplaceRequest).toEqual(received.body);
  });

  it('sends the approval request with the listing when the store auto-approves, and takes a chosen category', async () => {
    const store = await kit.coupangStore();
    await kit.setWorkspace(store.workspaceId, { requested: true });
    // No keyword of any sandbox category: only the chosen code can place it.
    const draft = chairDraft(images.baseUrl, {
      productName: '올리다 한정판 꾸러미',
      displayProductName: '올리다 한정판 꾸러미',
      sellerProductName: '올리다 한정판 꾸러미',
      productGroup: '',
      category: '',
      supplier: { parser: 'generic', itemId: 'set-7', imageReuseAllowed: null },
    });
    const body = { product_details: draft, workspace_id: store.workspaceId };
    const guessed = await kit.upload(store.owner.token, 'coupang', body);
    // A category problem is a review error: 422 with the check, nothing written or sent.
    expect(guessed.statusCode).toBe(422);
    expect(guessed.json().checks).toContainEqual({
      code: 'category_missing',
      severity: 'error',
      field: 'category',
      detail: '쿠팡 카테고리를 자동으로 찾지 못했습니다. 초안에서 카테고리를 지정해 주세요.',
    });
    const unknown = await kit.upload(store.owner.token, 'coupang', { ...body, category_id: '123' });
    expect(unknown.json()).toMatchObject({
      code: 'listing_review_failed',
      detail: expect.stringContaining('123'),
    });
    expect(await kit.uploadRows(store.workspaceId)).toEqual([]);

    const chosen = await kit.upload(store.owner.token, 'coupang', { ...body, category_id: '79245' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().message).toBe('쿠팡에 상품을 등록했습니다. 승인 요청도 보냈습니다.');
    const received = sandboxProduct(chosen.json().data.seller_product_id);
    expect(received).toMatchObject({ displayCategoryCode: 79245, status: 'APPROVED' });
    expect(received.body.requested).toBe(true);
  });

  it('refuses a second upload of the same supplier item until the seller confirms it', async () => {
    const store = await kit.coupangStore();
    const draft = chairDraft(images.baseUrl);
    const body = { product_details: draft, workspace_id: store.workspaceId };
    const first = await kit.upload(store.owner.token, 'coupang', body);
    expect(first.statusCode).toBe(200);

    // The same supplier item reached through another tracking link has the same key.
    const second = await kit.upload(store.member.token, 'coupang', {
      ...body,
      product_details: { ...draft, sourceUrl: 'https://supplier.example/products/chair-100?utm_source=mail' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 'duplicate_upload',
      detail: '이미 이 스토어에 등록한 상품입니다. 그래도 다시 등록하려면 확인해 주세요.',
      existing_product: {
        id: first.json().data.id,
        display_product_name: '접이식 캠핑의자 릴렉스체어',
        store_url: null,
        admin_url: first.json().data.admin_url,
        created_at: first.json().data.created_at,
      },
    });

    const confirmed = await kit.upload(store.member.token, 'coupang', { ...body, confirm_duplicate: true });
    expect(confirmed.statusCode).toBe(200);
    // Wing numbers products in sequence: nothing was created for the refused attempt.
    expect(Number(confirmed.json().data.seller_product_id)).toBe(
      Number(first.json().data.seller_product_id) + 1,
    );
    const rows = await kit.uploadRows(store.workspaceId);
    expect(rows).toHaveLength(2);
    const confirmedRow = rows.find((row) => row.id === confirmed.json().data.id);
    expect(confirmedRow).toMatchObject({ status: 'success', duplicateOf: first.json().data.id });
    // The confirmed copy does not guard: a third upload still points at the first listing.
    const third = await kit.upload(store.member.token, 'coupang', body);
    expect(third.json().existing_product.id).toBe(first.json().data.id);
  });

  it('lets only one of two simultaneous uploads of the same item through', async () => {
    const store = await kit.coupangStore();
    const body = {
      product_details: chairDraft(images.baseUrl, {
        supplier: { parser: 'generic', itemId: 'chair-twin', imageReuseAllowed: null },
      }),
      workspace_id: store.workspaceId,
    };
    const answers = await Promise.all([
      kit.upload(store.owner.token, 'coupang', body),
      kit.upload(store.member.token, 'coupang', body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().code).toBe('duplicate_upload');
    const rows = await kit.uploadRows(store.workspaceId);
    expect(rows.map((row) => row.status)).toEqual(['success']);
  });

  it('keeps Coupang’s own words when it refuses the listing, and saves the failed attempt', async () => {
    const store = await kit.coupangStore();
    await kit.setWorkspace(store.workspaceId, { returnCenterCode: '9999999' });
    const response = await kit.upload(store.owner.token, 'coupang', {
      product_details: chairDraft(images.baseUrl),
      workspace_id: store.workspaceId,
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body).toMatchObject({ code: 'marketplace_rejected', provider: 'coupang' });
    expect(body.detail).toContain('반품지 코드[9999999]가 존재하지 않습니다.');
    const [row] = await kit.uploadRows(store.workspaceId);
    expect(row).toMatchObject({
      id: body.uploaded_product_id,
      status: 'failure',
      errorMessage: body.detail,
      marketplaceResponse: { code: 'ERROR', message: body.detail },
      sellerProductId: null,
    });
    expect(row?.marketplaceRequest).toMatchObject({ returnCenterCode: '9999999' });
    // A failed attempt does not block the next one.
    await kit.setWorkspace(store.workspaceId, { returnCenterCode: store.center.returnCenterCode });
    const retried = await kit.upload(store.owner.token, 'coupang', {
      product_details: chairDraft(images.baseUrl),
      workspace_id: store.workspaceId,
    });
    expect(retried.statusCode).toBe(200);
  });
});
