import type { OptionVariant, ProductOptions } from '../source-product.ts';
import { cleanText } from '../text.ts';

/**
 * One `itemOptions[n] = {'key': 'text', 'key': Number('12')…};` entry of an 온라인파워스 page. The literals are
 * JavaScript, not JSON (single quotes, `Number(…)` calls), so each entry is read key by key.
 */
const optionEntry = /itemOptions\[\d{1,5}\]\s*=\s*\{([^{}]{0,4000})\}/g;
const keyValue = /'(\w{1,40})'\s*:\s*(?:'([^']{0,500})'|Number\('([^']{0,40})'\))/g;
/** Group names that are a prompt ("선택해주세요", "선택 :"), not the name of a choice. */
const promptName = /선택|^[:\s]*$/;
const maxVariants = 2_000;

function entryFields(body: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const match of body.matchAll(keyValue)) {
    const key = match[1];
    if (key !== undefined && !fields.has(key)) fields.set(key, match[2] ?? match[3] ?? '');
  }
  return fields;
}

function variantOf(fields: Map<string, string>): OptionVariant | null {
  const value = cleanText(fields.get('optionName2')) ?? cleanText(fields.get('optionName1'));
  if (value === null) return null;
  const delta = Number(fields.get('optionPrice') ?? '0');
  const limited = fields.get('optionStockFlag') === 'Y';
  const stockValue = Number(fields.get('optionStockQuantity') ?? '');
  const stock = limited && Number.isInteger(stockValue) && stockValue >= 0 ? stockValue : null;
  return {
    values: [value],
    priceDelta: Number.isFinite(delta) ? delta : 0,
    stock,
    soldOut: fields.get('soldOutFlag') === 'Y' || fields.get('isSoldOut') === 'true' || stock === 0,
    code: cleanText(fields.get('itemOptionId')),
  };
}

/** The options an 온라인파워스 page declares in its `itemOptions` script; null for one plain choice or none. */
export function onlinePowersOptions(script: string): ProductOptions | null {
  const variants: OptionVariant[] = [];
  let group: string | null = null;
  for (const match of script.matchAll(optionEntry)) {
    if (variants.length >= maxVariants) break;
    const fields = entryFields(match[1] ?? '');
    const variant = variantOf(fields);
    if (variant === null) continue;
    const name = cleanText(fields.get('optionName1'));
    if (group === null && name !== null && !promptName.test(name)) group = name;
    variants.push(variant);
  }
  const only = variants[0];
  if (only === undefined || (variants.length === 1 && only.priceDelta === 0 && !only.soldOut)) return null;
  return { groups: [group ?? '옵션'], variants };
}
