import type { PriceRule } from '@ollida/contracts/price-rule';
import { priceDraft } from '@ollida/contracts/price-rule';
import {
  type CertificationExemption,
  type CertificationKind,
  certificationExemptions,
  type ProductDetails,
  productCertificationSchema,
  productDetailsLimits,
} from '@ollida/contracts/product-details';
import { tagsFromText } from './search-tags';

/** The editor's fields as typed (prices as text so a half-typed number is not lost). */
export interface DraftFormValues {
  displayProductName: string;
  sellerProductName: string;
  salePrices: string[];
  tagsText: string;
  /** Certificate rows as typed (at most `maxCertifications`). */
  certifications: { kind: CertificationKind; number: string }[];
  /** Why no certificate is needed, or '' when none is claimed. */
  certificationExemption: CertificationExemption | '';
}

/** The marketplaces take at most five certificates per product. */
export const maxCertifications = 5;

export type DraftFormErrors = Partial<Record<'displayProductName' | 'sellerProductName' | 'tags', string>> & {
  prices?: Record<number, string>;
  certifications?: Record<number, string>;
};

/** The editor's starting values: an earlier edit, else the parsed draft priced by the rule. */
export function draftFormValues(draft: ProductDetails): DraftFormValues {
  return {
    displayProductName: draft.displayProductName,
    sellerProductName: draft.sellerProductName,
    salePrices: draft.items.map((item) => String(item.salePrice)),
    tagsText: (draft.items[0]?.searchTags ?? []).join(', '),
    certifications: (draft.certifications ?? []).map(({ kind, number }) => ({ kind, number })),
    certificationExemption: draft.certificationExemption ?? '',
  };
}

function nameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return '상품명을 입력해 주세요.';
  if (trimmed.length > productDetailsLimits.nameLength)
    return `상품명은 ${productDetailsLimits.nameLength}자 이하여야 합니다.`;
  return undefined;
}

/** The marketplaces take only prices of at least 10원 in 10-won steps (the review's `price_unit` check says the same). */
const priceStep = 10;

function priceError(text: string): string | undefined {
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value)) return '판매가를 원 단위 숫자로 입력해 주세요.';
  if (value === 0) return '판매가가 0원입니다. 10원 이상으로 입력해 주세요.';
  if (value < priceStep) return '판매가는 10원 이상이어야 합니다.';
  if (value > productDetailsLimits.maxPrice) return '판매가는 999,999,990원 이하여야 합니다.';
  if (value % priceStep !== 0) return '판매가는 10원 단위로 입력해 주세요. (예: 12,900원)';
  return undefined;
}

function tagsError(tags: readonly string[]): string | undefined {
  if (tags.length > productDetailsLimits.searchTags)
    return `검색어는 최대 ${productDetailsLimits.searchTags}개까지 입력할 수 있습니다.`;
  const long = tags.find((tag) => tag.length > productDetailsLimits.searchTagLength);
  if (long) return `검색어는 ${productDetailsLimits.searchTagLength}자 이하여야 합니다: ${long}`;
  return undefined;
}

function certificationError(number: string): string | undefined {
  const result = productCertificationSchema.shape.number.safeParse(number);
  return result.success ? undefined : (result.error.issues[0]?.message ?? '인증번호를 확인해 주세요.');
}

function isExemption(value: string): value is CertificationExemption {
  return (certificationExemptions as readonly string[]).includes(value);
}

/**
 * The errors still to show after an edit: a field flagged at the last save keeps its current error and loses it as soon
 * as it is fixed; fields not flagged then stay quiet until the next save.
 */
export function remainingErrors(shown: DraftFormErrors, now: DraftFormErrors): DraftFormErrors {
  const keep = (flagged: Record<number, string> | undefined, current: Record<number, string> | undefined) => {
    if (!flagged || !current) return undefined;
    const kept = Object.fromEntries(
      Object.keys(flagged)
        .filter((index) => current[Number(index)] !== undefined)
        .map((index) => [index, current[Number(index)] as string]),
    );
    return Object.keys(kept).length > 0 ? kept : undefined;
  };
  return {
    displayProductName: shown.displayProductName && now.displayProductName,
    sellerProductName: shown.sellerProductName && now.sellerProductName,
    tags: shown.tags && now.tags,
    prices: keep(shown.prices, now.prices),
    certifications: keep(shown.certifications, now.certifications),
  };
}

/** Checks the edit and builds the draft to upload; list prices stay at least the sale price. */
export function buildDraft(
  supplier: ProductDetails,
  rule: PriceRule,
  values: DraftFormValues,
  /** The draft whose other fields are kept (e.g. after a review fix); the supplier priced by the rule otherwise. */
  base: ProductDetails = priceDraft(supplier, rule),
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
  const certificationRows = values.certifications ?? [];
  const certificationErrors: Record<number, string> = {};
  certificationRows.forEach((row, index) => {
    const error = certificationError(row.number);
    if (error) certificationErrors[index] = error;
  });
  if (Object.keys(certificationErrors).length > 0) errors.certifications = certificationErrors;
  if (Object.values(errors).some((error) => error !== undefined)) return { errors };

  const ruled = base;
  const items = ruled.items.map((item, index) => {
    const salePrice = Number(values.salePrices[index] ?? item.salePrice);
    return { ...item, salePrice, originalPrice: Math.max(item.originalPrice, salePrice), searchTags: tags };
  });
  const { certifications: _certifications, certificationExemption: _exemption, ...rest } = ruled;
  const exemption = values.certificationExemption ?? '';
  const certifications = certificationRows
    .slice(0, maxCertifications)
    .map((row) => ({ kind: row.kind, number: row.number.trim() }));
  return {
    draft: {
      ...rest,
      ...(certifications.length > 0 ? { certifications } : {}),
      ...(isExemption(exemption) ? { certificationExemption: exemption } : {}),
      displayProductName: values.displayProductName.trim(),
      sellerProductName: values.sellerProductName.trim(),
      items,
      price: items[0]?.salePrice ?? ruled.price,
    },
  };
}
