import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext, testAppSecret } from '../../../test/build-test-app.ts';
import { demoNaver, demoVendor, workspaceKit } from '../../../test/kits/workspaces.ts';
import { createSecretBox } from '../../platform/secret-box.ts';

let ctx: TestContext;
let kit: ReturnType<typeof workspaceKit>;
const secrets = createSecretBox(testAppSecret);
const demoKeys = { access_key: demoVendor.accessKey, secret_key: demoVendor.secretKey };
const wrongSecret = 'wrong-secret-wrong-secret-wrong-secret';

beforeAll(async () => {
  ctx = await buildTestApp();
  kit = workspaceKit(ctx);
});
afterAll(() => ctx.close());

/** An owner with a Coupang workspace, plus an admin and a plain member of it. */
async function team() {
  const owner = await kit.signIn();
  const admin = await kit.signIn();
  const member = await kit.signIn();
  const id = await kit.createCoupang(owner.token);
  await kit.addMember(id, admin.user.id, 'admin');
  await kit.addMember(id, member.user.id, 'member');
  return { owner, admin, member, id };
}

const storeWrongKeys = (id: string) =>
  kit.setWorkspace(id, {
    credentials: secrets.seal(
      JSON.stringify({ platform: 'coupang', accessKey: demoVendor.accessKey, secretKey: wrongSecret }),
    ),
  });

describe('PUT /api/workspaces/{id}/credentials', () => {
  it('lets the owner replace the keys after Wing accepted them', async () => {
    const { owner, id } = await team();
    await storeWrongKeys(id);
    await kit.setWorkspace(id, { keyStatus: 'untested', keyPrefix: 'oldprefx' });
    const response = await kit.call(owner.token, 'PUT', `/api/workspaces/${id}/credentials`, demoKeys);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      workspace_id: id,
      access_key: `${demoVendor.accessKey.slice(0, 8)}…`,
      key_status: { status: 'valid', message: null },
      last_test: { is_valid: true },
    });
    expect(response.body).not.toContain(demoVendor.secretKey);
    const row = await kit.workspaceRow(id);
    expect(JSON.parse(secrets.open(row.credentials ?? '')).secretKey).toBe(demoVendor.secretKey);
    expect(row.credentials).not.toContain(demoVendor.secretKey);
  });

  it('refuses keys Wing rejects and keeps the stored ones', async () => {
    const { owner, id } = await team();
    const before = await kit.workspaceRow(id);
    const response = await kit.call(owner.token, 'PUT', `/api/workspaces/${id}/credentials`, {
      ...demoKeys,
      secret_key: wrongSecret,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'marketplace_credentials_invalid' });
    expect(response.json().detail).toContain('Invalid signature.');
    expect(await kit.workspaceRow(id)).toEqual(before);
  });

  it('lets an admin update keys only when they are expired, invalid or missing', async () => {
    const { admin, id } = await team();
    const refused = await kit.call(admin.token, 'PUT', `/api/workspaces/${id}/credentials`, demoKeys);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/관리자는 만료되었거나/);
    for (const status of ['expired', 'invalid', 'missing_credentials'] as const) {
      await kit.setWorkspace(id, { keyStatus: status });
      const response = await kit.call(admin.token, 'PUT', `/api/workspaces/${id}/credentials`, demoKeys);
      expect(response.statusCode, status).toBe(200);
      expect(response.json().data.key_status.status).toBe('valid');
    }
    await kit.setWorkspace(id, { keyStatus: 'untested' });
    expect(
      (await kit.call(admin.token, 'PUT', `/api/workspaces/${id}/credentials`, demoKeys)).statusCode,
    ).toBe(403);
  });

  it('never lets a member update keys', async () => {
    const { member, id } = await team();
    await kit.setWorkspace(id, { keyStatus: 'invalid' });
    const response = await kit.call(member.token, 'PUT', `/api/workspaces/${id}/credentials`, demoKeys);
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/소유자나 관리자만/);
  });

  it('answers 400 in Korean for the other platform’s fields or blank keys, changing nothing', async () => {
    const { owner, id } = await team();
    const before = await kit.workspaceRow(id);
    const naverShape = await kit.call(owner.token, 'PUT', `/api/workspaces/${id}/credentials`, {
      client_id: demoNaver.clientId,
      client_secret: demoNaver.clientSecret,
    });
    expect(naverShape.statusCode).toBe(400);
    expect(naverShape.json().detail).toMatch(/액세스 키와 시크릿 키/);
    const invalidBodies: [Record<string, string>, RegExp][] = [
      [{ access_key: '  ', secret_key: 'x' }, /액세스 키를 입력해 주세요/],
      [{ access_key: 'x' }, /두 키를 모두 입력해 주세요/],
      [{}, /두 키를 모두 입력해 주세요/],
      [{ access_key: 'x', secret_key: 'a'.repeat(201) }, /200자 이하/],
    ];
    for (const [body, message] of invalidBodies) {
      const response = await kit.call(owner.token, 'PUT', `/api/workspaces/${id}/credentials`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('validation_error');
      expect(response.json().errors[0].message).toMatch(message);
    }
    expect(await kit.workspaceRow(id)).toEqual(before);
  });

  it('asks a Naver workspace for client id and secret', async () => {
    const owner = await kit.signIn();
    const id = await kit.createNaver(owner.token);
    const coupangShape = await kit.call(owner.token, 'PUT', `/api/workspaces/${id}/credentials`, demoKeys);
    expect(coupangShape.statusCode).toBe(400);
    expect(coupangShape.json().detail).toMatch(/애플리케이션 ID/);
    const ok = await kit.call(owner.token, 'PUT', `/api/workspaces/${id}/credentials`, {
      client_id: demoNaver.clientId,
      client_secret: demoNaver.clientSecret,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.client_id).toBe(`${demoNaver.clientId.slice(0, 8)}…`);
  });
});

