import {
  defaultExchangeRateTable,
  type ExchangeRateTable,
  exchangeRateTableOf,
} from '@ollida/contracts/exchange-rates';
import { productDetailsSchema } from '@ollida/contracts/product-details';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptySourceFields, type OptionVariant, type SourceProduct } from '../source-product.ts';
import { toProductDetails } from './to-product-details.ts';

function sourceOf(overrides: Partial<SourceProduct>): SourceProduct {
  return {
    ...emptySourceFields(),
    name: '캔버스 토트백',
    url: 'https://detail.1688.com/offer/1.html',
    parser: 'alibaba1688',
    provenance: {},
    warnings: [],
    ...overrides,
  };
}

const variant = (values: string[], priceDelta: number, soldOut = false): OptionVariant => ({
  values,
  priceDelta,
  stock: null,
  soldOut,
  code: null,
});

/** A workspace that set 1 CNY = 190원 and 1 USD = 1,400.5원 on 2026-03-02. */
const workspaceRates: ExchangeRateTable = exchangeRateTableOf([
  { currency: 'CNY', won_per_unit: 190, rate_date: '2026-03-02' },
  { currency: 'USD', won_per_unit: 1400.5, rate_date: '2026-03-02' },
]);

describe('toProductDetails on a foreign-currency page', () => {
  it('converts the page price at the rate and keeps the amount, rate, date and source (¥149 → 28,310원)', () => {
    const draft = toProductDetails(sourceOf({ salePrice: 149, currency: 'CNY' }), {
      exchangeRates: workspaceRates,
    });
    expect(draft.price).toBe(28_310);
    expect(draft.items).toHaveLength(1);
    expect(draft.items[0]).toMatchObject({
      salePrice: 28_310,
      originalPrice: 28_310,
      foreignPrice: { salePrice: 149, originalPrice: 149 },
    });
    expect(draft.foreignPrice).toEqual({
      currency: 'CNY',
      amount: 149,
      originalAmount: null,
      wonPerUnit: 190,
      rateDate: '2026-03-02',
      rateSource: '워크스페이스 설정',
      deliveryFee: null,
      deliveryFreeOver: null,
    });
    expect(productDetailsSchema.safeParse(draft).success).toBe(true);
  });

  it('converts each option at its own amount (base + delta), list prices too, and rounds to whole won', () => {
    const draft = toProductDetails(
      sourceOf({
        salePrice: 12.3,
        originalPrice: 15,
        currency: 'USD',
        options: {
          groups: ['색상'],
          variants: [variant(['블랙'], 0), variant(['화이트'], 1.1), variant(['레드'], -20)],
        },
      }),
      { exchangeRates: workspaceRates },
    );
    // 12.30 × 1,400.5 = 17,226.15 → 17,226; 13.40 × 1,400.5 = 18,766.7 → 18,767 (not 17,226 + 1,541);
    // a delta below the base price is 0, not negative won.
    expect(draft.items.map((item) => [item.itemName, item.salePrice, item.originalPrice])).toEqual([
      ['블랙', 17_226, 21_008],
      ['화이트', 18_767, 22_548],
      ['레드', 0, 0],
    ]);
    expect(draft.items.map((item) => item.foreignPrice)).toEqual([
      { salePrice: 12.3, originalPrice: 15 },
      { salePrice: 13.4, originalPrice: 16.1 },
      { salePrice: 0, originalPrice: 0 },
    ]);
    expect(draft.foreignPrice).toMatchObject({ amount: 12.3, originalAmount: 15 });
  });

  it('prices a wholesale page by its smallest-quantity tier when no sale price came through', () => {
    const draft = toProductDetails(
      sourceOf({
        salePrice: null,
        currency: 'CNY',
        tiers: [
          { minQuantity: 100, unitPrice: 8.5 },
          { minQuantity: 2, unitPrice: 9.8 },
        ],
      }),
      { exchangeRates: workspaceRates },
    );
    expect(draft.foreignPrice?.amount).toBe(9.8);
    expect(draft.price).toBe(1_862);
    expect(draft.items[0]?.salePrice).toBe(1_862);
  });

  it('stores the yen per 1 yen: ¥1,200 at the default 944.71원 per 100 yen is 11,337원', () => {
    const draft = toProductDetails(sourceOf({ salePrice: 1_200, currency: 'JPY' }), {
      exchangeRates: defaultExchangeRateTable,
    });
    expect(draft.foreignPrice).toMatchObject({
      currency: 'JPY',
      wonPerUnit: 9.4471,
      rateDate: '2025-08-29',
      rateSource: '유럽중앙은행(ECB) 기준환율',
    });
    expect(draft.price).toBe(11_337);
  });

  it('refuses to price a currency without a rate: 0 won everywhere, the amounts kept, no rate', () => {
    const draft = toProductDetails(
      sourceOf({
        salePrice: 590,
        originalPrice: 790,
        currency: 'TWD',
        deliveryFee: 60,
        options: { groups: ['尺寸'], variants: [variant(['S'], 0), variant(['M'], 30)] },
      }),
      { exchangeRates: defaultExchangeRateTable },
    );
    expect(draft.price).toBe(0);
    expect(draft.items.map((item) => [item.salePrice, item.originalPrice])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(draft.items[1]?.foreignPrice).toEqual({ salePrice: 620, originalPrice: 820 });
    expect(draft.foreignPrice).toMatchObject({
      currency: 'TWD',
      amount: 590,
      originalAmount: 790,
      wonPerUnit: null,
      rateDate: null,
      rateSource: null,
      deliveryFee: 60,
    });
    // The page's 60 (TWD) is not a 60원 delivery fee either.
    expect(draft.delivery.fee).toBe(0);
    expect(productDetailsSchema.safeParse(draft).success).toBe(true);
  });

  it('converts the delivery fee and the free-delivery threshold at the same rate', () => {
    const draft = toProductDetails(
      sourceOf({ salePrice: 20, currency: 'USD', deliveryFee: 3.99, deliveryFreeOver: 50 }),
      { exchangeRates: workspaceRates },
    );
    expect(draft.delivery).toEqual({ payType: 'prepaid', fee: 5_588, freeOver: 70_025 });
  });

  it('leaves a won page (or one that names no currency) as it was, without foreignPrice', () => {
    for (const currency of ['KRW', null]) {
      const draft = toProductDetails(sourceOf({ salePrice: 12_900, currency }), {
        exchangeRates: workspaceRates,
      });
      expect(draft.price).toBe(12_900);
      expect(draft).not.toHaveProperty('foreignPrice');
      expect(draft.items[0]).not.toHaveProperty('foreignPrice');
    }
  });

  it('ignores a rate outside the settings bounds instead of using it', () => {
    const draft = toProductDetails(sourceOf({ salePrice: 10, currency: 'USD' }), {
      exchangeRates: { USD: { wonPerUnit: 5_000_000, rateDate: null, source: '?' } },
    });
    expect(draft.price).toBe(0);
    expect(draft.foreignPrice?.wonPerUnit).toBeNull();
  });

  it('always yields a schema-valid draft for any currency, amount, delta and rate table', () => {
    const money = fc.oneof(
      fc.double({ min: 0, max: 1e11, noNaN: true }),
      fc.integer({ min: 0, max: 100_000 }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('CNY', 'USD', 'JPY', 'TWD', 'EUR', 'KRW'),
        fc.option(money, { nil: null }),
        fc.option(money, { nil: null }),
        fc.array(fc.double({ noNaN: true, noDefaultInfinity: true }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(undefined, defaultExchangeRateTable, workspaceRates),
        (currency, salePrice, originalPrice, deltas, exchangeRates) => {
          const draft = toProductDetails(
            sourceOf({
              currency,
              salePrice,
              originalPrice,
              options: {
                groups: ['옵션'],
                variants: deltas.map((delta, index) => variant([`v${index}`], delta)),
              },
            }),
            { exchangeRates },
          );
          productDetailsSchema.parse(draft);
          if (draft.foreignPrice?.wonPerUnit === null)
            expect(draft.items.every((item) => item.salePrice === 0)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
