import type { CoupangMetaAttribute } from './coupang-category-meta.ts';

/** A number with a unit family, read from text such as '1.7L', '500 g' or '10매'. */
interface Amount {
  value: number;
  family: 'volume' | 'weight' | 'count' | 'length' | 'other';
  /** The unit as written, lower-case. */
  unit: string;
}

// Per family: unit → factor to the family's base unit (ml, g, 개, mm).
const unitFactors: Record<Exclude<Amount['family'], 'other'>, Record<string, number>> = {
  volume: { ml: 1, l: 1000, 리터: 1000, cc: 1 },
  weight: { g: 1, kg: 1000, 그램: 1, 킬로: 1000, mg: 0.001 },
  count: {
    개: 1,
    개입: 1,
    매: 1,
    피스: 1,
    종: 1,
    팩: 1,
    롤: 1,
    켤레: 1,
    구: 1,
    입: 1,
    ea: 1,
    p: 1,
    pcs: 1,
    장: 1,
  },
  length: { mm: 1, cm: 10, m: 1000 },
};

const amountPattern =
  /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(ml|cc|l|리터|kg|mg|g|그램|킬로|개입|개|매|피스|종|팩|롤|켤레|구|입|ea|pcs|p|장|mm|cm|m)(?![a-z])/gi;

function familyOf(unit: string): Amount['family'] {
  for (const [family, factors] of Object.entries(unitFactors)) {
    if (unit in factors) return family as Amount['family'];
  }
  return 'other';
}

/** Every amount written in the text, in order. */
export function amountsIn(text: string): Amount[] {
  const found: Amount[] = [];
  for (const match of text.matchAll(amountPattern)) {
    const unit = (match[2] ?? '').toLowerCase();
    const value = Number((match[1] ?? '').replace(/,/g, ''));
    if (Number.isFinite(value) && value > 0) found.push({ value, unit, family: familyOf(unit) });
  }
  return found;
}

function formatNumber(value: number): string {
  return String(Number(value.toFixed(3)));
}

/** The meta's spelling of a unit, compared case-insensitively ('L' vs 'l'). */
function usableUnit(attribute: CoupangMetaAttribute, unit: string): string | undefined {
  return attribute.usableUnits.find((candidate) => candidate.toLowerCase() === unit.toLowerCase());
}

/** Writes an amount in one of the attribute's usable units ('1.7L' → '1.7l', or '1700ml' when only ml is allowed). */
export function formatForAttribute(amount: Amount, attribute: CoupangMetaAttribute): string | undefined {
  const direct = usableUnit(attribute, amount.unit);
  if (direct !== undefined) return `${formatNumber(amount.value)}${direct}`;
  if (amount.family === 'other') return undefined;
  const factors = unitFactors[amount.family];
  const from = factors[amount.unit];
  if (from === undefined) return undefined;
  for (const candidate of attribute.usableUnits) {
    const to = factors[candidate.toLowerCase()];
    if (to !== undefined) return `${formatNumber((amount.value * from) / to)}${candidate}`;
  }
  return undefined;
}

/** The first amount in the text that the NUMBER attribute can take, formatted with a usable unit. */
export function inferNumberValue(text: string, attribute: CoupangMetaAttribute): string | undefined {
  for (const amount of amountsIn(text)) {
    const value = formatForAttribute(amount, attribute);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** An option value for a NUMBER attribute: as written when it carries a usable unit, a bare number gets the basic unit. */
export function numberValueOf(value: string, attribute: CoupangMetaAttribute): string | undefined {
  const trimmed = value.trim();
  if (/^\d+(?:\.\d+)?$/.test(trimmed)) {
    const unit = usableUnit(attribute, attribute.basicUnit) ?? attribute.usableUnits[0];
    return attribute.usableUnits.length === 0
      ? trimmed
      : unit === undefined
        ? undefined
        : `${trimmed}${unit}`;
  }
  const inferred = inferNumberValue(trimmed, attribute);
  // Size options often read '230(XS)': the leading number is the value in the attribute's basic unit.
  const leading = /^(\d+(?:\.\d+)?)(?=[\s(/[]|$)/.exec(trimmed)?.[1];
  return inferred ?? (leading === undefined ? undefined : numberValueOf(leading, attribute));
}
