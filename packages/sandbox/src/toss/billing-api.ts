import { randomBytes } from 'node:crypto';
import { billingCardPresets, declineFor, maskedNumber } from './billing-cards.ts';
import { capRecords } from './billing-window.ts';
import type { PaymentApiScope } from './confirm.ts';
import { type TossReply, tossError } from './errors.ts';
import { readField, readWholeAmount } from './fields.ts';
import {
  BILLING_AUTH_TTL_MS,
  MAX_BILLING_RECORDS,
  type StoredBillingKey,
  type StoredPayment,
  type TossMerchantKeys,
} from './options.ts';
import { formatKst, isSettled, toPaymentObject } from './payment-object.ts';
import { findByOrderId, newApproveNo, newTransactionKey } from './store.ts';

const orderIdPattern = /^[A-Za-z0-9_-]{6,64}$/;

/** A 44-character URL-safe base64 key ending in `=`, the look of Toss's billing keys. */
function newBillingKey(): string {
  return `${randomBytes(32).toString('base64url').slice(0, 43)}=`;
}

function billingObject(billingKey: string, key: StoredBillingKey): Record<string, unknown> {
  return {
    mId: key.mId,
    customerKey: key.customerKey,
    authenticatedAt: formatKst(key.authenticatedAt),
    method: '카드',
    billingKey,
    card: {
      issuerCode: key.issuerCode,
      acquirerCode: key.issuerCode,
      number: key.number,
      cardType: key.cardType,
      ownerType: '개인',
    },
  };
}

/**
 * `POST /v1/billing/authorizations/issue {authKey, customerKey}`: the one-time authKey of this merchant's window for
 * this customerKey becomes a billing key. An unknown, used or lapsed authKey is NOT_FOUND_BILLING; another
 * customerKey is INVALID_REQUEST (Toss's own code for that case is not documented).
 */
export function issueBillingKey(
  scope: PaymentApiScope,
  merchant: TossMerchantKeys,
  body: unknown,
): TossReply {
  const authKey = readField(body, 'authKey');
  const customerKey = readField(body, 'customerKey');
  if (typeof authKey !== 'string' || authKey === '' || authKey.length > 300) {
    return tossError('INVALID_REQUEST', 'authKey는 필수 파라미터입니다. (300자 이하)');
  }
  if (typeof customerKey !== 'string' || customerKey === '') {
    return tossError('INVALID_REQUEST', 'customerKey는 필수 파라미터입니다.');
  }
  const auths = scope.state.billingAuths ?? {};
  const auth = Object.hasOwn(auths, authKey) ? auths[authKey] : undefined;
  if (auth === undefined || auth.mId !== merchant.mId || scope.now - auth.issuedAt > BILLING_AUTH_TTL_MS) {
    return tossError('NOT_FOUND_BILLING');
  }
  if (auth.customerKey !== customerKey) {
    return tossError('INVALID_REQUEST', 'customerKey가 카드 등록 때의 값과 다릅니다.');
  }
  delete auths[authKey];
  const keys = scope.state.billingKeys ?? {};
  scope.state.billingKeys = keys;
  capRecords(keys, (value) => value.authenticatedAt, MAX_BILLING_RECORDS);
  const billingKey = newBillingKey();
  const stored: StoredBillingKey = {
    mId: merchant.mId,
    customerKey,
    preset: auth.preset,
    issuerCode: billingCardPresets[auth.preset].issuerCode,
    number: maskedNumber(auth.preset),
    cardType: billingCardPresets[auth.preset].cardType,
    authenticatedAt: scope.now,
  };
  keys[billingKey] = stored;
  return { status: 200, body: billingObject(billingKey, stored) };
}

