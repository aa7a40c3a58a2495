import type { AnyNode, Element } from 'domhandler';
import type { SiteAdapter } from '../adapter.ts';
import { parsePrice } from '../numbers.ts';
import type { Page } from '../page.ts';
import type { PartialFields, SourceFields } from '../source-product.ts';
import { cleanText } from '../text.ts';
import {
  descendants,
  descendantsNamed,
  type ElementIndex,
  formPosting,
  hasClass,
  hasScriptVariable,
  indexElements,
  innerHtml,
} from './shop-dom.ts';
import { detailImagesUnder, imageSourceOf } from './shop-images.ts';
import { cellText, labelledCells, parseDeliveryRow, presentFields, soldOutFromLabels } from './shop-text.ts';
import { youngcartOptions } from './youngcart-options.ts';

// 영카트 (gnuboard shop): 영카트5 (`/shop/item.php?it_id=…`, ids `sit_*`) and 영카트4 (`/board/shop/item.php`, skins
// vary a lot). Both post the buy box as `form[name=fitem]` with the item id, and both print their config as script
// variables (`g5_url`/`g5_shop_url`, `g4_path`). Shops run on their own domains, so only the markup tells.

const engineVariables = ['g5_shop_url', 'g5_url', 'g4_path'];
const pageIds = [
  'sit_ov',
  'sit_title',
  'sit_pvi',
  'sit_pvi_big',
  'sit_pvi_slide',
  'sit_pvi_thumb',
  'sit_inf_explan',
  'sit_ov_soldout',
];

function itemFormOf(index: ElementIndex): Element | undefined {
  return formPosting(index, 'fitem', ['it_id', 'it_id[]']);
}

function isYoungcartPage(page: Page): boolean {
  if (!page.html.includes('fitem')) return false;
  if (!engineVariables.some((name) => hasScriptVariable(page, name))) return false;
  return itemFormOf(indexElements(page, { tags: ['form'] })) !== undefined;
}

/** Screen-reader text the skins put inside headings ("요약정보 및 구매"), never part of the name. */
function isHiddenText(element: Element): boolean {
  return hasClass(element, 'sound_only') || hasClass(element, 'blind');
}

/**
 * Text of a node without its screen-reader-only parts, scripts and styles; null when empty or, with `maxCost`, once
 * its characters and nodes pass it (a label or an amount, not a block: nested ones then cost a bounded walk each).
 */
function visibleText(node: Element | undefined, maxCost = Number.POSITIVE_INFINITY): string | null {
  if (node === undefined) return null;
  const parts: string[] = [];
  const stack: AnyNode[] = [node];
  let cost = 0;
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    cost += current.type === 'text' ? current.data.length : 1;
    if (cost > maxCost) return null;
    if (current.type === 'text') parts.push(current.data);
    else if (current.type === 'tag' && !isHiddenText(current)) {
      for (let at = current.children.length - 1; at >= 0; at -= 1) {
        const child = current.children[at];
        if (child !== undefined) stack.push(child);
      }
    }
  }
  return cleanText(parts.join(' '));
}

/** Hidden inputs of the buy form by name and by id (`it_price`, `it_amount`, `it_name`, `it_id`). */
function formInputs(form: Element | undefined): Map<string, string> {
  const inputs = new Map<string, string>();
  for (const input of descendantsNamed(form, 'input')) {
    const value = input.attribs.value ?? '';
    for (const key of [input.attribs.name, input.attribs.id]) {
      if (key !== undefined && !inputs.has(key)) inputs.set(key, value);
    }
  }
  return inputs;
}

/**
 * The product heading: `#sit_title` (영카트5), else the item name the form posts (영카트4), else the buy box's first
 * visible heading. Not `<title>`/og:title: on these shops they name the category or the shop.
 */
function nameOf(index: ElementIndex, box: Element | undefined, inputs: Map<string, string>): string | null {
  const heading = () => {
    for (const element of descendants(box, (item) => /^h[1-3]$/.test(item.name) && !isHiddenText(item))) {
      const text = visibleText(element);
      if (text !== null) return text;
    }
    return null;
  };
  return visibleText(index.byId.get('sit_title')) ?? cleanText(inputs.get('it_name')) ?? heading();
}

const wonAmount = /(?<![\d,])(\d{1,3}(?:,\d{3}){1,4}|\d{1,12})\s*원/;

function wonIn(text: string | null): number | null {
  return text === null ? null : parsePrice(wonAmount.exec(text)?.[1]);
}

const struckTags = new Set(['del', 's', 'strike']);
/** Characters and nodes a button label or a struck-through amount can hold. */
const maxLabelCost = 200;

/**
 * What a non-member pays: 할인적용가격 (the discount everyone gets) before the price the cart posts (`#it_price`,
 * `it_amount`), before the 판매가격 row. The list price is 시중가격, else the 판매가격 row or a struck-through amount
 * (dropped later when it is not above the sale price).
 */
function pricesOf(
  cells: Map<string, Element>,
  inputs: Map<string, string>,
  box: Element | undefined,
): Pick<SourceFields, 'salePrice' | 'originalPrice'> {
  const listed = wonIn(cellText(cells, '판매가격', '판매가'));
  const struck = descendants(box, (element) => struckTags.has(element.name))
    .map((element) => visibleText(element, maxLabelCost))
    .find((text) => text !== null && /^[\d,]+\s*원?$/.test(text));
  return {
    salePrice:
      wonIn(cellText(cells, '할인적용가격', '할인가', '할인판매가')) ??
      parsePrice(inputs.get('it_price')) ??
      parsePrice(inputs.get('it_amount')) ??
      listed,
    originalPrice:
      wonIn(cellText(cells, '시중가격', '소비자가격', '소비자가', '정가')) ?? listed ?? parsePrice(struck),
  };
}

