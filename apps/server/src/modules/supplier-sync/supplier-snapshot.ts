import type { ProductDetails, ProductItem } from '@ollida/contracts/product-details';
import type { SourceProduct } from '@ollida/listing/source-product';
import type { SupplierSnapshot } from '../../db/schema/supplier-sync.ts';

/** The options a snapshot keeps per product; a page with more is compared on its first ones only. */
const maxOptions = 500;

/** An option's key: its values in group order joined with " / " ('' for a product without options). */
export function optionKey(values: readonly string[]): string {
  return values.map((value) => value.trim()).join(' / ');
}

/** The key of a listed item: its option values ('' for a product without options). */
export function itemKey(item: Pick<ProductItem, 'attributes'>): string {
  return optionKey(item.attributes.map((attribute) => attribute.attributeValueName));
}

/** What the supplier shows now; prices only when the page is priced in won (foreign prices are not compared). */
export function snapshotOfSource(source: SourceProduct): SupplierSnapshot {
  const inWon = source.currency === null || source.currency === 'KRW';
  const base = inWon && source.salePrice !== null ? Math.round(source.salePrice) : null;
  const variants = (source.options?.variants ?? []).slice(0, maxOptions);
  const options: SupplierSnapshot['options'] = {};
  for (const variant of variants) {
    options[optionKey(variant.values)] = {
      price: base === null ? null : Math.round(base + variant.priceDelta),
      soldOut: variant.soldOut || variant.stock === 0,
    };
  }
  const everyOptionOut =
    variants.length > 0 && variants.every((variant) => variant.soldOut || variant.stock === 0);
  const soldOut = source.soldOut === true || everyOptionOut || (variants.length === 0 && source.stock === 0);
  return { state: soldOut ? 'sold_out' : 'selling', price: base, options };
}

/** The supplier as the listing was made from: the draft's items and the supplier prices that priced them. */
export function snapshotOfDraft(draft: ProductDetails): SupplierSnapshot {
  const options: SupplierSnapshot['options'] = {};
  for (const item of draft.items) {
    const key = itemKey(item);
    if (key !== '') options[key] = { price: item.supplierPrice ?? null, soldOut: false };
  }
  const single = draft.items.length === 1 && itemKey(draft.items[0] ?? { attributes: [] }) === '';
  return { state: 'selling', price: single ? (draft.items[0]?.supplierPrice ?? null) : null, options };
}

/** The sale price each listed item was uploaded with, by item key. */
export function listedPricesOfDraft(draft: ProductDetails): Record<string, number> {
  return Object.fromEntries(draft.items.map((item) => [itemKey(item), item.salePrice]));
}
