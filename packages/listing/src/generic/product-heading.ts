import type { AnyNode, Element } from 'domhandler';
import type { GenericExtractor } from '../adapter.ts';
import type { Page } from '../page.ts';
import { inOtherProductsBlock } from '../sites/other-products.ts';
import { cleanText } from '../text.ts';
import { pageSiteNames } from './title.ts';

/** Parts of a name box that are not the name: brand line, subtitle, rating, badges, codes, prices, share buttons. */
const notNamePart =
  /brand|sub|info|desc|star|review|rating|badge|icon|label|tag|code|price|sale|share|sns|btn|button|count/i;
/** Page regions that never hold the product heading. */
const chromeTags = new Set([
  'header',
  'nav',
  'footer',
  'aside',
  'script',
  'style',
  'noscript',
  'template',
  'option',
]);
/** Ancestor levels checked for a list item or page chrome. */
const maxDepth = 40;
const minLength = 2;
const maxLength = 200;
/**
 * A box with more text or markup than this holds more than a name (a wrapper of the whole buy box): its walk stops
 * there, so nested boxes around a large subtree cost a bounded walk each instead of the subtree each.
 */
const maxBoxText = 20_000;
const maxBoxNodes = 2_000;

function marks(element: Element): string {
  return `${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`;
}

/** In page chrome, or one entry of a product list (an `<li>` close above the box). */
function inChromeOrList(box: Element): boolean {
  let depth = 0;
  for (let node = box.parent; node !== null && depth < maxDepth; node = node.parent, depth += 1) {
    if (node.type !== 'tag') continue;
    if (chromeTags.has(node.name)) return true;
    if (node.name === 'li' && depth < 5) return true;
  }
  return false;
}

/**
 * The box's text without the parts that are not the name, and without in-page links (reviews, share); null when the
 * box holds more than `maxBoxText` characters or `maxBoxNodes` nodes.
 */
function nameText(box: Element): string | null {
  if (box.name === 'input' || box.name === 'meta') return cleanText(box.attribs.value ?? box.attribs.content);
  const parts: string[] = [];
  const stack: AnyNode[] = [...box.children].reverse();
  let textLength = 0;
  let visited = 0;
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    visited += 1;
    if (visited > maxBoxNodes) return null;
    if (node.type === 'text') {
      textLength += node.data.length;
      if (textLength > maxBoxText) return null;
      parts.push(node.data);
      continue;
    }
    if (node.type !== 'tag') continue;
    if (chromeTags.has(node.name) || node.name === 'select' || node.name === 'button') continue;
    if (notNamePart.test(marks(node))) continue;
    const href = node.name === 'a' ? (node.attribs.href ?? '').trim() : '';
    if (href.startsWith('#') || href.toLowerCase().startsWith('javascript:')) continue;
    if (node.name === 'br') parts.push(' ');
    for (let index = node.children.length - 1; index >= 0; index -= 1) {
      const child = node.children[index];
      if (child !== undefined) stack.push(child);
    }
    parts.push(' ');
  }
  return cleanText(parts.join(''));
}

/** The product's own heading: the first name box (by class or id) outside page chrome, lists and other products. */
export function productHeading(page: Page): string | null {
  const siteNames = new Set(pageSiteNames(page).map((name) => name.toLowerCase()));
  for (const box of page.nameBoxes()) {
    if (inChromeOrList(box) || inOtherProductsBlock(box)) continue;
    const text = nameText(box);
    if (text === null || text.length < minLength || text.length > maxLength) continue;
    if (siteNames.has(text.toLowerCase())) continue;
    return text;
  }
  return null;
}

/**
 * The name as the page heads its buy box ("goods_name", "prdName", "productSubject"…): shops put their own name in
 * og:title and a category path in <title> often enough that the heading is the safer name. Before OpenGraph.
 */
export const productHeadingExtractor: GenericExtractor = {
  id: 'page-heading',
  provides: ['name'],
  extract(page) {
    const name = productHeading(page);
    return name === null ? {} : { name };
  },
};
