/**
 * A site the Investigator can crawl: where discovery starts, and how a URL of the site is told to be a product page
 * (with its id) or a listing page worth following. Pages of other origins are never followed.
 */
export interface CrawlSite {
  name: string;
  /** The site's key in every list and file path. */
  domain: string;
  /** The parser its pages are read with (a key of the sources map). */
  source: string;
  /** Scheme, host and port every fetched page must keep. */
  origin: string;
  /** Where the site's robots.txt is (a site living under a path keeps its own there). */
  robotsUrl: string;
  startUrls: string[];
  productIdOf(url: URL): string | null;
  isListing(url: URL): boolean;
}

const digits = (value: string | null | undefined): string | null =>
  value !== null && value !== undefined && /^\d{1,20}$/.test(value) ? value : null;

/** Real sites with a fixed domain (the shop engines run on sellers' own domains and come from their URLs). */
export const productionSites: readonly CrawlSite[] = [
  {
    name: '도매꾹',
    domain: 'domeggook.com',
    source: 'domeggook',
    origin: 'https://domeggook.com',
    robotsUrl: 'https://domeggook.com/robots.txt',
    startUrls: ['https://domeggook.com/'],
    productIdOf: (url) => digits(/^\/(\d+)$/.exec(url.pathname)?.[1]) ?? digits(url.searchParams.get('aid')),
    isListing: (url) => url.pathname === '/' || url.pathname.startsWith('/main/item/itemList'),
  },
];

/** The demo shop's page styles that are crawled, one per section. */
type ShopStyle = 'domeggook' | 'cafe24' | 'godo' | 'euckr' | 'opengraph';

/**
 * The listing URL of a style's page `page`, relative to the shop root: the sandbox's own function, handed over by
 * whoever mounts or starts the sandbox, so that this module does not import the sandbox.
 */
export type ShopListingPath = (style: ShopStyle, page: number) => string;

/** One section of the demo shop, crawled as a site of its own. */
interface ShopSection {
  name: string;
  domain: string;
  source: string;
  style: ShopStyle;
  /** Product page: path under the shop root and the id read from the URL. */
  product: (path: string, url: URL) => string | null;
  listing: (path: string) => boolean;
}

const shopSections: readonly ShopSection[] = [
  {
    name: '도매꾹 (샌드박스)',
    domain: 'domeggook.com',
    source: 'domeggook',
    style: 'domeggook',
    product: (path, url) =>
      digits(/^domeggook\/(\d+)$/.exec(path)?.[1]) ??
      (path === 'domeggook/' ? digits(url.searchParams.get('no')) : null),
    listing: (path) => path === 'domeggook/list',
  },
  {
    name: '카페24 쇼핑몰 (샌드박스)',
    domain: 'cafe24.shop.example',
    source: 'cafe24',
    style: 'cafe24',
    product: (path, url) =>
      path === 'cafe24/product/detail.html'
        ? digits(url.searchParams.get('product_no'))
        : digits(/^cafe24\/product\/[^/]+\/(\d+)\//.exec(path)?.[1]),
    listing: (path) => path === 'cafe24/product/list.html',
  },
  {
    name: '고도몰5 쇼핑몰 (샌드박스)',
    domain: 'godo.shop.example',
    source: 'godomall',
    style: 'godo',
    product: (path, url) =>
      path === 'godo/goods/goods_view.php' ? digits(url.searchParams.get('goodsNo')) : null,
    listing: (path) => path === 'godo/goods/goods_list.php',
  },
  {
    name: '메이크샵 쇼핑몰 (샌드박스, EUC-KR)',
    domain: 'makeshop.shop.example',
    source: 'makeshop',
    style: 'euckr',
    product: (path, url) =>
      path === 'euckr/shop/shopdetail.html' ? digits(url.searchParams.get('branduid')) : null,
    listing: (path) => path === 'euckr/shop/shopbrand.html',
  },
  {
    name: '일반 쇼핑몰 (샌드박스, OpenGraph)',
    domain: 'opengraph.shop.example',
    source: 'generic',
    style: 'opengraph',
    product: (path, url) => (path === 'opengraph/shop_view/' ? digits(url.searchParams.get('idx')) : null),
    listing: (path) => path === 'opengraph/shop',
  },
];

/** The demo shop's sections as sites, for sandbox mode and tests (`shopBaseUrl` like `http://host/sandbox/shop`). */
export function sandboxShopSites(shopBaseUrl: string, listingPath: ShopListingPath): CrawlSite[] {
  const base = new URL(`${shopBaseUrl.replace(/\/+$/, '')}/`);
  const pathInShop = (url: URL): string | null =>
    url.origin === base.origin && url.pathname.startsWith(base.pathname)
      ? url.pathname.slice(base.pathname.length)
      : null;
  return shopSections.map((section) => ({
    name: section.name,
    domain: section.domain,
    source: section.source,
    origin: base.origin,
    robotsUrl: new URL('robots.txt', base).href,
    startUrls: [new URL(listingPath(section.style, 1), base).href],
    productIdOf: (url) => {
      const path = pathInShop(url);
      return path === null ? null : section.product(path, url);
    },
    isListing: (url) => {
      const path = pathInShop(url);
      return path !== null && section.listing(path);
    },
  }));
}

/** The default crawl site: the one whose domain starts with domeggook, else the first (docs/product/search-and-investigator.md#crawler-tab). */
export function defaultSiteOf(sites: readonly CrawlSite[]): CrawlSite | undefined {
  return sites.find((site) => site.domain.startsWith('domeggook')) ?? sites[0];
}