/** Skin images (stars, icons, buttons) live under theme/skin/img folders; item photos under /data/. */
const skinAsset = /\/(?:theme|skin|img|images)\//i;

function urlsOf(page: Page, images: readonly Element[]): string[] {
  return images
    .map((image) => page.absolute(imageSourceOf(image)))
    .filter((url): url is string => url !== null && !skinAsset.test(new URL(url).pathname));
}

/** 영카트4 names item photos `<it_id>_l1…`/`_limg…` (large) and `_m`/`_s`/`_mimg…` (thumbnails of the same). */
function itemImageKind(url: string, itemId: string): 'large' | 'small' | null {
  const file = /\/data\/(?:shop\/)?item\/([^/]+)$/.exec(new URL(url).pathname)?.[1];
  if (file === undefined || !file.startsWith(`${itemId}_`)) return null;
  const suffix = file.slice(itemId.length + 1);
  return /^(?:l\d*|limg)(?:_|$)/.test(suffix) ? 'large' : 'small';
}

/**
 * 영카트5: the big image or slider of `#sit_pvi` (its thumbnail list repeats them smaller). 영카트4: the item's own
 * photos next to the buy form, by file name, so review photos, recently viewed items and the description stay out.
 */
function imagesOf(
  page: Page,
  index: ElementIndex,
  form: Element | undefined,
  itemId: string | null,
): string[] {
  const gallery =
    index.byId.get('sit_pvi_big') ??
    index.byId.get('sit_pvi_slide') ??
    index.byId.get('sit_pvi_thumb') ??
    index.byId.get('sit_pvi');
  if (gallery !== undefined) return urlsOf(page, descendantsNamed(gallery, 'img'));
  const area = form?.parent?.type === 'tag' ? form.parent : form;
  if (itemId === null || area === undefined) return [];
  const photos = urlsOf(page, descendantsNamed(area, 'img'))
    .map((url) => ({ url, kind: itemImageKind(url, itemId) }))
    .filter((photo) => photo.kind !== null);
  const large = photos.filter((photo) => photo.kind === 'large');
  return (large.length > 0 ? large : photos).map((photo) => photo.url);
}

/**
 * The engine's delivery row: "3,000원 (주문금액 29,700원이상 무료배송 / 제주…)", "무료배송", "[무료]", or the
 * 배송비결제 row ("무료배송" / "주문시 결제") when no amount is shown. "0원 (…마다 배송비 부과)" is free.
 */
function deliveryOf(cells: Map<string, Element>): Partial<SourceFields> {
  return parseDeliveryRow(cellText(cells, '배송비') ?? cellText(cells, '배송비결제'));
}

/** Sold out on 영카트5's `#sit_ov_soldout`, or when the buy box's only order button reads 품절 / SOLD OUT. */
function soldOutOf(index: ElementIndex, box: Element | undefined): boolean | null {
  if (index.byId.has('sit_ov_soldout')) return true;
  const controls = descendants(box, (element) => ['button', 'a', 'input'].includes(element.name));
  return soldOutFromLabels(
    controls.map((control) =>
      control.name === 'input' ? (control.attribs.value ?? '') : (visibleText(control, maxLabelCost) ?? ''),
    ),
  );
}

/**
 * The buy box: 영카트5's `#sit_ov` (some skins wrap the whole item page in the `fitem` form, notice and delivery-info
 * tables with their own 배송비 rows included), else the form (영카트4 skins).
 */
function buyBoxOf(index: ElementIndex, form: Element | undefined): Element | undefined {
  const summary = index.byId.get('sit_ov');
  return summary !== undefined && index.byId.has('sit_title') ? summary : form;
}

function extractYoungcart(page: Page): PartialFields {
  const index = indexElements(page, { ids: pageIds, tags: ['form'] });
  const form = itemFormOf(index);
  const box = buyBoxOf(index, form);
  const inputs = formInputs(form);
  const cells = labelledCells(descendantsNamed(box, 'tr', 'dl'));
  const itemId =
    cleanText(inputs.get('it_id') ?? inputs.get('it_id[]')) ?? page.url.searchParams.get('it_id');
  const detail = index.byId.get('sit_inf_explan');
  return presentFields({
    name: nameOf(index, box, inputs),
    ...pricesOf(cells, inputs, box),
    brand: cellText(cells, '브랜드'),
    manufacturer: cellText(cells, '제조사', '제조원'),
    origin: cellText(cells, '원산지'),
    images: imagesOf(page, index, form, itemId),
    detailHtml: innerHtml(detail),
    detailImages: detailImagesUnder(page, detail),
    options: youngcartOptions(box),
    soldOut: soldOutOf(index, box),
    ...deliveryOf(cells),
    supplierItemId: itemId,
  });
}

/** 영카트 (영카트4/5, gnuboard shop) shops on their own domains, recognised by the `fitem` buy form and g4/g5 config. */
export const youngcartAdapter: SiteAdapter = {
  id: 'youngcart',
  displayName: '영카트',
  matchesHost: () => false,
  matchesPage: isYoungcartPage,
  extract: (page) => ({ fields: extractYoungcart(page) }),
};
