import type { Element } from 'domhandler';
import { assignedJson, isRecord, stringOf } from '../embedded-json.ts';
import type { Page } from '../page.ts';
import type { OptionVariant, ProductOptions } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { byId, findAllIn, findIn, hasClassName } from './amazon-dom.ts';
import { textOf } from './shop-dom.ts';

// The twister is Amazon's variation picker. Scripts carry every purchasable combination (`dimensionToAsinMap`,
// `dimensionValuesDisplayData`); the swatches in the markup say which values are unavailable, and are all there is on
// a page saved without scripts.

/** One value of one twister dimension as the markup shows it. */
interface Swatch {
  value: string;
  asin: string | null;
  unavailable: boolean;
}

interface Dimension {
  key: string;
  label: string | null;
  swatches: Swatch[];
}

/** The combinations the scripts list: each ASIN with one value per dimension. */
interface ScriptTwister {
  keys: string[];
  labels: string[];
  combos: { asin: string; values: string[] }[];
}

/** A swatch whose only offer is used or refurbished: the item itself cannot be bought new. */
const secondHand =
  /\b(?:used|renewed|refurbished|usado|reacondicionado|gebraucht|generalüberholt|occasion|reconditionné|usato|ricondizionato)\b|2ª mano|中古|整備済み/i;

const maxVariants = 2_000;

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map((item) => cleanText(stringOf(item)) ?? '') : [];
}

