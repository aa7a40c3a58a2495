import { isRecord, stringOf } from '../embedded-json.ts';
import { parseCount } from '../numbers.ts';
import type { OptionVariant, ProductOptions } from '../source-product.ts';
import { cleanText } from '../text.ts';
import type { JsonObject } from './smartstore-state.ts';

/** SmartStore allows at most three combination groups; `optionName1..3` carry the values. */
const maxGroups = 3;

function records(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** Group names of the combination options, in order; falls back to numbered names when only combinations exist. */
function groupNames(product: JsonObject, combinations: readonly JsonObject[]): string[] {
  const named = records(product.options)
    .filter((option) => option.optionType === undefined || option.optionType === 'COMBINATION')
    .map((option) => cleanText(option.groupName))
    .filter((name): name is string => name !== null)
    .slice(0, maxGroups);
  if (named.length > 0) return named;
  let count = 0;
  for (let index = 1; index <= maxGroups; index += 1) {
    if (combinations.some((combination) => cleanText(combination[`optionName${index}`]) !== null))
      count = index;
  }
  return Array.from({ length: count }, (_, index) => `옵션${index + 1}`);
}

function signedAmount(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const amount = Number(value.replace(/[,\s원]/g, ''));
  return Number.isFinite(amount) ? amount : 0;
}

function variantOf(combination: JsonObject, groupCount: number): OptionVariant | null {
  const values: string[] = [];
  for (let index = 1; index <= groupCount; index += 1) {
    const value = cleanText(combination[`optionName${index}`]);
    if (value === null) return null;
    values.push(value);
  }
  const stock = parseCount(combination.stockQuantity);
  return {
    values,
    // `price` is the amount added to the product price (may be negative), never the option's own price.
    priceDelta: signedAmount(combination.price),
    stock,
    soldOut: stock === 0,
    code: stringOf(combination.id),
  };
}

/** Combination options (`options` + `optionCombinations`) as groups and variants with price deltas; null when none. */
export function smartStoreOptions(product: JsonObject): ProductOptions | null {
  const combinations = records(product.optionCombinations);
  if (combinations.length === 0) return null;
  const groups = groupNames(product, combinations);
  if (groups.length === 0) return null;
  const variants = combinations
    .map((combination) => variantOf(combination, groups.length))
    .filter((variant): variant is OptionVariant => variant !== null);
  return variants.length === 0 ? null : { groups, variants };
}
