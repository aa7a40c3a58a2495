import type { Element } from 'domhandler';
import type { Page } from '../page.ts';
import type { SourceFields } from '../source-product.ts';
import { type AmazonId, byId, findAllIn, findIn, idIn, insideId, visibleText } from './amazon-dom.ts';
import { parseMoney } from './amazon-money.ts';
import type { BuyBoxPrice } from './amazon-price.ts';
import { textOf } from './shop-dom.ts';

/** The delivery fields an Amazon buy box can fill. */
export type AmazonDelivery = Pick<SourceFields, 'deliveryFee' | 'deliveryFreeOver' | 'deliveryPayType'>;

const unknown: AmazonDelivery = { deliveryFee: null, deliveryFreeOver: null, deliveryPayType: null };
const free: AmazonDelivery = { deliveryFee: 0, deliveryFreeOver: null, deliveryPayType: 'free' };

function paid(fee: number): AmazonDelivery {
  return { deliveryFee: fee, deliveryFreeOver: null, deliveryPayType: 'prepaid' };
}

const shippingWords =
  '(?:delivery|shipping|lieferung|versand|env[ií]o|entrega|livraison|consegna|spedizione|verzending|frete)';
const shippingLabel = new RegExp(shippingWords, 'i');
const freeWords = String.raw`(?:free|gratis|gratuit[ea]?|kostenlos\w*|gratuito)`;
/** "FREE delivery", "Envío GRATIS", "GRATIS Lieferung", "送料無料". */
const freePattern = new RegExp(
  String.raw`\b${freeWords}\s+${shippingWords}\b|\b${shippingWords}\s+${freeWords}\b|送料無料|配送料無料`,
  'i',
);
/** Fine print that ties free delivery to a membership. */
const memberPattern = /prime/i;
/** Import duties bundled into the headline ("Shipping & Import Fees Deposit"). */
const importPattern = /import|einfuhr|douane|dazi|aduan|輸入/i;
/** "+ $5.99 shipping": an amount added to the price. */
const addedFee = /\+\s*(\S{0,6}\s?\d[\d.,]{0,12}(?:\s?\S{0,4}))/;
/** "FREE Shipping on orders over $25", "on orders shipped by Amazon over $35": a threshold. */
const thresholdPattern =
  /(?:orders?|pedidos?|bestellungen|commandes?|ordini)(?:\s+\S+){0,4}?\s+(?:over|of|above|superiores a|ab|de plus de|dès|superiori a)\s+(\S{0,6}\s?\d[\d.,]{0,12}(?:\s?\S{0,4}))/i;

/** Statements of the shipping charge next to the price (older layouts, AmazonGlobal exports). */
const feeStatementIds: readonly AmazonId[] = [
  'exports_desktop_qualifiedBuybox_tlc_feature_div',
  'ourprice_shippingmessage',
  'saleprice_shippingmessage',
  'price-shipping-message',
  'amazonGlobal_feature_div',
];

/** Delivery promises of the buy box ("FREE delivery: Thursday"). */
const deliveryMessageIds: readonly AmazonId[] = [
  'delivery-message',
  'mir-layout-DELIVERY_BLOCK',
  'deliveryBlockMessage',
  'deliveryMessageMirId',
];

/**
 * The element with the id inside the chosen offer. Only a single-offer box falls back to the first one on the page
 * (the price block beside the gallery); a buy-box row's delivery lines are its own, the other rows' are not.
 */
function offerElement(page: Page, offer: Element | undefined, id: AmazonId): Element | undefined {
  const inside = idIn(offer, id);
  if (inside !== undefined || offer?.attribs['data-a-accordion-row-name'] !== undefined) return inside;
  return byId(page, id);
}

/** Free delivery from a threshold: free for this item when it alone reaches it, else only the threshold. */
function withThreshold(over: number, price: number): AmazonDelivery {
  return price >= over ? { ...free, deliveryFreeOver: over } : { ...unknown, deliveryFreeOver: over };
}

