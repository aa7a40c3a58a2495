/** The supplier-site skins the shop imitates; each has its own URL shape and product markup. */
export const SHOP_STYLES = ['domeggook', 'cafe24', 'godo', 'opengraph', 'euckr'] as const;

/** One of the imitated site styles. */
export type ShopStyle = (typeof SHOP_STYLES)[number];

/** Korean label of each style, used on the index page. */
export const SHOP_STYLE_LABELS: Record<ShopStyle, string> = {
  domeggook: '도매꾹 스타일 도매몰',
  cafe24: '카페24 스타일 쇼핑몰',
  godo: '고도몰5 스타일 쇼핑몰',
  opengraph: 'OpenGraph 메타만 있는 소규모 쇼핑몰',
  euckr: '메이크샵 스타일 구형 쇼핑몰 (EUC-KR)',
};

/** One quantity tier of a wholesale price table: from `minQuantity` pieces on, each costs `unitPrice`. */
export interface PriceTier {
  minQuantity: number;
  unitPrice: number;
}

/** One purchasable combination of option values. */
export interface OptionVariant {
  /** One value per option group, in group order. */
  values: string[];
  /** Won added to the base price (never negative here; the first variant is always 0). */
  priceDelta: number;
  stock: number;
}

/** A product's options: group names (e.g. 색상, 사이즈) and every combination. */
export interface ProductOptions {
  groups: string[];
  variants: OptionVariant[];
}

/** How the product ships; `payType` 'free' means no fee at all. */
export interface Delivery {
  method: '택배' | '화물';
  payType: 'prepaid' | 'cod' | 'free';
  fee: number;
  /** Order amount from which shipping becomes free. */
  freeOver?: number;
  /** Extra fee for Jeju and remote islands (must not be mistaken for the base fee). */
  remoteExtra?: number;
  /** Return shipping fee shown on some pages (must not be mistaken for the base fee either). */
  returnFee?: number;
  /** 수량별 비례: the fee is charged per box of this many pieces. */
  perQuantity?: number;
}

/** Colours and outline of the generated product pictures. */
export interface ProductLook {
  shape: 'box' | 'round' | 'bottle' | 'bag' | 'shirt';
  background: string;
  main: string;
  accent: string;
}

/** Deliberate oddities a page carries, so parser tests can pick the pages that exercise them. */
export type ShopQuirk =
  | 'protocol-relative-images'
  | 'doubled-scheme-images'
  | 'root-relative-images'
  | 'xml-declaration-iso-8859-1'
  | 'og-title-site-suffix'
  | 'og-title-site-prefix'
  | 'og-meta-name-attribute'
  | 'og-meta-content-first'
  | 'og-image-is-logo'
  | 'business-only-no-tier-table'
  | 'compact-tier-table'
  | 'recommendation-blocks-in-detail'
  | 'image-reuse-forbidden'
  | 'hidden-option'
  | 'sold-out'
  | 'jsonld-offer-array'
  | 'jsonld-aggregate-offer'
  | 'jsonld-graph'
  | 'jsonld-price-as-string'
  | 'price-text-won-suffix'
  | 'price-text-won-spaced'
  | 'price-text-won-sign'
  | 'price-text-krw-prefix'
  | 'price-text-range'
  | 'meta-charset-http-equiv'
  | 'meta-charset-mismatch'
  | 'cp949-only-character';

/** What a correct parser should extract from the page: only the fields that page actually exposes. */
export interface ExpectedFields {
  /** Product name with site prefixes/suffixes removed. */
  name: string;
  /** The price a buyer pays for one piece (first tier on wholesale pages). */
  salePrice: number;
  /** Struck-through list price, when the page shows one. */
  originalPrice?: number;
  currency: 'KRW';
  brand?: string;
  manufacturer?: string;
  model?: string;
  /** Representative image first; paths relative to the shop root (`images/...`). */
  images: string[];
  /** Images inside the detail HTML, in order; paths relative to the shop root. */
  detailImages: string[];
  options?: ProductOptions;
  tiers?: PriceTier[];
  stock?: number;
  soldOut: boolean;
  deliveryFee?: number;
  deliveryFreeOver?: number;
  deliveryPayType?: Delivery['payType'];
  origin?: string;
  searchTags?: string[];
  category?: string[];
  /** Domeggook's "상세설명 이미지 사용여부" flag. */
  imageReuseAllowed?: boolean;
  seller?: string;
}

/** One product of the demo shop, with the data its page renders and what a parser should get back. */
export interface ShopProduct {
  /** Stable id, `<style>-<siteNo>`. */
  id: string;
  style: ShopStyle;
  /** The number the real site would put in the URL. */
  siteNo: string;
  /** Canonical page URL relative to the shop root, e.g. `godo/goods/goods_view.php?goodsNo=1000000123`. */
  path: string;
  /** Other URLs that serve the same page (relative to the shop root). */
  alternatePaths: string[];
  name: string;
  brand: string;
  manufacturer: string;
  model: string;
  listPrice: number;
  salePrice: number;
  tiers: PriceTier[];
  stock: number;
  soldOut: boolean;
  options: ProductOptions | undefined;
  delivery: Delivery;
  origin: string;
  searchTags: string[];
  category: string[];
  /** Sentences of the detail description, one per detail image. */
  features: string[];
  look: ProductLook;
  /** Shop (or seller) name shown on the page. */
  shopName: string;
  imageReuseAllowed: boolean;
  images: { main: string; extra: string[]; thumbs: string[]; detail: string[] };
  quirks: ShopQuirk[];
  expected: ExpectedFields;
}