/** Orders "1_0", "0_2" keys (split once into their indexes) so variants follow the order of the dimension values. */
function compareIndexes(left: readonly number[], right: readonly number[]): number {
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

function scriptTwister(page: Page): ScriptTwister | null {
  const script = page.scripts().find(({ text }) => text.includes('dimensionToAsinMap'))?.text;
  if (script === undefined) return null;
  const map = assignedJson(script, '"dimensionToAsinMap"');
  const display = assignedJson(script, '"dimensionValuesDisplayData"');
  if (!isRecord(map) || !isRecord(display)) return null;
  const keys = strings(assignedJson(script, '"dimensions"'));
  const labels = strings(assignedJson(script, '"dimensionsDisplay"'));
  const combos = Object.keys(map)
    .map((key) => ({ key, indexes: key.split('_').map(Number) }))
    .sort((a, b) => compareIndexes(a.indexes, b.indexes))
    .slice(0, maxVariants)
    .flatMap(({ key }) => {
      const asin = stringOf(map[key]);
      const values = strings(asin === null ? undefined : display[asin]);
      return asin === null || values.length === 0 || values.some((value) => value === '')
        ? []
        : [{ asin, values }];
    });
  return combos.length === 0 ? null : { keys, labels, combos };
}

function swatchValue(item: Element): string | null {
  const text = findIn(
    item,
    (element) =>
      hasClassName(element, 'twisterTextDiv') ||
      hasClassName(element, 'swatch-title-text-display') ||
      hasClassName(element, 'swatch-title-text'),
  );
  const image = findIn(item, (element) => element.name === 'img' && cleanText(element.attribs.alt) !== null);
  return textOf(text) ?? cleanText(image?.attribs.alt) ?? (item.name === 'option' ? textOf(item) : null);
}

function isUnavailable(item: Element): boolean {
  if (
    hasClassName(item, 'swatchUnavailable') ||
    hasClassName(item, 'dropdownUnavailable') ||
    item.attribs['data-initiallyunavailable'] === 'true'
  ) {
    return true;
  }
  const caption = findIn(item, (element) => hasClassName(element, 'buyingOptionTwisterSwatchCaption'));
  return secondHand.test(textOf(caption) ?? '');
}

function swatchOf(item: Element): Swatch | null {
  const value = swatchValue(item);
  if (value === null) return null;
  const optionAsin = item.name === 'option' ? (item.attribs.value ?? '').split(',')[1] : undefined;
  return {
    value,
    asin: cleanText(item.attribs['data-asin'] ?? item.attribs['data-defaultasin'] ?? optionAsin) ?? null,
    unavailable: isUnavailable(item),
  };
}

function rowLabel(row: Element): string | null {
  const label = findIn(
    row,
    (element) =>
      (element.name === 'label' && hasClassName(element, 'a-form-label')) ||
      (element.name === 'span' && hasClassName(element, 'a-color-secondary')),
  );
  return cleanText(textOf(label)?.replace(/[:：]\s*$/, '')) ?? null;
}

/** Twister rows in the markup: `#variation_<key>` (older pages) or `#inline-twister-row-<key>` (2023+). */
function domDimensions(page: Page): Dimension[] {
  const root = byId(page, 'twister_feature_div') ?? byId(page, 'twister');
  const rows = findAllIn(root, (element) =>
    /^(?:variation_|inline-twister-row-)/.test(element.attribs.id ?? ''),
  );
  return rows.flatMap((row) => {
    const key = (row.attribs.id ?? '').replace(/^(?:variation_|inline-twister-row-)/, '');
    const items = findAllIn(
      row,
      (element) =>
        (element.name === 'li' &&
          (element.attribs['data-asin'] !== undefined || (element.attribs.id ?? '').startsWith(`${key}_`))) ||
        (element.name === 'option' && /^\d+,/.test(element.attribs.value ?? '')),
    );
    const swatches = items.flatMap((item) => swatchOf(item) ?? []);
    return swatches.length === 0 ? [] : [{ key, label: rowLabel(row), swatches }];
  });
}

function variant(values: string[], soldOut: boolean, code: string | null): OptionVariant {
  return { values, priceDelta: 0, stock: null, soldOut, code };
}

/**
 * Whether a combination is sold out, by the first swatch of the dimension with its ASIN or its value (swatches are
 * indexed once: a twister has up to `maxVariants` of each). With one dimension an unavailable swatch is a sold-out
 * item; with more it only means "not with this pick", so nothing is sold out then (`dimension` undefined).
 */
function soldOutLookup(dimension: Dimension | undefined): (asin: string, value: string) => boolean {
  const byAsin = new Map<string, number>();
  const byValue = new Map<string, number>();
  const swatches = dimension?.swatches ?? [];
  swatches.forEach((swatch, position) => {
    if (swatch.asin !== null && !byAsin.has(swatch.asin)) byAsin.set(swatch.asin, position);
    if (!byValue.has(swatch.value)) byValue.set(swatch.value, position);
  });
  return (asin, value) => {
    const position = Math.min(
      byAsin.get(asin) ?? Number.POSITIVE_INFINITY,
      byValue.get(value) ?? Number.POSITIVE_INFINITY,
    );
    return swatches[position]?.unavailable ?? false;
  };
}

function fromScript(twister: ScriptTwister, dimensions: readonly Dimension[]): ProductOptions {
  const groupCount = twister.combos[0]?.values.length ?? 0;
  const soldOut = soldOutLookup(groupCount === 1 && dimensions.length === 1 ? dimensions[0] : undefined);
  const groups = Array.from(
    { length: groupCount },
    (_, index) =>
      twister.labels[index] ||
      dimensions.find((dimension) => dimension.key === twister.keys[index])?.label ||
      twister.keys[index] ||
      `option ${index + 1}`,
  );
  const variants = twister.combos
    .filter((combo) => combo.values.length === groupCount)
    .map((combo) => variant(combo.values, soldOut(combo.asin, combo.values[0] ?? ''), combo.asin));
  return { groups, variants };
}

/**
 * The item's variations: every purchasable combination (sold-out ones flagged), no per-variant prices (the page
 * shows only the selected one's). Null for a single item.
 */
export function amazonOptions(page: Page): ProductOptions | null {
  const dimensions = domDimensions(page);
  const twister = scriptTwister(page);
  if (twister !== null) {
    const options = fromScript(twister, dimensions);
    return options.variants.length > 1 ? options : null;
  }
  // Without scripts only one dimension can be listed: the markup does not say which combinations exist.
  const [only] = dimensions;
  if (only === undefined || dimensions.length > 1 || only.swatches.length < 2) return null;
  return {
    groups: [only.label ?? only.key],
    variants: only.swatches
      .slice(0, maxVariants)
      .map((swatch) => variant([swatch.value], swatch.unavailable, swatch.asin)),
  };
}
