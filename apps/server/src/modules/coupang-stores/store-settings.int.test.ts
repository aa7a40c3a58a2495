import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { storeKit } from '../../../test/kits/coupang-stores.ts';
import { createCoupangStoresRepo } from './coupang-stores.repo.ts';
import { findStoreByApiKey, hashStoreApiKey } from './store-api-keys.service.ts';

let ctx: TestContext;
let kit: ReturnType<typeof storeKit>;

beforeAll(async () => {
  ctx = await buildTestApp();
  kit = storeKit(ctx);
});
afterAll(() => ctx.close());

describe('return centers and shipping places from Wing', () => {
  it('pages the return centers 50 at a time in the documented field names, for any member', async () => {
    const { member, wingAccount } = await kit.storeWithTeam();
    const first = await kit.call(member.token, 'GET', `/api/coupang/return-centers/${wingAccount}`);
    expect(first.statusCode).toBe(200);
    const page = first.json().data;
    expect(page.content).toHaveLength(50);
    expect(page.pagination).toMatchObject({ currentPage: 1, totalPages: 2 });
    expect(page.content[0]).toMatchObject({
      returnCenterCode: expect.any(String),
      shippingPlaceName: '본사 반품지',
      usable: true,
    });
    expect(page.content[0].placeAddresses[0]).toEqual({
      companyContactNumber: expect.any(String),
      returnZipCode: expect.any(String),
      returnAddress: expect.any(String),
      returnAddressDetail: expect.any(String),
    });
    const second = await kit.call(
      member.token,
      'GET',
      `/api/coupang/return-centers/${wingAccount}?pageNum=2`,
    );
    expect(second.json().data.pagination.currentPage).toBe(2);
    expect(second.json().data.content.length).toBeGreaterThanOrEqual(10);
  });

  it('pages the shipping places and refuses a page size above 50', async () => {
    const { owner, wingAccount } = await kit.storeWithTeam();
    const second = await kit.call(
      owner.token,
      'GET',
      `/api/coupang/shipping-places/${wingAccount}?pageNum=2&pageSize=50`,
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().data.pagination).toMatchObject({ currentPage: 2, totalPages: 2 });
    expect(second.json().data.content[0]).toMatchObject({
      outboundShippingPlaceCode: expect.stringMatching(/^\d+$/),
      usable: expect.any(Boolean),
    });
    const tooBig = await kit.call(
      owner.token,
      'GET',
      `/api/coupang/shipping-places/${wingAccount}?pageSize=51`,
    );
    expect(tooBig.statusCode).toBe(400);
  });
});

