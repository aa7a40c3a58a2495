import { z } from 'zod';
import type { Upstream } from '../../platform/domain-errors.ts';
import { parseProviderShape } from '../http-client.ts';
import { parseTossDate } from './toss-payment.ts';

/** A registered card as Toss reports it after the billing key was issued (docs/protocols/toss-billing.md §3). */
export interface TossBilling {
  billingKey: string;
  customerKey: string;
  method: string;
  authenticatedAt: Date | null;
  card: {
    issuerCode: string | null;
    number: string;
    cardType: string | null;
    ownerType: string | null;
  } | null;
}

const billingSchema = z.object({
  billingKey: z.string().min(1).max(200),
  customerKey: z.string().min(1).max(300),
  method: z.string().nullish(),
  authenticatedAt: z.string().nullish(),
  card: z
    .object({
      issuerCode: z.string().nullish(),
      number: z.string().nullish(),
      cardType: z.string().nullish(),
      ownerType: z.string().nullish(),
    })
    .nullish(),
  // Removed in API version 2024-06-01; older versions send only these.
  cardCompany: z.string().nullish(),
  cardNumber: z.string().nullish(),
});

/** Reads Toss's Billing object; `card.number` first, the legacy `cardNumber` when only that is sent. */
export function parseTossBilling(body: unknown, httpStatus = 200): TossBilling {
  const parsed = parseProviderShape(billingSchema, body, {
    provider: 'toss',
    what: '빌링키 발급',
    httpStatus,
    retryable: false,
  });
  const number = parsed.card?.number ?? parsed.cardNumber ?? null;
  return {
    billingKey: parsed.billingKey,
    customerKey: parsed.customerKey,
    method: parsed.method ?? '카드',
    authenticatedAt: parsed.authenticatedAt == null ? null : (parseTossDate(parsed.authenticatedAt) ?? null),
    card:
      number === null
        ? null
        : {
            issuerCode: parsed.card?.issuerCode ?? null,
            number,
            cardType: parsed.card?.cardType ?? null,
            ownerType: parsed.card?.ownerType ?? null,
          },
  };
}

/**
 * What a failed billing call means for the next step (docs/protocols/toss-billing.md §7; Toss publishes no classes):
 * `fix` = our configuration or a bug, never retried by itself; `card` = the card cannot be charged, ask for another;
 * `soft` = a decline that may pass another day; `transient` = the outcome is unknown, look the order up and repeat the
 * same attempt.
 */
export type BillingDeclineClass = 'fix' | 'card' | 'soft' | 'transient';

const transientCodes = new Set([
  'IDEMPOTENT_REQUEST_PROCESSING',
  'FORBIDDEN_CONSECUTIVE_REQUEST',
  'PROVIDER_ERROR',
  'CARD_PROCESSING_ERROR',
]);
const cardCodes = new Set([
  'INVALID_REJECT_CARD',
  'INVALID_STOPPED_CARD',
  'INVALID_CARD_LOST_OR_STOLEN',
  'INVALID_BILL_KEY_REQUEST',
  'ALREADY_REMOVED_BILLING_KEY',
  'INVALID_CARD_EXPIRATION',
  'INVALID_CARD_NUMBER',
  'NOT_SUPPORTED_CARD_TYPE',
]);
const softCodes = new Set([
  'REJECT_CARD_PAYMENT',
  'REJECT_CARD_COMPANY',
  'REJECT_ACCOUNT_PAYMENT',
  'EXCEED_MAX_DAILY_PAYMENT_COUNT',
  'EXCEED_MAX_PAYMENT_AMOUNT',
  'EXCEED_MAX_AMOUNT',
]);

export function billingDeclineClass(error: Upstream): BillingDeclineClass {
  const status = error.info.httpStatus;
  const code = error.info.providerCode ?? '';
  if (status === undefined || status >= 500 || status === 409 || status === 429 || transientCodes.has(code)) {
    return 'transient';
  }
  if (cardCodes.has(code)) return 'card';
  if (softCodes.has(code)) return 'soft';
  return 'fix';
}
