import type { Element } from 'domhandler';
import type { Page } from '../page.ts';
import {
  byId,
  closestAncestor,
  findAllIn,
  findIn,
  hasClassName,
  insideId,
  isPopover,
  priceIds,
} from './amazon-dom.ts';
import { type Money, moneysIn, parseMoney } from './amazon-money.ts';
import { textOf } from './shop-dom.ts';

/** What the buy box says about the price a visitor without a membership pays. */
export type OfferState =
  /** A price for everyone. */
  | 'priced'
  /** Only a Prime (member) price is shown. */
  | 'member-only'
  /** "Currently unavailable": no offer at all. */
  | 'unavailable'
  /** No featured offer ("See all buying options"): prices on the page belong to other offers. */
  | 'no-offer'
  /** No price found. */
  | 'unknown';

export interface BuyBoxPrice {
  state: OfferState;
  price: Money | null;
  listPrice: Money | null;
  /** Lowest and highest amount when the price is a range ("$12.99 - $24.99", a parent item). */
  range: { min: number; max: number } | null;
  /** The row or box holding the chosen offer (its delivery message belongs to it). */
  offer: Element | undefined;
}

/** Containers of a member price: Prime savings rows, Prime-exclusive boxes. */
const memberArea = /prime(?:SavingsUpsell|Exclusive)|primeMember|memberPrice/i;

/** The "price to pay" element of the corePrice / apex widgets. */
function isPayPrice(element: Element): boolean {
  return (
    hasClassName(element, 'apex-pricetopay-value') ||
    hasClassName(element, 'priceToPay') ||
    hasClassName(element, 'apexPriceToPay')
  );
}

/** A struck-through list price, which is not what the buyer pays. */
function isStruck(element: Element): boolean {
  return element.attribs['data-a-strike'] === 'true' || hasClassName(element, 'a-text-price');
}

/** Text of an `.a-price`: its screen-reader copy, else the visible symbol/whole/fraction parts. */
function priceText(element: Element): string | null {
  const offscreen = findIn(element, (child) => hasClassName(child, 'a-offscreen'));
  const spoken = textOf(offscreen);
  if (spoken !== null && /\d/.test(spoken)) return spoken;
  return textOf(element);
}

function moneyOf(element: Element | undefined, page: Page): Money | null {
  return element === undefined ? null : parseMoney(priceText(element), page.host);
}

/** The price element inside one offer container (a buy-box row, the buy box, a price block). */
function priceElementIn(scope: Element | undefined): Element | undefined {
  if (scope === undefined) return undefined;
  if (priceIds.some((id) => scope.attribs.id === id)) return scope;
  const skipHidden = (element: Element) => isPopover(element);
  const payPrice = findIn(scope, isPayPrice, skipHidden);
  if (payPrice !== undefined) return payPrice;
  const byPriceId = findIn(scope, (element) => priceIds.some((id) => element.attribs.id === id), skipHidden);
  if (byPriceId !== undefined) return byPriceId;
  const core = findIn(scope, (element) => /^corePrice/.test(element.attribs.id ?? ''));
  return findIn(core, (element) => hasClassName(element, 'a-price') && !isStruck(element), skipHidden);
}

function listPriceIn(scope: Element | undefined, page: Page): Money | null {
  const struck = findIn(
    scope,
    (element) =>
      hasClassName(element, 'priceBlockStrikePriceString') ||
      (hasClassName(element, 'a-price') && element.attribs['data-a-strike'] === 'true'),
    isPopover,
  );
  return moneyOf(struck, page);
}

/** Kinds of buy-box rows: used and subscription offers never give the price; Prime rows give a member price. */
function rowKind(row: Element): 'regular' | 'member' | 'other' {
  const name = `${row.attribs['data-a-accordion-row-name'] ?? ''} ${row.attribs.id ?? ''}`;
  if (/used|renewed|refurb|warehouse|sns|subscri|business/i.test(name)) return 'other';
  if (/prime|member|exclusive/i.test(name)) return 'member';
  return 'regular';
}

/** The kind of buy-box row an element sits in, or null outside the rows. */
function enclosingRowKind(element: Element): ReturnType<typeof rowKind> | null {
  const row = closestAncestor(
    element,
    (ancestor) => ancestor.attribs['data-a-accordion-row-name'] !== undefined,
  );
  return row === undefined ? null : rowKind(row);
}

