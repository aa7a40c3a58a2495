import type { GenericExtractor } from '../adapter.ts';
import { parsePrice } from '../numbers.ts';
import type { Page } from '../page.ts';
import type { PartialFields } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { currencyOf } from './schema-values.ts';
import { cleanTitle, pageSiteNames } from './title.ts';

/** Availability words of `product:availability` (Facebook/Open Graph product namespace and common variants). */
const soldOutWords = /^(?:out ?of ?stock|oos|sold ?out|discontinued|품절|일시품절)$/;
const buyableWords =
  /^(?:in ?stock|instock|available(?: for order)?|preorder|pre-order|backorder|available_for_order)$/;

/** The first meta among `keys` that has content. */
function firstMeta(page: Page, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = cleanText(page.meta(key));
    if (value !== null) return value;
  }
  return null;
}

/** The URL without its scheme, to pair `og:image` with its `og:image:secure_url`. */
function withoutScheme(url: string): string {
  return url.replace(/^https?:/i, '');
}

/** Gallery size kept; also bounds the work on pages that repeat og:image thousands of times. */
const maxImages = 100;

/**
 * og:image tags in order (several = a gallery), each replaced by its secure_url twin when the page gives one. The
 * gallery is keyed by the URL without its scheme, so an image listed twice (or once per scheme) appears once, in
 * its first place, https preferred.
 */
function imagesOf(page: Page): string[] {
  const gallery = new Map<string, string>();
  for (const raw of [...page.metaAll('og:image'), ...page.metaAll('og:image:url')]) {
    if (gallery.size >= maxImages) break;
    const url = page.absolute(raw);
    if (url === null) continue;
    const key = withoutScheme(url);
    if (!gallery.has(key) || url.startsWith('https:')) gallery.set(key, url);
  }
  for (const raw of page.metaAll('og:image:secure_url')) {
    const url = page.absolute(raw);
    if (url === null) continue;
    const key = withoutScheme(url);
    if (gallery.has(key) || gallery.size < maxImages) gallery.set(key, url);
  }
  if (gallery.size === 0) {
    const twitter = page.absolute(firstMeta(page, ['twitter:image', 'twitter:image:src']));
    if (twitter !== null) return [twitter];
  }
  return [...gallery.values()];
}

function availabilityOf(page: Page): boolean | null {
  const value = firstMeta(page, ['product:availability', 'og:availability'])?.toLowerCase() ?? null;
  if (value === null) return null;
  const word = value.replace(/^https?:\/\/schema\.org\//, '').replace(/[_-]/g, ' ');
  if (soldOutWords.test(word) || soldOutWords.test(word.replace(/\s/g, ''))) return true;
  if (buyableWords.test(word) || buyableWords.test(value)) return false;
  return null;
}

/** Path and query of an address, '' for the front page ("https://shop.kr", "https://shop.kr/", "/mall/"). */
function depthOf(raw: string | null, page: Page): number | null {
  const url = page.absolute(raw);
  if (url === null) return null;
  const { pathname, search } = new URL(url);
  return (
    pathname.split('/').filter((part) => part !== '' && !/^index\.\w+$/i.test(part)).length +
    (search === '' ? 0 : 1)
  );
}

/**
 * True when the page's og:url (or canonical link, read from og:url only) points at the shop's front page while the
 * page itself is deeper: the shop copies one set of og tags onto every page.
 */
function isSiteWide(page: Page): boolean {
  const declared = depthOf(page.meta('og:url'), page);
  if (declared === null || declared > 1) return false;
  const own = depthOf(page.url.href, page) ?? 0;
  return own > declared + 1 || (declared === 0 && own > 0);
}

/** Sale and list price from the product namespace (`product:*`) and Shopify's `og:price:*`. */
function pricesOf(page: Page): PartialFields {
  const fields: PartialFields = {};
  const sale = parsePrice(page.meta('product:sale_price:amount'));
  const price = parsePrice(page.meta('product:price:amount')) ?? parsePrice(page.meta('og:price:amount'));
  const listed = parsePrice(page.meta('product:original_price:amount'));
  if (sale !== null) {
    fields.salePrice = sale;
    const original = listed ?? price;
    if (original !== null) fields.originalPrice = original;
  } else if (price !== null) {
    fields.salePrice = price;
    if (listed !== null) fields.originalPrice = listed;
  }
  const currency = currencyOf(
    firstMeta(page, [
      'product:sale_price:currency',
      'product:price:currency',
      'og:price:currency',
      'product:original_price:currency',
    ]),
  );
  if (currency !== null && fields.salePrice !== undefined) fields.currency = currency;
  return fields;
}

/**
 * Reads OpenGraph and product-namespace meta: og:title (site name stripped), og:image gallery, product prices,
 * currency, availability, brand, retailer id. `og:type` is not required: many shops say "website".
 */
export const openGraphExtractor: GenericExtractor = {
  id: 'opengraph',
  extract(page): PartialFields {
    const fields: PartialFields = {};
    // Site-wide tags (og:url at the shop's front page) name the shop and show its banner, not this product.
    const siteWide = isSiteWide(page);
    const name = siteWide
      ? null
      : cleanTitle(firstMeta(page, ['og:title', 'twitter:title']), pageSiteNames(page));
    if (name !== null) fields.name = name;
    const images = siteWide ? [] : imagesOf(page);
    if (images.length > 0) fields.images = images;
    Object.assign(fields, pricesOf(page));
    const soldOut = availabilityOf(page);
    if (soldOut !== null) fields.soldOut = soldOut;
    const brand = firstMeta(page, ['product:brand', 'og:brand']);
    if (brand !== null) fields.brand = brand;
    const itemId = firstMeta(page, [
      'product:retailer_item_id',
      'product:productid',
      'product:retailer_part_no',
    ]);
    if (itemId !== null) fields.supplierItemId = itemId;
    return fields;
  },
};
