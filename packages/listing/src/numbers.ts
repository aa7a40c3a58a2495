import { decodeEntities } from './text.ts';

/** Largest amount we accept as a price; anything above is a parsing accident (a phone number, an id). */
const maxAmount = 100_000_000_000;

/**
 * Reads an amount written as a number or a string such as "12,900", "12,900원", "₩ 12,900", "KRW 12,900" or "6500.00".
 * Returns null for anything else (empty, negative, not finite, absurdly large).
 */
export function parseAmount(value: unknown): number | null {
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 && value <= maxAmount ? value : null;
  if (typeof value !== 'string') return null;
  const match = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/.exec(value.replace(/\s+/g, ''));
  if (match === null) return null;
  const amount = Number(match[0].replace(/,/g, ''));
  return Number.isFinite(amount) && amount <= maxAmount ? amount : null;
}

/** A price: like `parseAmount` (HTML entities in text decoded first) but positive only — 0원 is never a price. */
export function parsePrice(value: unknown): number | null {
  const amount = parseAmount(typeof value === 'string' ? decodeEntities(value) : value);
  return amount !== null && amount > 0 ? amount : null;
}

/** Reads a whole, non-negative count (stock, quantity) written as a number or text such as "982개". */
export function parseCount(value: unknown): number | null {
  const amount = parseAmount(value);
  return amount === null ? null : Math.floor(amount);
}

/** The lowest and highest of a list of amounts without spreading it into Math.min (which overflows the stack). */
export function amountBounds(amounts: readonly number[]): { min: number; max: number } | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const amount of amounts) {
    min = Math.min(min, amount);
    max = Math.max(max, amount);
  }
  return amounts.length === 0 ? null : { min, max };
}

/**
 * An amount as a shop in any locale writes it: whole part with optional thousands groups of exactly three digits
 * ("1,234", "1.234", "1 234"), then an optional one- or two-digit decimal part ("225,00", "29.99"). Never starting
 * inside a longer number; bounded repetitions keep the match linear.
 */
const localeAmountSource = String.raw`(?<![\d.,])(\d{1,9}(?:[.,\u00a0\u202f ]\d{3}){0,3})(?:[.,](\d{1,2}))?(?!\d)`;
const localeAmountPattern = new RegExp(localeAmountSource);
const localeAmountsPattern = new RegExp(localeAmountSource, 'g');
/** Above this a locale amount is a parsing accident (an id, a phone number), not a price. */
const maxLocaleAmount = 1_000_000_000;

function localeValue(match: RegExpExecArray): number | null {
  const whole = (match[1] ?? '').replace(/[.,\s\u00a0\u202f]/g, '');
  const amount = Number(match[2] === undefined ? whole : `${whole}.${match[2]}`);
  return Number.isFinite(amount) && amount > 0 && amount < maxLocaleAmount ? amount : null;
}

/** The first amount of a text in any locale's grouping ("1,234.56", "1.234,56", "225,00", "1 234,56"); null when it is not a positive amount. */
export function localeAmount(raw: string): number | null {
  const match = localeAmountPattern.exec(raw);
  return match === null ? null : localeValue(match);
}

/** Every positive amount of a text in any locale's grouping, in order ("€ 3.500" gives 3500, "2,50" gives 2.5). */
export function localeAmounts(raw: string): number[] {
  const amounts: number[] = [];
  for (const match of raw.matchAll(localeAmountsPattern)) {
    const amount = localeValue(match);
    if (amount !== null) amounts.push(amount);
  }
  return amounts;
}
