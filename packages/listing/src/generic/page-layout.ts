import type { Element } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import type { GenericExtractor } from '../adapter.ts';
import { parseAmount } from '../numbers.ts';
import type { Page } from '../page.ts';
import type { OptionVariant, PartialFields, ProductOptions } from '../source-product.ts';
import { cleanText } from '../text.ts';

/** Where shops of every engine put the seller's description, most specific first. */
const DETAIL_SELECTORS = [
  '#prdDetail',
  '#goods_description',
  '#detail_content',
  '#productDetail',
  '#product-detail',
  '.goods_detail',
  '.goods-detail',
  '.detail_cont',
  '.prd_detail',
  '.product-detail',
  '.product_detail',
  '.detail-content',
  '.item_detail',
];
const MAX_SELECTS = 4;
const MAX_VARIANTS = 500;
/** "옵션을 선택하세요", "- [필수] 선택 -", "----": the prompt row of a select, not a value. */
const PLACEHOLDER = /선택|^[-=─_*\s[\]]+$|^choose|^select/i;
const DELTA = /\(\s*([+-])\s*([\d,]+)\s*원\s*\)/;
const SOLD_OUT = /\(?\s*품절\s*\)?|\[\s*품절\s*\]/;

// Descendants come from plain walks (DomUtils): cheerio's `.find` de-duplicates its context with a scan per child,
// which costs the square of the child count (120,000 images in a description took minutes).
function detailOf(page: Page): PartialFields {
  // The page gathered the candidates in its one walk; the most specific selector that matches wins.
  const found = page.$(page.detailBoxes());
  for (const selector of DETAIL_SELECTORS) {
    const container = found.filter(selector).first();
    if (container.length === 0) continue;
    const html = container.html();
    if (html === null || html.trim() === '') continue;
    const images = DomUtils.findAll((element) => element.name === 'img', container.get(0)?.children ?? [])
      .map((image) => image.attribs['data-src'] ?? image.attribs['ec-data-src'] ?? image.attribs.src)
      .map((raw) => page.absolute(raw))
      .filter((url): url is string => url !== null);
    return { detailHtml: html, detailImages: images };
  }
  return {};
}

function groupName(page: Page, select: Element, index: number): string {
  const label = page.$(select).closest('label').contents().first().text();
  const row = page.$(select).closest('tr').get(0);
  const th =
    row === undefined
      ? null
      : DomUtils.findOne((element) => element.name === 'th', DomUtils.getChildren(row));
  const heading = th === null ? '' : page.$(th).text();
  return cleanText(label) ?? cleanText(heading) ?? cleanText(select.attribs.title) ?? `옵션${index + 1}`;
}

function choicesOf(page: Page, select: Element): { value: string; delta: number; soldOut: boolean }[] {
  return DomUtils.findAll((element) => element.name === 'option', select.children)
    .filter((option) => option.attribs.value !== '' && option.attribs.disabled === undefined)
    .map((option) => cleanText(page.$(option).text()) ?? '')
    .filter((text) => text !== '' && !PLACEHOLDER.test(text))
    .map((text) => {
      const delta = DELTA.exec(text);
      const amount = delta === null ? 0 : (parseAmount(delta[2]) ?? 0);
      const value = cleanText(text.replace(DELTA, '').replace(SOLD_OUT, '')) ?? text;
      return { value, delta: delta?.[1] === '-' ? -amount : amount, soldOut: SOLD_OUT.test(text) };
    });
}

/** Header search boxes: their selects are search fields, never product options. */
const SEARCH_MARK = /search|srch|keyword/i;
/** Select names of quantity, delivery, search and sort fields. */
const NOT_AN_OPTION = /qty|quantity|수량|delivery|shipping|배송|search|srch|keyword|sort/i;
const QUANTITY_FIELD = /qty|quantity|amount|수량|cnt|^ea$/i;
const ORDER_CONTROL = /cart|basket|buy|checkout|(?<![a-z])order|장바구니|구매|주문|결제/i;
const CONTROL_TYPES = new Set(['submit', 'button', 'image']);

function marksOf(element: Element): string {
  return `${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`;
}

