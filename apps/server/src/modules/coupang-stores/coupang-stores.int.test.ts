import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { storeKit } from '../../../test/kits/coupang-stores.ts';
import { demoVendor, secondVendor } from '../../../test/kits/workspaces.ts';

let ctx: TestContext;
let kit: ReturnType<typeof storeKit>;

beforeAll(async () => {
  ctx = await buildTestApp();
  kit = storeKit(ctx);
});
afterAll(() => ctx.close());

describe('GET /api/coupang/stores', () => {
  it('lists the Coupang stores the caller belongs to, with defaults and the masked access key, never the secret', async () => {
    const { owner, member, workspaceId } = await kit.storeWithTeam();
    await kit.createNaver(owner.token);
    for (const [caller, role] of [
      [owner, 'owner'],
      [member, 'member'],
    ] as const) {
      const response = await kit.call(caller.token, 'GET', '/api/coupang/stores');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([
        expect.objectContaining({
          workspace_id: workspaceId,
          wingAccount: demoVendor.wingAccount,
          vendorCode: demoVendor.vendorId,
          accessKey: `${demoVendor.accessKey.slice(0, 8)}…`,
          user_role: role,
          return_center_code: null,
          outbound_shipping_place_code: null,
          delivery_charge_on_return: 3000,
          return_charge: 3000,
          requested: false,
        }),
      ]);
      expect(response.body).not.toContain(demoVendor.secretKey);
      expect(response.body).not.toContain(demoVendor.accessKey);
    }
  });

  it('answers an empty list to someone without stores and 401 without a token', async () => {
    const { token } = await kit.signIn();
    expect((await kit.call(token, 'GET', '/api/coupang/stores')).json()).toEqual({ data: [] });
    expect((await kit.call(undefined, 'GET', '/api/coupang/stores')).statusCode).toBe(401);
  });
});

