import type { AnyNode, Element } from 'domhandler';
import type { Page } from '../page.ts';
import { cleanText } from '../text.ts';
import { type ElementIndex, hasClass, indexElements } from './shop-dom.ts';

// Amazon pages are 1–2 MB of markup: the ids the adapter reads are collected in one walk, and every further look-up
// walks only the subtree of one of them (a buy-box row, the image block, the twister).

/** Price elements in the order a buy box or price block shows them; the first one found wins. */
export const priceIds = [
  'price_inside_buybox',
  'newBuyBoxPrice',
  'priceblock_dealprice',
  'priceblock_saleprice',
  'priceblock_ourprice',
  'kindle-price',
] as const;

/** Ids the adapter reads; the first element with each id is kept. */
const amazonIds = [
  ...priceIds,
  'productTitle',
  'ASIN',
  'buybox',
  'desktop_buybox',
  'buyBoxAccordion',
  'outOfStock',
  'unqualifiedBuyBox',
  'qualifiedBuybox',
  'desktop_qualifiedBuyBox',
  'corePriceDisplay_desktop_feature_div',
  'corePrice_desktop',
  'corePrice_feature_div',
  'price',
  'primeExclusivePricingMessage',
  'discriminatedPrimePricing_feature_div',
  'main-image-container',
  'imageBlock',
  'altImages',
  'landingImage',
  'imgBlkFront',
  'ebooksImgBlkFront',
  'twister_feature_div',
  'twister',
  'twister-plus-inline-twister',
  'wayfinding-breadcrumbs_feature_div',
  'bylineInfo',
  'a-popover-agShipMsgPopover',
  'exports_desktop_qualifiedBuybox_tlc_feature_div',
  'ourprice_shippingmessage',
  'saleprice_shippingmessage',
  'price-shipping-message',
  'amazonGlobal_feature_div',
  'delivery-message',
  'deliveryBlockMessage',
  'mir-layout-DELIVERY_BLOCK',
  'deliveryMessageMirId',
  'feature-bullets',
  'productDescription',
] as const;

/** One of the ids collected by `amazonDom`. */
export type AmazonId = (typeof amazonIds)[number];

const cache = new WeakMap<Page, ElementIndex>();

/** The page's Amazon landmarks, collected once per page. */
function amazonDom(page: Page): ElementIndex {
  let index = cache.get(page);
  if (index === undefined) {
    index = indexElements(page, { ids: amazonIds });
    cache.set(page, index);
  }
  return index;
}

/** The first element with the id, anywhere on the page. */
export function byId(page: Page, id: AmazonId): Element | undefined {
  return amazonDom(page).byId.get(id);
}

/**
 * The first descendant of `root` (document order) that passes `test`; the walk does not enter elements that `skip`
 * returns true for (hidden popovers, templates).
 */
export function findIn(
  root: Element | undefined,
  test: (element: Element) => boolean,
  skip: (element: Element) => boolean = () => false,
): Element | undefined {
  if (root === undefined) return undefined;
  const stack: AnyNode[] = [...root.children].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.type !== 'tag') continue;
    if (test(node)) return node;
    if (skip(node)) continue;
    for (let index = node.children.length - 1; index >= 0; index -= 1) {
      const child = node.children[index];
      if (child !== undefined) stack.push(child);
    }
  }
  return undefined;
}

/** Every descendant of `root` that passes `test` (not looking inside matches), in document order. */
export function findAllIn(root: Element | undefined, test: (element: Element) => boolean): Element[] {
  if (root === undefined) return [];
  const found: Element[] = [];
  const stack: AnyNode[] = [...root.children].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.type !== 'tag') continue;
    if (test(node)) {
      found.push(node);
      continue;
    }
    for (let index = node.children.length - 1; index >= 0; index -= 1) {
      const child = node.children[index];
      if (child !== undefined) stack.push(child);
    }
  }
  return found;
}

/** The descendant with this id inside `root` (ids repeat across Amazon's buy-box rows). */
export function idIn(root: Element | undefined, id: string): Element | undefined {
  return findIn(root, (element) => element.attribs.id === id);
}

/** Class test with a substring check first (splitting every class attribute costs more). */
export function hasClassName(element: Element, className: string): boolean {
  return element.attribs.class?.includes(className) === true && hasClass(element, className);
}

/** The nearest ancestor of `element` that passes `test`, looking at most `depth` levels up. */
export function closestAncestor(
  element: Element,
  test: (ancestor: Element) => boolean,
  depth = 40,
): Element | undefined {
  let parent = element.parent;
  for (let level = 0; parent !== null && level < depth; level += 1) {
    if (parent.type === 'tag' && test(parent)) return parent;
    parent = parent.parent;
  }
  return undefined;
}

/** True when `element` sits inside an element whose id matches `pattern` (up to `depth` levels up). */
export function insideId(element: Element, pattern: RegExp, depth = 40): boolean {
  return closestAncestor(element, (ancestor) => pattern.test(ancestor.attribs.id ?? ''), depth) !== undefined;
}

/** Hidden until clicked: popover bodies (`a-popover-preload`) hold fine print, not what the box shows. */
export function isPopover(element: Element): boolean {
  return hasClassName(element, 'a-popover-preload');
}

/**
 * Visible text of a node with spaces between text nodes: scripts, styles, popover bodies and icon labels (the
 * "Free Shipping for Prime Members" alt text of the Prime badge) are left out.
 */
export function visibleText(node: AnyNode | undefined): string | null {
  if (node === undefined) return null;
  const parts: string[] = [];
  const stack: AnyNode[] = [node];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    if (current.type === 'text') {
      parts.push(current.data);
      continue;
    }
    if (current.type !== 'tag' && current.type !== 'root') continue;
    if (current.type === 'tag') {
      if (isPopover(current) || current.name === 'i' || hasClassName(current, 'a-icon-alt')) continue;
      if (current.name === 'select' || current.name === 'option') continue;
    }
    for (let index = current.children.length - 1; index >= 0; index -= 1) {
      const child = current.children[index];
      if (child !== undefined) stack.push(child);
    }
  }
  return cleanText(parts.join(' '));
}
