import { type ProductDetails, productDetailsLimits } from '@ollida/contracts/product-details';

/** The lowest sale price an edit may give any option: marketplaces refuse 0원 items and so does common sense. */
export const minSalePrice = 10;

/** The popup's editable fields as typed (the price as text so a half-typed number is not lost). */
export interface DraftEdits {
  name: string;
  salePriceText: string;
  tagsText: string;
}

/** The fields' starting values from the extracted draft. */
export function draftEdits(details: ProductDetails): DraftEdits {
  return {
    name: details.displayProductName,
    salePriceText: String(details.items[0]?.salePrice ?? details.price),
    tagsText: (details.items[0]?.searchTags ?? []).join(', '),
  };
}

/** Comma-separated search tags as typed: trimmed, blanks and repeats dropped. */
export function tagsFromText(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  return [...new Set(tags)];
}

/** A won amount as sellers type it ("12,900", "12900원"); null when it is not a whole number. */
export function parseWon(text: string): number | null {
  const compact = text.replace(/[\s,]/g, '').replace(/원$/, '');
  if (!/^\d{1,12}$/.test(compact)) return null;
  return Number(compact);
}

/** The seller's name for the listing: what buyers see, and the seller's own name of it. */
export function renameDraft(details: ProductDetails, name: string): ProductDetails {
  const trimmed = name.trim();
  return { ...details, displayProductName: trimmed, sellerProductName: trimmed };
}

const clampPrice = (price: number) => Math.min(productDetailsLimits.maxPrice, Math.max(minSalePrice, price));

/**
 * Sets the first option's sale price and moves every other option by the same difference, so the price gaps between
 * options stay as the supplier had them (none below `minSalePrice`); list prices stay at least the sale price.
 */
export function repriceDraft(details: ProductDetails, salePrice: number): ProductDetails {
  const first = details.items[0];
  if (first === undefined) return details;
  const difference = Math.round(salePrice) - first.salePrice;
  const items = details.items.map((item) => {
    const price = clampPrice(item.salePrice + difference);
    return { ...item, salePrice: price, originalPrice: Math.max(item.originalPrice, price) };
  });
  return { ...details, items, price: items[0]?.salePrice ?? details.price };
}

/** Gives every option the same search tags (the marketplaces keep them per item). */
export function retagDraft(details: ProductDetails, tags: readonly string[]): ProductDetails {
  return { ...details, items: details.items.map((item) => ({ ...item, searchTags: [...tags] })) };
}

function editProblem(edits: DraftEdits, tags: readonly string[]): string | null {
  const name = edits.name.trim();
  if (name === '') return '상품명을 입력해 주세요.';
  if (name.length > productDetailsLimits.nameLength) {
    return `상품명은 ${productDetailsLimits.nameLength}자 이하여야 합니다.`;
  }
  const price = parseWon(edits.salePriceText);
  if (price === null) return '판매가를 원 단위 숫자로 입력해 주세요.';
  if (price < minSalePrice || price > productDetailsLimits.maxPrice) {
    return `판매가는 ${minSalePrice}원 이상 999,999,990원 이하여야 합니다.`;
  }
  if (tags.length > productDetailsLimits.searchTags) {
    return `검색어는 최대 ${productDetailsLimits.searchTags}개까지 입력할 수 있습니다.`;
  }
  const long = tags.find((tag) => tag.length > productDetailsLimits.searchTagLength);
  if (long !== undefined)
    return `검색어는 ${productDetailsLimits.searchTagLength}자 이하여야 합니다: ${long}`;
  return null;
}

/**
 * The draft to upload: the extracted one with the seller's edits applied. Always computed from the extracted draft,
 * so an intermediate price the seller typed on the way cannot squash the option gaps for good.
 */
export function applyEdits(
  extracted: ProductDetails,
  edits: DraftEdits,
): { details: ProductDetails } | { problem: string } {
  const tags = tagsFromText(edits.tagsText);
  const problem = editProblem(edits, tags);
  if (problem !== null) return { problem };
  const price = parseWon(edits.salePriceText) ?? extracted.price;
  return { details: retagDraft(repriceDraft(renameDraft(extracted, edits.name), price), tags) };
}
