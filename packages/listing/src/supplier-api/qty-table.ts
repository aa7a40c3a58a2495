import { parseAmount, parseCount } from '../numbers.ts';
import type { PriceTier } from '../source-product.ts';

/**
 * Reads 도매꾹's quantity table `"1+3800|20+3500|50+3300"` (from 1 piece 3,800, from 20 pieces 3,500, …), the shape
 * of `price.dome` and of delivery fee tables. Returns the rows by quantity, or null when `value` is not such a table.
 */
export function parseQtyTable(value: unknown): PriceTier[] | null {
  if (typeof value !== 'string' || !value.includes('+')) return null;
  const rows: PriceTier[] = [];
  for (const part of value.split('|')) {
    const [quantity, amount] = part.split('+');
    const minQuantity = parseCount(quantity);
    const unitPrice = parseAmount(amount);
    if (minQuantity === null || minQuantity < 1 || unitPrice === null) continue;
    rows.push({ minQuantity, unitPrice });
  }
  if (rows.length === 0) return null;
  return rows.sort((a, b) => a.minQuantity - b.minQuantity).slice(0, 50);
}

/** A signed amount ("-500", 1000, "1,000") for option price deltas, which `parseAmount` (prices only) refuses. */
export function parseSignedAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const amount = Number(value.replace(/[,\s원]/g, ''));
  return Number.isFinite(amount) ? amount : null;
}
