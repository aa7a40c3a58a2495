import { isRecord, parseJsonSafe } from '../embedded-json.ts';
import { parsePrice } from '../numbers.ts';
import type { Page } from '../page.ts';
import { cleanText, decodeEntities } from '../text.ts';

/** The schema.org objects of a Cafe24 page that the adapter reads. */
export interface Cafe24JsonLd {
  product: Record<string, unknown> | undefined;
  breadcrumb: Record<string, unknown> | undefined;
}

function typesOf(node: Record<string, unknown>): string[] {
  const type = node['@type'];
  const list = Array.isArray(type) ? type : [type];
  return list
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.replace(/^.*[/#]/, ''));
}

/** Flattens a JSON-LD block: arrays, `@graph` lists and single objects, one level deep each. */
function nodesOf(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(nodesOf);
  if (!isRecord(value)) return [];
  const graph = value['@graph'];
  return Array.isArray(graph) ? [value, ...graph.flatMap(nodesOf)] : [value];
}

/** The first Product and BreadcrumbList among the page's JSON-LD blocks (entity-escaped blocks are tolerated). */
export function cafe24JsonLd(page: Page): Cafe24JsonLd {
  const found: Cafe24JsonLd = { product: undefined, breadcrumb: undefined };
  for (const script of page.scripts()) {
    if (script.type !== 'application/ld+json' && script.type !== 'application/json+ld') continue;
    const value = parseJsonSafe(script.text) ?? parseJsonSafe(decodeEntities(script.text));
    for (const node of nodesOf(value)) {
      const types = typesOf(node);
      if (found.product === undefined && types.includes('Product')) found.product = node;
      if (found.breadcrumb === undefined && types.includes('BreadcrumbList')) found.breadcrumb = node;
    }
  }
  return found;
}

/** Image URLs of the Product (string, list or ImageObject), repaired (`https:https://…`) and made absolute. */
export function jsonLdImages(page: Page, product: Record<string, unknown> | undefined): string[] {
  const raw = product?.image;
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list
    .map((item) => (isRecord(item) ? (item.url ?? item.contentUrl) : item))
    .map((item) => (typeof item === 'string' ? page.absolute(item) : null))
    .filter((url): url is string => url !== null);
}

/** The lowest positive Offer price (on Cafe24 this is the LIST price, not what a buyer pays). */
export function jsonLdListPrice(product: Record<string, unknown> | undefined): number | null {
  const offers = product?.offers;
  const list = Array.isArray(offers) ? offers : offers === undefined ? [] : [offers];
  const prices = list
    .filter(isRecord)
    .map((offer) => parsePrice(offer.price ?? offer.lowPrice))
    .filter((price): price is number => price !== null);
  return prices.length === 0 ? null : Math.min(...prices);
}

/** The brand name (a string or a Brand object). */
export function jsonLdBrand(product: Record<string, unknown> | undefined): string | null {
  const brand = product?.brand;
  return cleanText(isRecord(brand) ? brand.name : brand);
}

/** BreadcrumbList item names in position order. */
export function jsonLdCrumbs(breadcrumb: Record<string, unknown> | undefined): string[] {
  const items = breadcrumb?.itemListElement;
  if (!Array.isArray(items)) return [];
  return items
    .filter(isRecord)
    .sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0))
    .map((item) => cleanText(item.name ?? (isRecord(item.item) ? item.item.name : null)))
    .filter((name): name is string => name !== null);
}
