import type { Element } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import type { GenericExtractor } from '../adapter.ts';
import type { Page } from '../page.ts';
import type { PartialFields } from '../source-product.ts';
import type { SchemaNode } from './jsonld-parse.ts';
import { isProductNode, pickProduct, productFields } from './schema-product.ts';
import { noReferences } from './schema-values.ts';

/** Properties the product mapping reads; others are skipped so a big `description` is never turned into text. */
const usedProperties = new Set([
  'name',
  'image',
  'brand',
  'manufacturer',
  'model',
  'mpn',
  'sku',
  'productid',
  'category',
  'keywords',
  'countryoforigin',
  'offers',
  'price',
  'lowprice',
  'highprice',
  'pricecurrency',
  'availability',
  'pricespecification',
  'pricetype',
  'minprice',
  'seller',
  'inventorylevel',
  'value',
  'url',
  'contenturl',
  'hasvariant',
  'variesby',
  'color',
  'size',
  'additionalproperty',
]);

const srcElements = new Set(['img', 'audio', 'video', 'source', 'embed', 'iframe', 'track']);
const hrefElements = new Set(['a', 'area', 'link']);
const maxRoots = 20;

/** Values kept per repeated property: the product mapping reads at most 2,000 offers or variants and 100 images. */
const maxValues = 2_000;

/** A property's value as the microdata spec defines it, with the common `content` attribute override first. */
function propertyValue(page: Page, element: Element, item: SchemaNode | undefined): unknown {
  if (item !== undefined) return item;
  const { attribs, name } = element;
  if (attribs.content !== undefined) return attribs.content;
  if (name === 'meta') return '';
  if (srcElements.has(name)) return attribs.src ?? attribs['data-src'] ?? '';
  if (hrefElements.has(name)) return attribs.href ?? '';
  if (name === 'object') return attribs.data ?? '';
  if (name === 'data' || name === 'meter') return attribs.value ?? '';
  if (name === 'time') return attribs.datetime ?? page.$(element).text();
  return page.$(element).text();
}

function newItem(element: Element): SchemaNode {
  const types = (element.attribs.itemtype ?? '').split(/\s+/).filter((type) => type !== '');
  return { '@type': types };
}

/** The nearest ancestor of `element` (below or at `root`) that opens an item; undefined when outside `root`. */
function ownerOf(element: Element, root: Element): Element | undefined {
  let current = element.parent;
  while (current !== null && current.type !== 'root') {
    const parent = current as Element;
    if (parent === root || parent.attribs.itemscope !== undefined) return parent;
    current = parent.parent;
  }
  return undefined;
}

/** True when a property already holds `maxValues` values (the lists are built here, so they are safe to grow). */
function isFull(existing: unknown): boolean {
  return Array.isArray(existing) && existing.length >= maxValues;
}

/**
 * Builds a JSON-LD-like object from an item element: properties by name, nested items as objects, repeats as lists.
 * The descendants come from a plain walk: cheerio's `.find` sorts its matches by document position, which costs the
 * square of the match count (20,000 `itemprop` images took seconds).
 */
function buildItem(page: Page, root: Element): SchemaNode {
  const items = new Map<Element, SchemaNode>([[root, newItem(root)]]);
  for (const element of DomUtils.findAll((node) => node.attribs.itemprop !== undefined, root.children)) {
    const names = (element.attribs.itemprop ?? '')
      .split(/\s+/)
      .filter((name) => usedProperties.has(name.toLowerCase()));
    const owner = ownerOf(element, root);
    if (names.length === 0 || owner === undefined) continue;
    let nested: SchemaNode | undefined;
    if (element.attribs.itemscope !== undefined) {
      nested = newItem(element);
      items.set(element, nested);
    }
    const record = items.get(owner) ?? newItem(owner);
    items.set(owner, record);
    const open = names.filter((name) => !isFull(record[name]));
    if (open.length === 0) continue;
    const value = propertyValue(page, element, nested);
    for (const name of open) {
      const existing = record[name];
      if (existing === undefined) record[name] = value;
      else if (Array.isArray(existing)) existing.push(value);
      else record[name] = [existing, value];
    }
  }
  return items.get(root) ?? newItem(root);
}

/** Reads a schema.org Product written as microdata (`itemscope itemtype=…/Product`, `itemprop=…`). */
export const microdataExtractor: GenericExtractor = {
  id: 'microdata',
  extract(page): PartialFields {
    if (!/itemtype/i.test(page.html)) return {};
    const roots = page
      .$('[itemscope][itemtype]')
      .toArray()
      .filter((element) => isProductNode(newItem(element)))
      .slice(0, maxRoots);
    const candidates = roots.map((root) => ({
      node: buildItem(page, root),
      topLevel: root.attribs.itemprop === undefined,
    }));
    const product = pickProduct(candidates);
    return product === undefined ? {} : productFields(product, page, noReferences);
  },
};
