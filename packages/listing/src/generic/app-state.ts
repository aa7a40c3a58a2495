import type { GenericExtractor } from '../adapter.ts';
import { assignedJson, isRecord, parseJsonSafe } from '../embedded-json.ts';
import { parseAmount } from '../numbers.ts';
import type { Page } from '../page.ts';
import type { OptionVariant, PartialFields, ProductOptions } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { parseStateDelivery } from './app-state-delivery.ts';
import { arraysIn, type KeyedArray } from './app-state-walk.ts';

// Shops built as web apps (Next.js, Nuxt, React with a server-rendered store) send the product as JSON state. The
// names differ per shop, the shapes do not: a list of variants that each carry option values, a price and an
// availability; a list of picture addresses; a list of delivery options with their terms.

/** Global variables apps assign their server state to. */
const stateVariables = [
  'window.__INITIAL_STATE__',
  'window.__APP_STATE__',
  'window.__APOLLO_STATE__',
  '__NUXT_DATA__',
];
const maxScriptLength = 5_000_000;
const maxVariants = 2_000;

/** The JSON state blobs of the page: `<script type="application/json">` (Next.js `__NEXT_DATA__`) and known globals. */
function stateRoots(page: Page): unknown[] {
  const roots: unknown[] = [];
  for (const script of page.scripts()) {
    if (script.text.length > maxScriptLength) continue;
    if (script.type === 'application/json') {
      const value = parseJsonSafe(script.text);
      if (typeof value === 'object' && value !== null) roots.push(value);
      continue;
    }
    if (script.type !== '' && !script.type.includes('javascript')) continue;
    for (const name of stateVariables) {
      if (!script.text.includes(name)) continue;
      const value = assignedJson(script.text, name);
      if (value !== undefined) roots.push(value);
    }
  }
  return roots;
}

const optionKeys =
  /^(?:colou?r|size|style|material|flavou?r|scent|capacity|volume|weight|pattern|option\d?|option_?value\d?|color_?name|size_?name)$/i;
const priceKeys = ['price', 'salePrice', 'sale_price', 'currentPrice', 'finalPrice', 'amount', 'now'];
const priceObjectKeys = ['now', 'value', 'amount', 'current', 'sale', 'final', 'price'];

/** A variant's price: a number, a numeric string, or an object holding one (`{now: "136.00"}`, `{value: 12900}`). */
function priceOf(record: Record<string, unknown>): number | null {
  for (const key of priceKeys) {
    const value = record[key];
    if (value === undefined) continue;
    if (isRecord(value)) {
      for (const inner of priceObjectKeys) {
        const amount = typeof value[inner] === 'object' ? null : parseAmount(value[inner]);
        if (amount !== null && amount > 0) return amount;
      }
    } else {
      const amount = parseAmount(value);
      if (amount !== null && amount > 0) return amount;
    }
  }
  return null;
}

/** Sold out by the usual availability flags; null when the variant states none. */
function soldOutOf(record: Record<string, unknown>): boolean | null {
  const nested = isRecord(record.availability) ? record.availability : record;
  for (const key of ['availableToOrder', 'available', 'inStock', 'isAvailable', 'orderable', 'purchasable']) {
    if (typeof nested[key] === 'boolean') return !nested[key];
  }
  for (const key of ['soldOut', 'isSoldOut', 'outOfStock']) {
    if (typeof nested[key] === 'boolean') return nested[key] as boolean;
  }
  for (const key of ['stockLevel', 'stock', 'quantity', 'stockQuantity', 'inventory']) {
    const count = nested[key];
    if (typeof count === 'number') return count <= 0;
  }
  const text = typeof record.availability === 'string' ? record.availability.toLowerCase() : '';
  if (/out ?of ?stock|sold ?out|unavailable/.test(text)) return true;
  if (/in ?stock|available/.test(text)) return false;
  return null;
}

function optionValuesOf(record: Record<string, unknown>): [string, string][] {
  return Object.entries(record)
    .filter(
      ([key, value]) => optionKeys.test(key) && (typeof value === 'string' || typeof value === 'number'),
    )
    .map(([key, value]) => [key, cleanText(String(value)) ?? ''] as [string, string])
    .filter(([, value]) => value !== '');
}