/** A form that searches (GET, role=search, a search action/name): never the order form. */
function isSearchForm(form: Element): boolean {
  const { method, action, role, name } = form.attribs;
  return (
    method?.trim().toLowerCase() === 'get' ||
    role === 'search' ||
    SEARCH_MARK.test(`${action ?? ''} ${name ?? ''} ${marksOf(form)}`)
  );
}

const controlTags = new Set(['input', 'select', 'button', 'a']);

/** An order form holds a quantity field or a cart/buy control. */
function isOrderForm(page: Page, form: Element): boolean {
  return DomUtils.findAll((element) => controlTags.has(element.name), form.children).some((control) => {
    const { name, id, type, value, onclick, href } = control.attribs;
    if (control.name === 'input' || control.name === 'select') {
      if (QUANTITY_FIELD.test(name ?? '') || QUANTITY_FIELD.test(id ?? '')) return true;
      if (control.name === 'select' || !CONTROL_TYPES.has((type ?? '').toLowerCase())) return false;
    }
    const text = control.name === 'input' ? (value ?? '') : page.$(control).text();
    return ORDER_CONTROL.test(`${text} ${marksOf(control)} ${onclick ?? ''} ${href ?? ''}`);
  });
}

/**
 * A select holds product options when it sits in a known option container (`.opt`, `[class*=option]`) or in an
 * order form, and nowhere near a search box: header search forms carry selects too ("상품명 / 브랜드").
 */
function isOptionSelect(page: Page, select: Element, orderForms: Map<Element, boolean>): boolean {
  if (NOT_AN_OPTION.test(`${select.attribs.name ?? ''} ${select.attribs.id ?? ''}`)) return false;
  let container = false;
  for (let parent = select.parent; parent !== null; parent = parent.parent) {
    if (parent.type !== 'tag') continue;
    if (parent.name === 'form') {
      if (isSearchForm(parent)) return false;
      if (container) return true;
      const known = orderForms.get(parent);
      const isOrder = known ?? isOrderForm(page, parent);
      orderForms.set(parent, isOrder);
      return isOrder;
    }
    // Search marks count up to the option container; a page wrapper may well be called "has-search".
    if (!container && (parent.attribs.role === 'search' || SEARCH_MARK.test(marksOf(parent)))) return false;
    const className = parent.attribs.class ?? '';
    container ||= className.includes('option') || className.split(/\s+/).includes('opt');
  }
  return container;
}

/** Option `<select>`s of the page's order form or option block: quantity, delivery and search selects are not options. */
function optionsOf(page: Page): ProductOptions | null {
  const orderForms = new Map<Element, boolean>();
  const selects = page
    .selects()
    .filter((select) => isOptionSelect(page, select, orderForms))
    .slice(0, MAX_SELECTS);
  const groups: string[] = [];
  let variants: OptionVariant[] = [{ values: [], priceDelta: 0, stock: null, soldOut: false, code: null }];
  for (const [index, select] of selects.entries()) {
    const choices = choicesOf(page, select);
    // One plain choice is no choice: the product is sold as it is ("10개" in a select of its own).
    const only = choices.length === 1 ? choices[0] : undefined;
    if (choices.length === 0 || (only !== undefined && only.delta === 0 && !only.soldOut)) continue;
    groups.push(groupName(page, select, index));
    variants = variants
      .flatMap((variant) =>
        choices.map((choice) => ({
          ...variant,
          values: [...variant.values, choice.value],
          priceDelta: variant.priceDelta + choice.delta,
          soldOut: variant.soldOut || choice.soldOut,
        })),
      )
      .slice(0, MAX_VARIANTS);
  }
  return groups.length === 0 ? null : { groups, variants };
}

/**
 * Reads what shops of any engine show in their layout: the description container (detail HTML and its images) and
 * option `<select>`s with their "(+3,000원)" price differences. After the meta-based extractors, before the title.
 */
export const pageLayoutExtractor: GenericExtractor = {
  id: 'page-layout',
  provides: ['detailHtml', 'options'],
  extract(page) {
    const options = optionsOf(page);
    return { ...detailOf(page), ...(options === null ? {} : { options }) };
  },
};
