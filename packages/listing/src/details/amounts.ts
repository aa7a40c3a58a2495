import { productDetailsLimits } from '@ollida/contracts/product-details';

function clampInteger(value: number, max: number): number {
  if (!Number.isFinite(value)) return value === Number.POSITIVE_INFINITY ? max : 0;
  return Math.min(max, Math.max(0, Math.round(value)));
}

/**
 * Whole won within the marketplace range, for amounts already in won. A foreign-currency page's amounts go through
 * its exchange rate instead (page-money.ts), never through this.
 */
export function toWon(value: number): number {
  return clampInteger(value, productDetailsLimits.maxPrice);
}

/** A stock count within the marketplace range. */
export function toStock(value: number): number {
  return clampInteger(value, productDetailsLimits.maxStock);
}