describe('connecting places and extra settings', () => {
  it('connects a usable return center and shipping place from page 2; the workspace list shows them', async () => {
    const { owner, admin, workspaceId, wingAccount } = await kit.storeWithTeam();
    const centers = (
      await kit.call(owner.token, 'GET', `/api/coupang/return-centers/${wingAccount}?pageNum=2`)
    ).json().data.content;
    const center = centers.find((candidate: { usable: boolean }) => candidate.usable);
    const connected = await kit.call(
      admin.token,
      'PATCH',
      `/api/coupang/stores/${wingAccount}/connect-return-center`,
      { returnCenterCode: center.returnCenterCode, returnChargeName: 'client copy', returnCharge: 3000 },
    );
    expect(connected.statusCode).toBe(200);
    expect(connected.json().data).toMatchObject({
      return_center_code: center.returnCenterCode,
      return_center_name: center.shippingPlaceName,
      return_center_contact: center.placeAddresses[0].companyContactNumber,
      return_center_zipcode: center.placeAddresses[0].returnZipCode,
    });

    const places = (
      await kit.call(owner.token, 'GET', `/api/coupang/shipping-places/${wingAccount}?pageNum=2`)
    ).json().data.content;
    const place = places.find((candidate: { usable: boolean }) => candidate.usable);
    const shipping = await kit.call(
      owner.token,
      'PATCH',
      `/api/coupang/stores/${wingAccount}/connect-shipping-place`,
      {
        outboundShippingPlaceCode: place.outboundShippingPlaceCode,
        shippingPlaceName: place.shippingPlaceName,
      },
    );
    expect(shipping.statusCode).toBe(200);
    expect(shipping.json().data).toMatchObject({
      outbound_shipping_place_code: place.outboundShippingPlaceCode,
      outbound_shipping_place_name: place.shippingPlaceName,
      address: place.placeAddresses[0].returnAddress,
    });

    const [workspace] = (await kit.call(owner.token, 'GET', '/api/workspaces')).json().data;
    expect(workspace).toMatchObject({
      workspace_id: workspaceId,
      return_center_code: center.returnCenterCode,
      return_center_name: center.shippingPlaceName,
      outbound_shipping_place_code: place.outboundShippingPlaceCode,
      shipping_place_name: place.shippingPlaceName,
    });
  });

  it('refuses an unusable or unknown code, saving nothing', async () => {
    const { owner, workspaceId, wingAccount } = await kit.storeWithTeam();
    const all = [1, 2].map((pageNum) =>
      kit.call(owner.token, 'GET', `/api/coupang/return-centers/${wingAccount}?pageNum=${pageNum}`),
    );
    const content = (await Promise.all(all)).flatMap((response) => response.json().data.content);
    const unusable = content.find((candidate: { usable: boolean }) => !candidate.usable);
    const url = `/api/coupang/stores/${wingAccount}/connect-return-center`;
    const refused = await kit.call(owner.token, 'PATCH', url, {
      returnCenterCode: unusable.returnCenterCode,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'place_unusable' });
    const unknown = await kit.call(owner.token, 'PATCH', url, { returnCenterCode: '999' });
    expect(unknown.json()).toMatchObject({ code: 'place_not_found' });
    const shipping = await kit.call(
      owner.token,
      'PATCH',
      `/api/coupang/stores/${wingAccount}/connect-shipping-place`,
      { outboundShippingPlaceCode: 'abc' },
    );
    expect(shipping.statusCode).toBe(400);
    expect((await kit.workspaceRow(workspaceId)).returnCenterCode).toBeNull();
  });

  it('saves fees and auto-approval, and refuses negative or fractional fees unchanged', async () => {
    const { admin, workspaceId, wingAccount } = await kit.storeWithTeam();
    const url = `/api/coupang/stores/${wingAccount}/update-extra`;
    const saved = await kit.call(admin.token, 'PATCH', url, {
      deliveryChargeOnReturn: 2500,
      returnCharge: 0,
      requested: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      delivery_charge_on_return: 2500,
      return_charge: 0,
      requested: true,
    });
    for (const body of [
      { deliveryChargeOnReturn: -1, returnCharge: 3000, requested: false },
      { deliveryChargeOnReturn: 3000, returnCharge: 10.5, requested: false },
    ]) {
      const refused = await kit.call(admin.token, 'PATCH', url, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('validation_error');
    }
    const negative = await kit.call(admin.token, 'PATCH', url, {
      deliveryChargeOnReturn: -1,
      returnCharge: 3000,
      requested: false,
    });
    expect(negative.json().errors).toContainEqual({
      path: 'body.deliveryChargeOnReturn',
      message: '초도배송비는 0원 이상이어야 합니다.',
    });
    const row = await kit.workspaceRow(workspaceId);
    expect([row.deliveryChargeOnReturn, row.returnCharge, row.requested]).toEqual([2500, 0, true]);
  });
});

describe('store API keys', () => {
  it('generates a key shown once, keeps only hash and prefix, regenerates (revoking the old) and revokes', async () => {
    const { owner, admin, workspaceId, wingAccount } = await kit.storeWithTeam();
    const repo = createCoupangStoresRepo(ctx.database.db);
    const base = `/api/coupang/stores/${wingAccount}`;
    const none = await kit.call(owner.token, 'GET', `${base}/api-key`);
    expect(none.json().data).toEqual({
      hasApiKey: false,
      apiKeyActive: false,
      apiKeyPrefix: null,
      createdAt: null,
    });

    const generated = await kit.call(owner.token, 'POST', `${base}/generate-api-key`);
    expect(generated.statusCode).toBe(200);
    const { api_key: firstKey, created_at } = generated.json().data;
    expect(firstKey).toMatch(/^olk_[A-Za-z0-9_-]{43}$/);
    expect(created_at).toBe(ctx.clock.now.toISOString());
    const [row] = await kit.apiKeyRows(workspaceId);
    expect(row).toMatchObject({ keyHash: hashStoreApiKey(firstKey), keyPrefix: firstKey.slice(0, 8) });
    expect(JSON.stringify(row)).not.toContain(firstKey);

    const status = await kit.call(admin.token, 'GET', `${base}/api-key`);
    expect(status.json().data).toEqual({
      hasApiKey: true,
      apiKeyActive: true,
      apiKeyPrefix: firstKey.slice(0, 8),
      createdAt: created_at,
    });
    expect(status.body).not.toContain(firstKey);
    expect(await findStoreByApiKey(repo, firstKey)).toMatchObject({ workspaceId, wingAccount });

    const second = (await kit.call(admin.token, 'POST', `${base}/generate-api-key`)).json().data.api_key;
    expect(second).not.toBe(firstKey);
    expect(await findStoreByApiKey(repo, firstKey)).toBeUndefined();
    expect(await findStoreByApiKey(repo, second)).toMatchObject({ workspaceId });

    const revoked = await kit.call(owner.token, 'DELETE', `${base}/revoke-api-key`);
    expect(revoked.json()).toEqual({ message: 'API 키를 폐기했습니다.' });
    expect(await findStoreByApiKey(repo, second)).toBeUndefined();
    expect((await kit.call(owner.token, 'GET', `${base}/api-key`)).json().data.hasApiKey).toBe(false);
    expect((await kit.call(owner.token, 'DELETE', `${base}/revoke-api-key`)).statusCode).toBe(404);
  });

  it('findStoreByApiKey ignores strings that are not store keys', async () => {
    const repo = createCoupangStoresRepo(ctx.database.db);
    expect(await findStoreByApiKey(repo, '')).toBeUndefined();
    expect(await findStoreByApiKey(repo, 'olk_unknown')).toBeUndefined();
    expect(await findStoreByApiKey(repo, `olk_${'x'.repeat(200)}`)).toBeUndefined();
  });
});
