import { isRecord, parseJsonSafe, stringOf } from '../embedded-json.ts';
import { parseCount } from '../numbers.ts';
import type { OptionVariant, ProductOptions } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { parseSignedAmount } from './qty-table.ts';

/** Which 도매꾹 Open API market an item page belongs to: `dome` (도매꾹) or `supply` (도매매). */
export type DomeggookMarket = 'dome' | 'supply';

/** `hid`: 0 shown, 1 shown as sold out, 2 hidden from buyers (a retired option). */
function hiddenLevel(entry: Record<string, unknown>): number {
  return parseCount(entry.hid) ?? 0;
}

/** `dom`/`sup` say whether the option is sold on 도매꾹/도매매; absent means yes. */
function offeredOn(entry: Record<string, unknown>, market: DomeggookMarket): boolean {
  const flag = market === 'supply' ? entry.sup : entry.dom;
  return flag === undefined || flag === null || parseCount(flag) !== 0;
}

function groupNames(set: unknown): string[] {
  if (!Array.isArray(set)) return [];
  return set
    .map((group) => (isRecord(group) ? cleanText(group.name) : null))
    .filter((name): name is string => name !== null)
    .slice(0, 10);
}

/**
 * Reads getItemView's `selectOpt`: a JSON string (or already parsed object) with option groups in `set` and one entry
 * per option code in `data` (`{CODE: {name, dom, sup, hid, domPrice, supPrice, qty}}`; a flat `{CODE: {…}}` map is
 * accepted too). Fully hidden options (hid 2) and options not sold on `market` are dropped; hid 1 means sold out.
 */
export function domeggookOptions(selectOpt: unknown, market: DomeggookMarket): ProductOptions | null {
  const parsed = typeof selectOpt === 'string' ? parseJsonSafe(selectOpt) : selectOpt;
  if (!isRecord(parsed)) return null;
  const data = isRecord(parsed.data) ? parsed.data : parsed;
  const groups = groupNames(parsed.set);
  const rows: Array<{ name: string; variant: Omit<OptionVariant, 'values'> }> = [];
  for (const [code, entry] of Object.entries(data)) {
    if (!isRecord(entry) || hiddenLevel(entry) === 2 || !offeredOn(entry, market)) continue;
    const name = cleanText(entry.name);
    if (name === null) continue;
    const stock = parseCount(entry.qty);
    const delta = parseSignedAmount(
      market === 'supply' ? (entry.supPrice ?? entry.price) : (entry.domPrice ?? entry.price),
    );
    rows.push({
      name,
      variant: {
        priceDelta: delta ?? 0,
        stock,
        soldOut: hiddenLevel(entry) === 1 || stock === 0,
        code: stringOf(code),
      },
    });
  }
  if (rows.length === 0) return null;
  // Combination names join one value per group with "/"; when that does not line up, keep each name whole.
  const split = rows.map((row) => row.name.split('/').map((value) => value.trim()));
  const aligned = groups.length > 1 && split.every((values) => values.length === groups.length);
  return {
    groups: aligned ? groups : [groups.join('/') || '옵션'],
    variants: rows.slice(0, 2_000).map((row, index) => ({
      values: aligned ? (split[index] ?? [row.name]) : [row.name],
      ...row.variant,
    })),
  };
}
