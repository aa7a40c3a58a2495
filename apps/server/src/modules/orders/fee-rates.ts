import { defaultFeePercent, type FeeRates } from '@ollida/contracts/orders';

/** A store's rates as stored: percent × 100. */
export interface StoredFeeRates {
  defaultX100: number;
  categories: { category: string; x100: number }[];
}

const x100 = (percent: number) => Math.round(percent * 100);

export function defaultFeeRates(platform: 'coupang' | 'naver'): StoredFeeRates {
  return { defaultX100: x100(defaultFeePercent[platform]), categories: [] };
}

export function toStored(rates: FeeRates): StoredFeeRates {
  return {
    defaultX100: x100(rates.default_percent),
    categories: rates.categories.map((entry) => ({ category: entry.category, x100: x100(entry.percent) })),
  };
}

export function toView(rates: StoredFeeRates): FeeRates {
  return {
    default_percent: rates.defaultX100 / 100,
    categories: rates.categories.map((entry) => ({ category: entry.category, percent: entry.x100 / 100 })),
  };
}

const segments = (path: string) =>
  path
    .split('>')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** True when `prefix` names `path` or one of its parents, segment by segment ("생활 > 주방" covers "생활 > 주방 > 냄비"). */
export function coversCategory(prefix: string, path: string): boolean {
  const want = segments(prefix);
  const have = segments(path);
  return want.length > 0 && want.length <= have.length && want.every((part, index) => part === have[index]);
}

/** The rate of a category path: the most specific override covering it, else the default. */
export function feeRateOf(rates: StoredFeeRates, categoryPath: string | null): number {
  let best: { depth: number; x100: number } | undefined;
  for (const entry of rates.categories) {
    if (categoryPath === null || !coversCategory(entry.category, categoryPath)) continue;
    const depth = segments(entry.category).length;
    if (!best || depth > best.depth) best = { depth, x100: entry.x100 };
  }
  return best?.x100 ?? rates.defaultX100;
}
