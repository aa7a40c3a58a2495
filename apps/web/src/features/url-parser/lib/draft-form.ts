import type { PriceRule } from '@ollida/contracts/price-rule';
import { priceDraft } from '@ollida/contracts/price-rule';
import { type ProductDetails, productDetailsLimits } from '@ollida/contracts/product-details';
import { tagsFromText } from './search-tags';

/** The editor's fields as typed (prices as text so a half-typed number is not lost). */
export interface DraftFormValues {
  displayProductName: string;
  sellerProductName: string;
  salePrices: string[];
  tagsText: string;
}

export type DraftFormErrors = Partial<Record<'displayProductName' | 'sellerProductName' | 'tags', string>> & {
  prices?: Record<number, string>;
};

/** The editor's starting values: an earlier edit, else the parsed draft priced by the rule. */
export function draftFormValues(draft: ProductDetails): DraftFormValues {
  return {
    displayProductName: draft.displayProductName,
    sellerProductName: draft.sellerProductName,
    salePrices: draft.items.map((item) => String(item.salePrice)),
    tagsText: (draft.items[0]?.searchTags ?? []).join(', '),
  };
}

function nameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return '상품명을 입력해 주세요.';
  if (trimmed.length > productDetailsLimits.nameLength)
    return `상품명은 ${productDetailsLimits.nameLength}자 이하여야 합니다.`;
  return undefined;
}

function priceError(text: string): string | undefined {
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value)) return '판매가를 원 단위 숫자로 입력해 주세요.';
  if (value < 0 || value > productDetailsLimits.maxPrice)
    return '판매가는 0원 이상 999,999,990원 이하여야 합니다.';
  return undefined;
}

function tagsError(tags: readonly string[]): string | undefined {
  if (tags.length > productDetailsLimits.searchTags)
    return `검색어는 최대 ${productDetailsLimits.searchTags}개까지 입력할 수 있습니다.`;
  const long = tags.find((tag) => tag.length > productDetailsLimits.searchTagLength);
  if (long) return `검색어는 ${productDetailsLimits.searchTagLength}자 이하여야 합니다: ${long}`;
  return undefined;
}

/** Checks the edit and builds the draft to upload; list prices stay at least the sale price. */
export function buildDraft(
  supplier: ProductDetails,
  rule: PriceRule,
  values: DraftFormValues,
): { draft: ProductDetails } | { errors: DraftFormErrors } {
  const tags = tagsFromText(values.tagsText);
  const prices: Record<number, string> = {};
  values.salePrices.forEach((text, index) => {
    const error = priceError(text);
    if (error) prices[index] = error;
  });
  const errors: DraftFormErrors = {
    displayProductName: nameError(values.displayProductName),
    sellerProductName: nameError(values.sellerProductName),
    tags: tagsError(tags),
    prices: Object.keys(prices).length > 0 ? prices : undefined,
  };
  if (Object.values(errors).some((error) => error !== undefined)) return { errors };

  const ruled = priceDraft(supplier, rule);
  const items = ruled.items.map((item, index) => {
    const salePrice = Number(values.salePrices[index] ?? item.salePrice);
    return { ...item, salePrice, originalPrice: Math.max(item.originalPrice, salePrice), searchTags: tags };
  });
  return {
    draft: {
      ...ruled,
      displayProductName: values.displayProductName.trim(),
      sellerProductName: values.sellerProductName.trim(),
      items,
      price: items[0]?.salePrice ?? ruled.price,
    },
  };
}
