import type { Element } from 'domhandler';
import { parseAmount, parseCount } from '../numbers.ts';
import type { Page } from '../page.ts';
import type { PriceTier } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { childrenNamed, descendantsNamed, textOf } from './shop-dom.ts';

/** What the page scripts carry about the item (`window.lItem.store`, `window.itemPrice`, `ENP_VAR.collect`). */
export interface DomeggookScriptState {
  /** `baseAmtDome`: the 도매꾹 unit price; also present when the tier table is hidden (business-only items). */
  baseAmtDome: number | null;
  itemPrice: number | null;
  itemNo: string | null;
  itemTitle: string | null;
  inventory: number | null;
}

function firstMatch(text: string, pattern: RegExp): string | null {
  return pattern.exec(text)?.[1] ?? null;
}

/** Reads the item state from inline scripts; `lItem.store` is a JS object literal, not JSON, hence the patterns. */
export function domeggookScriptState(page: Page): DomeggookScriptState {
  const state: DomeggookScriptState = {
    baseAmtDome: null,
    itemPrice: null,
    itemNo: null,
    itemTitle: null,
    inventory: null,
  };
  for (const { text } of page.scripts()) {
    if (text.includes('lItem')) {
      state.baseAmtDome ??= parseAmount(firstMatch(text, /baseAmtDome\s*:\s*["']?(\d+)/));
      state.itemNo ??= firstMatch(text, /itemNo\s*:\s*["']?(\d{5,})/);
      state.itemTitle ??= cleanText(
        firstMatch(text, /itemTitle\s*:\s*'((?:[^'\\]|\\.)*)'/)?.replace(/\\(.)/g, '$1'),
      );
      state.inventory ??= parseCount(firstMatch(text, /qtyInventory\s*:\s*["']?(\d+)/));
    }
    if (text.includes('itemPrice'))
      state.itemPrice ??= parseAmount(firstMatch(text, /itemPrice\s*=\s*["']?(\d+)/));
    if (text.includes('ENP_VAR'))
      state.itemPrice ??= parseAmount(firstMatch(text, /["']?price["']?\s*:\s*["'](\d+)/));
  }
  return state;
}

function rowCells(table: Element): string[][] {
  return descendantsNamed(table, 'tr').map((row) =>
    childrenNamed(row, 'th', 'td').map((cell) => textOf(cell) ?? ''),
  );
}

function validTiers(pairs: Array<[number | null, number | null]>): PriceTier[] {
  const tiers = new Map<number, number>();
  for (const [minQuantity, unitPrice] of pairs) {
    if (minQuantity === null || unitPrice === null || minQuantity < 1 || tiers.has(minQuantity)) continue;
    tiers.set(minQuantity, unitPrice);
  }
  return [...tiers.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([minQuantity, unitPrice]) => ({ minQuantity, unitPrice }));
}

/**
 * Quantity tiers from `#lBaseAmtTbl` / `#lAmtSectionTbl`, in either form: one row per tier (`<th>1 ~</th><td>5,900</td>`)
 * or the compact form with one "수량(개) 1~ 1,000~" row and one "단가(원) 5,900 5,800" row.
 */
export function domeggookTiers(table: Element | undefined): PriceTier[] {
  if (table === undefined) return [];
  const rows = rowCells(table);
  const quantityRow = rows.find((cells) => /수량/.test(cells[0] ?? ''));
  const priceRow = rows.find((cells) => /단가|가격|금액/.test(cells[0] ?? ''));
  if (quantityRow !== undefined && priceRow !== undefined) {
    const quantities = quantityRow.slice(1);
    return validTiers(
      quantities.map((quantity, index) => [parseCount(quantity), parseAmount(priceRow[index + 1])]),
    );
  }
  return validTiers(
    rows
      .filter((cells) => cells.length >= 2 && /\d/.test(cells[0] ?? ''))
      .map((cells) => [parseCount(cells[0]), parseAmount(cells.at(-1))]),
  );
}
