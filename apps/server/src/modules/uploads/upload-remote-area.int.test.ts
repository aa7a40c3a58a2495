import { listingReviewResponseSchema } from '@ollida/contracts/listing-review';
import { uploadResponseSchema } from '@ollida/contracts/uploads';
import { NAVER_DEMO_STORE } from '@ollida/sandbox/naver/demo-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { chairDraft, startImageServer, uploadKit } from '../../../test/kits/uploads.ts';
import { demoVendor } from '../../../test/kits/workspaces.ts';
import { defaultUploadSettings } from './upload-settings.ts';

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

async function review(token: string, workspaceId: string) {
  const response = await kit.call(token, 'POST', '/api/listing-review', {
    workspace_id: workspaceId,
    product_details: chairDraft(images.baseUrl),
  });
  expect(response.statusCode, response.body).toBe(200);
  return listingReviewResponseSchema.parse(response.json()).data;
}

async function uploadedBody(token: string, platform: 'coupang' | 'naver', workspaceId: string) {
  const response = await kit.upload(token, platform, {
    product_details: chairDraft(images.baseUrl, {
      supplier: { parser: 'generic', itemId: `chair-${Math.random()}`, imageReuseAllowed: null },
    }),
    workspace_id: workspaceId,
  });
  expect(response.statusCode, response.body).toBe(200);
  return uploadResponseSchema.parse(response.json()).data;
}

const saveSettings = (token: string, workspaceId: string, settings: Record<string, unknown>) =>
  kit.call(token, 'PUT', `/api/workspaces/${workspaceId}/upload-settings`, {
    ...defaultUploadSettings,
    after_service_phone: '02-1234-5678',
    ...settings,
  });

describe('extra delivery fees for Jeju and remote areas', () => {
  it('Coupang: keeps the outbound place fees, lists as deliverable with them, and says when it cannot', async () => {
    const store = await kit.coupangStore();
    const [stored] = (await kit.call(store.owner.token, 'GET', '/api/coupang/stores')).json().data;
    // The first sandbox place registers CJ대한통운, 한진 and 롯데 with 5,000원 for Jeju and 3,000원 elsewhere.
    expect(stored.outbound_remote_fees).toEqual([
      { courier: 'CJGLS', jeju: 5000, notJeju: 3000 },
      { courier: 'HANJIN', jeju: 5000, notJeju: 3000 },
      { courier: 'HYUNDAI', jeju: 5000, notJeju: 3000 },
    ]);
    const reviewed = await review(store.member.token, store.workspaceId);
    expect(reviewed.shipping).toEqual({ fee: 3000, freeOver: null, jejuExtra: 5000, islandExtra: 3000 });
    expect(reviewed.checks.map((check) => check.code)).not.toContain('remote_area_unavailable');
    const listed = await uploadedBody(store.member.token, 'coupang', store.workspaceId);
    const product = ctx.coupang.products.find(demoVendor.vendorId, Number(listed.seller_product_id));
    expect(product?.body.remoteAreaDeliverable).toBe('Y');

    // A courier the place has no fees for: Wing would refuse Y, so the listing goes out without remote delivery.
    expect(
      (await saveSettings(store.owner.token, store.workspaceId, { courier_code: 'EPOST' })).statusCode,
    ).toBe(200);
    const epost = await review(store.member.token, store.workspaceId);
    expect(epost.shipping).toMatchObject({ jejuExtra: null, islandExtra: null });
    const warning = epost.checks.find((check) => check.code === 'remote_area_unavailable');
    expect(warning).toMatchObject({ severity: 'warning', field: 'shipping' });
    expect(warning?.detail).toContain('CJ대한통운, 한진택배, 롯데택배 중 하나로');
    expect(epost.ready).toBe(true);
    const plain = await uploadedBody(store.member.token, 'coupang', store.workspaceId);
    const sent = ctx.coupang.products.find(demoVendor.vendorId, Number(plain.seller_product_id));
    expect(sent?.body).toMatchObject({ remoteAreaDeliverable: 'N', deliveryCompanyCode: 'EPOST' });

    // A place chosen before the fees were kept asks to be chosen again.
    await kit.setWorkspace(store.workspaceId, { outboundRemoteFees: null });
    const unknown = await review(store.member.token, store.workspaceId);
    expect(unknown.checks.find((check) => check.code === 'remote_area_unavailable')?.detail).toContain(
      '출고지를 다시 선택해 주세요',
    );
  });

  it('Naver: sends the store fees by zone, three zones when Jeju and the islands differ, none when both are 0', async () => {
    const store = await kit.naverStore();
    const feeOf = (originNo: string | null) => {
      const product = ctx.naver.store
        .productsOf(NAVER_DEMO_STORE.clientId)
        .find((candidate) => String(candidate.originProductNo) === originNo);
      if (product === undefined) throw new Error(`the sandbox has no product ${originNo}`);
      return (product.originProduct.deliveryInfo as { deliveryFee: Record<string, unknown> }).deliveryFee;
    };

    expect((await review(store.member.token, store.workspaceId)).shipping).toEqual({
      fee: 3000,
      freeOver: null,
      jejuExtra: 3000,
      islandExtra: 5000,
    });
    const first = await uploadedBody(store.member.token, 'naver', store.workspaceId);
    expect(feeOf(first.origin_product_no).deliveryFeeByArea).toEqual({
      deliveryAreaType: 'AREA_3',
      area2extraFee: 3000,
      area3extraFee: 5000,
    });

    await saveSettings(store.owner.token, store.workspaceId, {
      remote_area_fees: { jeju: 4000, island: 4000 },
    });
    const same = await uploadedBody(store.member.token, 'naver', store.workspaceId);
    expect(feeOf(same.origin_product_no).deliveryFeeByArea).toEqual({
      deliveryAreaType: 'AREA_2',
      area2extraFee: 4000,
    });

    await saveSettings(store.owner.token, store.workspaceId, { remote_area_fees: { jeju: 0, island: 0 } });
    expect((await review(store.member.token, store.workspaceId)).shipping).toMatchObject({
      jejuExtra: 0,
      islandExtra: 0,
    });
    const none = await uploadedBody(store.member.token, 'naver', store.workspaceId);
    expect(feeOf(none.origin_product_no)).not.toHaveProperty('deliveryFeeByArea');
  });
});
