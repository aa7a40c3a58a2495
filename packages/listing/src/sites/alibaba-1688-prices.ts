import { isRecord, pathOf, stringOf } from '../embedded-json.ts';
import { amountBounds, parseCount, parsePrice } from '../numbers.ts';
import type { PriceTier, ProductOptions, SourceFields } from '../source-product.ts';
import { cleanText, decodeEntities } from '../text.ts';
import { type SkuRow, skuVariants } from './sku-variants.ts';

type JsonObject = Record<string, unknown>;

/**
 * SKUs read from one offer. Pages with hundreds of thousands of combinations exist; no listing can carry them, and
 * reading them all would cost the whole extraction.
 */
const maxSkus = 5_000;
/** Variants a listing can carry (`productOptionsSchema`); prices still come from every SKU read. */
const maxVariants = 2_000;

/** What the 1688 price and SKU models give. */
export type Alibaba1688Prices = Pick<SourceFields, 'salePrice' | 'tiers' | 'priceRange' | 'options'>;

function records(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/**
 * Quantity tiers: `orderParamModel.orderParam.skuParam.skuRangePrices[{beginAmount, price}]`, else a component's
 * `priceModel.currentPrices` (same shape).
 */
function tiersOf(globalData: JsonObject, components: readonly JsonObject[]): PriceTier[] {
  const skuParam = pathOf(globalData, 'orderParamModel', 'orderParam', 'skuParam');
  // SKU-priced offers list their cheapest and dearest SKU there, not a quantity ladder.
  if (pathOf(skuParam, 'skuPriceType') === 'skuPrice') return [];
  const fromOrder = pathOf(skuParam, 'skuRangePrices');
  const fromComponent = components
    .map((component) => component.priceModel)
    .find(
      (model) =>
        Array.isArray(pathOf(model, 'currentPrices')) && pathOf(model, 'priceDisplayType') !== 'skuPrice',
    );
  const tiers = records(Array.isArray(fromOrder) ? fromOrder : pathOf(fromComponent, 'currentPrices'))
    .map((row) => ({
      minQuantity: Math.max(1, parseCount(row.beginAmount) ?? 1),
      unitPrice: parsePrice(row.price),
    }))
    .filter((tier): tier is PriceTier => tier.unitPrice !== null)
    .sort((a, b) => a.minQuantity - b.minQuantity);
  // Two prices from the same quantity on are a min/max pair, not tiers.
  const ladder = tiers.every(
    (tier, index) => index === 0 || tier.minQuantity > (tiers[index - 1]?.minQuantity ?? 0),
  );
  return ladder ? tiers : [];
}

/**
 * The first `maxSkus` entries of `skuInfoMap`. Its keys and `specAttrs` join one value per prop with an HTML-escaped
 * ">" ("黑色&gt;S"). A zero price means "not set", never a free SKU.
 */
function skusOf(skuModel: JsonObject, groupCount: number): SkuRow[] {
  const map = isRecord(skuModel.skuInfoMap) ? skuModel.skuInfoMap : {};
  const skus: SkuRow[] = [];
  let examined = 0;
  for (const key in map) {
    examined += 1;
    if (examined > maxSkus) break;
    const info = map[key];
    if (!isRecord(info)) continue;
    const values = decodeEntities(stringOf(info.specAttrs) ?? key)
      .split('>')
      .map((value) => cleanText(value))
      .filter((value): value is string => value !== null);
    if (values.length !== groupCount) continue;
    skus.push({
      values,
      price: parsePrice(info.discountPrice) ?? parsePrice(info.price),
      stock: parseCount(info.canBookCount),
      code: stringOf(info.skuId),
    });
  }
  return skus;
}

/**
 * Tiers, SKU options and the price range. A SKU's price is turned into a delta against the base price (first tier,
 * else the cheapest SKU); when the seller hides prices, options keep their values with a zero delta.
 */
export function alibaba1688Prices(
  globalData: JsonObject,
  components: readonly JsonObject[],
  isPricePrivate: boolean,
): Alibaba1688Prices {
  const tiers = isPricePrivate ? [] : tiersOf(globalData, components);
  const skuModel = isRecord(globalData.skuModel) ? globalData.skuModel : {};
  const groups = records(skuModel.skuProps)
    .map((prop) => cleanText(prop.prop))
    .filter((name): name is string => name !== null);
  const skus = groups.length === 0 ? [] : skusOf(skuModel, groups.length);
  const skuPrices = isPricePrivate ? [] : skus.map((sku) => sku.price).filter((price) => price !== null);
  const range = amountBounds(skuPrices);
  const base = tiers[0]?.unitPrice ?? range?.min ?? null;
  // Hidden prices leave every delta at zero.
  const variants = skuVariants(skus, isPricePrivate ? null : base);
  const options: ProductOptions | null =
    variants.length === 0 ? null : { groups, variants: variants.slice(0, maxVariants) };
  const priceRange = tiers.length === 0 && range !== null && range.max > range.min ? range : null;
  return { salePrice: base, tiers, priceRange, options };
}
