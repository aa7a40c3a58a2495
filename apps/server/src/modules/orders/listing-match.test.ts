import { describe, expect, it } from 'vitest';
import type { IncomingItem } from './incoming-order.ts';
import { categoryOf, costOf, type MatchableListing, matchItems, optionValues } from './listing-match.ts';

const listing: MatchableListing = {
  id: 'listing-1',
  productIds: ['1001'],
  optionIds: ['501', '502'],
  category: '생활용품 > 주방용품',
  items: [
    { itemName: '빨강 S', values: ['빨강', 'S'], supplierPrice: 7_000 },
    { itemName: '파랑 M', values: ['파랑', 'M'], supplierPrice: 8_000 },
  ],
};

const item = (over: Partial<IncomingItem>): IncomingItem => ({
  name: '머그컵',
  optionName: '',
  quantity: 2,
  unitPrice: 12_900,
  amount: 25_800,
  marketItemId: '0',
  marketProductId: null,
  marketOptionCode: null,
  ...over,
});

describe('matching order items to listings', () => {
  it('reads option values from a market option text', () => {
    expect(optionValues('색상: 빨강 / 사이즈: S')).toEqual(['빨강', 'S']);
    expect(optionValues('파랑')).toEqual(['파랑']);
  });

  it('matches a Coupang item by its option id to the draft item that priced it', () => {
    const [matched] = matchItems([item({ marketItemId: '502', marketProductId: '1001' })], [listing]);
    expect(matched).toMatchObject({ listingId: 'listing-1', listingOption: '파랑 / M', unitCost: 8_000 });
  });

  it('matches a Naver item by product number and option values', () => {
    const [matched] = matchItems(
      [item({ marketItemId: 'opt-9', marketProductId: '1001', optionName: '색상: 빨강 / 사이즈: S' })],
      [listing],
    );
    expect(matched).toMatchObject({ listingId: 'listing-1', unitCost: 7_000 });
  });

  it('leaves an item of a product we never listed unmatched, and its order without a cost (never 0)', () => {
    const items = matchItems([item({ marketItemId: '999', marketProductId: '2002' })], [listing]);
    expect(items[0]).toMatchObject({ listingId: null, unitCost: null });
    expect(costOf(items)).toBeNull();
    expect(categoryOf(items, [listing])).toBeNull();
  });

  it('costs a matched order as supplier price times quantity over every item', () => {
    const items = matchItems(
      [item({ marketItemId: '501' }), item({ marketItemId: '502', quantity: 1 })],
      [listing],
    );
    expect(costOf(items)).toBe(7_000 * 2 + 8_000);
    expect(categoryOf(items, [listing])).toBe('생활용품 > 주방용품');
  });

  it('has no cost when one item of the order is unmatched', () => {
    const items = matchItems([item({ marketItemId: '501' }), item({ marketItemId: '777' })], [listing]);
    expect(costOf(items)).toBeNull();
  });
});
