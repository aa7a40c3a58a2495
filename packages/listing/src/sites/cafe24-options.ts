import { isRecord, jsonValueAt, parseJsonSafe } from '../embedded-json.ts';
import { parseAmount, parsePrice } from '../numbers.ts';
import type { Page } from '../page.ts';
import type { OptionVariant, ProductOptions } from '../source-product.ts';
import { cleanText } from '../text.ts';

/** The JS globals Cafe24 skins print on product pages. */
export interface Cafe24Globals {
  productName: string | null;
  productPrice: number | null;
  productNo: string | null;
  optionNames: string[];
  /** `option_stock_data`: item code → {option_value, stock_number, is_selling, is_display, …}. */
  stockData: Record<string, unknown> | undefined;
}

const jsEscapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', '0': '\0' };

/** The code point of a `\uXXXX` / `\xXX` escape whose hex digits start at `at`, or null. */
function hexEscape(body: string, at: number, length: number): string | null {
  const digits = body.slice(at, at + length);
  return digits.length === length && /^[0-9a-fA-F]+$/.test(digits)
    ? String.fromCharCode(Number.parseInt(digits, 16))
    : null;
}

/** The value of a JS string literal body (addslashes / JS escapes undone); walks from backslash to backslash. */
function unescapeJs(body: string): string {
  let result = '';
  let from = 0;
  for (let at = body.indexOf('\\'); at !== -1 && at < body.length - 1; at = body.indexOf('\\', from)) {
    result += body.slice(from, at);
    const next = body.charAt(at + 1);
    const hex = next === 'u' ? hexEscape(body, at + 2, 4) : next === 'x' ? hexEscape(body, at + 2, 2) : null;
    if (hex !== null) {
      result += hex;
      from = at + (next === 'u' ? 6 : 4);
    } else {
      result += jsEscapes[next] ?? next;
      from = at + 2;
    }
  }
  return result + body.slice(from);
}

/** The string assigned to `name = '…'` (or "…") in `script`; found with `indexOf`, the literal can be many KB long. */
function stringVar(script: string, name: string): string | null {
  const assignment = new RegExp(`\\b${name}\\s*=\\s*(['"])`, 'g');
  const match = assignment.exec(script);
  const quote = match?.[1];
  if (quote === undefined) return null;
  const start = assignment.lastIndex;
  for (let end = script.indexOf(quote, start); end !== -1; end = script.indexOf(quote, end + 1)) {
    let backslashes = 0;
    while (end - backslashes - 1 >= start && script.charCodeAt(end - backslashes - 1) === 92)
      backslashes += 1;
    if (backslashes % 2 === 0) return unescapeJs(script.slice(start, end));
  }
  return null;
}

/** `option_stock_data` is a JSON string literal (escaped twice) on most skins, a bare object literal on some. */
function stockDataOf(script: string): Record<string, unknown> | undefined {
  const text = stringVar(script, 'option_stock_data');
  if (text !== null) {
    const parsed = parseJsonSafe(text);
    return isRecord(parsed) ? parsed : undefined;
  }
  const at = /\boption_stock_data\s*=\s*/.exec(script);
  if (at === null) return undefined;
  const value = jsonValueAt(script, at.index + at[0].length);
  return isRecord(value) ? value : undefined;
}

/** Reads the Cafe24 globals from whichever inline script declares them. */
export function cafe24Globals(page: Page): Cafe24Globals {
  const globals: Cafe24Globals = {
    productName: null,
    productPrice: null,
    productNo: null,
    optionNames: [],
    stockData: undefined,
  };
  for (const { text } of page.scripts()) {
    if (!text.includes('product_name') && !text.includes('option_stock_data') && !text.includes('iProductNo'))
      continue;
    globals.productName ??= cleanText(stringVar(text, 'product_name'));
    globals.productPrice ??= parsePrice(stringVar(text, 'product_price'));
    globals.productNo ??= cleanText(stringVar(text, 'iProductNo'));
    globals.stockData ??= stockDataOf(text);
    const mapper = stringVar(text, 'option_name_mapper');
    if (globals.optionNames.length === 0 && mapper !== null) {
      globals.optionNames = mapper
        .split('#$%')
        .map((name) => name.trim())
        .filter((name) => name !== '');
    }
  }
  return globals;
}

const isNo = (value: unknown) => value === false || value === 'F';

function valuesOf(entry: Record<string, unknown>, groupCount: number): string[] {
  const original = entry.option_value_orginal ?? entry.option_value_original;
  if (
    Array.isArray(original) &&
    original.every((value) => typeof value === 'string') &&
    original.length > 0
  ) {
    return original.map((value) => value.trim());
  }
  const joined = cleanText(entry.option_value) ?? '';
  if (joined === '') return [];
  const parts = joined.split('-');
  return groupCount > 1 && parts.length === groupCount ? parts : [joined];
}

/** One variant of the stock data, or null for a hidden one (`is_display` F). */
function variantOf(
  code: string,
  entry: Record<string, unknown>,
  groupCount: number,
  basePrice: number | null,
): OptionVariant | null {
  if (isNo(entry.is_display)) return null;
  const stockNumber = parseAmount(entry.stock_number);
  const stock = isNo(entry.use_stock) || stockNumber === null ? null : Math.floor(stockNumber);
  const delta = Number.parseFloat(String(entry.stock_price ?? ''));
  const optionPrice = parseAmount(entry.option_price);
  const priceDelta = Number.isFinite(delta)
    ? delta
    : optionPrice !== null && basePrice !== null
      ? optionPrice - basePrice
      : 0;
  return {
    values: valuesOf(entry, groupCount),
    priceDelta,
    stock,
    soldOut: isNo(entry.is_selling) || (stock !== null && stock <= 0 && !isNo(entry.use_soldout)),
    code,
  };
}

/**
 * Options and stock from `option_stock_data` and `option_name_mapper`. A product without options still has one
 * entry (no values): it yields `stock` only. Hidden variants are dropped; values that do not split evenly into the
 * groups are kept whole under one merged group.
 */
export function cafe24Options(globals: Cafe24Globals): {
  options: ProductOptions | null;
  stock: number | null;
} {
  const data = globals.stockData;
  if (data === undefined) return { options: null, stock: null };
  const entries = Object.entries(data).filter((entry): entry is [string, Record<string, unknown>] =>
    isRecord(entry[1]),
  );
  const firstName = cleanText(entries[0]?.[1].option_name) ?? '';
  const groups =
    globals.optionNames.length > 0 ? globals.optionNames : firstName.split('#$%').filter(Boolean);
  const variants = entries
    .map(([code, entry]) => variantOf(code, entry, groups.length, globals.productPrice))
    .filter((variant): variant is OptionVariant => variant !== null);
  const withValues = variants.filter((variant) => variant.values.length > 0);
  if (withValues.length === 0) {
    const only = variants.length === 1 ? variants[0] : undefined;
    return { options: null, stock: only?.stock ?? null };
  }
  const fits = withValues.every((variant) => variant.values.length === groups.length);
  const merged = fits
    ? withValues
    : withValues.map((variant) => ({ ...variant, values: [variant.values.join('-')] }));
  return {
    options: { groups: fits ? groups : [groups.join('/') || '옵션'], variants: merged.slice(0, 2_000) },
    stock: null,
  };
}
