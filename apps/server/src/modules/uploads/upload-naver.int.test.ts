import { uploadResponseSchema } from '@ollida/contracts/uploads';
import { naverSellerCodeOf } from '@ollida/listing/marketplace/supplier-key';
import { NAVER_DEMO_STORE } from '@ollida/sandbox/naver/demo-accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { chairDraft, startImageServer, uploadKit } from '../../../test/kits/uploads.ts';
import { uploadedProducts } from '../../db/schema/uploads.ts';

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
beforeEach(() => {
  ctx.naver.store.clearFaults();
});

const CREATE = ['POST', '/v2/products'] as const;
const sandboxProducts = () => ctx.naver.store.productsOf(NAVER_DEMO_STORE.clientId);
const productOf = (originProductNo: string) => {
  const product = sandboxProducts().find(
    (candidate) => String(candidate.originProductNo) === originProductNo,
  );
  if (product === undefined) throw new Error(`the sandbox has no product ${originProductNo}`);
  return product;
};
type NaverImages = { representativeImage: { url: string }; optionalImages?: { url: string }[] };

describe('POST /api/upload-to-naver', () => {
  it('re-uploads the pictures, picks the leaf category and lists the draft under its seller code', async () => {
    const store = await kit.naverStore();
    const draft = chairDraft(images.baseUrl);
    images.hits.length = 0;
    const response = await kit.upload(store.member.token, 'naver', {
      product_details: draft,
      workspace_id: store.workspaceId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = uploadResponseSchema.parse(response.json());
    expect(body.message).toBe('네이버 스마트스토어에 상품을 등록했습니다.');
    const { origin_product_no: originNo, channel_product_no: channelNo } = body.data;
    expect(originNo).toMatch(/^\d+$/);
    expect(body.data).toMatchObject({
      platform: 'naver',
      status: 'success',
      seller_product_id: null,
      store_url: `https://smartstore.naver.com/ollida-demo/products/${channelNo}`,
      admin_url: `https://sell.smartstore.naver.com/#/products/edit/${originNo}`,
    });

    // Both supplier pictures were downloaded once and the listing only points at sandbox-hosted copies.
    expect(images.hits).toEqual(['/img/chair-1.png', '/img/chair-2.png']);
    const product = productOf(originNo ?? '');
    const listed = product.originProduct.images as NaverImages;
    const hosted = [
      listed.representativeImage.url,
      ...(listed.optionalImages ?? []).map((image) => image.url),
    ];
    expect(hosted).toHaveLength(2);
    for (const url of hosted) expect(url.startsWith(`${ctx.naver.baseUrl}/images/`)).toBe(true);
    expect(product.originProduct).toMatchObject({
      leafCategoryId: '50000900',
      name: '접이식 캠핑의자 릴렉스체어',
    });
    const detail = product.originProduct.detailAttribute as Record<string, Record<string, unknown>>;
    expect(detail.sellerCodeInfo).toEqual({ sellerManagementCode: naverSellerCodeOf(draft) });
    expect(detail.afterServiceInfo).toMatchObject({ afterServiceTelephoneNumber: '02-1234-5678' });

    const [row] = await kit.uploadRows(store.workspaceId);
    expect(row).toMatchObject({
      id: body.data.id,
      status: 'success',
      platform: 'naver',
      uploaderEmail: store.member.user.email,
      originProductNo: originNo,
      channelProductNo: channelNo,
      storeUrl: body.data.store_url,
      storeId: String(NAVER_DEMO_STORE.channels[0]?.channelNo),
    });
    expect(row?.marketplaceRequest).toMatchObject({ originProduct: { leafCategoryId: '50000900' } });
    expect(row?.marketplaceResponse).toEqual(body.marketplace_response);
  });

  it('guards duplicates in Ollida and on Naver, and lists a confirmed copy under its own seller code', async () => {
    const store = await kit.naverStore();
    const draft = chairDraft(images.baseUrl, {
      supplier: { parser: 'generic', itemId: 'chair-200', imageReuseAllowed: null },
    });
    const body = { product_details: draft, workspace_id: store.workspaceId };
    const first = await kit.upload(store.owner.token, 'naver', body);
    expect(first.statusCode).toBe(200);
    const creates = ctx.naver.store.countRequests(...CREATE);

    const second = await kit.upload(store.owner.token, 'naver', body);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'duplicate_upload',
      existing_product: { id: first.json().data.id, store_url: first.json().data.store_url },
    });

    // Ollida lost its record (e.g. the row failed), but Naver still has a product with the seller code.
    await ctx.database.db
      .update(uploadedProducts)
      .set({ status: 'failure' })
      .where(eq(uploadedProducts.id, first.json().data.id));
    const onNaver = await kit.upload(store.owner.token, 'naver', body);
    expect(onNaver.statusCode).toBe(409);
    expect(onNaver.json()).toMatchObject({
      code: 'duplicate_upload',
      detail: '이미 이 스토어에 등록한 상품입니다. 그래도 다시 등록하려면 확인해 주세요.',
      existing_product: { id: first.json().data.origin_product_no, store_url: first.json().data.store_url },
    });
    expect(ctx.naver.store.countRequests(...CREATE)).toBe(creates);
    const rows = await kit.uploadRows(store.workspaceId);
    const refused = rows.find((row) => ![first.json().data.id].includes(row.id));
    expect(refused).toMatchObject({
      status: 'failure',
      errorMessage: '네이버 스토어에 같은 판매자 관리 코드의 상품이 이미 있습니다.',
    });

    const confirmed = await kit.upload(store.owner.token, 'naver', { ...body, confirm_duplicate: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(ctx.naver.store.countRequests(...CREATE)).toBe(creates + 1);
    const copy = productOf(confirmed.json().data.origin_product_no);
    const detail = copy.originProduct.detailAttribute as Record<string, Record<string, unknown>>;
    expect(detail.sellerCodeInfo).toEqual({
      sellerManagementCode: naverSellerCodeOf(draft, confirmed.json().data.id.slice(0, 8)),
    });
  });

  it('keeps Naver’s own words when it refuses the listing, and saves the failed attempt', async () => {
    const store = await kit.naverStore();
    ctx.naver.store.failNext({
      method: 'POST',
      path: '/v2/products',
      status: 400,
      body: {
        code: 'BAD_REQUEST',
        message: '요청 파라미터가 유효하지 않습니다.',
        invalidInputs: [
          {
            name: 'originProduct.salePrice',
            type: 'Range',
            message: '판매가는 10원 단위로 입력해야 합니다.',
          },
        ],
      },
    });
    const response = await kit.upload(store.owner.token, 'naver', {
      product_details: chairDraft(images.baseUrl, {
        supplier: { parser: 'generic', itemId: 'chair-300', imageReuseAllowed: null },
      }),
      workspace_id: store.workspaceId,
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body).toMatchObject({ code: 'marketplace_rejected', provider: 'naver' });
    expect(body.detail).toContain('판매가는 10원 단위로 입력해야 합니다.');
    const [row] = await kit.uploadRows(store.workspaceId);
    expect(row).toMatchObject({
      id: body.uploaded_product_id,
      status: 'failure',
      errorMessage: body.detail,
      originProductNo: null,
    });
  });

  it('names the category it could not find, and takes a chosen leaf', async () => {
    const store = await kit.naverStore();
    const draft = chairDraft(images.baseUrl, {
      productName: '올리다 한정판 꾸러미',
      displayProductName: '올리다 한정판 꾸러미',
      sellerProductName: '올리다 한정판 꾸러미',
      productGroup: '',
      category: '',
      items: chairDraft(images.baseUrl).items.map((item) => ({ ...item, searchTags: [] })),
      supplier: { parser: 'generic', itemId: 'set-9', imageReuseAllowed: null },
    });
    const body = { product_details: draft, workspace_id: store.workspaceId };
    const guessed = await kit.upload(store.owner.token, 'naver', body);
    expect(guessed.statusCode).toBe(422);
    expect(guessed.json().checks).toContainEqual({
      code: 'category_missing',
      severity: 'error',
      field: 'category',
      detail: '네이버 카테고리를 자동으로 찾지 못했습니다. 초안에서 카테고리를 지정해 주세요.',
    });
    // A branch cannot carry products.
    const branch = await kit.upload(store.owner.token, 'naver', { ...body, category_id: '50000240' });
    expect(branch.json()).toMatchObject({
      code: 'listing_review_failed',
      detail: expect.stringContaining('50000240'),
    });
    expect(await kit.uploadRows(store.workspaceId)).toEqual([]);
    const chosen = await kit.upload(store.owner.token, 'naver', { ...body, category_id: '50002615' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(productOf(chosen.json().data.origin_product_no).originProduct.leafCategoryId).toBe('50002615');
  });
});
