import { findShopProduct } from '../shop/catalogue.ts';
import type { Delivery, ShopProduct } from '../shop/catalogue-types.ts';
import { absoluteUrl, type PageContext, renderDetailHtml } from '../shop/html.ts';
import type { SupplierState } from '../shop/supplier-state.ts';
import { type OwnerclanItemStatus, type OwnerclanSeed, ownerclanSeeds } from './seeds.ts';

/** Ownerclan's ShippingType: paid in advance, paid on arrival (착불), or free. */
export type OwnerclanShippingType = 'inAdvance' | 'uponArrival' | 'free';

/** Image sizes the `images(size:)` argument accepts. */
export const OWNERCLAN_IMAGE_SIZES = ['small', 'large'] as const;
export type OwnerclanImageSize = (typeof OWNERCLAN_IMAGE_SIZES)[number];

/** One orderable option; `price` is the option's full price, not a delta. */
export interface OwnerclanOption {
  key: string;
  price: number;
  quantity: number;
  optionAttributes: Array<{ name: string; value: string }>;
}

/** Everything the sandbox can answer about one item; `images` depends on the requested size. */
export interface OwnerclanItemRecord {
  key: string;
  name: string;
  model: string;
  production: string;
  origin: string;
  price: number;
  pricePolicy: 'fixed' | 'free';
  fixedPrice: number | null;
  searchKeywords: string[];
  category: { key: string; name: string; fullName: string; level: number };
  content: string;
  sellerOnlyContent: string;
  shippingFee: number;
  shippingType: OwnerclanShippingType;
  images: (size: OwnerclanImageSize) => string[];
  status: OwnerclanItemStatus;
  options: OwnerclanOption[];
  taxFree: boolean;
  adultOnly: boolean;
  returnable: boolean;
  noReturnReason: string | null;
  guaranteedShippingPeriod: number;
  openmarketSellable: boolean;
  boxQuantity: number | null;
  attributes: string[];
  metadata: Record<string, unknown>;
  createdAt: number;
  updatedAt: number;
}

const SHIPPING_TYPES: Record<Delivery['payType'], OwnerclanShippingType> = {
  prepaid: 'inAdvance',
  cod: 'uponArrival',
  free: 'free',
};

function roundTo10(amount: number): number {
  return Math.round(amount / 10) * 10;
}

function optionsOf(key: string, product: ShopProduct, price: number): OwnerclanOption[] {
  const options = product.options;
  // Items without choices still carry one option: orders name an option key.
  if (options === undefined)
    return [{ key: `${key}01`, price, quantity: product.stock, optionAttributes: [] }];
  return options.variants.map((variant, index) => ({
    key: `${key}${String(index + 1).padStart(2, '0')}`,
    price: price + variant.priceDelta,
    quantity: variant.stock,
    optionAttributes: options.groups.map((name, group) => ({ name, value: variant.values[group] ?? '' })),
  }));
}

function recordOf(seed: OwnerclanSeed, product: ShopProduct, shop: PageContext): OwnerclanItemRecord {
  const price = roundTo10(product.salePrice * seed.supplyRate);
  const created = 1_735_689_600 + Number(product.siteNo.slice(-4)) * 3_600;
  const returnable = seed.returnable ?? true;
  const image = (path: string) => absoluteUrl(shop, path);
  return {
    key: seed.key,
    name: product.name,
    model: product.model,
    production: product.manufacturer,
    origin: product.origin,
    price,
    pricePolicy: seed.pricePolicy,
    fixedPrice: seed.pricePolicy === 'fixed' ? product.salePrice : null,
    searchKeywords: product.searchTags,
    category: {
      key: seed.categoryKey,
      name: product.category.at(-1) ?? '',
      fullName: product.category.join(' > '),
      level: product.category.length,
    },
    content: renderDetailHtml(product, shop, absoluteUrl),
    sellerOnlyContent: '<p>판매자 전용 안내: 오픈마켓 등록 시 상세페이지 상단 배너를 빼고 사용하세요.</p>',
    shippingFee: product.delivery.fee,
    shippingType: SHIPPING_TYPES[product.delivery.payType],
    images: (size) =>
      size === 'large'
        ? [product.images.main, ...product.images.extra].map(image)
        : product.images.thumbs.map(image),
    status: product.soldOut ? 'soldout' : (seed.status ?? 'available'),
    options: optionsOf(seed.key, product, price),
    taxFree: seed.taxFree ?? false,
    adultOnly: seed.adultOnly ?? false,
    returnable,
    noReturnReason: returnable ? null : '착용 후 교환·반품 불가 상품',
    guaranteedShippingPeriod: 3,
    openmarketSellable: seed.openmarketSellable ?? true,
    boxQuantity: seed.boxQuantity ?? null,
    attributes: seed.attributes ?? [],
    metadata: { vendorKey: seed.vendorKey, returnShippingFee: product.delivery.returnFee ?? 6000 },
    createdAt: created,
    updatedAt: created + 86_400 * 30,
  };
}

/** The seeded items with image and detail URLs on the shop at `shop`, in seed order. */
export function ownerclanItems(shop: PageContext, supplier?: SupplierState): OwnerclanItemRecord[] {
  return ownerclanSeeds.flatMap((seed) => {
    const listed = findShopProduct(seed.shop.style, seed.shop.no);
    if (listed === undefined) throw new Error(`ownerclan seed ${seed.key} names a missing shop product`);
    // A product whose page the supplier removed is no longer offered: the item is gone from the API too.
    const product = supplier === undefined ? listed : supplier.current(listed);
    return product === undefined ? [] : [recordOf(seed, product, shop)];
  });
}

/** The shop product an item borrows its data from (tests compare mapped items with it). */
export function shopProductOfItem(key: string): ShopProduct | undefined {
  const seed = ownerclanSeeds.find((candidate) => candidate.key === key);
  return seed === undefined ? undefined : findShopProduct(seed.shop.style, seed.shop.no);
}