describe('POST /api/workspaces/{id}/test-credentials', () => {
  it('lets any member test and records a valid result', async () => {
    const { owner, member, id } = await team();
    await kit.setWorkspace(id, { keyStatus: 'untested', lastTestedAt: null });
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 60_000);
    const response = await kit.call(member.token, 'POST', `/api/workspaces/${id}/test-credentials`);
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result).toEqual({
      is_valid: true,
      error_type: null,
      message: '쿠팡 API 키가 정상적으로 확인되었습니다.',
      timestamp: ctx.clock.now.toISOString(),
    });
    const listed = (await kit.call(owner.token, 'GET', '/api/workspaces')).json().data[0];
    expect(listed).toMatchObject({ key_status: { status: 'valid' }, last_test: result });
  });

  it('records a rejected key as invalid with Coupang’s message, answering 200', async () => {
    const { owner, id } = await team();
    await storeWrongKeys(id);
    const response = await kit.call(owner.token, 'POST', `/api/workspaces/${id}/test-credentials`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ is_valid: false, error_type: 'api_error' });
    expect(response.json().data.message).toContain('Invalid signature.');
    expect(response.body).not.toContain(wrongSecret);
    const row = await kit.workspaceRow(id);
    expect(row).toMatchObject({ keyStatus: 'invalid', lastTestValid: false, lastTestErrorType: 'api_error' });
    expect(row.keyStatusMessage).toContain('Invalid signature.');
  });

  it('records missing keys as missing_credentials', async () => {
    const { owner, id } = await team();
    await kit.setWorkspace(id, { credentials: null });
    const response = await kit.call(owner.token, 'POST', `/api/workspaces/${id}/test-credentials`);
    expect(response.json().data).toMatchObject({ is_valid: false, error_type: null });
    expect(response.json().data.message).toMatch(/저장된 API 키가 없습니다/);
    const listed = (await kit.call(owner.token, 'GET', '/api/workspaces')).json().data[0];
    expect(listed).toMatchObject({
      api_keys_configured: false,
      key_status: { status: 'missing_credentials' },
    });
  });

  it('tests a Naver workspace against the Commerce API', async () => {
    const owner = await kit.signIn();
    const id = await kit.createNaver(owner.token);
    const response = await kit.call(owner.token, 'POST', `/api/workspaces/${id}/test-credentials`);
    expect(response.json().data).toMatchObject({
      is_valid: true,
      message: '네이버 커머스 API 키가 정상적으로 확인되었습니다.',
    });
  });
});

describe('another user’s workspace', () => {
  it('answers 404 on every route and changes nothing', async () => {
    const { id } = await team();
    const before = await kit.workspaceRow(id);
    const stranger = await kit.signIn();
    const calls = [
      kit.call(stranger.token, 'PUT', `/api/workspaces/${id}/credentials`, demoKeys),
      kit.call(stranger.token, 'POST', `/api/workspaces/${id}/test-credentials`),
      kit.call(stranger.token, 'POST', `/api/workspaces/${id}/current`),
      kit.call(stranger.token, 'POST', `/api/workspaces/${id}/main`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: '워크스페이스를 찾을 수 없습니다.', code: 'not_found' });
    }
    expect(await kit.workspaceRow(id)).toEqual(before);
    expect((await kit.call(stranger.token, 'GET', '/api/workspaces')).json().data).toEqual([]);
  });
});