/** "Shipping & Fee Details": the shipping line of the breakdown, without the import-fee deposit. */
function shippingFromBreakdown(popover: Element | undefined, page: Page): number | null {
  for (const row of findAllIn(popover, (element) => element.name === 'tr')) {
    const cells = findAllIn(row, (element) => element.name === 'td');
    const label = textOf(cells[0]) ?? '';
    if (!shippingLabel.test(label) || importPattern.test(label)) continue;
    const amount = parseMoney(textOf(cells[cells.length - 1]), page.host);
    if (amount !== null) return amount.amount;
  }
  return null;
}

/** Reads one shipping statement; null when it says nothing about the fee. */
function fromStatement(statement: Element, page: Page, price: number): AmazonDelivery | null {
  // A delivery line is a sentence or two; the cut bounds the patterns below on hostile markup.
  const text = visibleText(statement)?.slice(0, 2_000) ?? null;
  if (text === null) return null;
  const added = addedFee.exec(text)?.[1];
  if (added !== undefined) {
    if (!importPattern.test(text)) {
      const fee = parseMoney(added, page.host);
      return fee === null ? null : paid(fee.amount);
    }
    // The headline adds an import deposit to the shipping; only the breakdown tells the shipping part.
    const popover = idIn(statement, 'a-popover-agShipMsgPopover') ?? byId(page, 'a-popover-agShipMsgPopover');
    const fee = shippingFromBreakdown(popover, page);
    return fee === null ? unknown : paid(fee);
  }
  if (!freePattern.test(text)) return null;
  const over = parseMoney(thresholdPattern.exec(text)?.[1], page.host);
  if (over !== null) return withThreshold(over.amount, price);
  return memberPattern.test(text) ? unknown : free;
}

/** The unified delivery message (2023+): `data-csa-c-delivery-price` on its primary line. */
function fromDeliveryPromise(scope: Element | undefined, page: Page, price: number): AmazonDelivery | null {
  const primary = findIn(
    scope,
    (element) =>
      element.attribs['data-csa-c-delivery-price'] !== undefined &&
      (element.attribs['data-csa-c-content-id'] === 'DEXUnifiedCXPDM' ||
        insideId(element, /PRIMARY_DELIVERY/, 3)),
  );
  if (primary === undefined) return null;
  // A Prime delivery benefit is the member's, not a visitor's fee.
  if (memberPattern.test(primary.attribs['data-csa-c-delivery-benefit-program-id'] ?? '')) return unknown;
  const stated = primary.attribs['data-csa-c-delivery-price']?.trim() ?? '';
  if (/^free$/i.test(stated)) {
    // "FREE delivery … on orders over $35": free for this item only when it alone reaches the threshold.
    const over = parseMoney(primary.attribs['data-csa-c-delivery-condition'], page.host);
    return over === null ? free : withThreshold(over.amount, price);
  }
  const fee = parseMoney(stated, page.host);
  return fee === null ? null : paid(fee.amount);
}

/**
 * What this item's delivery costs a visitor, as the buy box states it. Nothing for pages without a price (no offer,
 * unavailable, member-only): their delivery lines belong to no purchase a visitor can make.
 */
export function amazonDelivery(page: Page, offer: BuyBoxPrice): AmazonDelivery {
  if (offer.state !== 'priced' || offer.price === null) return unknown;
  const scope = offer.offer ?? byId(page, 'desktop_buybox') ?? byId(page, 'buybox');
  const promise = fromDeliveryPromise(scope, page, offer.price.amount);
  if (promise !== null) return promise;
  for (const ids of [feeStatementIds, deliveryMessageIds]) {
    for (const id of ids) {
      const statement = offerElement(page, scope, id);
      const found = statement === undefined ? null : fromStatement(statement, page, offer.price.amount);
      if (found !== null) return found;
    }
  }
  return unknown;
}
