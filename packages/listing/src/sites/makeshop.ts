import type { Element } from 'domhandler';
import type { SiteAdapter } from '../adapter.ts';
import { cleanTitle, pageSiteNames } from '../generic/title.ts';
import { parseAmount, parsePrice } from '../numbers.ts';
import type { Page } from '../page.ts';
import type { OptionVariant, PartialFields, ProductOptions } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { hostIs } from '../urls.ts';
import { inOtherProductsBlock } from './other-products.ts';
import {
  childrenNamed,
  descendants,
  descendantsNamed,
  type ElementIndex,
  firstOfClass,
  hasClass,
  indexElements,
  innerHtml,
  textOf,
} from './shop-dom.ts';
import { detailImagesUnder, imageUrlsOf } from './shop-images.ts';
import {
  categoryFromCrumbs,
  labelKey,
  labelledCells,
  metaKeywords,
  parseDeliveryText,
  presentFields,
  spacedText,
} from './shop-text.ts';

// MakeShop skins differ a lot (see docs/protocols/supplier-pages.md §4): this reads the common label rows and a few classes of the
// stock skins, best effort; JSON-LD, microdata and meta from the generic chain fill in what it misses.

const saleLabels = ['판매가', '할인가', '회원가', '판매가격'];
const listLabels = ['소비자가', '정가', '시중가', '소비자가격'];
const pageClasses = [
  'table-opt',
  'prd-info',
  'tit-prd',
  'prd-name',
  'thumb-wrap',
  'thumb',
  'thumb-list',
  'detail_image',
  'prd-detail',
  'loc-navi',
];

function isMakeshopPage(page: Page): boolean {
  if (!page.url.pathname.toLowerCase().endsWith('/shop/shopdetail.html')) return false;
  return (
    page.url.searchParams.has('branduid') || page.html.includes('shopimages') || /makeshop/i.test(page.html)
  );
}

const wonAmount = /(?<![\d,])(\d{1,3}(?:,\d{3}){1,4}|\d{1,12})\s*원/;
/** An amount without 원, not a percentage ("10%") nor part of a longer number. */
const bareAmount = /(?<![\d,.])(\d{1,3}(?:,\d{3}){1,4}|\d{1,12})(?![\d,]|\s*%)/;
/** Asides in a price cell ("(10% 할인)", "(적립금 250원)", "[회원 할인]"): never the price itself. */
const aside = /\([^()]*\)|\[[^[\]]*\]/g;
const struckTags = ['del', 's', 'strike'] as const;

/** The first won amount of a text outside parentheses, else its first bare amount that is not a percentage. */
function amountIn(text: string | null): number | null {
  if (text === null) return null;
  const outside = text.replace(aside, ' ');
  return parsePrice((wonAmount.exec(outside) ?? bareAmount.exec(outside))?.[1]);
}

/**
 * The price in a cell: microdata `itemprop=price` content, else the emphasised amount, else the first amount outside
 * struck-through text (the sale cell may show the list price struck), else the struck one (the list price cell).
 */
function priceIn(cell: Element | undefined): number | null {
  if (cell === undefined) return null;
  const micro = descendants(cell, (element) => element.attribs.itemprop === 'price')[0];
  return (
    parsePrice(micro?.attribs.content) ??
    amountIn(textOf(descendantsNamed(cell, 'strong', 'b')[0])) ??
    amountIn(spacedText(cell, struckTags)) ??
    amountIn(spacedText(cell))
  );
}

function firstCell(cells: Map<string, Element>, labels: readonly string[]): Element | undefined {
  for (const label of labels) {
    const cell = cells.get(labelKey(label));
    if (cell !== undefined) return cell;
  }
  return undefined;
}

function cell(cells: Map<string, Element>, ...labels: string[]): string | null {
  const found = firstCell(cells, labels);
  return found === undefined ? null : cleanText(spacedText(found));
}

function variantOf(option: Element, groupCount: number): OptionVariant {
  const label = textOf(option) ?? '';
  const delta = /\(\s*([+-])\s*([\d,]+)\s*원\s*\)/.exec(label);
  const amount = parseAmount(delta?.[2]) ?? 0;
  const value = cleanText(option.attribs.title) ?? cleanText(label.replace(/\([^)]*\)\s*$/, '')) ?? '';
  const values = value.split(/\s+\/\s+/);
  return {
    values: groupCount > 1 && values.length === groupCount ? values : [value],
    priceDelta: delta?.[1] === '-' ? -amount : amount,
    stock: null,
    soldOut: /품절/.test(label),
    code: cleanText(option.attribs.value),
  };
}

function rowLabel(element: Element): string | null {
  for (let parent = element.parent; parent !== null; parent = parent.parent) {
    if (parent.type === 'tag' && (parent.name === 'tr' || parent.name === 'dl')) {
      return textOf(childrenNamed(parent, 'th', 'dt')[0]);
    }
  }
  return null;
}

