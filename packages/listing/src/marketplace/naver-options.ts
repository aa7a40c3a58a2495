import { type ProductItem, productDetailsLimits } from '@ollida/contracts/product-details';
import { MappingError } from './mapping-error.ts';
import { salePriceOf } from './prices.ts';
import { uniqueNames } from './unique-names.ts';

/** One row of `detailAttribute.optionInfo.optionCombinations`. */
export interface NaverOptionCombination {
  optionName1: string;
  optionName2?: string;
  optionName3?: string;
  stockQuantity: number;
  price: number;
  usable: boolean;
}

/** `detailAttribute.optionInfo` for a combination-option product. */
export interface NaverOptionInfo {
  optionCombinationGroupNames: {
    optionGroupName1: string;
    optionGroupName2?: string;
    optionGroupName3?: string;
  };
  optionCombinations: NaverOptionCombination[];
}

const maxGroups = 3;

/** The stock Naver gets for an item: its own, or the store default when the page showed none. */
export function stockOf(item: ProductItem, defaultStock: number): number {
  return Math.min(item.stock || defaultStock, productDetailsLimits.maxStock);
}

// Option values per group when every item has one for every group and no two items are equal; else undefined.
function valuesByGroup(items: readonly ProductItem[], groups: readonly string[]): string[][] | undefined {
  const rows = items.map((item) =>
    groups.map(
      (group) =>
        item.attributes.find((attribute) => attribute.attributeTypeName === group)?.attributeValueName,
    ),
  );
  const complete = rows.every((row): row is string[] => row.every((value) => value !== undefined));
  if (!complete || groups.length === 0 || groups.length > maxGroups) return undefined;
  const keys = new Set(rows.map((row) => row.join('\u0000')));
  return keys.size === rows.length ? rows : undefined;
}

/** Combination options for a multi-item draft (price as a delta to the lowest price); undefined for one item. */
export function naverOptionInfoOf(
  items: readonly ProductItem[],
  basePrice: number,
  defaultStock: number,
): NaverOptionInfo | undefined {
  if (items.length < 2) return undefined;
  const firstGroups = (items[0]?.attributes ?? []).map((attribute) => attribute.attributeTypeName);
  const byGroup = valuesByGroup(items, firstGroups);
  // Without clean option groups the item names themselves are the one option group.
  const groups = byGroup ? firstGroups : ['옵션'];
  const rows =
    byGroup ??
    uniqueNames(
      items.map((item) => item.itemName),
      productDetailsLimits.itemNameLength,
    ).map((n) => [n]);
  const optionCombinations = items.map((item, index): NaverOptionCombination => {
    const price = salePriceOf(item.salePrice) - basePrice;
    if (Math.abs(price) > basePrice) {
      throw new MappingError(
        `옵션 '${item.itemName}'의 가격 차이가 너무 큽니다. 네이버는 옵션가를 판매가 이내로만 더할 수 있으니 옵션을 나누어 등록해 주세요.`,
        'price',
      );
    }
    const [optionName1 = item.itemName, optionName2, optionName3] = rows[index] ?? [];
    return {
      optionName1,
      ...(optionName2 === undefined ? {} : { optionName2 }),
      ...(optionName3 === undefined ? {} : { optionName3 }),
      stockQuantity: stockOf(item, defaultStock),
      price,
      usable: true,
    };
  });
  const [optionGroupName1 = '옵션', optionGroupName2, optionGroupName3] = groups;
  return {
    optionCombinationGroupNames: {
      optionGroupName1,
      ...(optionGroupName2 === undefined ? {} : { optionGroupName2 }),
      ...(optionGroupName3 === undefined ? {} : { optionGroupName3 }),
    },
    optionCombinations,
  };
}
