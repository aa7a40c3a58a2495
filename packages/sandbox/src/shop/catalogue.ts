import {
  type ExpectedFields,
  SHOP_STYLES,
  type ShopProduct,
  type ShopQuirk,
  type ShopStyle,
} from './catalogue-types.ts';
import { buildImagePaths } from './product-images.ts';
import type { ProductSeed } from './seed-helpers.ts';
import { cafe24Seeds } from './seeds-cafe24.ts';
import { domeggookSeeds } from './seeds-domeggook.ts';
import { euckrSeeds } from './seeds-euckr.ts';
import { godoMemberOnlySeed, godoSeeds } from './seeds-godo.ts';
import { opengraphSeeds } from './seeds-opengraph.ts';

/** Category number every Cafe24-style product is listed under (a real mall's "전체상품" category). */
export const CAFE24_CATEGORY_NO = '24';
/** Godo category code the listing uses. */
export const GODO_CATEGORY_CODE = '001';

const SHOP_NAMES: Record<ShopStyle, string> = {
  domeggook: '',
  cafe24: '슬로우리빙',
  godo: '리빙앤홈',
  opengraph: '작은상점 소소',
  euckr: '대성상사',
};

const SEEDS: Record<ShopStyle, ProductSeed[]> = {
  domeggook: domeggookSeeds,
  cafe24: cafe24Seeds,
  godo: godoSeeds,
  opengraph: opengraphSeeds,
  euckr: euckrSeeds,
};

/** Cafe24's readable URL form uses the name with spaces turned into hyphens. */
function cafe24Slug(name: string): string {
  return encodeURIComponent(
    name
      .replace(/[[\]()]/g, ' ')
      .trim()
      .replace(/\s+/g, '-'),
  );
}

/** The MakeShop middle-category code of the EUC-KR shop's product at `index`. */
export function euckrMiddleCode(index: number): string {
  return String((index % 3) + 1).padStart(3, '0');
}

function pathsFor(
  style: ShopStyle,
  seed: ProductSeed,
  index: number,
): { path: string; alternates: string[] } {
  switch (style) {
    case 'domeggook':
      return { path: `domeggook/${seed.no}`, alternates: [`domeggook/?no=${seed.no}`] };
    case 'cafe24':
      return {
        path: `cafe24/product/detail.html?product_no=${seed.no}`,
        alternates: [
          `cafe24/product/${cafe24Slug(seed.name)}/${seed.no}/category/${CAFE24_CATEGORY_NO}/display/1/`,
          `cafe24/m/product/detail.html?product_no=${seed.no}`,
        ],
      };
    case 'godo':
      return { path: `godo/goods/goods_view.php?goodsNo=${seed.no}`, alternates: [] };
    case 'opengraph':
      return {
        path: `opengraph/shop_view/?idx=${seed.no}`,
        alternates: [`opengraph/shop_view?idx=${seed.no}`],
      };
    case 'euckr':
      return {
        path: `euckr/shop/shopdetail.html?branduid=${seed.no}&xcode=001&mcode=${euckrMiddleCode(index)}&type=Y`,
        alternates: [`euckr/shop/shopdetail.html?branduid=${seed.no}`],
      };
    default: {
      const unknown: never = style;
      throw new Error(`unknown shop style ${String(unknown)}`);
    }
  }
}

/** Quirks that follow from the style and the product's position, on top of the seed's own. */
function styleQuirks(style: ShopStyle, index: number): ShopQuirk[] {
  switch (style) {
    case 'domeggook':
      return ['protocol-relative-images', 'og-title-site-prefix'];
    case 'cafe24': {
      const jsonLd: ShopQuirk[] = ['jsonld-offer-array', 'jsonld-aggregate-offer', 'jsonld-graph'];
      const quirks: ShopQuirk[] = ['protocol-relative-images', jsonLd[index % 3] ?? 'jsonld-offer-array'];
      if (index % 2 === 0) quirks.push('doubled-scheme-images');
      if (index % 3 === 0) quirks.push('xml-declaration-iso-8859-1');
      if (index % 4 === 1) quirks.push('jsonld-price-as-string');
      if (index % 3 === 1) quirks.push('og-title-site-suffix');
      return quirks;
    }
    case 'godo':
    case 'euckr':
      return ['root-relative-images'];
    case 'opengraph':
      return [];
    default: {
      const unknown: never = style;
      throw new Error(`unknown shop style ${String(unknown)}`);
    }
  }
}