/** Options from the one combined option select (`optionlist[]`); separate per-group selects give no combinations. */
function optionsOf(rows: readonly Element[]): ProductOptions | null {
  const selects = rows.flatMap((row) =>
    descendants(
      row,
      (element) =>
        element.name === 'select' &&
        (element.attribs.name === 'optionlist[]' || hasClass(element, 'basic_option')),
    ),
  );
  const select = selects.length === 1 ? selects[0] : undefined;
  if (select === undefined) return null;
  const label = rowLabel(select);
  const groups = label === null ? ['옵션'] : label.split(/\s+\/\s+/);
  const variants = descendantsNamed(select, 'option')
    .filter((option) => cleanText(option.attribs.value) !== null)
    .map((option) => variantOf(option, groups.length));
  if (variants.length === 0) return null;
  const fits = variants.every((variant) => variant.values.length === groups.length);
  return { groups: fits ? groups : [groups.join(' / ')], variants: variants.slice(0, 2_000) };
}

const buyWords = /바로\s*구매|구매\s*하기|장바구니|주문\s*하기/;

function isSoldOutMark(element: Element): boolean {
  return (
    hasClass(element, 'soldout') ||
    (element.name === 'img' && (element.attribs.src ?? '').includes('soldout'))
  );
}

/** A live buy or cart control: MakeShop's `send(…)` links, or a button/link saying 바로구매/장바구니. */
function isBuyControl(element: Element): boolean {
  if (element.name !== 'a' && element.name !== 'button' && element.name !== 'input') return false;
  const { href, onclick, value, alt } = element.attribs;
  if (/\bsend\s*\(/.test(`${href ?? ''} ${onclick ?? ''}`)) return true;
  return buyWords.test(textOf(element) ?? value ?? alt ?? '');
}

/**
 * Sold out on a sold-out mark in the order form, in stock only on a buy/cart control there; otherwise unknown, so
 * JSON-LD or microdata availability decides (the form alone is there on sold-out items too).
 */
function soldOutOf(form: Element | undefined): boolean | null {
  const controls = descendants(form, (element) => isSoldOutMark(element) || isBuyControl(element));
  if (controls.some(isSoldOutMark)) return true;
  return controls.length > 0 ? false : null;
}

function imagesOf(page: Page, index: ElementIndex): string[] {
  const areas = ['thumb-wrap', 'thumb', 'thumb-list'].flatMap((name) => index.byClass.get(name) ?? []);
  const images = [
    ...areas.filter((area) => !inOtherProductsBlock(area)).flatMap((area) => descendantsNamed(area, 'img')),
    ...(index.byClass.get('detail_image') ?? []),
  ];
  const gallery = imageUrlsOf(page, images);
  if (gallery.length > 0) return gallery;
  // og:image is often the shop logo on these skins; only a product image path is worth taking.
  const og = page.absolute(page.meta('og:image'));
  return og?.includes('shopimages') ? [og] : [];
}

function nameOf(page: Page, index: ElementIndex): string | null {
  const heading = textOf(firstOfClass(index, 'tit-prd') ?? firstOfClass(index, 'prd-name'));
  if (heading !== null) return heading;
  const title = page.meta('og:title') ?? page.title()?.replace(/^\s*\[[^\]]+\]\s*/, '') ?? null;
  return cleanTitle(title, pageSiteNames(page));
}

function extractMakeshop(page: Page): PartialFields {
  const index = indexElements(page, { ids: ['prdDetail'], classes: pageClasses, tags: ['form'] });
  const form = index.byTag.get('form')?.find((element) => element.attribs.name === 'form1');
  const tables = [form, firstOfClass(index, 'table-opt'), firstOfClass(index, 'prd-info')];
  const rows = [...new Set(tables.flatMap((table) => descendantsNamed(table, 'tr', 'dl')))];
  const cells = labelledCells(rows);
  const detail = firstOfClass(index, 'prd-detail') ?? index.byId.get('prdDetail');
  const detailRoot = descendants(detail, (element) => hasClass(element, 'ck-content'))[0] ?? detail;
  return presentFields({
    name: nameOf(page, index),
    brand: cell(cells, '브랜드') ?? cleanText(page.meta('brand')),
    manufacturer: cell(cells, '제조사', '제조원'),
    model: cell(cells, '모델명', '모델') ?? cleanText(page.meta('model')),
    origin: cell(cells, '원산지'),
    salePrice: priceIn(firstCell(cells, saleLabels)),
    originalPrice: priceIn(firstCell(cells, listLabels)),
    images: imagesOf(page, index),
    detailHtml: innerHtml(detailRoot),
    detailImages: detailImagesUnder(page, detailRoot),
    options: optionsOf(rows),
    soldOut: soldOutOf(form),
    searchTags: metaKeywords(page),
    category: categoryFromCrumbs(spacedText(firstOfClass(index, 'loc-navi')).split(/\s*>\s*/)),
    ...parseDeliveryText(cell(cells, '배송비')),
    supplierItemId: page.url.searchParams.get('branduid'),
  });
}

/** MakeShop shops (`/shop/shopdetail.html?branduid=N`), often EUC-KR: label rows 정가/소비자가/판매가, best effort. */
export const makeshopAdapter: SiteAdapter = {
  id: 'makeshop',
  displayName: '메이크샵',
  matchesHost: (host) => hostIs(host, 'makeshop.co.kr'),
  matchesPage: isMakeshopPage,
  extract: (page) => ({ fields: extractMakeshop(page) }),
};
