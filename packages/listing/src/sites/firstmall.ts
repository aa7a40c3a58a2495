import type { Element, ParentNode } from 'domhandler';
import type { SiteAdapter } from '../adapter.ts';
import { cleanTitle, pageSiteNames } from '../generic/title.ts';
import { parseAmount, parsePrice } from '../numbers.ts';
import type { Page } from '../page.ts';
import type { OptionVariant, PartialFields, ProductOptions, SourceFields } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { hostIs } from '../urls.ts';
import {
  descendants,
  descendantsNamed,
  type ElementIndex,
  formPosting,
  hasClass,
  hasScriptVariable,
  indexElements,
  shortTextOf,
  textOf,
} from './shop-dom.ts';
import { imageUrlsOf } from './shop-images.ts';
import { parseDeliveryRow, presentFields, soldOutFromLabels, soldOutLabel, spacedText } from './shop-text.ts';

// 퍼스트몰 (Firstmall, `/goods/view?no=…`): the buy box is `form[name=goodsForm]` posting `goodsSeq`, and the page
// script sets `gl_goods_seq`/`gl_goods_price`. Skins differ per shop but keep the engine's classes: `.detail_title_area
// .name`, `.sale_price`/`.org_price` (in the misspelt `.deatil_price_area`), `#goods_thumbs`, `viewOptions[]`
// selects with absolute `price` attributes, and one `.set_lay.set_<n>` delivery box per shipping method.

function goodsFormOf(index: ElementIndex): Element | undefined {
  return formPosting(index, 'goodsForm', ['goodsSeq']);
}

function isFirstmallPage(page: Page): boolean {
  if (!hasScriptVariable(page, 'gl_goods_seq')) return false;
  return goodsFormOf(indexElements(page, { tags: ['form'] })) !== undefined;
}

/** Amounts written with ₩ ("3,000₩", "₩ 3,000", `&#x20a9;`) rewritten as "3,000원" for the won readers. */
function withWon(text: string): string {
  return text.replace(/₩\s*(\d[\d,]*)/g, '$1원').replace(/(\d)\s*₩/g, '$1원');
}

function firstWithClass(root: ParentNode | null | undefined, className: string): Element | undefined {
  return descendants(root ?? undefined, (element) => hasClass(element, className))[0];
}

/** The amount of a price box: its `.num` part, else the first amount of its text outside struck-through parts. */
function amountOf(box: Element | undefined): number | null {
  if (box === undefined) return null;
  const digits = textOf(firstWithClass(box, 'num')) ?? withWon(spacedText(box));
  return parsePrice(/\d{1,3}(?:,\d{3})+|\d+/.exec(digits)?.[0]);
}

/** The last non-zero `gl_goods_price = N;` (the script first declares it 0). */
function scriptPrice(page: Page): number | null {
  let price: number | null = null;
  for (const { text } of page.scripts()) {
    if (!text.includes('gl_goods_price')) continue;
    for (const match of text.matchAll(/gl_goods_price\s*=\s*(\d{1,12}(?:\.\d{1,4})?)\s*;/g)) {
      price = parsePrice(match[1]) ?? price;
    }
  }
  return price;
}

function nameOf(page: Page, index: ElementIndex): string | null {
  const heading = textOf(firstWithClass(index.byClass.get('detail_title_area')?.[0], 'name'));
  return heading ?? cleanTitle(page.meta('og:title') ?? page.title(), pageSiteNames(page));
}

function variantOf(option: Element, base: number): OptionVariant | null {
  const { value, price } = option.attribs;
  if (value === undefined || value.trim() === '') return null;
  const label = textOf(option) ?? value;
  const values = ['opt1', 'opt2', 'opt3', 'opt4', 'opt5']
    .map((name) => cleanText(option.attribs[name]))
    .filter((part): part is string => part !== null);
  const absolute = parseAmount(price);
  return {
    values: values.length > 0 ? values : [cleanText(value) ?? label],
    priceDelta: absolute === null ? 0 : absolute - base,
    stock: null,
    soldOut: soldOutLabel.test(label) || hasClass(option, 'soldout') || option.attribs.disabled !== undefined,
    code: cleanText(option.attribs.seq),
  };
}

/**
 * The one `viewOptions[]` select: each option carries its absolute price. Several selects are chained levels filled
 * by AJAX, so they list no combinations. A single value is kept as a one-variant set (no choice, nothing to add),
 * which keeps the generic select reader from mixing in the shipping-method select.
 */
