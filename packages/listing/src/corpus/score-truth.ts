import type { SourceProduct } from '../source-product.ts';
import type { PageTruth } from './truth-corpus.ts';

/** The five fields the real-page goal is set on, in report order. */
export const SCORED_FIELDS = ['name', 'price', 'options', 'images', 'shipping'] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

/** accepted = a careful seller would take it; wrong = a value that is not the page's; missing = nothing where the page has it. */
export type Verdict = 'accepted' | 'wrong' | 'missing';

export interface FieldScore {
  field: ScoredField;
  verdict: Verdict;
  /** What the parser gave and what the page says, short, for the worst-pages list. */
  got: string;
  want: string;
}

/** What the seller is shown for one page: the extraction, and the won price of the draft (null when it refused to price). */
export interface ScoredProduct {
  source: SourceProduct;
  wonPrice: number | null;
}

/**
 * Won per unit of each currency that counts as a plausible conversion (rates of 2015–2026 with a wide margin). A
 * foreign page whose won price falls outside its band shows the raw number, or a wrong rate, as won.
 */
const PLAUSIBLE_WON_PER_UNIT: Readonly<Record<string, readonly [number, number]>> = {
  USD: [900, 2_000],
  EUR: [1_000, 2_200],
  GBP: [1_200, 2_600],
  CNY: [140, 300],
  JPY: [6, 15],
  MXN: [40, 120],
  HKD: [120, 260],
  TWD: [30, 60],
};

/** Warnings that tell the seller "no price here" (a flagged missing price is a correct answer for a price-less page). */
const NO_PRICE_FLAGS = new Set([
  'missing_price',
  'price_private',
  'login_required',
  'not_for_sale',
  'blocked_page',
]);

const shown = (value: unknown): string => {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 90 ? `${text.slice(0, 89)}…` : text;
};