interface VariantRow {
  values: [string, string][];
  price: number;
  soldOut: boolean | null;
  stock: number | null;
}

const stockKeys = ['stockQuantity', 'stock', 'quantity', 'stockLevel', 'inventory'];

/** A whole, non-negative stock count when the variant states one. */
function stockOf(record: Record<string, unknown>): number | null {
  const nested = isRecord(record.availability) ? record.availability : record;
  for (const key of stockKeys) {
    const count = nested[key];
    if (typeof count === 'number' && Number.isInteger(count) && count >= 0) return count;
  }
  return null;
}

/** The rows of an array when it reads as a variant list: most entries objects with option values and a price. */
function variantRows(array: KeyedArray): VariantRow[] | null {
  if (array.items.length < 2 || array.items.length > maxVariants) return null;
  const rows: VariantRow[] = [];
  for (const item of array.items) {
    if (!isRecord(item)) continue;
    const price = priceOf(item);
    const values = optionValuesOf(item);
    if (price === null || values.length === 0) continue;
    rows.push({ values, price, soldOut: soldOutOf(item), stock: stockOf(item) });
  }
  return rows.length >= 2 && rows.length >= array.items.length * 0.8 ? rows : null;
}

function groupLabel(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ');
}

/** Option groups and variants from the largest variant list; prices become differences from the cheapest. */
function optionsFrom(arrays: readonly KeyedArray[]): ProductOptions | null {
  let best: VariantRow[] | null = null;
  for (const array of arrays) {
    const rows = variantRows(array);
    if (rows !== null && (best === null || rows.length > best.length)) best = rows;
  }
  if (best === null) return null;
  const groupKeys = [...new Set(best.flatMap((row) => row.values.map(([key]) => key)))].slice(0, 10);
  // A group whose value never changes names the product, not a choice ("color" on a one-colour page).
  const varying = groupKeys.filter((key) => new Set(best.map((row) => valueIn(row, key))).size > 1);
  const keys = varying.length > 0 ? varying : groupKeys.slice(0, 1);
  const cheapest = Math.min(...best.map((row) => row.price));
  const variants: OptionVariant[] = best.map((row) => ({
    values: keys.map((key) => valueIn(row, key)),
    priceDelta: Math.round((row.price - cheapest) * 100) / 100,
    stock: row.stock,
    soldOut: row.soldOut === true,
    code: null,
  }));
  return { groups: keys.map(groupLabel), variants };
}

function valueIn(row: VariantRow, key: string): string {
  return row.values.find(([name]) => name === key)?.[1] ?? '';
}

const imageKeys = /image|img|photo|picture|gallery|media|urls/i;
const imageAddress = /^(?:https?:)?\/\/[^\s"'<>]+$/i;
const maxImages = 30;

/** The first list of picture addresses (strings or `{url|src}` objects) under an image-like key, in state order. */
function galleryFrom(page: Page, arrays: readonly KeyedArray[]): string[] {
  for (const array of arrays) {
    if (!imageKeys.test(array.key) || array.items.length < 2) continue;
    const urls: string[] = [];
    for (const item of array.items.slice(0, maxImages)) {
      const raw = isRecord(item) ? (item.url ?? item.src ?? item.href) : item;
      if (typeof raw !== 'string' || !imageAddress.test(raw.trim())) continue;
      const url = page.absolute(raw);
      if (url !== null) urls.push(url);
    }
    if (urls.length >= 2) return urls;
  }
  return [];
}

/** Variants, gallery and delivery terms from the page's embedded app state. */
export const appStateExtractor: GenericExtractor = {
  id: 'app-state',
  extract(page): PartialFields {
    const roots = stateRoots(page);
    if (roots.length === 0) return {};
    const arrays = arraysIn(roots);
    const options = optionsFrom(arrays);
    const images = galleryFrom(page, arrays);
    return {
      ...(options === null ? {} : { options }),
      ...(images.length === 0 ? {} : { images }),
      ...parseStateDelivery(arrays),
    };
  },
};