describe('POST /api/validate-coupang-credentials', () => {
  const body = (overrides: Record<string, string> = {}) => ({
    accesskey: demoVendor.accessKey,
    secretkey: demoVendor.secretKey,
    vendorId: demoVendor.vendorId,
    ...overrides,
  });

  it('says valid for keys Wing accepts, storing nothing', async () => {
    const { token } = await kit.signIn();
    const before = await kit.countWorkspaces();
    const response = await kit.call(token, 'POST', '/api/validate-coupang-credentials', body());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true, message: '쿠팡 API 키가 정상적으로 확인되었습니다.' });
    expect(await kit.countWorkspaces()).toBe(before);
  });

  it('answers 400 with Coupang’s words for a wrong secret, without echoing it', async () => {
    const { token } = await kit.signIn();
    const response = await kit.call(
      token,
      'POST',
      '/api/validate-coupang-credentials',
      body({ secretkey: 'wrong-secret-wrong-secret-wrong' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('marketplace_credentials_invalid');
    expect(response.json().detail).toMatch(/^쿠팡 API 인증에 실패했습니다/);
    expect(response.json().detail).toContain('Invalid signature.');
    expect(response.body).not.toContain('wrong-secret');
  });

  it('refuses blank and oversized fields in Korean', async () => {
    const { token } = await kit.signIn();
    const blank = await kit.call(
      token,
      'POST',
      '/api/validate-coupang-credentials',
      body({ accesskey: ' ' }),
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toContainEqual({
      path: 'body.accesskey',
      message: '액세스 키를 입력해 주세요.',
    });
    const long = await kit.call(
      token,
      'POST',
      '/api/validate-coupang-credentials',
      body({ secretkey: 'x'.repeat(201) }),
    );
    expect(long.statusCode).toBe(400);
  });
});

describe('POST /api/coupang/connect', () => {
  it('creates the store’s workspace, then reconnects it by replacing the keys', async () => {
    const { token } = await kit.signIn();
    const created = await kit.call(token, 'POST', '/api/coupang/connect', kit.connectBody());
    expect(created.statusCode).toBe(201);
    const store = created.json().data;
    expect(store).toMatchObject({
      wingAccount: demoVendor.wingAccount,
      user_role: 'owner',
      key_status: 'valid',
    });
    const workspaces = (await kit.call(token, 'GET', '/api/workspaces')).json().data;
    expect(workspaces).toEqual([
      expect.objectContaining({ workspace_id: store.workspace_id, platform: 'coupang', is_current: true }),
    ]);

    await kit.setWorkspace(store.workspace_id, { keyStatus: 'expired' });
    const again = await kit.call(token, 'POST', '/api/coupang/connect', kit.connectBody());
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ workspace_id: store.workspace_id, key_status: 'valid' });
    expect((await kit.call(token, 'GET', '/api/coupang/stores')).json().data).toHaveLength(1);
  });

  it('refuses keys Wing rejects and a vendor code other than the stored one, changing nothing', async () => {
    const { token } = await kit.signIn();
    const before = await kit.countWorkspaces();
    const bad = await kit.call(
      token,
      'POST',
      '/api/coupang/connect',
      kit.connectBody(demoVendor, { secretKey: 'nope-nope-nope-nope' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('marketplace_credentials_invalid');
    expect(await kit.countWorkspaces()).toBe(before);

    const id = await kit.createCoupang(token, secondVendor);
    const mismatch = await kit.call(
      token,
      'POST',
      '/api/coupang/connect',
      kit.connectBody(secondVendor, { vendorCode: demoVendor.vendorId }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().code).toBe('store_vendor_mismatch');
    expect((await kit.workspaceRow(id)).vendorCode).toBe(secondVendor.vendorId);
  });
});

describe('DELETE /api/coupang/stores/{wingAccount}', () => {
  it('refuses a confirmation that differs from the account, even by case, and changes nothing', async () => {
    const { owner, workspaceId, wingAccount } = await kit.storeWithTeam();
    for (const typed of [wingAccount.toUpperCase(), `${wingAccount} `, '']) {
      const response = await kit.call(owner.token, 'DELETE', `/api/coupang/stores/${wingAccount}`, {
        wingAccount: typed,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'store_confirmation_mismatch' });
      expect(response.json().detail).toContain('일치하지 않습니다');
    }
    expect((await kit.workspaceRow(workspaceId)).disconnectedAt).toBeNull();
  });

  it('disconnects with the exact account: the row stays (history) but the store is gone everywhere', async () => {
    const { owner, member, workspaceId, wingAccount } = await kit.storeWithTeam();
    await kit.call(owner.token, 'POST', `/api/coupang/stores/${wingAccount}/generate-api-key`);
    const response = await kit.call(owner.token, 'DELETE', `/api/coupang/stores/${wingAccount}`, {
      wingAccount,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('쿠팡 스토어 연결을 해제했습니다.');

    const row = await kit.workspaceRow(workspaceId);
    expect(row.disconnectedAt).not.toBeNull();
    expect(row.credentials).toBeNull();
    expect(await kit.apiKeyRows(workspaceId)).toEqual([]);
    for (const caller of [owner, member]) {
      expect((await kit.call(caller.token, 'GET', '/api/coupang/stores')).json().data).toEqual([]);
      expect((await kit.call(caller.token, 'GET', '/api/workspaces')).json().data).toEqual([]);
      expect(
        (await kit.call(caller.token, 'GET', `/api/coupang/return-centers/${wingAccount}`)).statusCode,
      ).toBe(404);
      expect((await kit.call(caller.token, 'GET', `/api/workspaces/${workspaceId}/members`)).statusCode).toBe(
        404,
      );
    }
    const again = await kit.call(owner.token, 'DELETE', `/api/coupang/stores/${wingAccount}`, {
      wingAccount,
    });
    expect(again.statusCode).toBe(404);

    const reconnected = await kit.call(owner.token, 'POST', '/api/coupang/connect', kit.connectBody());
    expect(reconnected.statusCode).toBe(201);
    expect(reconnected.json().data.workspace_id).not.toBe(workspaceId);
    expect((await kit.call(owner.token, 'GET', '/api/workspaces')).json().data[0].is_current).toBe(true);
  });
});

describe('POST /api/coupang/stores/{wingAccount}/reveal-keys', () => {
  it('shows the owner the keys and records who, when, which store and which request', async () => {
    const { owner, workspaceId, wingAccount } = await kit.storeWithTeam();
    const response = await kit.call(owner.token, 'POST', `/api/coupang/stores/${wingAccount}/reveal-keys`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data).toEqual({
      accessKey: demoVendor.accessKey,
      secretKey: demoVendor.secretKey,
    });
    const [audit, ...rest] = await kit.revealRows(workspaceId);
    expect(rest).toEqual([]);
    expect(audit).toMatchObject({ workspaceId, userId: owner.user.id, revealedAt: ctx.clock.now });
    expect(audit?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses admins and members with 403 and records nothing', async () => {
    const { admin, member, workspaceId, wingAccount } = await kit.storeWithTeam();
    for (const caller of [admin, member]) {
      const response = await kit.call(caller.token, 'POST', `/api/coupang/stores/${wingAccount}/reveal-keys`);
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe('API 키 원문은 워크스페이스 소유자만 볼 수 있습니다.');
    }
    expect(await kit.revealRows(workspaceId)).toEqual([]);
  });
});
