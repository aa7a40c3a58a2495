import type { Delivery, PriceTier, ProductLook, ProductOptions, ShopQuirk } from './catalogue-types.ts';

/** One row of a seed table: the hand-written facts of a product before URLs and images are derived. */
export interface ProductSeed {
  no: string;
  name: string;
  brand: string;
  manufacturer: string;
  model: string;
  listPrice: number;
  salePrice: number;
  stock: number;
  origin: string;
  category: string[];
  tags: string[];
  delivery: Delivery;
  options?: ProductOptions;
  look: ProductLook;
  features: string[];
  tiers?: PriceTier[];
  soldOut?: boolean;
  imageReuseAllowed?: boolean;
  quirks?: ShopQuirk[];
}

/** Builds options from rows of `[values joined by '/', priceDelta, stock]`. */
export function opt(groups: string[], rows: Array<[string, number, number]>): ProductOptions {
  return {
    groups,
    variants: rows.map(([label, priceDelta, stock]) => ({ values: label.split('/'), priceDelta, stock })),
  };
}

/** Builds a look from a shape and three hex colours. */
export function look(
  shape: ProductLook['shape'],
  background: string,
  main: string,
  accent: string,
): ProductLook {
  return { shape, background, main, accent };
}

/** Parcel delivery paid at order time. */
export function prepaid(fee: number, extra: Omit<Delivery, 'method' | 'payType' | 'fee'> = {}): Delivery {
  return { method: '택배', payType: 'prepaid', fee, ...extra };
}

/** Parcel delivery paid by the receiver (착불). */
export function cod(fee: number, extra: Omit<Delivery, 'method' | 'payType' | 'fee'> = {}): Delivery {
  return { method: '택배', payType: 'cod', fee, ...extra };
}

/** Free parcel delivery. */
export function free(extra: Omit<Delivery, 'method' | 'payType' | 'fee'> = {}): Delivery {
  return { method: '택배', payType: 'free', fee: 0, ...extra };
}

/** Builds tiers from `[minQuantity, unitPrice]` pairs. */
export function tiers(...pairs: Array<[number, number]>): PriceTier[] {
  return pairs.map(([minQuantity, unitPrice]) => ({ minQuantity, unitPrice }));
}
