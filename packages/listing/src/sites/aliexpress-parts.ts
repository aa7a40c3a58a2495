import { isRecord, pathOf, stringOf } from '../embedded-json.ts';
import { currencyOf } from '../generic/schema-values.ts';
import { amountBounds, parseAmount, parseCount, parsePrice } from '../numbers.ts';
import type { Notice, ProductOptions, SourceFields } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { type SkuRow, skuVariants } from './sku-variants.ts';

/** A JSON object of the `runParams.data` tree. */
export type JsonObject = Record<string, unknown>;

/**
 * SKUs read from one item. Items with hundreds of thousands of combinations exist; no listing can carry them, and
 * reading them all would cost the whole extraction.
 */
const maxSkus = 5_000;
/** Variants a listing can carry (`productOptionsSchema`); prices still come from every SKU read. */
const maxVariants = 2_000;

/** Objects of a JSON list (anything else is skipped). */
export function records(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** A price object `{value, currency}` (also `{value, currencyCode}`), as positive number and ISO code. */
function amountOf(value: unknown): { value: number | null; currency: string | null } {
  if (!isRecord(value)) return { value: parsePrice(value), currency: null };
  const currency = currencyOf(value.currency) ?? currencyOf(value.currencyCode);
  return {
    value: parsePrice(value.value) ?? parsePrice(value.formatedAmount),
    currency: currency !== null && /^[A-Z]{3}$/.test(currency) ? currency : null,
  };
}

/** SKUs read from `productSKUPropertyList` + `skuPriceList` (same shape in both page generations). */
export interface AliExpressSkus {
  options: ProductOptions | null;
  /** Each SKU's buyer price (activity price when on sale), in list order. */
  prices: number[];
  currency: string | null;
}

/**
 * Options with deltas against the cheapest SKU, from the first `maxSkus` SKUs. `skuPropIds` ("14,193") lists one
 * `propertyValueId` per property; each is looked up in its property's values.
 */
export function aliExpressSkus(propertyList: unknown, priceList: unknown): AliExpressSkus {
  const properties = records(propertyList).map((property) => {
    const values = new Map<string, string>();
    for (const value of records(property.skuPropertyValues)) {
      const id = stringOf(value.propertyValueId) ?? stringOf(value.propertyValueIdLong);
      const label = cleanText(value.propertyValueDisplayName) ?? cleanText(value.propertyValueName);
      if (id !== null && label !== null) values.set(id, label);
    }
    return { name: cleanText(property.skuPropertyName), values };
  });
  let currency: string | null = null;
  const rows = records(Array.isArray(priceList) ? priceList.slice(0, maxSkus) : []).flatMap(
    (sku): SkuRow[] => {
      const ids = (stringOf(sku.skuPropIds) ?? '').split(',').map((id) => id.trim());
      const values = properties.map((property) => {
        const id = ids.find((candidate) => property.values.has(candidate));
        return id === undefined ? undefined : property.values.get(id);
      });
      if (properties.length === 0 || values.some((value) => value === undefined)) return [];
      const activity = amountOf(pathOf(sku, 'skuVal', 'skuActivityAmount'));
      const regular = amountOf(pathOf(sku, 'skuVal', 'skuAmount'));
      currency ??= activity.currency ?? regular.currency;
      const stock = parseCount(pathOf(sku, 'skuVal', 'availQuantity'));
      return [
        {
          values: values.filter((value): value is string => value !== undefined),
          price: activity.value ?? regular.value,
          stock,
          code: stringOf(sku.skuIdStr) ?? stringOf(sku.skuId),
        },
      ];
    },
  );
  const prices = rows.map((row) => row.price).filter((price): price is number => price !== null);
  const base = amountBounds(prices)?.min ?? null;
  const groups = properties.map((property, index) => property.name ?? `옵션${index + 1}`);
  const variants = skuVariants(rows, base);
  return {
    options: variants.length === 0 ? null : { groups, variants: variants.slice(0, maxVariants) },
    prices,
    currency,
  };
}

/** Product properties `[{attrName, attrValue}]` as labelled rows. */
export function aliExpressProps(list: unknown): Notice[] {
  return records(list).flatMap((prop): Notice[] => {
    const label = cleanText(prop.attrName);
    const value = cleanText(prop.attrValue);
    return label === null || value === null ? [] : [{ label, value }];
  });
}

/** The value of the first row whose label is one of `labels` (compared case-insensitively). */
export function propValue(rows: readonly Notice[], labels: readonly string[]): string | null {
  const wanted = labels.map((label) => label.toLowerCase());
  return rows.find((row) => wanted.includes(row.label.toLowerCase()))?.value ?? null;
}

/** Labels the brand row carries in the locales AliExpress serves. */
export const brandLabels = [
  'Brand Name',
  'Brand',
  '브랜드 이름',
  '브랜드',
  '品牌',
  'Nom de marque',
  'Marca',
  'Nome da marca',
  'Markenname',
  'Marke',
  'Название бренда',
  'שם מותג',
];
/** Labels of the origin row. */
export const originLabels = [
  'Origin',
  '원산지',
  '产地',
  'Origine',
  'Origen',
  'Origem',
  'Herkunft',
  'Происхождение',
  'מקור',
];

/**
 * Shipping to the buyer's country from a freight block `{originalLayoutResultList[{bizData}]}`: `displayAmount` 0 or
 * `shippingFee: "free"` means free shipping.
 */
export function aliExpressFreight(freight: unknown): Pick<SourceFields, 'deliveryFee' | 'deliveryPayType'> {
  const bizData = pathOf(freight, 'originalLayoutResultList', 0, 'bizData');
  if (!isRecord(bizData)) return { deliveryFee: null, deliveryPayType: null };
  const amount = parseAmount(bizData.displayAmount);
  if (bizData.shippingFee === 'free' || amount === 0) return { deliveryFee: 0, deliveryPayType: 'free' };
  return amount === null
    ? { deliveryFee: null, deliveryPayType: null }
    : { deliveryFee: amount, deliveryPayType: 'prepaid' };
}

/**
 * Sale price, list price, range and currency from the page's min/max amounts and the SKU prices. `pageCurrency` is
 * the currency the page is shown in (`currencyComponent`, `commonModule`), used when no amount names one.
 */
export function aliExpressPrices(input: {
  saleMin: unknown;
  saleMax: unknown;
  listMin: unknown;
  pageCurrency: unknown;
  skus: AliExpressSkus;
}): Pick<SourceFields, 'salePrice' | 'originalPrice' | 'priceRange' | 'currency'> {
  const saleMin = amountOf(input.saleMin);
  const saleMax = amountOf(input.saleMax);
  const listMin = amountOf(input.listMin);
  const skuRange = amountBounds(input.skus.prices);
  const salePrice = saleMin.value ?? skuRange?.min ?? listMin.value;
  const highest = saleMax.value ?? skuRange?.max ?? null;
  const currency =
    saleMin.currency ?? listMin.currency ?? input.skus.currency ?? currencyOf(input.pageCurrency);
  return {
    salePrice,
    originalPrice: listMin.value,
    priceRange:
      salePrice !== null && highest !== null && highest > salePrice ? { min: salePrice, max: highest } : null,
    // AliExpress quotes in USD unless the page says otherwise. Set also without a price of our own: a price another
    // extractor fills in is in the page's currency, and KRW (the merge default) would be wrong.
    currency: currency ?? 'USD',
  };
}