/** Case-insensitive, NFKC, whitespace collapsed. */
export function normaliseText(value: string): string {
  return value.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

function sameAmount(a: number, b: number): boolean {
  return Math.abs(a - b) < 0.005;
}

function scoreName(truth: NonNullable<PageTruth['name']>, name: string | null): FieldScore {
  const want = `${truth.mustInclude.join(' + ')}${truth.mustNotInclude.length > 0 ? ` (not ${truth.mustNotInclude.join(', ')})` : ''}`;
  if (name === null || name.trim() === '') return { field: 'name', verdict: 'missing', got: 'null', want };
  const text = normaliseText(name);
  const has = (needle: string) => text.includes(normaliseText(needle));
  const included = truth.mustInclude.every(has) || (truth.mustIncludeAlt?.every(has) ?? false);
  const clean = !truth.mustNotInclude.some(has);
  return { field: 'name', verdict: included && clean ? 'accepted' : 'wrong', got: shown(name), want };
}

function plausibleWon(amount: number, currency: string, won: number): boolean {
  const band = PLAUSIBLE_WON_PER_UNIT[currency];
  if (band === undefined) return false;
  return won >= Math.floor(amount * band[0]) && won <= Math.ceil(amount * band[1]);
}

function scorePrice(truth: PageTruth, product: ScoredProduct): FieldScore {
  const { source } = product;
  const currency = source.currency ?? (source.salePrice === null ? null : 'KRW');
  const got = source.salePrice === null ? 'null' : `${source.salePrice} ${currency}`;
  const wantCurrency = truth.currency ?? 'KRW';
  if (truth.price === null || truth.price === undefined) {
    const flagged = source.warnings.some((warning) => NO_PRICE_FLAGS.has(warning.code));
    const verdict = source.salePrice === null || flagged ? 'accepted' : 'wrong';
    return { field: 'price', verdict, got, want: 'no price (or flagged)' };
  }
  const want = `${truth.price} ${wantCurrency}`;
  if (source.salePrice === null) return { field: 'price', verdict: 'missing', got, want };
  if (currency !== wantCurrency || !sameAmount(source.salePrice, truth.price)) {
    return { field: 'price', verdict: 'wrong', got, want };
  }
  if (wantCurrency === 'KRW') return { field: 'price', verdict: 'accepted', got, want };
  // A foreign price counts only when the seller is shown a real conversion, or is told it cannot be priced.
  if (product.wonPrice === null)
    return { field: 'price', verdict: 'accepted', got: `${got}, refused in won`, want };
  const plausible = plausibleWon(truth.price, wantCurrency, product.wonPrice);
  return {
    field: 'price',
    verdict: plausible ? 'accepted' : 'wrong',
    got: `${got} shown as ${product.wonPrice}원`,
    want: `${want} converted`,
  };
}

function multisetEqual(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const left = [...a].sort((x, y) => x - y);
  const right = [...b].sort((x, y) => x - y);
  return left.every((value, index) => sameAmount(value, right[index] ?? Number.NaN));
}

function scoreOptions(truth: PageTruth, source: SourceProduct): FieldScore {
  const variants = source.options?.variants ?? [];
  const soldOut = variants.filter((variant) => variant.soldOut).length;
  const got = source.options === null ? 'none' : `${variants.length} (${soldOut} sold out)`;
  const expected = truth.options ?? null;
  if (expected === null) {
    return {
      field: 'options',
      verdict: variants.length <= 1 ? 'accepted' : 'wrong',
      got,
      want: 'single item',
    };
  }
  const expectedSoldOut = truth.optionsSoldOut ?? null;
  const want = `${expected}${expectedSoldOut === null ? '' : ` (${expectedSoldOut} sold out)`}`;
  if (variants.length === 0) return { field: 'options', verdict: 'missing', got, want };
  const listedAll = variants.length === expected && (expectedSoldOut === null || soldOut === expectedSoldOut);
  const droppedSoldOut =
    expectedSoldOut !== null &&
    expectedSoldOut > 0 &&
    variants.length === expected - expectedSoldOut &&
    soldOut === 0;
  if (!listedAll && !droppedSoldOut) return { field: 'options', verdict: 'wrong', got, want };
  const prices = truth.optionPrices ?? null;
  if (prices !== null && source.salePrice !== null) {
    const base = source.salePrice;
    const listed = variants.map((variant) => base + variant.priceDelta);
    const wanted = droppedSoldOut ? null : prices;
    if (wanted !== null && !multisetEqual(listed, wanted)) {
      return {
        field: 'options',
        verdict: 'wrong',
        got: `prices ${shown(listed)}`,
        want: `prices ${shown(prices)}`,
      };
    }
  }
  return { field: 'options', verdict: 'accepted', got, want };
}

/** An image's identity: host and path, without scheme, query or fragment. */
export function imageKey(url: string): string {
  return url
    .replace(/^[a-z][a-z0-9+.-]*:/i, '')
    .replace(/^\/\//, '')
    .replace(/[?#].*$/, '');
}

function scoreImages(truth: NonNullable<PageTruth['images']>, images: readonly string[]): FieldScore {
  const distinct = [...new Set(images.map(imageKey))];
  const got = `${distinct.length} image(s)${distinct[0] === undefined ? '' : `, first ${shown(distinct[0])}`}`;
  const want = `≥${truth.min}${truth.mustInclude.length > 0 ? ` incl. ${shown(truth.mustInclude)}` : ''}`;
  if (distinct.length === 0) return { field: 'images', verdict: 'missing', got, want };
  const missing = truth.mustInclude.filter((needle) => {
    const alternatives = Array.isArray(needle) ? needle : [needle];
    return !images.some((url) => alternatives.some((alternative) => url.includes(alternative)));
  });
  const forbidden = images.filter((url) => truth.mustNotInclude.some((needle) => url.includes(needle)));
  if (distinct.length >= truth.min && missing.length === 0 && forbidden.length === 0) {
    return { field: 'images', verdict: 'accepted', got, want };
  }
  const why = [
    distinct.length < truth.min ? `only ${distinct.length}` : '',
    missing.length > 0 ? `lacks ${shown(missing)}` : '',
    forbidden.length > 0 ? `has ${shown(forbidden[0])}` : '',
  ].filter((part) => part !== '');
  return { field: 'images', verdict: 'wrong', got: why.join('; '), want };
}

function scoreShipping(truth: PageTruth['shipping'], source: SourceProduct): FieldScore {
  const free = source.deliveryPayType === 'free' || source.deliveryFee === 0;
  const got =
    source.deliveryFee === null && source.deliveryFreeOver === null && source.deliveryPayType !== 'free'
      ? 'nothing'
      : `fee ${free ? 0 : source.deliveryFee}, free over ${source.deliveryFreeOver}`;
  if (truth === null || truth === undefined) {
    return {
      field: 'shipping',
      verdict: got === 'nothing' ? 'accepted' : 'wrong',
      got,
      want: 'nothing stated',
    };
  }
  const want = `fee ${truth.fee}, free over ${truth.freeOver}`;
  if (got === 'nothing') return { field: 'shipping', verdict: 'missing', got, want };
  if (truth.fee === 0) return { field: 'shipping', verdict: free ? 'accepted' : 'wrong', got, want };
  const feeOk =
    truth.fee === null
      ? source.deliveryFee === null
      : source.deliveryFee !== null && sameAmount(source.deliveryFee, truth.fee);
  const overOk =
    truth.freeOver === null
      ? source.deliveryFreeOver === null
      : source.deliveryFreeOver !== null && sameAmount(source.deliveryFreeOver, truth.freeOver);
  return {
    field: 'shipping',
    verdict: feeOk && overOk && !(free && truth.fee !== 0) ? 'accepted' : 'wrong',
    got,
    want,
  };
}

/** Scores one page by the corpus rules; fields the labeller marked unsure (or left out) are not scored. */
export function scoreAgainstTruth(truth: PageTruth, product: ScoredProduct): FieldScore[] {
  const unsure = new Set(truth.unsure);
  const scores: FieldScore[] = [];
  if (!unsure.has('name') && truth.name) scores.push(scoreName(truth.name, product.source.name));
  if (!unsure.has('price') && truth.price !== undefined) scores.push(scorePrice(truth, product));
  if (!unsure.has('options') && truth.options !== undefined) scores.push(scoreOptions(truth, product.source));
  if (!unsure.has('images') && truth.images) scores.push(scoreImages(truth.images, product.source.images));
  if (!unsure.has('shipping') && truth.shipping !== undefined) {
    scores.push(scoreShipping(truth.shipping, product.source));
  }
  return scores;
}
