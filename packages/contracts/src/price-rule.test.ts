import { describe, expect, it } from 'vitest';
import { applyPriceRule, defaultPriceRule, priceDraft, priceItem } from './price-rule.ts';
import type { ProductDetails } from './product-details.ts';

describe('applyPriceRule', () => {
  it('adds the margin and rounds up to the unit', () => {
    expect(applyPriceRule({ ...defaultPriceRule, min_margin_won: 0 }, 10_000)).toBe(13_000);
    expect(applyPriceRule({ ...defaultPriceRule, min_margin_won: 0 }, 9_999)).toBe(13_000);
    expect(
      applyPriceRule({ margin_percent: 10, add_won: 500, rounding_unit: 100, min_margin_won: 0 }, 12_345),
    ).toBe(14_100);
  });

  it('keeps the minimum margin when the percentage gives less', () => {
    expect(
      applyPriceRule({ margin_percent: 5, add_won: 0, rounding_unit: 10, min_margin_won: 2_000 }, 3_000),
    ).toBe(5_000);
  });

  it('does not drift on fractional percentages', () => {
    expect(
      applyPriceRule({ margin_percent: 10, add_won: 0, rounding_unit: 10, min_margin_won: 0 }, 100),
    ).toBe(110);
  });

  it('leaves a missing price at 0 and caps at the marketplace maximum', () => {
    expect(applyPriceRule(defaultPriceRule, 0)).toBe(0);
    expect(applyPriceRule(defaultPriceRule, 999_999_990)).toBe(999_999_990);
  });

  it('never lists below the sale price', () => {
    expect(priceItem(defaultPriceRule, { salePrice: 10_000, originalPrice: 0 })).toEqual({
      salePrice: 13_000,
      originalPrice: 13_000,
    });
    expect(priceItem(defaultPriceRule, { salePrice: 10_000, originalPrice: 20_000 })).toEqual({
      salePrice: 13_000,
      originalPrice: 26_000,
    });
  });
});

const item = (salePrice: number, originalPrice: number) => ({
  itemName: '기본',
  salePrice,
  originalPrice,
  stock: 10,
  searchTags: [],
  attributes: [],
  images: [],
});

const draft = {
  sellerProductName: '원목 의자',
  displayProductName: '원목 의자',
  productName: '원목 의자',
  price: 10_000,
  items: [item(10_000, 12_000), item(15_500, 0)],
} as unknown as ProductDetails;

describe('priceDraft', () => {
  it('applies the store price rule to every item and to the draft price, leaving the rest alone', () => {
    const priced = priceDraft(draft, {
      margin_percent: 30,
      add_won: 500,
      rounding_unit: 100,
      min_margin_won: 1_000,
    });
    expect(priced.price).toBe(13_500);
    expect(priced.items.map(({ salePrice, originalPrice }) => [salePrice, originalPrice])).toEqual([
      [13_500, 16_100],
      [20_700, 20_700],
    ]);
    expect(priced.items[0]?.stock).toBe(10);
    expect(priced.displayProductName).toBe('원목 의자');
    expect(draft.items[0]?.salePrice).toBe(10_000);
  });

  it('keeps the supplier price it priced from, also when a priced draft is priced again (a resend keeps its prices)', () => {
    const priced = priceDraft(draft, defaultPriceRule);
    expect(priced.items.map((entry) => entry.supplierPrice)).toEqual([10_000, 15_500]);
    const keepAsSent = { margin_percent: 0, add_won: 0, rounding_unit: 10, min_margin_won: 0 } as const;
    const again = priceDraft(priced, keepAsSent);
    expect(again.items.map((entry) => entry.salePrice)).toEqual(priced.items.map((entry) => entry.salePrice));
    expect(again.items.map((entry) => entry.supplierPrice)).toEqual([10_000, 15_500]);
  });
});
