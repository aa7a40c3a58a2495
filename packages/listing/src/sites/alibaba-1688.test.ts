import { describe, expect, it } from 'vitest';
import { extract } from '../extract.ts';
import { createPage } from '../page.ts';
import { alibaba1688Adapter } from './alibaba-1688.ts';
import { alibaba1688Prices } from './alibaba-1688-prices.ts';
import { fixtureMismatches, groupFixtures, runAdapter } from './marketplace-fixtures.test-helper.ts';

const fixtures = groupFixtures('alibaba1688');

const initPage = (state: unknown, url = 'https://m.1688.com/offer/1.html') =>
  createPage(`<script>window.__INIT_DATA=${JSON.stringify(state)}</script>`, url);

describe('alibaba1688Adapter over the fixtures', () => {
  it.each(fixtures.map((item) => [item.id, item] as const))('%s matches its expectation', (_, item) => {
    expect(item.parser).toBe('alibaba1688');
    expect(fixtureMismatches(item, runAdapter(alibaba1688Adapter, item))).toEqual([]);
  });
});

describe('alibaba1688Adapter rules', () => {
  it('matches the offer hosts and the __INIT_DATA fingerprint', () => {
    for (const host of ['detail.1688.com', '1688.com', 'detail.m.1688.com']) {
      expect(alibaba1688Adapter.matchesHost(host)).toBe(true);
    }
    expect(alibaba1688Adapter.matchesHost('s.1688.com')).toBe(false);
    expect(
      alibaba1688Adapter.matchesPage(
        initPage({ globalData: { tempModel: { offerId: 1 } } }, 'file:///a.html'),
      ),
    ).toBe(true);
    expect(alibaba1688Adapter.matchesPage(initPage({ data: {} }, 'file:///a.html'))).toBe(false);
  });

  it('keeps prices empty and warns when the seller hides them', () => {
    const found = alibaba1688Adapter.extract(
      initPage({
        globalData: {
          tempModel: { offerTitle: '帆布袋' },
          isPricePrivate: true,
          orderParamModel: {
            orderParam: { skuParam: { skuRangePrices: [{ beginAmount: 1, price: '3.00' }] } },
          },
        },
      }),
    );
    expect(found.fields).toMatchObject({ name: '帆布袋', salePrice: null, tiers: [], currency: 'CNY' });
    expect(found.warnings?.map((warning) => warning.code)).toEqual(['price_private']);
  });

  it('reads tiers from a price component when the order model is missing', () => {
    const found = alibaba1688Adapter.extract(
      initPage({
        globalData: { tempModel: { offerTitle: '杯子' } },
        data: {
          '1': {
            data: {
              priceModel: {
                currentPrices: [
                  { beginAmount: '10', price: '5.5' },
                  { beginAmount: '2', price: '6' },
                ],
              },
            },
          },
        },
      }),
    );
    expect(found.fields.tiers).toEqual([
      { minQuantity: 2, unitPrice: 6 },
      { minQuantity: 10, unitPrice: 5.5 },
    ]);
    expect(found.fields).toMatchObject({ salePrice: 6, currency: 'CNY' });
  });

  it('reads the cheapest of 155,000 SKUs from a capped sample instead of losing the result', () => {
    const skuInfoMap = Object.fromEntries(
      Array.from({ length: 155_000 }, (_, index) => [`s${index}`, { price: String(10 + (index % 7)) }]),
    );
    const found = alibaba1688Prices({ skuModel: { skuProps: [{ prop: '颜色' }], skuInfoMap } }, [], false);
    expect(found).toMatchObject({ salePrice: 10, priceRange: { min: 10, max: 16 } });
    expect(found.options?.variants).toHaveLength(5_000);
  });

  it('labels the price CNY when only the OpenGraph tags carry one', () => {
    const state = { globalData: { tempModel: { offerTitle: '杯子', offerId: 7 } } };
    const product = extract(
      `<meta property="og:title" content="杯子"><meta property="product:price:amount" content="12.5">
      <script>window.__INIT_DATA=${JSON.stringify(state)}</script>`,
      'https://detail.1688.com/offer/7.html',
    );
    expect(product).toMatchObject({ parser: 'alibaba1688', salePrice: 12.5, currency: 'CNY' });
    expect(product.warnings.map((warning) => warning.code)).toContain('foreign_currency');
  });

  it('never takes a zero tier or SKU price as a price', () => {
    const zeroTier = alibaba1688Prices(
      { orderParamModel: { orderParam: { skuParam: { skuRangePrices: [{ beginAmount: 1, price: '0' }] } } } },
      [],
      false,
    );
    expect(zeroTier).toMatchObject({ salePrice: null, tiers: [] });
    const zeroSku = alibaba1688Prices(
      {
        skuModel: {
          skuProps: [{ prop: '颜色' }],
          skuInfoMap: { 红: { price: '0' }, 蓝: { price: '4.5', discountPrice: 0 } },
        },
      },
      [],
      false,
    );
    expect(zeroSku.salePrice).toBe(4.5);
    expect(zeroSku.priceRange).toBeNull();
  });
});
