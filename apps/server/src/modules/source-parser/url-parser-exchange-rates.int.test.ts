import { errorCodes } from '@ollida/contracts/errors';
import { urlParserResponseSchema } from '@ollida/contracts/product-details';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser, loginAs } from '../../../test/factories.ts';
import { sellerWithStore } from '../../../test/kits/bulk-registration.ts';
import { startForeignShop } from '../../../test/kits/foreign-shop.ts';
import { workspaceMembers } from '../../db/schema/workspaces.ts';
import { defaultUploadSettings } from '../uploads/index.ts';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof startForeignShop>>;

beforeAll(async () => {
  shop = await startForeignShop();
  ctx = await buildTestApp({ sourceFetch: { allowedPrefixes: [shop.baseUrl] } });
});
afterAll(async () => {
  await ctx.close();
  await shop.close();
});

const call = (token: string, method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });

const parse = (token: string, body: Record<string, unknown>) => call(token, 'POST', '/api/url-parser', body);

/** A store whose owner set 1 CNY = 200원, with a second member. */
async function storeWithYuanRate() {
  const store = await sellerWithStore(ctx);
  const saved = await call(store.token, 'PUT', `/api/workspaces/${store.workspaceId}/upload-settings`, {
    ...defaultUploadSettings,
    exchange_rates: [{ currency: 'CNY', won_per_unit: 200 }],
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  const member = await createUser(ctx);
  await ctx.database.db
    .insert(workspaceMembers)
    .values({ workspaceId: store.workspaceId, userId: member.id, role: 'member' });
  return { ...store, memberToken: await loginAs(ctx, member.id) };
}

describe('POST /api/url-parser with a foreign-currency page', () => {
  it('converts with the chosen workspace’s rate, for every member, and says so', async () => {
    const store = await storeWithYuanRate();
    const url = shop.productUrl('tote-1', 'CNY', 149);
    for (const token of [store.token, store.memberToken]) {
      const response = await parse(token, { url, workspace_id: store.workspaceId });
      expect(response.statusCode, response.body).toBe(200);
      const body = urlParserResponseSchema.parse(response.json());
      // ¥149 × 200 = 29,800원 (before issue 20: 149원).
      expect(body.data.price).toBe(29_800);
      expect(body.data.items[0]).toMatchObject({ salePrice: 29_800, foreignPrice: { salePrice: 149 } });
      expect(body.data.foreignPrice).toMatchObject({
        currency: 'CNY',
        amount: 149,
        wonPerUnit: 200,
        rateSource: '워크스페이스 설정',
      });
      expect(body.source.warnings[0]).toEqual({
        code: 'foreign_currency',
        message: expect.stringContaining('CNY 가격을 원화로 환산했습니다: 1 CNY = 200원'),
      });
      expect(body.source.warnings.map((warning) => warning.code)).not.toContain('exchange_rate_missing');
    }
  });

  it('converts with the published default rate when no workspace is given (the documented {url} body)', async () => {
    const store = await storeWithYuanRate();
    const response = await parse(store.token, { url: shop.productUrl('tote-2', 'CNY', 149) });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = urlParserResponseSchema.parse(response.json());
    expect(data.price).toBe(29_068);
    expect(data.foreignPrice).toMatchObject({
      wonPerUnit: 195.09,
      rateDate: '2025-08-29',
      rateSource: '유럽중앙은행(ECB) 기준환율',
    });
  });

  it('refuses to price a currency without a rate and tells the seller where to set one', async () => {
    const store = await storeWithYuanRate();
    const response = await parse(store.token, {
      url: shop.productUrl('tote-3', 'TWD', 590),
      workspace_id: store.workspaceId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = urlParserResponseSchema.parse(response.json());
    expect(body.data.price).toBe(0);
    expect(body.data.items.every((item) => item.salePrice === 0)).toBe(true);
    expect(body.data.foreignPrice).toMatchObject({ currency: 'TWD', amount: 590, wonPerUnit: null });
    expect(body.source.warnings[0]).toEqual({
      code: 'exchange_rate_missing',
      message:
        'TWD 환율이 설정되지 않아 가격을 정할 수 없습니다. 워크스페이스 업로드 설정에서 환율을 입력해 주세요.',
    });
  });

  it('answers 404 for another seller’s workspace before fetching anything, and 400 for a malformed id', async () => {
    const store = await storeWithYuanRate();
    const outsider = await sellerWithStore(ctx);
    const url = shop.productUrl('tote-4', 'CNY', 149);
    const hits = shop.pageHits.length;
    const response = await parse(outsider.token, { url, workspace_id: store.workspaceId });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: errorCodes.notFound,
      detail: '워크스페이스를 찾을 수 없습니다.',
    });
    expect(shop.pageHits.length).toBe(hits);

    const malformed = await parse(store.token, { url, workspace_id: 'not-a-workspace' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([
      { path: 'body.workspace_id', message: '워크스페이스를 다시 선택해 주세요.' },
    ]);
    expect(shop.pageHits.length).toBe(hits);
  });
});
