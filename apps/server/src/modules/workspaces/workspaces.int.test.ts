import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext, testAppSecret } from '../../../test/build-test-app.ts';
import { demoNaver, demoVendor, secondVendor, workspaceKit } from '../../../test/kits/workspaces.ts';
import { createSecretBox } from '../../platform/secret-box.ts';

let ctx: TestContext;
let kit: ReturnType<typeof workspaceKit>;

beforeAll(async () => {
  ctx = await buildTestApp();
  kit = workspaceKit(ctx);
});
afterAll(() => ctx.close());

describe('creating workspaces', () => {
  it('creates a Coupang workspace from keys Wing accepts, and never shows or stores the secret in clear', async () => {
    const { user, token } = await kit.signIn();
    const response = await kit.call(token, 'POST', '/api/workspaces', kit.coupangBody());
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      workspace_name: `${demoVendor.vendorName} 워크스페이스`,
      platform: 'coupang',
      is_owner: true,
      user_role: 'owner',
      wing_account: demoVendor.wingAccount,
      vendor_code: demoVendor.vendorId,
      access_key: `${demoVendor.accessKey.slice(0, 8)}…`,
      client_id: null,
      api_keys_configured: true,
      key_status: { status: 'valid', message: null },
      last_test: { is_valid: true, error_type: null },
      is_current: true,
      is_main: true,
      member_count: 1,
    });
    expect(data.auto_retrieved).toBeUndefined();
    expect(response.body).not.toContain(demoVendor.secretKey);
    expect(response.body).not.toContain(demoVendor.accessKey);

    const row = await kit.workspaceRow(data.workspace_id);
    expect(row.ownerId).toBe(user.id);
    expect(row.keyPrefix).toBe(demoVendor.accessKey.slice(0, 8));
    expect(row.credentials).not.toContain(demoVendor.secretKey);
    expect(row.credentials).not.toContain(demoVendor.accessKey);
    const opened = JSON.parse(createSecretBox(testAppSecret).open(row.credentials ?? ''));
    expect(opened).toEqual({
      platform: 'coupang',
      accessKey: demoVendor.accessKey,
      secretKey: demoVendor.secretKey,
    });
  });

  it('refuses keys Wing rejects with Coupang’s message, saving nothing', async () => {
    const { token } = await kit.signIn();
    const before = await kit.countWorkspaces();
    const response = await kit.call(
      token,
      'POST',
      '/api/workspaces',
      kit.coupangBody(demoVendor, { secret_key: 'wrong-secret-key-wrong-secret-key' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'marketplace_credentials_invalid' });
    expect(response.json().detail).toMatch(/쿠팡 API 인증에 실패했습니다/);
    expect(response.json().detail).toContain('Invalid signature.');
    expect(response.body).not.toContain('wrong-secret-key');
    expect(await kit.countWorkspaces()).toBe(before);
  });

  it('refuses a vendor code the keys do not belong to', async () => {
    const { token } = await kit.signIn();
    const response = await kit.call(
      token,
      'POST',
      '/api/workspaces',
      kit.coupangBody(demoVendor, { vendor_code: secondVendor.vendorId }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('marketplace_credentials_invalid');
  });

  it('answers 409 for a second workspace of the same Wing account, whatever its case', async () => {
    const { token } = await kit.signIn();
    await kit.createCoupang(token);
    const before = await kit.countWorkspaces();
    const again = await kit.call(
      token,
      'POST',
      '/api/workspaces',
      kit.coupangBody(demoVendor, { wing_account: demoVendor.wingAccount.toUpperCase() }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'workspace_already_exists' });
    expect(again.json().detail).toMatch(/Wing 계정/);
    expect(await kit.countWorkspaces()).toBe(before);
  });

  it('creates a Naver workspace from client id and secret alone, discovering the store', async () => {
    const { token } = await kit.signIn();
    const response = await kit.call(token, 'POST', '/api/workspaces', {
      platform: 'naver',
      workspace_name: '네이버 스토어',
      naver_client_id: demoNaver.clientId,
      naver_client_secret: demoNaver.clientSecret,
    });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    const channel = demoNaver.channels[0];
    expect(data).toMatchObject({
      platform: 'naver',
      store_id: String(channel?.channelNo),
      store_name: channel?.name,
      client_id: `${demoNaver.clientId.slice(0, 8)}…`,
      access_key: null,
      key_status: { status: 'valid' },
      auto_retrieved: {
        store_id: String(channel?.channelNo),
        store_name: channel?.name,
        channels: [
          {
            channel_no: String(channel?.channelNo),
            name: channel?.name,
            type: 'STOREFARM',
            url: channel?.url,
          },
        ],
      },
    });
    expect(response.body).not.toContain(demoNaver.clientSecret);

    const duplicate = await kit.call(token, 'POST', '/api/workspaces', {
      platform: 'naver',
      workspace_name: '같은 스토어',
      naver_client_id: demoNaver.clientId,
      naver_client_secret: demoNaver.clientSecret,
    });
    expect(duplicate.statusCode).toBe(409);
  });

  it('refuses a Naver secret the Commerce API rejects', async () => {
    const { token } = await kit.signIn();
    const before = await kit.countWorkspaces();
    const response = await kit.call(token, 'POST', '/api/workspaces', {
      platform: 'naver',
      workspace_name: '네이버 스토어',
      naver_client_id: demoNaver.clientId,
      naver_client_secret: '$2a$04$AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('marketplace_credentials_invalid');
    expect(response.json().detail).toMatch(/네이버 커머스/);
    expect(await kit.countWorkspaces()).toBe(before);
  });
});

describe('bad input (docs/product/workspaces-and-stores.md#creating-a-workspace)', () => {
  const blank = '   ';
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['blank name', { workspace_name: blank }, /워크스페이스 이름/],
    ['missing wing account', { wing_account: undefined }, /Wing 아이디/],
    ['missing vendor code', { vendor_code: undefined }, /업체코드/],
    ['missing access key', { access_key: undefined }, /액세스 키/],
    ['blank secret key', { secret_key: blank }, /시크릿 키/],
    ['unknown platform', { platform: 'gmarket' }, /쿠팡 또는 네이버/],
    ['no platform', { platform: undefined }, /쿠팡 또는 네이버/],
    ['oversized name', { workspace_name: '가'.repeat(51) }, /50자 이하/],
    ['oversized access key', { access_key: 'a'.repeat(101) }, /100자 이하/],
    ['oversized secret key', { secret_key: 'a'.repeat(201) }, /200자 이하/],
    ['vendor code with symbols', { vendor_code: 'A0001;--' }, /영문과 숫자/],
  ];
  it.each(cases)('answers 400 in Korean for %s and saves nothing', async (_name, overrides, message) => {
    const { token } = await kit.signIn();
    const before = await kit.countWorkspaces();
    const response = await kit.call(token, 'POST', '/api/workspaces', kit.coupangBody(demoVendor, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_error');
    const messages = response
      .json()
      .errors.map((error: { message: string }) => error.message)
      .join(' ');
    expect(messages).toMatch(message);
    expect(await kit.countWorkspaces()).toBe(before);
  });

  it('answers 400 when a Naver field is missing', async () => {
    const { token } = await kit.signIn();
    const response = await kit.call(token, 'POST', '/api/workspaces', {
      platform: 'naver',
      workspace_name: '네이버',
      naver_client_id: demoNaver.clientId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/애플리케이션 시크릿/);
  });

  it('requires a login to list or create', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await kit.call(
        undefined,
        method,
        '/api/workspaces',
        method === 'POST' ? kit.coupangBody() : undefined,
      );
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toMatch(/로그인/);
    }
  });
});

describe('listing and choosing workspaces', () => {
  it('lists every workspace of the user with role, owner flag, masked key and member count, oldest first', async () => {
    const owner = await kit.signIn();
    const other = await kit.signIn();
    const own = await kit.createCoupang(owner.token);
    // The test clock stands still; creation times order the list.
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 1000);
    const joined = await kit.createCoupang(other.token, secondVendor);
    await kit.addMember(joined, owner.user.id, 'admin');

    const list = await kit.call(owner.token, 'GET', '/api/workspaces');
    expect(list.statusCode).toBe(200);
    const data = list.json().data;
    expect(data.map((w: { workspace_id: string }) => w.workspace_id)).toEqual([own, joined]);
    expect(data[0]).toMatchObject({ is_owner: true, user_role: 'owner', is_current: true, is_main: true });
    expect(data[1]).toMatchObject({
      is_owner: false,
      user_role: 'admin',
      is_current: false,
      is_main: false,
      member_count: 2,
      access_key: `${secondVendor.accessKey.slice(0, 8)}…`,
    });
    expect(list.body).not.toContain(secondVendor.secretKey);

    const stranger = await kit.signIn();
    expect((await kit.call(stranger.token, 'GET', '/api/workspaces')).json()).toEqual({ data: [] });
  });

  it('defaults the current workspace to the one the user owns, else the first', async () => {
    const owner = await kit.signIn();
    const joined = await kit.createCoupang(owner.token, secondVendor);
    const invitee = await kit.signIn();
    await kit.addMember(joined, invitee.user.id, 'member');
    const data = (await kit.call(invitee.token, 'GET', '/api/workspaces')).json().data;
    expect(data).toMatchObject([
      { workspace_id: joined, is_current: true, is_main: false, user_role: 'member' },
    ]);
  });

  it('persists the chosen current and main workspace across list calls', async () => {
    const { token } = await kit.signIn();
    const first = await kit.createCoupang(token);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 1000);
    const second = await kit.createNaver(token);
    const listed = async () => (await kit.call(token, 'GET', '/api/workspaces')).json().data;
    expect((await listed()).map((w: { is_current: boolean }) => w.is_current)).toEqual([true, false]);

    const current = await kit.call(token, 'POST', `/api/workspaces/${second}/current`);
    expect(current.statusCode).toBe(200);
    expect(current.json().data).toMatchObject({ workspace_id: second, is_current: true, is_main: false });
    const main = await kit.call(token, 'POST', `/api/workspaces/${second}/main`);
    expect(main.json().data).toMatchObject({ workspace_id: second, is_current: true, is_main: true });

    for (let i = 0; i < 2; i += 1) {
      const data = await listed();
      expect(data).toMatchObject([
        { workspace_id: first, is_current: false, is_main: false },
        { workspace_id: second, is_current: true, is_main: true },
      ]);
    }
  });

  it('answers 404 for choosing a workspace the user is not in, and 400 for a malformed id', async () => {
    const owner = await kit.signIn();
    const id = await kit.createCoupang(owner.token);
    const stranger = await kit.signIn();
    for (const route of ['current', 'main']) {
      const response = await kit.call(stranger.token, 'POST', `/api/workspaces/${id}/${route}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('워크스페이스를 찾을 수 없습니다.');
      expect((await kit.call(stranger.token, 'POST', `/api/workspaces/not-a-uuid/${route}`)).statusCode).toBe(
        400,
      );
    }
    expect((await kit.call(stranger.token, 'GET', '/api/workspaces')).json().data).toEqual([]);
  });
});
