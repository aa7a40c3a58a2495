import { productDetailsLimits } from '@ollida/contracts/product-details';

function clampInteger(value: number, max: number): number {
  if (!Number.isFinite(value)) return value === Number.POSITIVE_INFINITY ? max : 0;
  return Math.min(max, Math.max(0, Math.round(value)));
}

/**
 * Whole won within the marketplace range. Foreign amounts are kept as numbers, not converted: the source's
 * `foreign_currency` warning tells the seller to set the won price.
 */
export function toWon(value: number): number {
  return clampInteger(value, productDetailsLimits.maxPrice);
}

/** A stock count within the marketplace range. */
export function toStock(value: number): number {
  return clampInteger(value, productDetailsLimits.maxStock);
}
