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
