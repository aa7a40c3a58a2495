import type { Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Page } from '../page.ts';
import { decodeEntities } from '../text.ts';
import { descendants, descendantsNamed, hasClass, innerHtml } from './shop-dom.ts';
import { imageUrlsOf } from './shop-images.ts';

/** Widgets 도매꾹 appends inside the seller HTML (other items of the seller, "함께 본 상품"): not part of the product. */
const recommendationMarkers = ['tmpl04', 'AitemsZone'];

function isRecommendation(element: Element): boolean {
  return (
    hasClass(element, 'tmpl04') ||
    hasClass(element, 'AitemsZone') ||
    (element.attribs.id ?? '').startsWith('AitemsZone')
  );
}

/**
 * The textarea's HTML: htmlparser2 keeps textarea content as raw, entity-escaped text. The common escapes go
 * through native replaces first (a detail page holds thousands of them); `&amp;` and the rest after, so a
 * double-escaped `&amp;lt;` correctly stays `&lt;`.
 */
function textareaHtml(element: Element): string {
  const raw = element.children.map((child) => (child.type === 'text' ? child.data : '')).join('');
  if (!raw.includes('&')) return raw;
  const common = raw
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'");
  return common.includes('&') ? decodeEntities(common) : common;
}

/** `[^<>]` keeps each attempt inside one tag: with `[^>]*`, every `<img` of a page without `>` scanned to its end. */
const imageTag = /<img\b[^<>]*>/gi;
const imageAttribute =
  /\b(ec-data-src|data-src|data-original|data-lazy|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;
const attributeOrder = ['ec-data-src', 'data-src', 'data-original', 'data-lazy', 'src'];

/** Image addresses of the `<img>` tags in an HTML string (lazy attributes first), without parsing it. */
function imageSources(page: Page, html: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(imageTag)) {
    const attributes = new Map<string, string>();
    for (const match of tag.matchAll(imageAttribute)) {
      const name = (match[1] ?? '').toLowerCase();
      const value = (match[2] ?? match[3] ?? match[4] ?? '').trim();
      if (value !== '' && !value.startsWith('data:') && !attributes.has(name)) attributes.set(name, value);
    }
    const source = attributeOrder.map((name) => attributes.get(name)).find((value) => value !== undefined);
    const url = source === undefined ? null : page.absolute(decodeEntities(source));
    if (url !== null) urls.push(url);
  }
  return urls;
}

/**
 * The seller's detail HTML: the hidden `textarea#contentsBuffer` or, without it, what the page script would have
 * copied into `#lInfoViewItemContents`. Recommendation blocks are cut out (the fragment is parsed and re-serialised
 * only then); otherwise the seller's HTML is kept as found and its images are read without a second parse.
 */
export function domeggookDetail(
  page: Page,
  buffer: Element | undefined,
  contents: Element | undefined,
): { detailHtml: string | null; detailImages: string[] } {
  const raw = buffer !== undefined ? textareaHtml(buffer) : innerHtml(contents);
  if (raw === null || raw.trim() === '') return { detailHtml: null, detailImages: [] };
  if (!recommendationMarkers.some((marker) => raw.includes(marker))) {
    return { detailHtml: raw, detailImages: imageSources(page, raw) };
  }
  const fragment = parseDocument(raw);
  for (const block of descendants(fragment, isRecommendation)) DomUtils.removeElement(block);
  return {
    detailHtml: innerHtml(fragment),
    detailImages: imageUrlsOf(page, descendantsNamed(fragment, 'img')),
  };
}
