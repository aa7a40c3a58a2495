import { isRecord } from '../embedded-json.ts';
import { parseCount, parsePrice } from '../numbers.ts';
import type { SchemaNode } from './jsonld-parse.ts';
import { currencyOf, hasType, listOf, nameOf, type Resolve, textOf } from './schema-values.ts';

/** What a product's offers say about its price, currency, availability and stock. */
export interface OfferSummary {
  /** Lowest price over the offers. */
  low: number | null;
  /** Highest price over the offers (equals `low` for a single price). */
  high: number | null;
  /** A list price named as such (priceSpecification ListPrice / StrikethroughPrice). */
  original: number | null;
  currency: string | null;
  /** True when every offer with an availability is out of stock, false when one is buyable, null when unknown. */
  soldOut: boolean | null;
  /** Sum of `inventoryLevel` when every offer states one. */
  stock: number | null;
  seller: string | null;
}

/** Bounds on how many offers are read for one `offers` value (AliExpress-like pages list thousands). */
const maxOffers = 2_000;

/** Bound on the offers read for one page: the product and all its variants together. */
const maxOffersPerPage = 10_000;

/** Bound on `priceSpecification` and `seller` entries read per offer. */
const maxEntries = 20;

/**
 * How many more offer entries may be examined. References let a small page point many variants at one huge
 * AggregateOffer, so one budget shared by a product and its variants keeps the work proportional to a page.
 */
export interface OfferBudget {
  remaining: number;
}

/** A fresh budget for one page's product and its variants. */
export function offerBudget(): OfferBudget {
  return { remaining: maxOffersPerPage };
}

const soldOutMarks = ['outofstock', 'soldout', 'discontinued', 'nolongeravailable'];
const buyableMarks = [
  'instock',
  'limitedavailability',
  'preorder',
  'presale',
  'backorder',
  'onlineonly',
  'instoreonly',
  'madetoorder',
];

/** Reads a schema.org ItemAvailability ("https://schema.org/OutOfStock", "InStock", "SoldOut"). */
function availabilityOf(value: unknown): boolean | null {
  const text = textOf(listOf(value)[0])
    ?.toLowerCase()
    .replace(/[^a-z]/g, '');
  if (text === undefined || text === '') return null;
  if (soldOutMarks.some((mark) => text.endsWith(mark))) return true;
  if (buyableMarks.some((mark) => text.endsWith(mark))) return false;
  return null;
}

/**
 * Offer nodes under an `offers` value: Offer, Offer[], AggregateOffer (with or without nested offers). Each node is
 * taken once (references may loop back to an enclosing AggregateOffer) and at most `maxOffers` entries are examined.
 */
function flattenOffers(value: unknown, resolve: Resolve, budget: OfferBudget): SchemaNode[] {
  const out: SchemaNode[] = [];
  const seen = new Set<SchemaNode>();
  const pending = listOf(value).slice(0, maxOffers);
  for (let next = 0; next < pending.length && budget.remaining > 0; next += 1) {
    budget.remaining -= 1;
    const item = resolve(pending[next]);
    if (!isRecord(item) || seen.has(item)) continue;
    seen.add(item);
    out.push(item);
    if (hasType(item, 'aggregateoffer') && item.offers !== undefined) {
      pending.push(...listOf(item.offers).slice(0, maxOffers - pending.length));
    }
  }
  return out;
}

interface OfferPrices {
  prices: number[];
  original: number | null;
  currency: string | null;
}

/** Prices of one offer: `price`, AggregateOffer `lowPrice`/`highPrice`, and priceSpecification entries. */
function offerPrices(offer: SchemaNode, resolve: Resolve): OfferPrices {
  const prices: number[] = [];
  let original: number | null = null;
  let currency = currencyOf(offer.priceCurrency);
  for (const key of ['price', 'lowPrice', 'highPrice'] as const) {
    const amount = parsePrice(listOf(offer[key])[0]);
    if (amount !== null) prices.push(amount);
  }
  for (const raw of listOf(offer.priceSpecification).slice(0, maxEntries)) {
    const spec = resolve(raw);
    if (!isRecord(spec)) continue;
    const amount = parsePrice(spec.price ?? spec.minPrice);
    if (amount === null) continue;
    currency ??= currencyOf(spec.priceCurrency);
    const priceType = (textOf(spec.priceType) ?? '').toLowerCase();
    if (/listprice|strikethroughprice|msrp|srp/.test(priceType)) original ??= amount;
    else if (prices.length === 0 || /saleprice/.test(priceType)) prices.push(amount);
  }
  return { prices, original, currency };
}

/**
 * Summarises an `offers` value: lowest and highest price, list price, currency, availability, stock, seller. Pass
 * the same `budget` for a product and its variants; without one, only this value's own bound applies.
 */
export function summariseOffers(
  value: unknown,
  resolve: Resolve,
  budget: OfferBudget = offerBudget(),
): OfferSummary {
  const offers = flattenOffers(value, resolve, budget);
  const summary: OfferSummary = {
    low: null,
    high: null,
    original: null,
    currency: null,
    soldOut: null,
    stock: null,
    seller: null,
  };
  const availabilities: boolean[] = [];
  const stocks: (number | null)[] = [];
  for (const offer of offers) {
    const { prices, original, currency } = offerPrices(offer, resolve);
    for (const price of prices) {
      summary.low = summary.low === null ? price : Math.min(summary.low, price);
      summary.high = summary.high === null ? price : Math.max(summary.high, price);
    }
    summary.original ??= original;
    summary.currency ??= currency;
    summary.seller ??= nameOf(listOf(offer.seller).slice(0, maxEntries), resolve);
    const soldOut = availabilityOf(offer.availability);
    if (soldOut !== null) availabilities.push(soldOut);
    if (!hasType(offer, 'aggregateoffer')) {
      const level = resolve(offer.inventoryLevel);
      stocks.push(parseCount(isRecord(level) ? level.value : level));
    }
  }
  if (availabilities.length > 0) summary.soldOut = availabilities.every((soldOut) => soldOut);
  if (stocks.length > 0 && stocks.every((stock) => stock !== null)) {
    summary.stock = stocks.reduce<number>((sum, stock) => sum + (stock ?? 0), 0);
  }
  return summary;
}

/** True when the node carries an `offers` value. */
export function hasOffers(node: SchemaNode): boolean {
  return listOf(node.offers).length > 0;
}
