import { isRecord } from '../embedded-json.ts';
import { parseAmount } from '../numbers.ts';
import { parseDeliveryText } from '../sites/shop-text.ts';
import type { PartialFields } from '../source-product.ts';
import { cleanText } from '../text.ts';
import type { KeyedArray } from './app-state-walk.ts';

const deliveryKeys = /deliver|shipping/i;
const textKeys = ['description', 'title', 'name', 'message', 'text', 'label', 'summary'];
const amount = String.raw`(?:[£$€¥]|[A-Z]{3}\s?)?\s*(\d[\d,]*(?:\.\d{1,2})?)`;
/** "Free on orders over £50", "free shipping on orders of $35 or more". */
const freeOverEnglish = new RegExp(
  String.raw`\bfree\b[^.;]{0,40}?\b(?:orders?|purchases?|spend(?:ing)?|baskets?)\s+(?:over|above|of|from)\s+${amount}`,
  'i',
);
/** "…, otherwise £3.50", "delivery costs £4.95", "shipping: $5.99". */
const feeEnglish = new RegExp(
  String.raw`\botherwise\s+${amount}|\b(?:delivery|shipping)\s+(?:costs?|is|fee|charge)\s*:?\s*${amount}|\b(?:delivery|shipping)\s*:\s*${amount}`,
  'i',
);
const freeEnglish = /^\s*free\b/i;

function number(text: string | undefined): number | null {
  return text === undefined ? null : parseAmount(text.replace(/,/g, ''));
}

/** Delivery terms written in English: fee, free-over threshold, or plain free. */
function englishTerms(text: string): PartialFields {
  const over = number(freeOverEnglish.exec(text)?.[1]);
  const feeMatch = feeEnglish.exec(text);
  const fee = number(feeMatch?.[1] ?? feeMatch?.[2] ?? feeMatch?.[3]);
  if (fee !== null && fee > 0) {
    return {
      deliveryFee: fee,
      deliveryPayType: 'prepaid',
      ...(over === null ? {} : { deliveryFreeOver: over }),
    };
  }
  if (over !== null) return { deliveryFreeOver: over, deliveryPayType: 'prepaid' };
  if (freeEnglish.test(text)) return { deliveryFee: 0, deliveryPayType: 'free' };
  return {};
}

function textOf(option: Record<string, unknown>): string {
  return textKeys
    .map((key) => cleanText(option[key]))
    .filter((text): text is string => text !== null)
    .join('. ');
}

/**
 * The standard (first) delivery option of a state's delivery list: its words first (they state conditions such as a
 * free-over threshold), else its price. Nothing when the state has no such list.
 */
export function parseStateDelivery(arrays: readonly KeyedArray[]): PartialFields {
  for (const array of arrays) {
    if (!deliveryKeys.test(array.key)) continue;
    const first = array.items.find(isRecord);
    if (first === undefined) continue;
    const text = textOf(first);
    const korean = /[가-힣]/.test(text) ? parseDeliveryText(text) : {};
    const terms = Object.keys(korean).length > 0 ? korean : englishTerms(text);
    if (terms.deliveryFee !== undefined || terms.deliveryFreeOver !== undefined) return terms;
    const price = isRecord(first.price)
      ? parseAmount(first.price.value ?? first.price.amount)
      : parseAmount(first.price);
    if (price !== null)
      return price === 0
        ? { deliveryFee: 0, deliveryPayType: 'free' }
        : { deliveryFee: price, deliveryPayType: 'prepaid' };
  }
  return {};
}
