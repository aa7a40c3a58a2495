import { isRecord, stringOf } from '../embedded-json.ts';
import { amountBounds, parseCount, parsePrice } from '../numbers.ts';
import type { ProductOptions, SourceFields } from '../source-product.ts';
import { type SkuRow, skuVariants } from './sku-variants.ts';

/**
 * SKUs read from one item. Items with tens of thousands of combinations exist; no listing can carry them, and
 * reading them all would cost the whole extraction.
 */
const maxSkus = 5_000;
/** Variants a listing can carry (`productOptionsSchema`); prices still come from every SKU read. */
const maxVariants = 2_000;

/** One sale property (颜色分类, 尺码…): its name and its values by `pid:vid`, in display order. */
export interface SaleProp {
  name: string;
  values: Map<string, string>;
}

/** What the SKU map gives: options, the lowest buyable price and the range of all SKU prices. */
export type TaobaoSkus = Pick<SourceFields, 'options' | 'salePrice' | 'priceRange'>;

interface Sku extends SkuRow {
  /** Position of each value in its property, for sorting into display order. */
  order: number[];
}

/** `";1627207:28341;12304035:3222911;"` → `["1627207:28341", "12304035:3222911"]`. */
function pvsOf(key: string): string[] {
  return key.split(';').filter((pv) => pv.includes(':'));
}

/** A property's values with their display position. */
interface PropIndex {
  labels: ReadonlyMap<string, string>;
  positions: ReadonlyMap<string, number>;
}

/** The SKU's value per property; null when one property has no value in the key. */
function valuesOf(
  pvs: readonly string[],
  props: readonly PropIndex[],
): { values: string[]; order: number[] } | null {
  const values: string[] = [];
  const order: number[] = [];
  for (const prop of props) {
    const pv = pvs.find((candidate) => prop.labels.has(candidate));
    if (pv === undefined) return null;
    values.push(prop.labels.get(pv) ?? pv);
    order.push(prop.positions.get(pv) ?? 0);
  }
  return { values, order };
}

function priceOf(info: Record<string, unknown>): number | null {
  const cents = parsePrice(info.priceCent);
  return parsePrice(info.price) ?? (cents === null ? null : cents / 100);
}

function compareOrder(a: Sku, b: Sku): number {
  for (let index = 0; index < a.order.length; index += 1) {
    const difference = (a.order[index] ?? 0) - (b.order[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Options from `skuMap{";pid:vid;…;": {price, stock, skuId}}` and the page's sale properties, in display order.
 * Without properties (markup missing) each SKU becomes one value named by `fallbackLabel`. The sale price is the
 * cheapest SKU in stock (a sold-out SKU cannot be bought at its price); deltas are against it.
 */
export function taobaoSkus(
  skuMap: unknown,
  props: readonly SaleProp[],
  fallbackLabel: (pvs: readonly string[]) => string | null,
): TaobaoSkus {
  const skus: Sku[] = [];
  const indexes = props.map(
    (prop): PropIndex => ({
      labels: prop.values,
      positions: new Map([...prop.values.keys()].map((pv, position) => [pv, position])),
    }),
  );
  if (isRecord(skuMap)) {
    let examined = 0;
    for (const key in skuMap) {
      examined += 1;
      if (examined > maxSkus) break;
      const info = skuMap[key];
      if (!isRecord(info)) continue;
      const pvs = pvsOf(key);
      const found = props.length > 0 ? valuesOf(pvs, indexes) : null;
      const label = found === null && props.length === 0 ? fallbackLabel(pvs) : null;
      if (found === null && label === null) continue;
      skus.push({
        values: found?.values ?? [label ?? key],
        order: found?.order ?? [],
        price: priceOf(info),
        stock: parseCount(info.stock),
        code: stringOf(info.skuId),
      });
    }
  }
  skus.sort(compareOrder);
  const priced = skus.flatMap((sku) => (sku.price === null ? [] : [{ price: sku.price, stock: sku.stock }]));
  const all = amountBounds(priced.map((sku) => sku.price));
  const buyable = amountBounds(priced.filter((sku) => sku.stock !== 0).map((sku) => sku.price));
  const base = buyable?.min ?? all?.min ?? null;
  const variants = skuVariants(skus, base);
  const groups = props.length > 0 ? props.map((prop) => prop.name) : ['옵션'];
  const options: ProductOptions | null =
    variants.length === 0 ? null : { groups, variants: variants.slice(0, maxVariants) };
  return {
    options,
    salePrice: base,
    priceRange: all !== null && all.max > all.min ? all : null,
  };
}
