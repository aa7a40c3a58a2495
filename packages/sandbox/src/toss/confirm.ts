import { type TossReply, tossError } from './errors.ts';
import { readField, readWholeAmount } from './fields.ts';
import type { StoredPayment, TossMerchantKeys, TossSandboxState } from './options.ts';
import { effectiveStatus, isSettled, toPaymentObject } from './payment-object.ts';
import { findByOrderId, findByPaymentKey, newApproveNo, newTransactionKey } from './store.ts';

/** What the payment API handlers share: the state, the time of the request and the plugin's public base URL. */
export interface PaymentApiScope {
  state: TossSandboxState;
  now: number;
  baseUrl: string;
}

interface ConfirmInput {
  paymentKey: string;
  orderId: string;
  amount: number;
}

function readConfirmInput(body: unknown): ConfirmInput | TossReply {
  const paymentKey = readField(body, 'paymentKey');
  const orderId = readField(body, 'orderId');
  const amount = readWholeAmount(readField(body, 'amount'));
  if (typeof paymentKey !== 'string' || paymentKey === '' || paymentKey.length > 200) {
    return tossError('INVALID_REQUEST', 'paymentKey는 필수 파라미터입니다. (200자 이하)');
  }
  if (typeof orderId !== 'string' || orderId === '') {
    return tossError('INVALID_REQUEST', 'orderId는 필수 파라미터입니다.');
  }
  if (amount === undefined) return tossError('INVALID_REQUEST', 'amount는 0보다 큰 정수여야 합니다.');
  return { paymentKey, orderId, amount };
}

function approve(payment: StoredPayment, now: number): void {
  payment.status = 'DONE';
  payment.approvedAt = now;
  payment.approveNo = newApproveNo();
  payment.lastTransactionKey = newTransactionKey();
}

/**
 * `POST /v1/payments/confirm` for an authenticated merchant: the paymentKey must belong to it and to the same key
 * family, the window must be authenticated and within 10 minutes, and orderId and amount must match the window.
 */
export function confirmPayment(scope: PaymentApiScope, merchant: TossMerchantKeys, body: unknown): TossReply {
  const input = readConfirmInput(body);
  if ('status' in input) return input;
  const payment = findByPaymentKey(scope.state, input.paymentKey);
  if (payment === undefined || payment.mId !== merchant.mId) return tossError('NOT_FOUND_PAYMENT');
  if (payment.clientKey !== merchant.clientKey) return tossError('INVALID_API_KEY');
  if (isSettled(payment)) return tossError('ALREADY_PROCESSED_PAYMENT');
  // Toss binds the paymentKey to the window's orderId and amount; a mismatch finds no session to approve.
  if (effectiveStatus(payment, scope.now) !== 'IN_PROGRESS') return tossError('NOT_FOUND_PAYMENT_SESSION');
  if (payment.orderId !== input.orderId || payment.amount !== input.amount) {
    return tossError('NOT_FOUND_PAYMENT_SESSION');
  }
  const earlier = findByOrderId(scope.state, payment.mId, payment.orderId);
  if (earlier !== undefined && earlier !== payment && isSettled(earlier))
    return tossError('DUPLICATED_ORDER_ID');
  approve(payment, scope.now);
  return { status: 200, body: toPaymentObject(payment, scope.baseUrl, scope.now) };
}

/** `GET /v1/payments/{paymentKey}`: only the merchant's own payments are visible. */
export function getPaymentByKey(
  scope: PaymentApiScope,
  merchant: TossMerchantKeys,
  paymentKey: string,
): TossReply {
  const payment = findByPaymentKey(scope.state, paymentKey);
  if (payment === undefined || payment.mId !== merchant.mId) return tossError('NOT_FOUND_PAYMENT');
  return { status: 200, body: toPaymentObject(payment, scope.baseUrl, scope.now) };
}

/** `GET /v1/payments/orders/{orderId}`. */
export function getPaymentByOrder(
  scope: PaymentApiScope,
  merchant: TossMerchantKeys,
  orderId: string,
): TossReply {
  const payment = findByOrderId(scope.state, merchant.mId, orderId);
  if (payment === undefined) return tossError('NOT_FOUND_PAYMENT');
  return { status: 200, body: toPaymentObject(payment, scope.baseUrl, scope.now) };
}
