import type { Page } from '../page.ts';
import type { PartialFields } from '../source-product.ts';
import type { SchemaNode } from './jsonld-parse.ts';
import { hasOffers, type OfferSummary, offerBudget, summariseOffers } from './schema-offers.ts';
import {
  categoryOf,
  hasType,
  imageUrlsOf,
  keywordsOf,
  nameOf,
  type Resolve,
  textOf,
} from './schema-values.ts';
import { optionsOf, variantsOf } from './schema-variants.ts';

/** schema.org types that describe a product for sale (lower-case local names). */
const productTypes = ['product', 'productgroup', 'individualproduct', 'someproducts'];

/** True for a Product-like node. */
export function isProductNode(node: SchemaNode): boolean {
  return hasType(node, ...productTypes);
}

/**
 * Picks the page's product among candidates: a ProductGroup with variants first, then a top-level node (not a
 * "related product" nested inside another), then one that has offers; document order breaks ties.
 */
export function pickProduct(
  candidates: readonly { node: SchemaNode; topLevel: boolean }[],
): SchemaNode | undefined {
  let best: SchemaNode | undefined;
  let bestScore = -1;
  for (const { node, topLevel } of candidates) {
    if (!isProductNode(node)) continue;
    const isGroup = hasType(node, 'productgroup') && node.hasVariant !== undefined;
    const score = (isGroup ? 8 : 0) + (topLevel ? 4 : 0) + (hasOffers(node) ? 2 : 0);
    if (score > bestScore) {
      best = node;
      bestScore = score;
    }
  }
  return best;
}

function pricesFrom(summary: OfferSummary): PartialFields {
  const fields: PartialFields = {};
  if (summary.low !== null) fields.salePrice = summary.low;
  if (summary.low !== null && summary.high !== null && summary.high > summary.low) {
    fields.priceRange = { min: summary.low, max: summary.high };
  }
  if (summary.original !== null) fields.originalPrice = summary.original;
  if (summary.currency !== null) fields.currency = summary.currency;
  if (summary.soldOut !== null) fields.soldOut = summary.soldOut;
  if (summary.stock !== null) fields.stock = summary.stock;
  if (summary.seller !== null) fields.seller = summary.seller;
  return fields;
}

/** Offers of a ProductGroup whose own `offers` are missing: the union over its variants. */
function groupSummary(variants: readonly { offers: OfferSummary }[]): OfferSummary {
  const lows = variants.flatMap(({ offers }) => (offers.low === null ? [] : [offers.low]));
  const highs = variants.flatMap(({ offers }) => (offers.high === null ? [] : [offers.high]));
  const known = variants.flatMap(({ offers }) => (offers.soldOut === null ? [] : [offers.soldOut]));
  const stocks = variants.map(({ offers }) => offers.stock);
  const first = variants.find(({ offers }) => offers.currency !== null)?.offers;
  return {
    low: lows.length === 0 ? null : Math.min(...lows),
    high: highs.length === 0 ? null : Math.max(...highs),
    original: variants.find(({ offers }) => offers.original !== null)?.offers.original ?? null,
    currency: first?.currency ?? null,
    soldOut: known.length === 0 ? null : known.every((soldOut) => soldOut),
    stock: stocks.every((stock) => stock !== null)
      ? stocks.reduce<number>((sum, n) => sum + (n ?? 0), 0)
      : null,
    seller: variants.find(({ offers }) => offers.seller !== null)?.offers.seller ?? null,
  };
}

/** Only the fields that have a value, so the merge falls through to the next extractor for the rest. */
function withValues(fields: PartialFields): PartialFields {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([, value]) => value !== null && !(Array.isArray(value) && value.length === 0),
    ),
  ) as PartialFields;
}

/**
 * Maps a schema.org Product (or ProductGroup) node, from JSON-LD or microdata, to source fields. Prices come from
 * the offers as sale prices (a site whose structured price is the list price corrects that in its adapter).
 */
export function productFields(node: SchemaNode, page: Page, resolve: Resolve): PartialFields {
  const budget = offerBudget();
  const own = summariseOffers(node.offers, resolve, budget);
  const variants = hasType(node, 'productgroup') ? variantsOf(node, resolve, budget) : [];
  const summary = own.low === null && variants.length > 0 ? groupSummary(variants) : own;
  const firstVariant = variants[0]?.node;
  const rawImages = [
    ...imageUrlsOf(node.image, resolve),
    ...variants.flatMap((variant) => imageUrlsOf(variant.node.image, resolve)),
  ];
  const images = [...new Set(rawImages.map((raw) => page.absolute(raw)).filter((url) => url !== null))];
  const fields: PartialFields = {
    name: textOf(node.name) ?? (firstVariant === undefined ? null : textOf(firstVariant.name)),
    brand:
      nameOf(node.brand, resolve) ??
      (firstVariant === undefined ? null : nameOf(firstVariant.brand, resolve)),
    manufacturer: nameOf(node.manufacturer, resolve),
    model: nameOf(node.model, resolve) ?? textOf(node.mpn),
    supplierItemId: textOf(node.sku) ?? textOf(node.productID) ?? textOf(node.productGroupID),
    images: images.slice(0, 100),
    category: categoryOf(node.category, resolve),
    searchTags: keywordsOf(node.keywords),
    origin: nameOf(node.countryOfOrigin, resolve),
    options: optionsOf(node, variants, summary.low, resolve),
    ...pricesFrom(summary),
  };
  return withValues(fields);
}
