import { describe, expect, it } from 'vitest';
import { createPage } from '../page.ts';
import { alibaba1688Adapter } from './alibaba-1688.ts';
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
    expect(found.fields).toMatchObject({ name: '帆布袋', salePrice: null, tiers: [], currency: null });
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
});