function expectedFor(product: Omit<ShopProduct, 'expected'>): ExpectedFields {
  const gallery = [product.images.main, ...product.images.extra];
  const base: ExpectedFields = {
    name: product.name,
    salePrice: product.salePrice,
    currency: 'KRW',
    images: gallery,
    detailImages: product.images.detail,
    soldOut: product.soldOut,
  };
  const delivery = {
    deliveryFee: product.delivery.fee,
    deliveryPayType: product.delivery.payType,
    ...(product.delivery.freeOver === undefined ? {} : { deliveryFreeOver: product.delivery.freeOver }),
  };
  const described = {
    brand: product.brand,
    manufacturer: product.manufacturer,
    model: product.model,
    origin: product.origin,
    category: product.category,
    searchTags: product.searchTags,
    ...(product.options === undefined ? {} : { options: product.options }),
    ...delivery,
  };
  const discounted = product.listPrice > product.salePrice ? { originalPrice: product.listPrice } : {};
  switch (product.style) {
    case 'domeggook': {
      const businessOnly = product.quirks.includes('business-only-no-tier-table');
      return {
        ...base,
        ...described,
        stock: product.stock,
        imageReuseAllowed: product.imageReuseAllowed,
        seller: product.shopName,
        ...(businessOnly ? {} : { tiers: product.tiers }),
      };
    }
    case 'cafe24':
    case 'godo':
      return { ...base, ...described, ...discounted, stock: product.stock };
    case 'euckr':
      return { ...base, ...described, ...discounted };
    case 'opengraph':
      return {
        ...base,
        ...delivery,
        ...discounted,
        images: [product.images.main],
        ...(product.options === undefined ? {} : { options: product.options }),
      };
    default: {
      const unknown: never = product.style;
      throw new Error(`unknown shop style ${String(unknown)}`);
    }
  }
}

/** Turns one seed row into a catalogue product (URLs, images, quirks and expected values). */
export function buildShopProduct(style: ShopStyle, seed: ProductSeed, index: number): ShopProduct {
  const { path, alternates } = pathsFor(style, seed, index);
  const options = seed.options;
  const stock = options === undefined ? seed.stock : options.variants.reduce((sum, v) => sum + v.stock, 0);
  const quirks = [...styleQuirks(style, index), ...(seed.quirks ?? [])];
  const product: Omit<ShopProduct, 'expected'> = {
    id: `${style}-${seed.no}`,
    style,
    siteNo: seed.no,
    path,
    alternatePaths: alternates,
    name: seed.name,
    brand: seed.brand,
    manufacturer: seed.manufacturer,
    model: seed.model,
    listPrice: seed.listPrice,
    salePrice: seed.salePrice,
    tiers: seed.tiers ?? [{ minQuantity: 1, unitPrice: seed.salePrice }],
    stock,
    soldOut: seed.soldOut ?? stock === 0,
    options,
    delivery: seed.delivery,
    origin: seed.origin,
    searchTags: seed.tags,
    category: seed.category,
    features: seed.features,
    look: seed.look,
    shopName: style === 'domeggook' ? `${seed.brand}유통` : SHOP_NAMES[style],
    imageReuseAllowed: seed.imageReuseAllowed ?? true,
    images: buildImagePaths(style, seed.no, index, seed.features.length),
    quirks,
  };
  return { ...product, expected: expectedFor(product) };
}

/** Every public product of the demo shop, in a fixed order (style by style, seed order within a style). */
export const shopCatalogue: readonly ShopProduct[] = SHOP_STYLES.flatMap((style) =>
  SEEDS[style].map((seed, index) => buildShopProduct(style, seed, index)),
);

/** Products whose pages need the demo member login (kept out of the public catalogue and listings). */
export const shopMemberOnlyProducts: readonly ShopProduct[] = [
  buildShopProduct('godo', godoMemberOnlySeed, godoSeeds.length),
];

/** The catalogue products of one style, in listing order. */
export function productsOfStyle(style: ShopStyle): ShopProduct[] {
  return shopCatalogue.filter((product) => product.style === style);
}

/** Finds a product by its style and the number in its URL. */
export function findShopProduct(
  style: ShopStyle,
  siteNo: string,
  pool: readonly ShopProduct[] = shopCatalogue,
): ShopProduct | undefined {
  return pool.find((product) => product.style === style && product.siteNo === siteNo);
}

/** Absolute URL of a path relative to the shop root, e.g. `shopUrl('http://127.0.0.1:5/sandbox/shop', p.path)`. */
export function shopUrl(baseUrl: string, relativePath: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${relativePath}`;
}
