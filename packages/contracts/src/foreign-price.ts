import { quoteUnitOf } from './exchange-rates.ts';
import type { ForeignPrice, ProductDetails } from './product-details.ts';
import { formatWon as wonText } from './won.ts';

const rateFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 2 });

/** An amount in its own currency as sellers read it: `¥149.00`, `$12.50`, `¥1,200` (yen have no decimals). */
export function formatForeignAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('ko-KR', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** A rate the way Korean banks quote it: `1 CNY = 195.09원`, `100 JPY = 944.71원`. */
export function formatExchangeRate(currency: string, wonPerUnit: number): string {
  const unit = quoteUnitOf(currency);
  return `${unit} ${currency} = ${rateFormat.format(wonPerUnit * unit)}원`;
}

/** Why a foreign-currency draft has no price, and where the seller fixes it. */
export function exchangeRateMissingMessage(currency: string): string {
  return `${currency} 환율이 설정되지 않아 가격을 정할 수 없습니다. 워크스페이스 업로드 설정에서 환율을 입력해 주세요.`;
}

/** The currency of a foreign-currency draft that had no rate (so it has no won price), else null. */
export function unpricedCurrencyOf(details: Pick<ProductDetails, 'foreignPrice'>): string | null {
  const foreign = details.foreignPrice;
  return foreign !== null && foreign !== undefined && foreign.wonPerUnit === null ? foreign.currency : null;
}

/** `기준일 2025-08-29, 출처 유럽중앙은행(ECB) 기준환율` (parts that are unknown are left out). */
export function rateOriginText(foreign: Pick<ForeignPrice, 'rateDate' | 'rateSource'>): string {
  return [
    foreign.rateDate === null ? null : `기준일 ${foreign.rateDate}`,
    foreign.rateSource === null ? null : `출처 ${foreign.rateSource}`,
  ]
    .filter((part) => part !== null)
    .join(', ');
}

/**
 * The supplier price of a converted foreign-currency draft, from the page's amount to won:
 * `공급가 ¥149.00 (환율 1 CNY = 195.09원, 기준일 2025-08-29, 출처 …) → 29,068원`, for the draft's (or one item's)
 * amount and won price. Null without a rate (see `exchangeRateMissingMessage`).
 */
export function foreignCostText(foreign: ForeignPrice, amount: number, won: number): string | null {
  if (foreign.wonPerUnit === null) return null;
  const origin = rateOriginText(foreign);
  const rate = `환율 ${formatExchangeRate(foreign.currency, foreign.wonPerUnit)}${origin === '' ? '' : `, ${origin}`}`;
  return `공급가 ${formatForeignAmount(amount, foreign.currency)} (${rate}) → ${wonText(won)}`;
}

/** The parse warning of a foreign-currency draft: how it was converted, or why it could not be. */
export function foreignPriceWarning(foreign: ForeignPrice): { code: string; message: string } {
  if (foreign.wonPerUnit === null) {
    return { code: 'exchange_rate_missing', message: exchangeRateMissingMessage(foreign.currency) };
  }
  const origin = rateOriginText(foreign);
  return {
    code: 'foreign_currency',
    message: `${foreign.currency} 가격을 원화로 환산했습니다: ${formatExchangeRate(foreign.currency, foreign.wonPerUnit)}${origin === '' ? '' : ` (${origin})`}. 환율은 워크스페이스 업로드 설정에서 바꿀 수 있습니다.`,
  };
}
