import { errorCodes } from '@ollida/contracts/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { chairDraft, startImageServer, uploadKit } from '../../../test/kits/uploads.ts';
import { Forbidden } from '../../platform/domain-errors.ts';
import { createUnlimitedPlanLimits } from '../plans/index.ts';

let ctx: TestContext;
let kit: ReturnType<typeof uploadKit>;
let images: Awaited<ReturnType<typeof startImageServer>>;
let quotaLeft = true;
const quotaMessage = '무료 체험으로 등록할 수 있는 상품 10개를 모두 사용했습니다.';
/** Whose quota was asked, and whether inside the transaction that writes the attempt. */
const quotaAsked: { ownerId: string; inTransaction: boolean }[] = [];

beforeAll(async () => {
  images = await startImageServer();
  ctx = await buildTestApp({
    sourceFetch: { allowedPrefixes: [images.baseUrl] },
    planLimits: {
      ...createUnlimitedPlanLimits(),
      assertCanUpload: async (ownerId, tx) => {
        quotaAsked.push({ ownerId, inTransaction: tx !== undefined });
        if (!quotaLeft) throw new Forbidden(quotaMessage, errorCodes.uploadQuotaExceeded);
      },
    },
  });
  kit = uploadKit(ctx);
});
afterAll(async () => {
  await ctx.close();
  await images.close();
});
beforeEach(() => {
  quotaLeft = true;
  quotaAsked.length = 0;
});

describe('what is refused before anything is written or sent', () => {
  it('refuses an upload the store owner’s plan does not allow', async () => {
    const store = await kit.coupangStore();
    quotaLeft = false;
    const response = await kit.upload(store.member.token, 'coupang', {
      product_details: chairDraft(images.baseUrl),
      workspace_id: store.workspaceId,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'upload_quota_exceeded', detail: quotaMessage });
    // The owner's quota counts, whoever of the team uploads; it is asked where the attempt would be written.
    expect(quotaAsked).toEqual([{ ownerId: store.owner.user.id, inTransaction: true }]);
    expect(await kit.uploadRows(store.workspaceId)).toEqual([]);
    expect(images.hits).toEqual([]);
  });

  it('answers 404 for a workspace the caller is not in, and 400 when the platform differs', async () => {
    const store = await kit.coupangStore();
    const outsider = await kit.upload(store.outsider.token, 'coupang', {
      product_details: chairDraft(images.baseUrl),
      workspace_id: store.workspaceId,
    });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().code).toBe('not_found');

    const toNaver = await kit.upload(store.owner.token, 'naver', {
      product_details: chairDraft(images.baseUrl),
      workspace_id: store.workspaceId,
    });
    expect(toNaver.statusCode).toBe(400);
    expect(toNaver.json()).toEqual({
      code: 'workspace_platform_mismatch',
      detail: '선택한 워크스페이스는 쿠팡 스토어입니다. 쿠팡으로 업로드해 주세요.',
    });

    const naver = await kit.naverStore();
    const toCoupang = await kit.upload(naver.owner.token, 'coupang', {
      product_details: chairDraft(images.baseUrl),
      workspace_id: naver.workspaceId,
    });
    expect(toCoupang.json()).toEqual({
      code: 'workspace_platform_mismatch',
      detail: '선택한 워크스페이스는 네이버 스토어입니다. 네이버로 업로드해 주세요.',
    });
    expect(quotaAsked).toEqual([]);
  });

  it('refuses a draft without a price or a picture, saving nothing', async () => {
    const store = await kit.coupangStore();
    const draft = chairDraft(images.baseUrl);
    const unpriced = await kit.upload(store.owner.token, 'coupang', {
      workspace_id: store.workspaceId,
      product_details: { ...draft, items: draft.items.map((item) => ({ ...item, salePrice: 0 })) },
    });
    expect(unpriced.statusCode).toBe(400);
    expect(unpriced.json()).toEqual({
      code: 'draft_incomplete',
      detail: '판매가가 없습니다. 초안에서 판매가를 입력해 주세요.',
    });
    const pictureless = await kit.upload(store.owner.token, 'coupang', {
      workspace_id: store.workspaceId,
      product_details: { ...draft, imageUrl: '', images: [] },
    });
    expect(pictureless.json()).toEqual({
      code: 'draft_incomplete',
      detail: '대표 이미지가 없습니다. 초안에서 이미지를 추가해 주세요.',
    });
    const invalid = await kit.upload(store.owner.token, 'coupang', {
      workspace_id: store.workspaceId,
      product_details: draft,
      category_id: '12ab',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([
      { path: 'body.category_id', message: '카테고리 코드는 20자리 이하의 숫자로 입력해 주세요.' },
    ]);
    expect(await kit.uploadRows(store.workspaceId)).toEqual([]);
  });

  it('asks for the return center and outbound place, naming what is missing', async () => {
    const team = await kit.storeWithTeam();
    const response = await kit.upload(team.owner.token, 'coupang', {
      product_details: chairDraft(images.baseUrl),
      workspace_id: team.workspaceId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('upload_settings_missing');
    expect(response.json().detail).toBe(
      '쿠팡 반품지와 출고지를 먼저 설정해 주세요. (워크스페이스 > 스토어 설정) 빠진 항목: 반품지, 반품지 이름, 반품지 연락처, 반품지 우편번호, 반품지 주소, 출고지',
    );
    expect(await kit.uploadRows(team.workspaceId)).toEqual([]);
  });

  it('refuses a draft the marketplace cannot take, in the mapper’s words', async () => {
    const naver = await kit.naverStore({ after_service_phone: '' });
    const response = await kit.upload(naver.member.token, 'naver', {
      product_details: chairDraft(images.baseUrl),
      workspace_id: naver.workspaceId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'draft_incomplete',
      detail: 'A/S 전화번호가 없습니다. 업로드 설정에서 A/S 전화번호를 입력해 주세요.',
    });
    expect(await kit.uploadRows(naver.workspaceId)).toEqual([]);
    expect(images.hits).toEqual([]);
  });
});

describe('POST /api/coupang/upload-product-with-key', () => {
  it('uploads in the store owner’s name with a valid key, and refuses a wrong or revoked one', async () => {
    const store = await kit.coupangStore();
    const base = `/api/coupang/stores/${store.wingAccount}`;
    const apiKey = (await kit.call(store.owner.token, 'POST', `${base}/generate-api-key`)).json().data
      .api_key;
    const send = (key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/coupang/upload-product-with-key',
        payload: { api_key: key, product_details: chairDraft(images.baseUrl) },
      });

    const uploaded = await send(apiKey);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data).toMatchObject({ platform: 'coupang', status: 'success' });
    const [row] = await kit.uploadRows(store.workspaceId);
    expect(row).toMatchObject({
      id: uploaded.json().data.id,
      channel: 'api_key',
      uploaderId: null,
      uploaderEmail: store.owner.user.email,
      status: 'success',
    });
    expect(quotaAsked).toEqual([{ ownerId: store.owner.user.id, inTransaction: true }]);

    const invalid = {
      code: 'api_key_invalid',
      detail: '유효하지 않은 API 키입니다. 워크스페이스의 API 키 관리에서 키를 확인해 주세요.',
    };
    const wrong = await send(`${apiKey.slice(0, -4)}AAAA`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(invalid);
    await kit.call(store.owner.token, 'DELETE', `${base}/revoke-api-key`);
    const revoked = await send(apiKey);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual(invalid);
    expect(await kit.uploadRows(store.workspaceId)).toHaveLength(1);
  });
});
