import type { ProductItem } from '@ollida/contracts/product-details';
import { describe, expect, it } from 'vitest';
import { vendorItemsByKey } from './coupang-item-matching.ts';

function draftItem(itemName: string, values: Record<string, string>): ProductItem {
  return {
    itemName,
    salePrice: 20_000,
    originalPrice: 20_000,
    stock: 10,
    searchTags: [],
    attributes: Object.entries(values).map(([attributeTypeName, attributeValueName]) => ({
      attributeTypeName,
      attributeValueName,
    })),
    images: [],
  };
}

function liveItem(itemName: string, vendorItemId: string | null, values: Record<string, string>) {
  return {
    itemName,
    sellerProductItemId: null,
    vendorItemId,
    originalPrice: 20_000,
    salePrice: 20_000,
    maximumBuyCount: 100,
    externalVendorSku: null,
    attributes: Object.entries(values).map(([attributeTypeName, attributeValueName]) => ({
      attributeTypeName,
      attributeValueName,
    })),
  };
}

describe('vendorItemsByKey', () => {
  const draft = [
    draftItem('블랙 M', { 색상: '블랙', 사이즈: 'M' }),
    draftItem('블랙 L', { 색상: '블랙', 사이즈: 'L' }),
  ];

  it('finds a renamed item by its option values among the live purchase options', () => {
    const live = [
      liveItem('블랙 M', '1001', { 색상: '블랙', 사이즈: 'M' }),
      // Renamed in Wing: the name no longer matches, the purchase options still do.
      liveItem('블랙 라지', '1002', { 색상: '블랙', 사이즈: 'L', 수량: '1개' }),
    ];
    expect(vendorItemsByKey(draft, live)).toEqual(
      new Map([
        ['블랙 / M', '1001'],
        ['블랙 / L', '1002'],
      ]),
    );
  });

  it('falls back to the name when the values do not single out one live item, and skips unapproved items', () => {
    const live = [
      // The category dropped 사이즈, so both live items carry 블랙 alone.
      liveItem('블랙 M', '1001', { 색상: '블랙' }),
      liveItem('블랙 L', null, { 색상: '블랙' }),
    ];
    expect(vendorItemsByKey(draft, live)).toEqual(new Map([['블랙 / M', '1001']]));
  });

  it('matches a product without options to its one live item', () => {
    const single = [draftItem('밀폐용기', {})];
    expect(vendorItemsByKey(single, [liveItem('밀폐용기 세트', '2001', { 수량: '1개' })])).toEqual(
      new Map([['', '2001']]),
    );
  });
});
