import { describe, expect, it } from 'vitest';
import { MappingError } from './mapping-error.ts';
import { naverOptionInfoOf } from './naver-options.ts';
import { itemOf } from './test-drafts.ts';

const option = (attributeTypeName: string, attributeValueName: string) => ({
  attributeTypeName,
  attributeValueName,
});

describe('naverOptionInfoOf', () => {
  it('is undefined for a single item', () => {
    expect(naverOptionInfoOf([itemOf()], 12_900, 999)).toBeUndefined();
  });

  it('builds combination groups from the option names with price deltas', () => {
    const items = [
      itemOf({
        itemName: '블랙/S',
        salePrice: 10_000,
        stock: 5,
        attributes: [option('색상', '블랙'), option('사이즈', 'S')],
      }),
      itemOf({
        itemName: '블랙/L',
        salePrice: 12_005,
        stock: 0,
        attributes: [option('색상', '블랙'), option('사이즈', 'L')],
      }),
    ];
    expect(naverOptionInfoOf(items, 10_000, 999)).toEqual({
      optionCombinationGroupNames: { optionGroupName1: '색상', optionGroupName2: '사이즈' },
      optionCombinations: [
        { optionName1: '블랙', optionName2: 'S', stockQuantity: 5, price: 0, usable: true },
        { optionName1: '블랙', optionName2: 'L', stockQuantity: 999, price: 2_000, usable: true },
      ],
    });
  });

  it('falls back to the item names as one group when option groups are incomplete', () => {
    const items = [
      itemOf({ itemName: '소형', attributes: [option('크기', '소형')] }),
      itemOf({ itemName: '대형 세트' }),
    ];
    expect(naverOptionInfoOf(items, 12_900, 999)).toEqual({
      optionCombinationGroupNames: { optionGroupName1: '옵션' },
      optionCombinations: [
        { optionName1: '소형', stockQuantity: 50, price: 0, usable: true },
        { optionName1: '대형 세트', stockQuantity: 50, price: 0, usable: true },
      ],
    });
  });

  it('refuses an option dearer than twice the base price', () => {
    const items = [
      itemOf({ itemName: '1개', salePrice: 5_000 }),
      itemOf({ itemName: '10개', salePrice: 10_010 }),
    ];
    expect(() => naverOptionInfoOf(items, 5_000, 999)).toThrow(MappingError);
  });
});
