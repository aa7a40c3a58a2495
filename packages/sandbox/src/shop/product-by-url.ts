import { findShopProduct, shopCatalogue, shopMemberOnlyProducts } from './catalogue.ts';
import type { ShopProduct, ShopStyle } from './catalogue-types.ts';

const allProducts: readonly ShopProduct[] = [...shopCatalogue, ...shopMemberOnlyProducts];

/** The product number in a page path of each style, mirroring the shop's own product routes. */
const PAGE_SHAPES: { style: ShopStyle; path: RegExp; query?: string }[] = [
  { style: 'domeggook', path: /^domeggook\/(\d+)$/ },
  { style: 'domeggook', path: /^domeggook\/$/, query: 'no' },
  { style: 'domeggook', path: /^domeme\/s\/(\d+)$/ },
  { style: 'cafe24', path: /^cafe24\/(?:m\/)?product\/detail\.html$/, query: 'product_no' },
  { style: 'cafe24', path: /^cafe24\/product\/[^/]+\/(\d+)\/category\/[^/]+\/display\/[^/]+\/?$/ },
  { style: 'godo', path: /^godo\/goods\/goods_view\.php$/, query: 'goodsNo' },
  { style: 'opengraph', path: /^opengraph\/shop_view\/?$/, query: 'idx' },
  { style: 'euckr', path: /^euckr\/shop\/shopdetail\.html$/, query: 'branduid' },
];

/**
 * The demo shop product whose page `url` is, in any of the URL shapes the shop serves (absolute, or a path under
 * `shopPrefix` such as `/sandbox/shop`).
 */
export function shopProductByUrl(url: string, shopPrefix: string): ShopProduct | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://shop.invalid');
  } catch {
    return undefined;
  }
  const root = `${shopPrefix.replace(/\/+$/, '')}/`;
  if (!parsed.pathname.startsWith(root)) return undefined;
  const path = parsed.pathname.slice(root.length);
  for (const shape of PAGE_SHAPES) {
    const match = shape.path.exec(path);
    if (match === null) continue;
    const no = shape.query === undefined ? match[1] : parsed.searchParams.get(shape.query);
    if (no === undefined || no === null) return undefined;
    return findShopProduct(shape.style, no, allProducts);
  }
  return undefined;
}
