import { isRecord, pathOf, stringOf } from '../embedded-json.ts';
import { parseCount, parsePrice } from '../numbers.ts';
import type { OptionVariant, ProductOptions } from '../source-product.ts';
import { cleanText } from '../text.ts';

type JsonObject = Record<string, unknown>;

interface OptionRow {
  name: string;
  /** valueId → display name. */
  values: Map<string, string>;
}

function records(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function optionRows(sdp: JsonObject): OptionRow[] {
  return records(pathOf(sdp, 'options', 'optionRows')).flatMap((row) => {
    const name = cleanText(row.name);
    const values = new Map<string, string>();
    for (const attribute of records(row.attributes)) {
      const id = stringOf(attribute.valueId);
      const label = cleanText(attribute.name);
      if (id !== null && label !== null) values.set(id, label);
    }
    return name === null || values.size === 0 ? [] : [{ name, values }];
  });
}

/** A vendor item's own sale price, wherever this page generation keeps it ("0" means none). */
function itemPrice(item: JsonObject): number | null {
  return (
    parsePrice(pathOf(item, 'quantityBase', 0, 'price', 'salePrice')) ??
    parsePrice(pathOf(item, 'price', 'salePrice')) ??
    parsePrice(item.salePrice)
  );
}

function itemStock(item: JsonObject): number | null {
  return parseCount(item.remainCount ?? item.stockQuantity ?? item.quantity);
}

const idSeparator = /[:,|]/;

/**
 * The value of `row` a map key chose. Keys list valueIds joined by ":" or ","; a row that merges two attributes
 * ("개당 용량 × 총 수량") has compound valueIds ("1121649613,3165521348") whose parts must all be in the key.
 */
function chosenValue(row: OptionRow, keyIds: ReadonlySet<string>): string | undefined {
  for (const [valueId, label] of row.values) {
    if (valueId.split(idSeparator).every((part) => keyIds.has(part.trim()))) return label;
  }
  return undefined;
}

function variantOf(key: string, item: JsonObject, rows: readonly OptionRow[], basePrice: number | null) {
  const ids = new Set(key.split(idSeparator).map((id) => id.trim()));
  const values: string[] = [];
  for (const row of rows) {
    const value = chosenValue(row, ids);
    if (value === undefined) return null;
    values.push(value);
  }
  const price = itemPrice(item);
  const stock = itemStock(item);
  const variant: OptionVariant = {
    values,
    priceDelta: price !== null && basePrice !== null ? price - basePrice : 0,
    stock,
    soldOut: item.soldOut === true || stock === 0,
    code: stringOf(item.vendorItemId),
  };
  return variant;
}

/**
 * Options from `options.optionRows` and `attributeVendorItemMap` (one vendor item per value combination, each with its
 * own price → delta against the page's base price, and stock). A single row without a map yields plain values.
 */
export function coupangOptions(sdp: JsonObject, basePrice: number | null): ProductOptions | null {
  const rows = optionRows(sdp);
  if (rows.length === 0) return null;
  // Older pages keep the map inside `options`.
  const map =
    [sdp.attributeVendorItemMap, pathOf(sdp, 'options', 'attributeVendorItemMap')].find(isRecord) ?? {};
  const variants = Object.entries(map)
    .map(([key, item]) => (isRecord(item) ? variantOf(key, item, rows, basePrice) : null))
    .filter((variant): variant is OptionVariant => variant !== null);
  const [onlyRow] = rows;
  if (variants.length === 0 && rows.length === 1 && onlyRow !== undefined) {
    for (const value of onlyRow.values.values()) {
      variants.push({ values: [value], priceDelta: 0, stock: null, soldOut: false, code: null });
    }
  }
  return variants.length === 0 ? null : { groups: rows.map((row) => row.name), variants };
}
