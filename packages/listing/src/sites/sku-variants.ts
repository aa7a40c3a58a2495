import type { OptionVariant } from '../source-product.ts';

// SKU lists of the marketplaces (Taobao/Tmall, 1688, AliExpress) turned into option variants the same way.

/** One SKU as a marketplace lists it: one value per option group, its own price, its stock and its id. */
export interface SkuRow {
  values: string[];
  price: number | null;
  stock: number | null;
  code: string | null;
}

/** Cents are the smallest unit of the currencies these marketplaces price in; rounding removes float noise. */
function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The SKUs as variants: each price as its difference from `base` (0 when either is unknown), sold out when no stock
 * is left.
 */
export function skuVariants(rows: readonly SkuRow[], base: number | null): OptionVariant[] {
  return rows.map((row) => ({
    values: row.values,
    priceDelta: row.price === null || base === null ? 0 : roundCents(row.price - base),
    stock: row.stock,
    soldOut: row.stock === 0,
    code: row.code,
  }));
}
