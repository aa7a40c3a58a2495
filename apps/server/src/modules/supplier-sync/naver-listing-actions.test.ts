import type { ProductDetails, ProductItem } from '@ollida/contracts/product-details';
import { describe, expect, it } from 'vitest';
import { uploadedNamesOf } from './naver-listing-actions.ts';

function item(itemName: string, values: Record<string, string>): ProductItem {
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

const draftOf = (items: ProductItem[]) => ({ items }) as unknown as ProductDetails;

describe('uploadedNamesOf', () => {
  it('maps each option key to the option values the upload gave Naver, group by group', () => {
    const draft = draftOf([
      item('블랙 M', { 색상: '블랙', 사이즈: 'M' }),
      // Its groups in another order: Naver got them in the first item's order.
      item('화이트 L', { 사이즈: 'L', 색상: '화이트' }),
    ]);
    expect(uploadedNamesOf(draft)).toEqual(
      new Map([
        ['블랙 / M', '블랙 / M'],
        ['L / 화이트', '화이트 / L'],
      ]),
    );
  });

  it('maps to the item names when the option groups were not clean enough to upload', () => {
    const draft = draftOf([item('블랙 M', { 색상: '블랙' }), item('세트', {})]);
    expect(uploadedNamesOf(draft)).toEqual(
      new Map([
        ['블랙', '블랙 M'],
        ['', '세트'],
      ]),
    );
  });
});
