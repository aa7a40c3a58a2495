import type { Upstream } from '../../platform/domain-errors.ts';

/** Card refusals and missing payments or sessions (protocol notes §6): Toss charged nothing and never will. */
const refusalCodes = new Set([
  'REJECT_CARD_PAYMENT',
  'REJECT_CARD_COMPANY',
  'INVALID_REJECT_CARD',
  'INVALID_STOPPED_CARD',
  'INVALID_PASSWORD',
  'BELOW_MINIMUM_AMOUNT',
  'FDS_ERROR',
  'NOT_FOUND_PAYMENT',
  'NOT_FOUND_PAYMENT_SESSION',
]);

/** Families of card and limit refusals: INVALID_CARD_EXPIRATION, EXCEED_MAX_AUTH_COUNT, EXCEED_MAX_AMOUNT, ... */
const refusalPrefixes = ['INVALID_CARD_', 'EXCEED_MAX_'];

/**
 * Toss's final "no" to a confirm: a 4xx with one of the known refusal codes, so the order may be failed at once.
 * Every other answer (a key configuration error, a malformed request, an in-progress reply to a retried
 * Idempotency-Key, ALREADY_PROCESSED_PAYMENT, a transient or unknown code) may hide a payment Toss did approve, so
 * the order is looked up first.
 */
export function isFinalRefusal(error: Upstream): boolean {
  const { httpStatus, providerCode } = error.info;
  if (httpStatus === undefined || httpStatus < 400 || httpStatus >= 500 || providerCode === undefined)
    return false;
  return refusalCodes.has(providerCode) || refusalPrefixes.some((prefix) => providerCode.startsWith(prefix));
}
