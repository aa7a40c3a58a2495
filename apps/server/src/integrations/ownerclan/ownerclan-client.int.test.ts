import { sourceFromOwnerclanItem } from '@ollida/listing/supplier-api/ownerclan-item';
import { OWNERCLAN_DEMO_PASSWORD, OWNERCLAN_DEMO_USERNAME } from '@ollida/sandbox/ownerclan/demo-accounts';
import { shopProductOfItem } from '@ollida/sandbox/ownerclan/items';
import { ownerclanSeeds } from '@ollida/sandbox/ownerclan/seeds';
import { type RunningOwnerclanSandbox, startOwnerclanSandbox } from '@ollida/sandbox/ownerclan/standalone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Upstream } from '../../platform/domain-errors.ts';
import { createHttpClient } from '../http-client.ts';
import { createOwnerclanClient } from './ownerclan-client.ts';

const DAY = 24 * 60 * 60 * 1000;
let sandbox: RunningOwnerclanSandbox;
let sandboxOffsetMs = 0;
const http = createHttpClient({ baseDelayMs: 1 });

function clientWith(password: string, clock: () => Date = () => new Date()) {
  return createOwnerclanClient({
    authUrl: sandbox.baseUrl,
    apiUrl: sandbox.baseUrl,
    username: OWNERCLAN_DEMO_USERNAME,
    password,
    http,
    clock,
    timeoutMs: 5_000,
  });
}

beforeAll(async () => {
  sandbox = await startOwnerclanSandbox({ now: () => Date.now() + sandboxOffsetMs });
});
afterAll(async () => {
  await sandbox.close();
});

describe('오너클랜 client against the sandbox', () => {
  it('reads every seeded item, and the mapper gets the shop product’s data', async () => {
    const client = clientWith(OWNERCLAN_DEMO_PASSWORD);
    for (const seed of ownerclanSeeds) {
      const product = shopProductOfItem(seed.key);
      if (product === undefined) throw new Error(`no shop product for ${seed.key}`);
      const item = await client.getItem(seed.key);
      const url = `https://ownerclan.com/V2/product/view.php?selfcode=${seed.key}`;
      const source = sourceFromOwnerclanItem(item, url);
      const shop = (path: string) => `${sandbox.shopBaseUrl}/${path}`;
      expect(source, seed.key).toMatchObject({
        name: product.name,
        model: product.model,
        manufacturer: product.manufacturer,
        origin: product.origin,
        images: [product.images.main, ...product.images.extra].map(shop),
        detailImages: product.images.detail.map(shop),
        searchTags: product.searchTags,
        category: product.category,
        deliveryFee: product.delivery.fee,
        deliveryPayType: product.delivery.payType,
        stock: product.stock,
        soldOut: product.soldOut,
        supplierItemId: seed.key,
      });
      expect(source.salePrice).toBeLessThan(product.salePrice);
      expect(
        source.options?.variants.map(({ values, priceDelta, stock }) => ({ values, priceDelta, stock })),
        seed.key,
      ).toEqual(product.options?.variants);
    }
  });

  it('reads many items with one items call, by key, leaving out keys the API does not know', async () => {
    const client = clientWith(OWNERCLAN_DEMO_PASSWORD);
    const keys = ownerclanSeeds.map((seed) => seed.key);
    const items = await client.getItems([...keys, 'WZZZZZ9']);
    expect([...items.keys()]).toEqual(keys);
    for (const key of keys) expect(items.get(key)).toEqual(await client.getItem(key));
    await expect(client.getItems(['nope'])).rejects.toThrow('오너클랜 상품코드');
  });

  it('logs in again by itself when the sandbox no longer accepts the cached token', async () => {
    const client = clientWith(OWNERCLAN_DEMO_PASSWORD);
    await client.getItem('W68562D');
    sandboxOffsetMs = 31 * DAY;
    try {
      expect((await client.getItem('WQ52MHE')).key).toBe('WQ52MHE');
    } finally {
      sandboxOffsetMs = 0;
    }
  });

  it('reports a wrong password and an unknown item as Upstream errors in Korean', async () => {
    const wrong = await clientWith('wrong-password')
      .getItem('W68562D')
      .catch((caught: unknown) => caught);
    expect(wrong).toBeInstanceOf(Upstream);
    expect((wrong as Upstream).info).toMatchObject({
      provider: 'ownerclan',
      httpStatus: 401,
      retryable: false,
    });
    const missing = await clientWith(OWNERCLAN_DEMO_PASSWORD)
      .getItem('WZZZZZZ')
      .catch((caught: unknown) => caught);
    expect((missing as Upstream).detail).toBe('오너클랜에서 상품을 찾을 수 없습니다. (상품코드 WZZZZZZ)');
  });
});
