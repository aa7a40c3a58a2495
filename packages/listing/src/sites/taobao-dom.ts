import type { Element } from 'domhandler';
import { parsePrice } from '../numbers.ts';
import type { Page } from '../page.ts';
import type { SourceFields } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { fullSizeImage } from './alibaba-1688-images.ts';
import {
  descendants,
  descendantsNamed,
  type ElementIndex,
  hasClass,
  indexElements,
  textOf,
} from './shop-dom.ts';
import type { SaleProp } from './taobao-skus.ts';

// The item markup shared by Taobao (`tb-*`) and Tmall (`tm-*`) PC pages.

const ids = ['J_Title', 'J_StrPrice', 'J_StrPriceModBox', 'J_PromoPrice', 'J_UlThumb', 'J_PostageToggleCont'];
const classes = ['J_TSaleProp', 'tb-main-title', 'tb-detail-hd'];

/** The elements the Taobao/Tmall readers use, from one walk. */
export function taobaoIndex(page: Page): ElementIndex {
  return indexElements(page, { ids, classes });
}

/** Sale properties of real items are a handful; more lists are not read (each costs a walk of its subtree). */
const maxProps = 10;

/**
 * Sale properties: `ul.J_TSaleProp[data-property]` with `li[data-value="pid:vid"]` (label: the first span, else the
 * title). One walk per list: a span belongs to the item opened last.
 */
export function saleProps(index: ElementIndex): SaleProp[] {
  return (index.byClass.get('J_TSaleProp') ?? []).slice(0, maxProps).flatMap((list): SaleProp[] => {
    const name = cleanText(list.attribs['data-property']);
    if (name === null) return [];
    const items: { pv: string | null; title: string | null; span: string | null }[] = [];
    descendants(list, (element) => {
      const item = items.at(-1);
      if (element.name === 'li') {
        items.push({
          pv: cleanText(element.attribs['data-value']),
          title: cleanText(element.attribs.title),
          span: null,
        });
      } else if (element.name === 'span' && item !== undefined && item.span === null)
        item.span = textOf(element);
      return false;
    });
    const values = new Map<string, string>();
    for (const item of items) {
      const label = item.span ?? item.title;
      if (item.pv !== null && label !== null && !values.has(item.pv)) values.set(item.pv, label);
    }
    return values.size === 0 ? [] : [{ name, values }];
  });
}

/** Taobao `.tb-main-title[data-title]`, Tmall `.tb-detail-hd h1`. */
export function itemTitle(index: ElementIndex): string | null {
  const taobao = index.byClass.get('tb-main-title')?.[0];
  if (taobao !== undefined) return cleanText(taobao.attribs['data-title']) ?? textOf(taobao);
  return textOf(descendantsNamed(index.byClass.get('tb-detail-hd')?.[0], 'h1')[0]);
}

/** `<title>` without the site suffix ("-淘宝网", "-tmall.com天猫"). */
export function titleWithoutSite(page: Page): string | null {
  const title = page.title();
  return title === null
    ? null
    : cleanText(title.replace(/\s*[-–_|]\s*(?:淘宝网|tmall\.com\s*天猫|天猫\s*tmall\.com|天猫)\s*$/i, ''));
}

/** Amounts in a short price text ("149.00 - 159.00", "¥5499.00-6799.00"). */
function amounts(text: string | null): number[] {
  return (text ?? '').match(/\d+(?:\.\d+)?/g)?.flatMap((part) => parsePrice(part) ?? []) ?? [];
}

function isHidden(element: Element): boolean {
  const style = (element.attribs.style ?? '').replace(/\s+/g, '').toLowerCase();
  return hasClass(element, 'tb-hidden') || style.includes('display:none');
}

/** The shown price (range) of `#J_StrPrice` / Tmall `#J_StrPriceModBox .tm-price`. */
export function shownPrice(index: ElementIndex): Pick<SourceFields, 'salePrice' | 'priceRange'> {
  const box = index.byId.get('J_StrPrice') ?? index.byId.get('J_StrPriceModBox');
  const price = descendants(
    box,
    (element) => hasClass(element, 'tb-rmb-num') || hasClass(element, 'tm-price'),
  )[0];
  const found = amounts(textOf(price ?? box));
  const min = found.length === 0 ? null : Math.min(...found.slice(0, 2));
  const max = found.length === 0 ? null : Math.max(...found.slice(0, 2));
  return { salePrice: min, priceRange: min !== null && max !== null && max > min ? { min, max } : null };
}

/** The promotion price when its block is shown and holds one (it is filled by a script, often left empty). */
export function promoPrice(index: ElementIndex): number | null {
  const promo = index.byId.get('J_PromoPrice');
  if (promo === undefined || isHidden(promo)) return null;
  const price = descendants(
    promo,
    (element) => hasClass(element, 'tb-rmb-num') || hasClass(element, 'tm-price'),
  )[0];
  return amounts(textOf(price)).at(0) ?? null;
}

/** Gallery thumbnails `#J_UlThumb img` (data-src first), full size. */
export function thumbImages(index: ElementIndex, page: Page): string[] {
  return descendantsNamed(index.byId.get('J_UlThumb'), 'img')
    .map((image) => page.absolute(image.attribs['data-src'] ?? image.attribs.src))
    .filter((url): url is string => url !== null)
    .map(fullSizeImage);
}

/**
 * Shipping only when the postage line states it: "免运费"/"包邮" → free, "快递: 12.00" → fee. The line is filled by a
 * script for the buyer's region; empty means the page states nothing.
 */
export function postage(index: ElementIndex): Pick<SourceFields, 'deliveryFee' | 'deliveryPayType'> {
  const text = textOf(index.byId.get('J_PostageToggleCont'));
  if (text === null) return { deliveryFee: null, deliveryPayType: null };
  if (/免运费|包邮|卖家承担运费/.test(text)) return { deliveryFee: 0, deliveryPayType: 'free' };
  const fee = /(?:快递|运费|EMS|平邮|物流)\s*[:：]?\s*[¥￥]?\s*(\d+(?:\.\d+)?)/.exec(text)?.[1];
  const amount = fee === undefined ? null : parsePrice(fee);
  return amount === null
    ? { deliveryFee: null, deliveryPayType: null }
    : { deliveryFee: amount, deliveryPayType: 'prepaid' };
}
