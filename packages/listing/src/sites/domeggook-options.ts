import { isRecord, jsonValueAt } from '../embedded-json.ts';
import { parseAmount, parseCount } from '../numbers.ts';
import type { Page } from '../page.ts';
import type { OptionVariant, ProductOptions } from '../source-product.ts';
import { cleanText } from '../text.ts';

/** Which market the page belongs to: 도매매 drops options with `sup: 0`, 도매꾹 those with `dom: 0`. */
export type DomeggookMarket = 'domeggook' | 'domeme';

const constructorCall = 'new ItemOptionController(';
const maxVariants = 2_000;

/** The init object passed to `new ItemOptionController({...})`, if the page has one. */
function controllerInit(page: Page): Record<string, unknown> | undefined {
  for (const { text } of page.scripts()) {
    const at = text.indexOf(constructorCall);
    if (at === -1) continue;
    const init = jsonValueAt(text, at + constructorCall.length);
    if (isRecord(init)) return init;
  }
  return undefined;
}

/** The `{CODE: {name, dom, sup, hid, …}}` map inside the init object (under `data`, or the init itself). */
function optionTable(init: Record<string, unknown>): Record<string, Record<string, unknown>> | undefined {
  for (const candidate of [init.data, init.opt, init.options, init]) {
    if (!isRecord(candidate)) continue;
    const entries = Object.entries(candidate).filter(
      (entry): entry is [string, Record<string, unknown>] =>
        isRecord(entry[1]) && typeof entry[1].name === 'string',
    );
    if (entries.length > 0) return Object.fromEntries(entries);
  }
  return undefined;
}

/** `hid`: 0 shown, 1 shown as sold out, 2 hidden; pages print it as a number or a string ("2"). */
function hiddenLevel(entry: Record<string, unknown>): number {
  return parseCount(entry.hid) ?? 0;
}

/** `dom`/`sup` (number or string) say whether the option is sold on 도매꾹/도매매; absent means yes. */
function offeredOn(entry: Record<string, unknown>, flag: 'dom' | 'sup'): boolean {
  const value = entry[flag];
  return value === undefined || value === null || value === '' || parseCount(value) !== 0;
}

function numberField(entry: Record<string, unknown>, ...keys: string[]): number | null {
  for (const key of keys) {
    const value = entry[key];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && /^-?\d+(?:\.\d+)?$/.test(value.trim())) return Number(value);
    const amount = parseAmount(value);
    if (amount !== null) return amount;
  }
  return null;
}

function groupNames(init: Record<string, unknown>, menuTitle: string | null): string[] {
  const sort = init.optSort;
  if (Array.isArray(sort)) {
    const names = sort.map((name) => cleanText(name)).filter((name): name is string => name !== null);
    if (names.length > 0) return names;
  }
  const title = cleanText(menuTitle?.replace(/\s*선택\s*$/, ''));
  return title === null ? ['옵션'] : title.split('/').map((name) => name.trim());
}

/**
 * Options from the inline `ItemOptionController` data. `hid` 1 marks a sold-out option (kept, sold out), `hid` 2 a
 * hidden one (dropped); options not sold on this market (`dom`/`sup` 0) are dropped too. Combination names
 * ("그레이/6종") are split into one value per group when the counts agree; otherwise the groups are merged into one.
 */
export function domeggookOptions(
  page: Page,
  market: DomeggookMarket,
  menuTitle: string | null,
): ProductOptions | null {
  const init = controllerInit(page);
  const table = init === undefined ? undefined : optionTable(init);
  if (init === undefined || table === undefined) return null;
  const marketFlag = market === 'domeme' ? 'sup' : 'dom';
  const rows = Object.entries(table).filter(
    ([, entry]) => hiddenLevel(entry) !== 2 && offeredOn(entry, marketFlag),
  );
  if (rows.length === 0) return null;
  let groups = groupNames(init, menuTitle);
  const names = rows.map(([, entry]) => cleanText(entry.name) ?? '');
  const splits = names.map((name) => name.split('/').map((part) => part.trim()));
  const fits = groups.length > 1 && splits.every((parts) => parts.length === groups.length);
  if (!fits) groups = [groups.join('/')];
  const variants: OptionVariant[] = rows.slice(0, maxVariants).map(([code, entry], index) => {
    const stock = numberField(entry, 'qty', 'stock', 'inventory', 'cnt');
    const wholeStock = stock === null ? null : Math.max(0, Math.floor(stock));
    return {
      values: fits ? (splits[index] ?? []) : [names[index] ?? ''],
      priceDelta: numberField(entry, 'price', 'amt', 'addAmt', 'addPrice') ?? 0,
      stock: wholeStock,
      soldOut: hiddenLevel(entry) === 1 || wholeStock === 0,
      code,
    };
  });
  return { groups, variants };
}
