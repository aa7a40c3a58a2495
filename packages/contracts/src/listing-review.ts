import { z } from 'zod';
import { type ProductDetails, productDetailsSchema } from './product-details.ts';
import { type ReviewCheck, reviewCheckSchema } from './review-check.ts';
import { formatWon } from './won.ts';

export { type ReviewCheck, type ReviewFix, reviewCheckSchema } from './review-check.ts';

/** `POST /api/listing-review` body: the draft exactly as it would be uploaded, and the store it would go to. */
export const listingReviewRequestSchema = z.object({
  workspace_id: z.string().uuid('워크스페이스를 다시 선택해 주세요.'),
  product_details: productDetailsSchema,
  /** The category the seller chose; the marketplace's prediction (Coupang) or match (Naver) when absent. */
  category_id: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, '카테고리 번호는 숫자여야 합니다.')
    .optional(),
});
export type ListingReviewRequest = z.infer<typeof listingReviewRequestSchema>;

/** The first item's money as the buyer will see it; cost and margin null when the supplier price is unknown. */
export const reviewPriceSchema = z.object({
  supplierCost: z.number().nullable(),
  salePrice: z.number(),
  listPrice: z.number(),
  margin: z.number().nullable(),
  /** Margin ÷ sale price, in percent with one decimal. */
  marginRate: z.number().nullable(),
});
export type ReviewPrice = z.infer<typeof reviewPriceSchema>;

/**
 * What the buyer pays for delivery: the fee (0 when free), the amount over which it is free, and the extra for Jeju and
 * for the other islands and remote areas (도서산간); an extra is null when the listing is not delivered there.
 */
export const reviewShippingSchema = z.object({
  fee: z.number(),
  freeOver: z.number().nullable(),
  jejuExtra: z.number().nullable(),
  islandExtra: z.number().nullable(),
});
export type ReviewShipping = z.infer<typeof reviewShippingSchema>;

export const listingReviewSchema = z.object({
  ready: z.boolean(),
  price: reviewPriceSchema,
  shipping: reviewShippingSchema,
  /** The category the upload would use; null when none could be settled (a check says why). */
  category: z
    .object({ id: z.string(), name: z.string(), confidence: z.enum(['chosen', 'predicted', 'matched']) })
    .nullable(),
  checks: z.array(reviewCheckSchema),
});
export type ListingReview = z.infer<typeof listingReviewSchema>;

export const listingReviewResponseSchema = z.object({ data: listingReviewSchema });
export type ListingReviewResponse = z.infer<typeof listingReviewResponseSchema>;

/** Severity order for display: errors first. */
export function sortChecks(checks: readonly ReviewCheck[]): ReviewCheck[] {
  return [...checks].sort((a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'));
}

/** `배송비 3,000원 (50,000원 이상 무료) · 제주 +3,000원 · 도서산간 +5,000원`, as the buyer will be charged. */
export function shippingText(shipping: ReviewShipping): string {
  const base =
    shipping.fee === 0
      ? '무료배송'
      : `배송비 ${formatWon(shipping.fee)}${shipping.freeOver === null ? '' : ` (${formatWon(shipping.freeOver)} 이상 무료)`}`;
  const { jejuExtra, islandExtra } = shipping;
  if (jejuExtra === null || islandExtra === null) return `${base} · 제주·도서산간 배송 불가`;
  if (jejuExtra === 0 && islandExtra === 0) return `${base} · 제주·도서산간 추가 배송비 없음`;
  return `${base} · 제주 +${formatWon(jejuExtra)} · 도서산간 +${formatWon(islandExtra)}`;
}

/** The store's extra fees for remote areas; null when the listing will not be delivered there. */
export interface RemoteAreaExtras {
  jeju: number;
  island: number;
}

/** The draft's delivery terms as the buyer will see them, with the store's remote-area extras. */
export function shippingSummaryOf(
  delivery: ProductDetails['delivery'],
  remote: RemoteAreaExtras | null,
): ReviewShipping {
  const free = delivery.payType === 'free' || delivery.fee === 0;
  return {
    fee: free ? 0 : delivery.fee,
    freeOver: free || delivery.freeOver === null || delivery.freeOver <= 0 ? null : delivery.freeOver,
    jejuExtra: remote?.jeju ?? null,
    islandExtra: remote?.island ?? null,
  };
}

/**
 * The first item's money as the listing goes up: cost is the supplier price kept by `priceDraft` plus the per-item
 * overseas cost; cost and margin null when the supplier price is unknown. Server, web and extension show the same sums.
 */
export function priceSummaryOf(details: ProductDetails, overseasCost: number): ReviewPrice {
  const item = details.items[0];
  const salePrice = item?.salePrice ?? details.price;
  const listPrice = Math.max(item?.originalPrice ?? 0, salePrice);
  const supplier = item?.supplierPrice;
  if (supplier === undefined || supplier === null || supplier <= 0) {
    return { supplierCost: null, salePrice, listPrice, margin: null, marginRate: null };
  }
  const supplierCost = supplier + overseasCost;
  const margin = salePrice - supplierCost;
  const marginRate = salePrice > 0 ? Math.round((margin / salePrice) * 1000) / 10 : null;
  return { supplierCost, salePrice, listPrice, margin, marginRate };
}