function optionsOf(page: Page, salePrice: number | null): ProductOptions | null {
  const selects = page.selects().filter((select) => select.attribs.name === 'viewOptions[]');
  const select = selects.length === 1 ? selects[0] : undefined;
  if (select === undefined) return null;
  const options = descendantsNamed(select, 'option');
  const base = salePrice ?? parseAmount(options.find((option) => option.attribs.price)?.attribs.price) ?? 0;
  const variants = options
    .map((option) => variantOf(option, base))
    .filter((variant): variant is OptionVariant => variant !== null);
  if (variants.length === 0) return null;
  const title = textOf(firstWithClass(select.parent, 'optionTitle'));
  const depth = variants.reduce((most, variant) => Math.max(most, variant.values.length), 0);
  const titles = title?.split(/\s*\/\s*/) ?? [];
  const groups = titles.length === depth ? titles : [title ?? '옵션'];
  const fitted =
    groups.length === depth
      ? variants
      : variants.map((variant) => ({ ...variant, values: [variant.values.join(' / ')] }));
  return { groups, variants: fitted.slice(0, 2_000) };
}

/** Gallery photos of `#goods_thumbs`: the large slides, else the thumbnail strip, never the skin's placeholders. */
function imagesOf(page: Page, index: ElementIndex): string[] {
  const thumbs = index.byId.get('goods_thumbs');
  const slides = firstWithClass(thumbs, 'slides_container');
  const strip = firstWithClass(thumbs, 'pagination');
  const pick = (root: Element | undefined) =>
    imageUrlsOf(page, descendantsNamed(root, 'img')).filter((url) => !/\/data\/skin\/|noimage/i.test(url));
  for (const root of [slides, strip, thumbs]) {
    const urls = pick(root);
    if (urls.length > 0) return urls;
  }
  return [];
}

/** The delivery box of the selected shipping method (`.set_lay.set_<value> .std`), ₩ read as 원. */
function deliveryOf(spec: Element | undefined): Partial<SourceFields> {
  const method = descendants(
    spec,
    (element) => element.name === 'select' && element.attribs.name === 'shipping_method',
  )[0];
  const choices = descendantsNamed(method, 'option');
  const chosen = choices.find((option) => option.attribs.selected !== undefined) ?? choices[0];
  const boxes = descendants(spec, (element) => hasClass(element, 'set_lay'));
  const box =
    boxes.find((element) => chosen !== undefined && hasClass(element, `set_${chosen.attribs.value}`)) ??
    boxes[0];
  return parseDeliveryRow(withWon(spacedText(firstWithClass(box, 'std') ?? box)));
}

/** Sold out when the buy box has no order button and one of its buttons reads 품절 / SOLD OUT. */
function soldOutOf(spec: Element | undefined): boolean | null {
  const controls = descendants(spec, (element) => element.name === 'button' || element.name === 'a');
  // The engine's own buy button (`#buy_btn`) counts as a buy label whatever the skin's wording.
  return soldOutFromLabels(
    controls.map((control) => (control.attribs.id === 'buy_btn' ? '구매하기' : (shortTextOf(control) ?? ''))),
  );
}

function extractFirstmall(page: Page): PartialFields {
  const index = indexElements(page, {
    ids: ['goods_thumbs', 'goods_spec'],
    classes: ['detail_title_area'],
    tags: ['form'],
  });
  const form = goodsFormOf(index);
  const spec = index.byId.get('goods_spec') ?? form;
  const salePrice = amountOf(firstWithClass(spec, 'sale_price')) ?? scriptPrice(page);
  const goodsSeq = descendantsNamed(form, 'input').find((input) => input.attribs.name === 'goodsSeq');
  return presentFields({
    name: nameOf(page, index),
    salePrice,
    originalPrice: amountOf(firstWithClass(spec, 'org_price')),
    images: imagesOf(page, index),
    options: optionsOf(page, salePrice),
    soldOut: soldOutOf(spec),
    ...deliveryOf(spec),
    supplierItemId: cleanText(goodsSeq?.attribs.value) ?? page.url.searchParams.get('no'),
  });
}

/** 퍼스트몰 shops (own domains or `*.firstmall.kr`), recognised by the `goodsForm` buy box and `gl_goods_seq`. */
export const firstmallAdapter: SiteAdapter = {
  id: 'firstmall',
  displayName: '퍼스트몰',
  matchesHost: (host) => hostIs(host, 'firstmall.kr'),
  matchesPage: isFirstmallPage,
  extract: (page) => ({ fields: extractFirstmall(page) }),
};
