import { z } from 'zod';
import type { ProductDetails } from './product-details.ts';

/** Rounding units a price rule may use; sellers list prices in tens of won at least (Coupang refuses 1-won units). */
export const roundingUnits = [10, 100, 1000] as const;

/**
 * A workspace's price rule: sale = supplier price × (1 + margin%) + add-on, never less than supplier price + minimum
 * margin, rounded up to the unit (rounding up keeps the margin).
 */
export const priceRuleSchema = z.object({
  margin_percent: z
    .number({ message: '마진율을 숫자로 입력해 주세요.' })
    .min(0, '마진율은 0% 이상이어야 합니다.')
    .max(500, '마진율은 500% 이하여야 합니다.'),
  add_won: z
    .number({ message: '추가 금액을 숫자로 입력해 주세요.' })
    .int('추가 금액은 원 단위 정수여야 합니다.')
    .min(0, '추가 금액은 0원 이상이어야 합니다.')
    .max(1_000_000, '추가 금액은 1,000,000원 이하여야 합니다.'),
  rounding_unit: z.union([z.literal(10), z.literal(100), z.literal(1000)], {
    message: '반올림 단위는 10원, 100원, 1,000원 중 하나여야 합니다.',
  }),
  min_margin_won: z
    .number({ message: '최소 마진을 숫자로 입력해 주세요.' })
    .int('최소 마진은 원 단위 정수여야 합니다.')
    .min(0, '최소 마진은 0원 이상이어야 합니다.')
    .max(1_000_000, '최소 마진은 1,000,000원 이하여야 합니다.'),
  /**
   * Overseas shipping and customs per item (won), added to the converted supplier price of a foreign-currency draft
   * before the margin; a won draft never pays it. Absent means 0 (rules saved before it existed).
   */
  overseas_cost_won: z
    .number({ message: '해외 배송·통관비를 숫자로 입력해 주세요.' })
    .int('해외 배송·통관비는 원 단위 정수여야 합니다.')
    .min(0, '해외 배송·통관비는 0원 이상이어야 합니다.')
    .max(1_000_000, '해외 배송·통관비는 1,000,000원 이하여야 합니다.')
    .optional(),
});
export type PriceRule = z.infer<typeof priceRuleSchema>;

/** A new workspace's rule: 30% margin, at least 1,000원, rounded up to 10원. */
export const defaultPriceRule: PriceRule = {
  margin_percent: 30,
  add_won: 0,
  rounding_unit: 10,
  min_margin_won: 1_000,
};

const maxPrice = 999_999_990;

function roundUp(value: number, unit: number): number {
  return Math.min(maxPrice, Math.ceil(value / unit) * unit);
}

/** The sale price the rule gives for a supplier price (won); 0 stays 0 (no price is not a free product). */
export function applyPriceRule(rule: PriceRule, supplierPrice: number): number {
  if (!Number.isFinite(supplierPrice) || supplierPrice <= 0) return 0;
  // Integer arithmetic on percent × 100 avoids 1.1 * 100 = 110.00000000000001 style drift.
  const marked = supplierPrice + Math.round(supplierPrice * Math.round(rule.margin_percent * 100)) / 10_000;
  const withAddOn = marked + rule.add_won;
  return roundUp(Math.max(withAddOn, supplierPrice + rule.min_margin_won), rule.rounding_unit);
}

/** A supplier price plus a per-item extra cost; no price stays no price (the extra alone is not a product). */
const withExtra = (supplierPrice: number, extraCost: number) =>
  supplierPrice > 0 ? supplierPrice + Math.max(0, extraCost) : 0;

/**
 * Sale and list (pre-discount) price for one item; the list price is never below the sale price. `extraCost` (won,
 * e.g. overseas shipping from `overseasCostOf`) is added to both supplier prices before the rule.
 */
export function priceItem(
  rule: PriceRule,
  supplier: { salePrice: number; originalPrice: number },
  extraCost = 0,
): { salePrice: number; originalPrice: number } {
  const salePrice = applyPriceRule(rule, withExtra(supplier.salePrice, extraCost));
  const listed = applyPriceRule(
    rule,
    withExtra(Math.max(supplier.originalPrice, supplier.salePrice), extraCost),
  );
  return { salePrice, originalPrice: Math.max(salePrice, listed) };
}

/**
 * The per-item overseas cost the rule adds to this draft: the rule's `overseas_cost_won` on a converted foreign-currency
 * draft, 0 on a won draft (and on a foreign one without a rate, which is not priced at all).
 */
export function overseasCostOf(supplier: Pick<ProductDetails, 'foreignPrice'>, rule: PriceRule): number {
  const foreign = supplier.foreignPrice;
  if (foreign === null || foreign === undefined || foreign.wonPerUnit === null) return 0;
  return rule.overseas_cost_won ?? 0;
}

/**
 * The draft with the draft price and every item priced by the rule from the supplier prices it was parsed with (plus
 * the overseas cost on a converted foreign-currency draft); the browser applies it before a single upload, the server
 * before each bulk item. A foreign draft without a rate keeps its 0 prices (the upload refuses it).
 */
export function priceDraft(supplier: ProductDetails, rule: PriceRule): ProductDetails {
  const extra = overseasCostOf(supplier, rule);
  return {
    ...supplier,
    price: applyPriceRule(rule, withExtra(supplier.price, extra)),
    items: supplier.items.map((item) => ({
      ...item,
      // A draft priced before (a resend repriced with a keep-as-sent rule) keeps the supplier price it was priced from.
      supplierPrice: item.supplierPrice ?? item.salePrice,
      ...priceItem(rule, { salePrice: item.salePrice, originalPrice: item.originalPrice }, extra),
    })),
  };
}