function accordionRows(page: Page): Element[] {
  const root = byId(page, 'buyBoxAccordion') ?? byId(page, 'buybox');
  return findAllIn(root, (element) => element.attribs['data-a-accordion-row-name'] !== undefined);
}

function priced(
  element: Element,
  offer: Element | undefined,
  listScope: Element | undefined,
  page: Page,
): BuyBoxPrice | null {
  const [first, second] = moneysIn(priceText(element) ?? '', page.host, 2);
  if (first === undefined) return null;
  const range =
    second !== undefined && second.currency === first.currency && second.amount > first.amount
      ? { min: first.amount, max: second.amount }
      : null;
  return { state: 'priced', price: first, listPrice: listPriceIn(listScope, page), range, offer };
}

/** Buy boxes with one row per buying option (2023+): the first regular row's price, else "member only". */
function fromRows(rows: readonly Element[], page: Page): BuyBoxPrice | null {
  let memberPrice = false;
  for (const row of rows) {
    const kind = rowKind(row);
    if (kind === 'other') continue;
    const element = priceElementIn(row);
    if (element === undefined) continue;
    if (kind === 'member') {
      memberPrice = true;
      continue;
    }
    const found = priced(element, row, row, page);
    if (found !== null)
      return { ...found, listPrice: found.listPrice ?? listPriceIn(pagePriceBlock(page), page) };
  }
  return memberPrice ? empty('member-only') : null;
}

function empty(state: OfferState): BuyBoxPrice {
  return { state, price: null, listPrice: null, range: null, offer: undefined };
}

/** True when the page says the shown price is reserved for Prime members. */
function hasMemberPriceNotice(page: Page): boolean {
  const exclusive = byId(page, 'primeExclusivePricingMessage');
  const discriminated = byId(page, 'discriminatedPrimePricing_feature_div');
  return textOf(exclusive) !== null || textOf(discriminated) !== null;
}

/** The price block beside the gallery, where list prices are struck through. */
function pagePriceBlock(page: Page): Element | undefined {
  return (
    byId(page, 'corePriceDisplay_desktop_feature_div') ??
    byId(page, 'corePrice_desktop') ??
    byId(page, 'price')
  );
}

/** Hidden elements (`aok-hidden`, `a-hidden`) are templates the page fills in when the state changes. */
function isShown(element: Element | undefined): element is Element {
  return element !== undefined && !hasClassName(element, 'aok-hidden') && !hasClassName(element, 'a-hidden');
}

function hasContent(element: Element | undefined): boolean {
  return element !== undefined && findIn(element, () => true) !== undefined;
}

/** One buy box (older layouts, Kindle, single-offer pages) or the price block beside the gallery. */
function fromSingleOffer(page: Page): BuyBoxPrice | null {
  const buybox = byId(page, 'desktop_buybox') ?? byId(page, 'buybox');
  const scopes: (Element | undefined)[] = [
    buybox,
    byId(page, 'corePriceDisplay_desktop_feature_div'),
    byId(page, 'corePrice_desktop'),
    byId(page, 'corePrice_feature_div'),
    ...priceIds.map((id) => byId(page, id)),
  ];
  const listScope = pagePriceBlock(page);
  for (const scope of scopes) {
    const element = priceElementIn(scope);
    // Rows the row reading passed over (used, subscription, Prime) must not come back through the box around them.
    if (element === undefined || insideId(element, memberArea)) continue;
    const row = enclosingRowKind(element);
    if (row === 'other' || row === 'member') continue;
    const found = priced(element, buybox, listScope, page);
    if (found === null) continue;
    if (hasMemberPriceNotice(page)) return empty('member-only');
    return found;
  }
  return null;
}

/** The price a visitor pays for this item, read from the buy box; never from other offers or other products. */
export function buyBoxPrice(page: Page): BuyBoxPrice {
  const outOfStock = byId(page, 'outOfStock');
  if (isShown(outOfStock) && textOf(outOfStock) !== null) return empty('unavailable');
  const qualified =
    hasContent(byId(page, 'qualifiedBuybox')) || hasContent(byId(page, 'desktop_qualifiedBuyBox'));
  if (!qualified && hasContent(byId(page, 'unqualifiedBuyBox'))) return empty('no-offer');
  const rows = accordionRows(page);
  const found = (rows.length > 0 ? fromRows(rows, page) : null) ?? fromSingleOffer(page);
  if (found !== null) return found;
  return empty(hasMemberPriceNotice(page) ? 'member-only' : 'unknown');
}
