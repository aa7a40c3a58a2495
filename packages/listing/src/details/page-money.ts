import { type ExchangeRateTable, exchangeRateLimits, wonAt } from '@ollida/contracts/exchange-rates';
import type { ForeignPrice } from '@ollida/contracts/product-details';
import type { SourceProduct } from '../source-product.ts';
import { toWon } from './amounts.ts';

/** Largest page amount a draft keeps (the source schema's bound). */
const maxAmount = 100_000_000_000;

/** A page amount as a draft keeps it: finite, 0 to the bound, 4 decimals (12.3 + 1.1 stays 13.4). */
export function pageAmount(value: number): number {
  if (Number.isNaN(value)) return 0;
  const bounded = Math.min(maxAmount, Math.max(0, value));
  return Math.round(bounded * 10_000) / 10_000;
}

/** What one piece costs on the page: the sale price, else the price of the smallest-quantity tier, else 0. */
export function baseSalePriceOf(source: Pick<SourceProduct, 'salePrice' | 'tiers'>): number {
  if (source.salePrice !== null) return source.salePrice;
  const [first] = [...source.tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  return first?.unitPrice ?? 0;
}

/** How a draft turns the page's amounts into whole won. */
export interface PageMoney {
  /** Whole won for an amount in the page's currency (0 for a foreign amount without a rate). */
  won(amount: number): number;
  /** On a foreign-currency page: the page's amounts and the rate; null on a won page. */
  foreignPrice: ForeignPrice | null;
}

const usableRate = (wonPerUnit: number) =>
  Number.isFinite(wonPerUnit) && wonPerUnit > 0 && wonPerUnit <= exchangeRateLimits.maxWonPerUnit;

/** A page without a currency counts as won (Korean shops rarely say); anything else is converted or refused. */
function isForeign(currency: string | null): currency is string {
  return currency !== null && currency !== 'KRW';
}

/**
 * The page's money: won as it is on a won page; on a foreign-currency page converted at the table's rate for the
 * currency, or 0 won when the table has none (never the raw number as won).
 */
export function pageMoneyOf(source: SourceProduct, rates: ExchangeRateTable | undefined): PageMoney {
  const { currency } = source;
  if (!isForeign(currency)) return { won: toWon, foreignPrice: null };
  const found = rates !== undefined && Object.hasOwn(rates, currency) ? rates[currency] : undefined;
  // A rate outside the settings' bounds is no rate: guessing is what this refuses to do.
  const rate = found !== undefined && usableRate(found.wonPerUnit) ? found : undefined;
  const wonPerUnit = rate === undefined ? null : rate.wonPerUnit;
  const amount = pageAmount(baseSalePriceOf(source));
  const original = source.originalPrice === null ? null : pageAmount(source.originalPrice);
  const optionalAmount = (value: number | null) => (value === null ? null : pageAmount(value));
  return {
    won: (value) => (wonPerUnit === null ? 0 : wonAt(pageAmount(value), wonPerUnit)),
    foreignPrice: {
      currency,
      amount,
      originalAmount: original !== null && original > amount ? original : null,
      wonPerUnit,
      rateDate: rate?.rateDate ?? null,
      rateSource: rate?.source ?? null,
      deliveryFee: optionalAmount(source.deliveryFee),
      deliveryFreeOver: optionalAmount(source.deliveryFreeOver),
    },
  };
}
