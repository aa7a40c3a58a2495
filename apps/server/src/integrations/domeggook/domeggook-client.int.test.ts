import { sourceFromDomeggookItem } from '@ollida/listing/supplier-api/domeggook-item';
import { DOMEGGOOK_DEMO_API_KEY } from '@ollida/sandbox/domeggook/demo-accounts';
import { type RunningDomeggookSandbox, startDomeggookSandbox } from '@ollida/sandbox/domeggook/standalone';
import { productsOfStyle } from '@ollida/sandbox/shop/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Upstream } from '../../platform/domain-errors.ts';
import { createHttpClient } from '../http-client.ts';
import { createDomeggookClient } from './domeggook-client.ts';

let sandbox: RunningDomeggookSandbox;
const http = createHttpClient({ baseDelayMs: 1 });

function clientWith(apiKey: string) {
  return createDomeggookClient({ baseUrl: sandbox.baseUrl, apiKey, http, timeoutMs: 5_000 });
}

beforeAll(async () => {
  sandbox = await startDomeggookSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe('도매꾹 client against the Open API sandbox', () => {
  it('reads every catalogue item, and the mapper gets what the shop page shows', async () => {
    const client = clientWith(DOMEGGOOK_DEMO_API_KEY);
    for (const product of productsOfStyle('domeggook')) {
      const answer = await client.getItemView(product.siteNo);
      const source = sourceFromDomeggookItem(answer, `https://domeggook.com/${product.siteNo}`);
      const shop = (path: string) => `${sandbox.shopBaseUrl}/${path}`;
      expect(source, product.siteNo).toMatchObject({
        name: product.name,
        salePrice: product.salePrice,
        tiers: product.tiers.length > 1 ? product.tiers : [],
        images: [shop(product.images.main)],
        detailImages: product.images.detail.map(shop),
        stock: product.stock,
        soldOut: product.soldOut,
        searchTags: product.searchTags,
        category: product.category,
        deliveryFee: product.delivery.fee,
        deliveryPayType: product.delivery.payType,
        seller: product.shopName,
        origin: product.origin,
        manufacturer: product.manufacturer,
        model: product.model,
        imageReuseAllowed: product.imageReuseAllowed,
        supplierItemId: product.siteNo,
      });
      expect(
        source.options?.variants.map(({ values, priceDelta, stock }) => ({ values, priceDelta, stock })),
        product.siteNo,
      ).toEqual(product.options?.variants);
    }
  });

  it('uses the 도매매 price for market=supply', async () => {
    const [product] = productsOfStyle('domeggook');
    if (product === undefined) throw new Error('empty catalogue');
    const answer = await clientWith(DOMEGGOOK_DEMO_API_KEY).getItemView(product.siteNo, 'supply');
    const source = sourceFromDomeggookItem(answer, `https://domeme.domeggook.com/s/${product.siteNo}`);
    expect(source.salePrice).toBe(answer.domeggook.price?.supply);
    expect(source.salePrice).toBeGreaterThan(product.salePrice);
  });

  it('reports a wrong key and an unknown item as Upstream errors in Korean', async () => {
    const wrongKey = await clientWith('not-the-key')
      .getItemView('28061734')
      .catch((caught: unknown) => caught);
    expect(wrongKey).toBeInstanceOf(Upstream);
    expect((wrongKey as Upstream).detail).toBe(
      '도매꾹 API 키가 올바르지 않습니다. 서버에 설정된 도매꾹 Open API 키를 확인해 주세요.',
    );
    const missing = await clientWith(DOMEGGOOK_DEMO_API_KEY)
      .getItemView('11111111')
      .catch((caught: unknown) => caught);
    expect((missing as Upstream).detail).toBe('도매꾹에서 상품을 찾을 수 없습니다. (상품번호 11111111)');
    expect((missing as Upstream).info).toMatchObject({ providerCode: 'E4001', retryable: false });
  });
});
