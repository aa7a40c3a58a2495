import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extensionWhoamiSchema } from '@ollida/contracts/extension';
import { defaultPriceRule } from '@ollida/contracts/price-rule';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext, testPublicUrl } from '../../../test/build-test-app.ts';
import { chairDraft, startImageServer, uploadKit } from '../../../test/kits/uploads.ts';
import { defaultUploadSettings } from '../uploads/index.ts';

let ctx: TestContext;
let kit: ReturnType<typeof uploadKit>;
let images: Awaited<ReturnType<typeof startImageServer>>;
const distFolder = mkdtempSync(join(tmpdir(), 'ollida-extension-dist-'));

beforeAll(async () => {
  images = await startImageServer();
  // A built extension as the build leaves it: the default server address baked in.
  mkdirSync(join(distFolder, 'popup'), { recursive: true });
  writeFileSync(
    join(distFolder, 'manifest.json'),
    JSON.stringify({ manifest_version: 3, name: '올리다', host_permissions: ['http://localhost:3000/*'] }),
  );
  writeFileSync(join(distFolder, 'config.json'), JSON.stringify({ serverUrl: 'http://localhost:3000' }));
  writeFileSync(join(distFolder, 'popup', 'popup.js'), 'console.log(1);');
  ctx = await buildTestApp({
    extensionDist: distFolder,
    sourceFetch: { allowedPrefixes: [images.baseUrl] },
  });
  kit = uploadKit(ctx);
});
afterAll(async () => {
  await ctx.close();
  await images.close();
  rmSync(distFolder, { recursive: true, force: true });
});

const whoami = (key?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/extension/whoami',
    headers: key === undefined ? {} : { 'x-ollida-api-key': key },
  });

const uploadWithKey = (platform: 'coupang' | 'naver', key: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${platform}/upload-product-with-key`,
    payload: { api_key: key, product_details: chairDraft(images.baseUrl) },
  });

describe('store API keys for the browser extension', () => {
  it('tells the extension which store a Coupang key uploads to, and refuses missing, wrong and revoked keys', async () => {
    const store = await kit.coupangStore();
    const key = (
      await kit.call(store.owner.token, 'POST', `/api/workspaces/${store.workspaceId}/api-key`)
    ).json().data.api_key as string;
    const answer = await whoami(key);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(extensionWhoamiSchema.parse(answer.json())).toEqual({
      workspace_id: store.workspaceId,
      workspace_name: expect.any(String),
      platform: 'coupang',
      store_label: store.wingAccount,
      key_prefix: key.slice(0, 8),
      products_url: `${testPublicUrl}/mypage/products`,
      price_rule: defaultPriceRule,
    });

    const invalid = {
      code: 'api_key_invalid',
      detail: expect.stringContaining('유효하지 않은 API 키입니다'),
    };
    expect((await whoami()).json()).toMatchObject(invalid);
    expect((await whoami(`${key.slice(0, -3)}xyz`)).statusCode).toBe(401);
    const inQuery = await ctx.app.inject({ method: 'GET', url: `/api/extension/whoami?api_key=${key}` });
    expect(inQuery.statusCode).toBe(401);
    await kit.call(store.owner.token, 'DELETE', `/api/workspaces/${store.workspaceId}/api-key`);
    expect((await whoami(key)).statusCode).toBe(401);
  });

  it('issues Naver store keys by workspace, uploads with them to Naver only, and keeps keys to managers', async () => {
    const naver = await kit.naverStore();
    const denied = await kit.call(naver.member.token, 'POST', `/api/workspaces/${naver.workspaceId}/api-key`);
    expect(denied.statusCode).toBe(403);
    const hidden = await kit.call(
      naver.outsider.token,
      'GET',
      `/api/workspaces/${naver.workspaceId}/api-key`,
    );
    expect(hidden.statusCode).toBe(404);

    const issued = await kit.call(naver.owner.token, 'POST', `/api/workspaces/${naver.workspaceId}/api-key`);
    expect(issued.headers['cache-control']).toBe('no-store');
    const key = issued.json().data.api_key as string;
    const status = await kit.call(naver.owner.token, 'GET', `/api/workspaces/${naver.workspaceId}/api-key`);
    expect(status.json().data).toMatchObject({ hasApiKey: true, apiKeyPrefix: key.slice(0, 8) });
    expect(JSON.stringify(status.json())).not.toContain(key);
    // The store's own price rule travels with it, so the extension prices the draft as the app would.
    const rule = { margin_percent: 25, add_won: 500, rounding_unit: 100, min_margin_won: 2000 };
    const saved = await kit.call(
      naver.owner.token,
      'PUT',
      `/api/workspaces/${naver.workspaceId}/upload-settings`,
      {
        ...defaultUploadSettings,
        after_service_phone: '02-1234-5678',
        price_rule: rule,
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await whoami(key)).json()).toMatchObject({
      platform: 'naver',
      workspace_id: naver.workspaceId,
      price_rule: rule,
    });

    const wrongMarket = await uploadWithKey('coupang', key);
    expect(wrongMarket.statusCode).toBe(400);
    expect(wrongMarket.json()).toMatchObject({ code: 'workspace_platform_mismatch' });
    expect(await kit.uploadRows(naver.workspaceId)).toEqual([]);

    const uploaded = await uploadWithKey('naver', key);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data).toMatchObject({ platform: 'naver', status: 'success' });
    const [row] = await kit.uploadRows(naver.workspaceId);
    expect(row).toMatchObject({ channel: 'api_key', uploaderEmail: naver.owner.user.email });
  });
});

describe('GET /api/extension/download', () => {
  it('hands out the built extension with this server as its only host and its address', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/extension/download' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="ollida-extension.zip"');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['config.json', 'manifest.json', 'popup/popup.js']);
    const manifest = JSON.parse(strFromU8(files['manifest.json'] ?? new Uint8Array()));
    expect(manifest).toMatchObject({ name: '올리다', host_permissions: [`${testPublicUrl}/*`] });
    expect(JSON.parse(strFromU8(files['config.json'] ?? new Uint8Array()))).toEqual({
      serverUrl: testPublicUrl,
    });
  });
});
