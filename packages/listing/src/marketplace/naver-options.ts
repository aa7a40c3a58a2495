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

/**
 * How far an option price may differ from the sale price: 0–1,999원 → 0…+100 %, 2,000–9,999원 → −50…+100 %,
 * 10,000원 and up → −50…+50 % [M: naver-commerce-lifecycle §3.5]; categories flagged `OPTION_PRICE` are exempt.
 */
export function optionPriceLimitOf(salePrice: number): { above: number; below: number; label: string } {
  if (salePrice < 2_000) return { above: salePrice, below: 0, label: '0~+100%' };
  if (salePrice < 10_000) return { above: salePrice, below: Math.floor(salePrice / 2), label: '-50~+100%' };
  return { above: Math.floor(salePrice / 2), below: Math.floor(salePrice / 2), label: '-50~+50%' };
}

/** Combination options for a multi-item draft (price as a delta to the lowest price); undefined for one item. */
export function naverOptionInfoOf(
  items: readonly ProductItem[],
  basePrice: number,
  defaultStock: number,
  exempt = false,
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
    const limit = optionPriceLimitOf(basePrice);
    if (!exempt && (price > limit.above || price < -limit.below)) {
      throw new MappingError(
        `옵션 '${item.itemName}'의 추가금액 ${price.toLocaleString('ko-KR')}원이 네이버 허용 범위(판매가 ${basePrice.toLocaleString('ko-KR')}원의 ${limit.label})를 넘습니다. 옵션을 나누어 등록하거나 가격을 조정해 주세요.`,
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
