import type { Element } from 'domhandler';
import type { SiteAdapter } from '../adapter.ts';
import { currencyOf } from '../generic/schema-values.ts';
import { cleanTitle, pageSiteNames } from '../generic/title.ts';
import { parsePrice } from '../numbers.ts';
import type { Page } from '../page.ts';
import type { PartialFields } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { hostIs } from '../urls.ts';
import { cafe24Gallery } from './cafe24-gallery.ts';
import { cafe24JsonLd, jsonLdBrand, jsonLdCrumbs, jsonLdImages, jsonLdListPrice } from './cafe24-jsonld.ts';
import { cafe24Globals, cafe24Options } from './cafe24-options.ts';
import {
  descendants,
  descendantsNamed,
  type ElementIndex,
  firstOfClass,
  hasAncestorClass,
  hasClass,
  hasScriptVariable,
  indexElements,
  innerHtml,
  textOf,
} from './shop-dom.ts';
import { detailImagesUnder } from './shop-images.ts';
import {
  categoryFromCrumbs,
  cellText,
  labelledCells,
  metaKeywords,
  parseDeliveryText,
  presentFields,
} from './shop-text.ts';

/**
 * Cafe24's own markup: the path_role meta, an `xans-product-detail*` module element (a detail box the page already
 * collected) or the `option_stock_data` script variable. Never plain substrings: sellers of every platform host images
 * on cafe24img.com and paste Cafe24 markup into their descriptions.
 */
function isCafe24Page(page: Page): boolean {
  if (page.meta('path_role') === 'PRODUCT_DETAIL') return true;
  const isModule = (element: Element) =>
    (element.attribs.class ?? '').split(/\s+/).some((name) => name.startsWith('xans-product-detail'));
  return page.detailBoxes().some(isModule) || hasScriptVariable(page, 'option_stock_data');
}

function nameOf(
  page: Page,
  heading: string | null,
  fromScript: string | null,
  fromJsonLd: unknown,
): string | null {
  return (
    heading ??
    fromScript ??
    cleanText(fromJsonLd) ??
    cleanTitle(page.meta('og:title') ?? page.title(), pageSiteNames(page))
  );
}

const pageClasses = [
  'headingArea',
  'infoArea',
  'xans-product-detaildesign',
  'xans-product-headcategory',
  'keyImg',
  'BigImage',
  'ico_product_soldout',
  'ThumbImage',
];

/** The sold-out icon in the product heading, unless the skin hides it (`displaynone`) as it does on buyable items. */
function soldOutIcon(index: ElementIndex): boolean | null {
  const icons = index.byClass.get('ico_product_soldout') ?? [];
  const shown = icons.some(
    (icon) =>
      !hasClass(icon, 'displaynone') &&
      (hasAncestorClass(icon, 'headingArea') || hasAncestorClass(icon, 'infoArea')),
  );
  return shown ? true : null;
}

function extractCafe24(page: Page): PartialFields {
  const index = indexElements(page, { ids: ['prdDetail', 'span_product_price_sale'], classes: pageClasses });
  const jsonLd = cafe24JsonLd(page);
  const globals = cafe24Globals(page);
  const { options, stock } = cafe24Options(globals);
  const cells = labelledCells(descendantsNamed(firstOfClass(index, 'xans-product-detaildesign'), 'tr'));
  const listPrice =
    parsePrice(page.meta('product:price:amount')) ?? globals.productPrice ?? jsonLdListPrice(jsonLd.product);
  const salePrice =
    parsePrice(page.meta('product:sale_price:amount')) ??
    parsePrice(textOf(index.byId.get('span_product_price_sale'))) ??
    listPrice;
  const jsonLdPictures = jsonLdImages(page, jsonLd.product);
  const og = page.absolute(page.meta('og:image'));
  const keyImages = [
    ...descendantsNamed(firstOfClass(index, 'keyImg'), 'img'),
    ...(index.byClass.get('BigImage') ?? []),
  ];
  const gallery = cafe24Gallery(page, keyImages, index.byClass.get('ThumbImage') ?? []);
  const detail = index.byId.get('prdDetail');
  const detailRoot =
    detail === undefined
      ? undefined
      : (descendants(detail, (element) => hasClass(element, 'cont'))[0] ?? detail);
  const crumbs = descendantsNamed(firstOfClass(index, 'xans-product-headcategory'), 'a').map(
    (link) => textOf(link) ?? '',
  );
  const method = parseDeliveryText(cellText(cells, '배송방법')).deliveryMethod;
  return presentFields({
    name: nameOf(
      page,
      textOf(descendantsNamed(firstOfClass(index, 'headingArea'), 'h2')[0]),
      globals.productName,
      jsonLd.product?.name,
    ),
    brand: cellText(cells, '브랜드') ?? jsonLdBrand(jsonLd.product),
    manufacturer: cellText(cells, '제조사'),
    model: cellText(cells, '모델명', '모델'),
    origin: cellText(cells, '원산지'),
    salePrice,
    originalPrice: listPrice,
    // Cafe24 JSON-LD lists one offer per option at its LIST price; the generic JSON-LD extractor would read those as
    // a price range. Cafe24 shows one sale price (options carry their own deltas), so the adapter states that range.
    priceRange: salePrice === null ? null : { min: salePrice, max: salePrice },
    currency:
      currencyOf(page.meta('product:price:currency')) ?? currencyOf(page.meta('product:sale_price:currency')),
    // The page's gallery and the JSON-LD list name the same big pictures; og:image only when neither has one.
    images: [
      ...gallery,
      ...jsonLdPictures,
      ...(gallery.length + jsonLdPictures.length === 0 && og !== null ? [og] : []),
    ],
    detailHtml: innerHtml(detailRoot),
    detailImages: detailImagesUnder(page, detailRoot),
    options,
    stock,
    soldOut: soldOutIcon(index),
    searchTags: metaKeywords(page),
    category: categoryFromCrumbs(crumbs.length > 0 ? crumbs : jsonLdCrumbs(jsonLd.breadcrumb)),
    ...parseDeliveryText(cellText(cells, '배송비')),
    ...(method === undefined ? {} : { deliveryMethod: method }),
    supplierItemId:
      globals.productNo ??
      cleanText(page.meta('product:productId')) ??
      page.url.searchParams.get('product_no'),
  });
}

/** Cafe24 shops (own domains or `*.cafe24.com`): JSON-LD price is the list price, the sale price is in product meta. */
export const cafe24Adapter: SiteAdapter = {
  id: 'cafe24',
  displayName: '카페24',
  matchesHost: (host) => hostIs(host, 'cafe24.com'),
  matchesPage: isCafe24Page,
  extract: (page) => ({ fields: extractCafe24(page) }),
};
