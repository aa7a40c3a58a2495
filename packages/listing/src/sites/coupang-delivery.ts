import { parseAmount } from '../numbers.ts';
import type { SourceFields } from '../source-product.ts';
import { cleanText, decodeEntities } from '../text.ts';

/** The delivery fields Coupang's shipping text can fill. */
export type CoupangDelivery = Pick<SourceFields, 'deliveryFee' | 'deliveryFreeOver' | 'deliveryPayType'>;

const none: CoupangDelivery = { deliveryFee: null, deliveryFreeOver: null, deliveryPayType: null };

/**
 * An amount ("2,500", "19800") that starts where a digit run starts and has a bounded length: an open-ended digit
 * class retried at every position of a long digit run makes the match quadratic.
 */
const amount = String.raw`(?<![\d,])(\d{1,3}(?:,\d{3}){1,4}|\d{1,12})`;
const feePattern = new RegExp(String.raw`배송비\s*:?\s*${amount}\s*원`);
const freeOverPattern = new RegExp(String.raw`${amount}\s*원\s*이상[^\d]*무료`);

/**
 * Reads `shippingFee.message` (HTML such as `<em>무료배송</em>`, "배송비 2,500원", "19,800원 이상 구매 시 무료배송",
 * "착불") into fee, free-over threshold and pay type.
 */
export function coupangDelivery(message: unknown): CoupangDelivery {
  if (typeof message !== 'string') return none;
  const text = cleanText(decodeEntities(message.replace(/<[^>]*>/g, ' ')));
  if (text === null) return none;
  const fee = parseAmount(feePattern.exec(text)?.[1]);
  const freeOver = parseAmount(freeOverPattern.exec(text)?.[1]);
  const payType = text.includes('착불') ? 'cod' : 'prepaid';
  if (fee !== null) return { deliveryFee: fee, deliveryFreeOver: freeOver, deliveryPayType: payType };
  if (freeOver !== null) return { deliveryFee: null, deliveryFreeOver: freeOver, deliveryPayType: payType };
  if (text.includes('무료배송') || text.includes('무료 배송')) {
    return { deliveryFee: 0, deliveryFreeOver: null, deliveryPayType: 'free' };
  }
  return { ...none, deliveryPayType: text.includes('착불') ? 'cod' : null };
}
