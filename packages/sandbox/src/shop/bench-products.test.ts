import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH_PRODUCT_COUNT, benchProduct } from './bench-products.ts';
import { buildShopTestApp, getShop, TEST_BASE } from './testing.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildShopTestApp();
});
afterAll(async () => {
  await app.close();
});

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? '{}') as Record<string, unknown>;
}

describe('load-test products', () => {
  it('serve a distinct JSON-LD product per number with a served image', async () => {
    const first = jsonLdOf((await getShop(app, 'bench/items/1')).body);
    const sixth = jsonLdOf((await getShop(app, 'bench/items/6')).body);
    expect(first.name).toBe(benchProduct(1).name);
    expect(first.sku).toBe('BENCH-1');
    expect(sixth.name).not.toBe(first.name);
    expect(first.offers).toMatchObject({ price: benchProduct(1).price, priceCurrency: 'KRW' });
    const [image] = first.image as string[];
    expect(image?.startsWith(TEST_BASE)).toBe(true);
    const served = await getShop(app, new URL(image ?? '').pathname);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('answer 404 outside 1…N', async () => {
    for (const n of ['0', String(BENCH_PRODUCT_COUNT + 1), 'abc']) {
      expect((await getShop(app, `bench/items/${n}`)).statusCode).toBe(404);
    }
  });
});