function readCharge(body: unknown) {
  const customerKey = readField(body, 'customerKey');
  const orderId = readField(body, 'orderId');
  const orderName = readField(body, 'orderName');
  const amount = readWholeAmount(readField(body, 'amount'));
  if (typeof customerKey !== 'string' || customerKey === '') {
    return tossError('INVALID_REQUEST', 'customerKey는 필수 파라미터입니다.');
  }
  if (typeof orderId !== 'string' || !orderIdPattern.test(orderId)) {
    return tossError(
      'INVALID_REQUEST',
      'orderId는 영문 대소문자, 숫자, 특수문자 -, _ 만 허용합니다. 6자 이상 64자 이하여야 합니다.',
    );
  }
  if (typeof orderName !== 'string' || orderName === '' || orderName.length > 100) {
    return tossError('INVALID_REQUEST', 'orderName은 필수 파라미터입니다. (100자 이하)');
  }
  if (amount === undefined) return tossError('INVALID_REQUEST', 'amount는 0보다 큰 정수여야 합니다.');
  if (amount < 100) return tossError('BELOW_MINIMUM_AMOUNT');
  const customerName = readField(body, 'customerName');
  const customerEmail = readField(body, 'customerEmail');
  return {
    customerKey,
    orderId,
    orderName,
    amount,
    customerName: typeof customerName === 'string' ? customerName.slice(0, 100) : undefined,
    customerEmail: typeof customerEmail === 'string' ? customerEmail.slice(0, 100) : undefined,
  };
}

/**
 * `POST /v1/billing/{billingKey}`: charges the card at once. The key must be this merchant's, not deleted, and be
 * used with its customerKey; orderId unique among approved payments; at least 100원. The card's preset decides
 * declines. An approval is a Payment of type BILLING, retrievable and cancellable like any other.
 */
export function chargeBillingKey(
  scope: PaymentApiScope,
  merchant: TossMerchantKeys,
  billingKey: string,
  body: unknown,
): TossReply {
  const keys = scope.state.billingKeys ?? {};
  const key = Object.hasOwn(keys, billingKey) ? keys[billingKey] : undefined;
  if (key === undefined || key.mId !== merchant.mId) return tossError('INVALID_BILL_KEY_REQUEST');
  if (key.deletedAt !== undefined) return tossError('ALREADY_REMOVED_BILLING_KEY');
  const input = readCharge(body);
  if ('status' in input) return input;
  if (input.customerKey !== key.customerKey) return tossError('NOT_MATCHES_CUSTOMER_KEY');
  const earlier = findByOrderId(scope.state, merchant.mId, input.orderId);
  if (earlier !== undefined && isSettled(earlier)) return tossError('DUPLICATED_ORDER_ID');
  const decline = declineFor(key.preset);
  if (decline !== undefined) return decline;
  const payment: StoredPayment = {
    paymentKey: `tbil${randomBytes(12).toString('base64url')}`,
    checkoutId: randomBytes(18).toString('base64url'),
    mId: merchant.mId,
    clientKey: merchant.clientKey,
    sdk: 'v2',
    type: 'BILLING',
    orderId: input.orderId,
    orderName: input.orderName,
    amount: input.amount,
    successUrl: 'about:blank',
    failUrl: 'about:blank',
    customerName: input.customerName,
    customerEmail: input.customerEmail,
    customerKey: key.customerKey,
    status: 'DONE',
    requestedAt: scope.now,
    authenticatedAt: scope.now,
    approvedAt: scope.now,
    approveNo: newApproveNo(),
    lastTransactionKey: newTransactionKey(),
    balanceAmount: input.amount,
    cancels: [],
  };
  scope.state.payments[payment.paymentKey] = payment;
  return { status: 200, body: toPaymentObject(payment, scope.baseUrl, scope.now) };
}

/** `DELETE /v1/billing/{billingKey}`: 200 with an empty body; a second delete is ALREADY_REMOVED_BILLING_KEY. */
export function deleteBillingKey(
  scope: PaymentApiScope,
  merchant: TossMerchantKeys,
  billingKey: string,
): TossReply | 'deleted' {
  const keys = scope.state.billingKeys ?? {};
  const key = Object.hasOwn(keys, billingKey) ? keys[billingKey] : undefined;
  if (key === undefined || key.mId !== merchant.mId) return tossError('INVALID_BILL_KEY_REQUEST');
  if (key.deletedAt !== undefined) return tossError('ALREADY_REMOVED_BILLING_KEY');
  key.deletedAt = scope.now;
  return 'deleted';
}

/** Test control: every live billing key of `customerKey` now behaves as `preset` (e.g. a card that ran dry). */
export function scriptBillingCards(
  scope: PaymentApiScope,
  customerKey: string,
  preset: StoredBillingKey['preset'],
): number {
  let changed = 0;
  for (const key of Object.values(scope.state.billingKeys ?? {})) {
    if (key.customerKey === customerKey && key.deletedAt === undefined) {
      key.preset = preset;
      changed += 1;
    }
  }
  return changed;
}
