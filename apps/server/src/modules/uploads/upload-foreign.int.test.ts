import type { ForeignPrice, ProductDetails } from '@ollida/contracts/product-details';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { chairDraft, startImageServer, uploadKit } from '../../../test/kits/uploads.ts';
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
beforeEach(() => {
  images.hits.length = 0;
});

const foreignPrice = (overrides: Partial<ForeignPrice> = {}): ForeignPrice => ({
  currency: 'TWD',
  amount: 590,
  originalAmount: null,
  wonPerUnit: null,
  rateDate: null,
  rateSource: null,
  deliveryFee: null,
  deliveryFreeOver: null,
  ...overrides,
});

/** The chair draft as read from a page priced in TWD with no rate; the seller typed won prices in anyway. */
function unpricedDraft(): ProductDetails {
  const draft = chairDraft(images.baseUrl);
  return {
    ...draft,
    foreignPrice: foreignPrice(),
    items: draft.items.map((item) => ({ ...item, foreignPrice: { salePrice: 590, originalPrice: 590 } })),
  };
}

const refusal = {
  code: 'exchange_rate_missing',
  detail:
    'TWD 환율이 설정되지 않아 가격을 정할 수 없습니다. 워크스페이스 업로드 설정에서 환율을 입력해 주세요.',
};

describe('uploading a foreign-currency draft', () => {
  it('refuses one without a rate on Coupang and Naver, writing and sending nothing', async () => {
    const coupang = await kit.coupangStore();
    const naver = await kit.naverStore();
    for (const [store, platform] of [
      [coupang, 'coupang'],
      [naver, 'naver'],
    ] as const) {
      const response = await kit.upload(store.owner.token, platform, {
        product_details: unpricedDraft(),
        workspace_id: store.workspaceId,
      });
      expect(response.statusCode, platform).toBe(400);
      expect(response.json()).toEqual(refusal);
      expect(await kit.uploadRows(store.workspaceId)).toEqual([]);
    }
    expect(images.hits).toEqual([]);
  });

  it('refuses one without a rate through a store API key (the extension), writing nothing', async () => {
    const store = await kit.coupangStore();
    const key = (
      await kit.call(store.owner.token, 'POST', `/api/workspaces/${store.workspaceId}/api-key`)
    ).json().data.api_key as string;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/coupang/upload-product-with-key',
      payload: { api_key: key, product_details: unpricedDraft() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal);
    expect(await kit.uploadRows(store.workspaceId)).toEqual([]);
    expect(images.hits).toEqual([]);
  });

  it('uploads a converted one as any other draft', async () => {
    const store = await kit.coupangStore();
    const draft = chairDraft(images.baseUrl);
    const converted: ProductDetails = {
      ...draft,
      foreignPrice: foreignPrice({ currency: 'CNY', amount: 149, wonPerUnit: 190, rateDate: '2026-03-02' }),
    };
    const response = await kit.upload(store.owner.token, 'coupang', {
      product_details: converted,
      workspace_id: store.workspaceId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await kit.uploadRows(store.workspaceId);
    expect(row?.status).toBe('success');
    expect(row?.productDetails).toMatchObject({ foreignPrice: { currency: 'CNY', wonPerUnit: 190 } });
  });
});

describe('the extension’s store check', () => {
  it('carries the store’s own exchange rates once it set some', async () => {
    const store = await kit.coupangStore();
    const key = (
      await kit.call(store.owner.token, 'POST', `/api/workspaces/${store.workspaceId}/api-key`)
    ).json().data.api_key as string;
    const whoami = () =>
      ctx.app.inject({ method: 'GET', url: '/api/extension/whoami', headers: { 'x-ollida-api-key': key } });
    expect((await whoami()).json()).not.toHaveProperty('exchange_rates');
    await kit.call(store.owner.token, 'PUT', `/api/workspaces/${store.workspaceId}/upload-settings`, {
      ...defaultUploadSettings,
      exchange_rates: [{ currency: 'USD', won_per_unit: 1_400 }],
    });
    expect((await whoami()).json().exchange_rates).toEqual([
      { currency: 'USD', won_per_unit: 1_400, rate_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    ]);
  });
});
