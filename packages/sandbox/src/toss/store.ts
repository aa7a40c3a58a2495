import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { CheckoutRequest } from './checkout-request.ts';
import {
  CHECKOUT_WINDOW_MS,
  IDEMPOTENCY_TTL_MS,
  type IdempotentAnswer,
  MAX_UNSETTLED_PAYMENTS,
  type StoredPayment,
  type TossSandboxState,
} from './options.ts';
import { effectiveStatus, isSettled } from './payment-object.ts';

/** Random upper-case hex, the look of Toss's transaction keys. */
export function newTransactionKey(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

/** An 8-digit card approval number. */
export function newApproveNo(): string {
  return String(randomInt(0, 100_000_000)).padStart(8, '0');
}

function newPaymentKey(now: number): string {
  const stamp = new Date(now + 9 * 60 * 60 * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `tsbx${stamp}${randomBytes(6).toString('base64url')}`;
}

/**
 * Makes room for one more window: drops windows that lapsed more than 30 minutes ago without being paid, then the
 * oldest unsettled ones beyond the cap. Settled payments stay, since the merchant may still look them up or cancel.
 */
export function pruneWindows(state: TossSandboxState, now: number): void {
  const unsettled = Object.values(state.payments).filter((payment) => !isSettled(payment));
  const isLapsed = (payment: StoredPayment) => {
    const status = effectiveStatus(payment, now);
    return (status === 'READY' || status === 'EXPIRED') && now - payment.requestedAt > CHECKOUT_WINDOW_MS;
  };
  const kept = unsettled
    .filter((payment) => !isLapsed(payment))
    .sort((a, b) => b.requestedAt - a.requestedAt);
  const dropped = [...unsettled.filter(isLapsed), ...kept.slice(MAX_UNSETTLED_PAYMENTS - 1)];
  for (const payment of dropped) {
    delete state.payments[payment.paymentKey];
    delete state.checkouts[payment.checkoutId];
  }
}

/** Stores a READY payment for a validated window request (pruning old windows first) and returns it. */
export function openPayment(state: TossSandboxState, request: CheckoutRequest, now: number): StoredPayment {
  pruneWindows(state, now);
  const payment: StoredPayment = {
    paymentKey: newPaymentKey(now),
    checkoutId: randomBytes(18).toString('base64url'),
    mId: request.keys.mId,
    clientKey: request.keys.clientKey,
    sdk: request.sdk,
    orderId: request.orderId,
    orderName: request.orderName,
    amount: request.amount,
    successUrl: request.successUrl,
    failUrl: request.failUrl,
    customerName: request.customerName,
    customerEmail: request.customerEmail,
    customerMobilePhone: request.customerMobilePhone,
    customerKey: request.customerKey,
    metadata: request.metadata,
    status: 'READY',
    requestedAt: now,
    balanceAmount: request.amount,
    cancels: [],
  };
  state.payments[payment.paymentKey] = payment;
  state.checkouts[payment.checkoutId] = payment.paymentKey;
  return payment;
}

/** The payment behind a checkout page id. */
export function findByCheckoutId(state: TossSandboxState, checkoutId: string): StoredPayment | undefined {
  const paymentKey = Object.hasOwn(state.checkouts, checkoutId) ? state.checkouts[checkoutId] : undefined;
  return paymentKey === undefined ? undefined : findByPaymentKey(state, paymentKey);
}

/** The payment with this key. */
export function findByPaymentKey(state: TossSandboxState, paymentKey: string): StoredPayment | undefined {
  return Object.hasOwn(state.payments, paymentKey) ? state.payments[paymentKey] : undefined;
}

/** A merchant's payment for an order: the settled one if any, else the most recent window. */
export function findByOrderId(
  state: TossSandboxState,
  mId: string,
  orderId: string,
): StoredPayment | undefined {
  const matches = Object.values(state.payments).filter(
    (payment) => payment.mId === mId && payment.orderId === orderId,
  );
  const settled = matches.find(isSettled);
  if (settled !== undefined) return settled;
  return matches.sort((a, b) => b.requestedAt - a.requestedAt)[0];
}

/**
 * The idempotency scope Toss documents: key, API key, URL and method; the body is deliberately not part of it.
 * Hashed so the state file never holds a secret key.
 */
export function idempotencyScope(secretKey: string, method: string, url: string, key: string): string {
  return createHash('sha256').update(`${secretKey}\n${method}\n${url}\n${key}`).digest('hex');
}

/** A still-valid stored answer for this scope. */
export function recallAnswer(
  state: TossSandboxState,
  scope: string,
  now: number,
): IdempotentAnswer | undefined {
  const answer = Object.hasOwn(state.idempotency, scope) ? state.idempotency[scope] : undefined;
  return answer !== undefined && answer.expiresAt > now ? answer : undefined;
}

/** Keeps an answer for replay and drops the ones past Toss's 15-day retention. */
export function rememberAnswer(
  state: TossSandboxState,
  scope: string,
  answer: { status: number; body: string },
  now: number,
): void {
  for (const [key, stored] of Object.entries(state.idempotency)) {
    if (stored.expiresAt <= now) delete state.idempotency[key];
  }
  state.idempotency[scope] = { ...answer, expiresAt: now + IDEMPOTENCY_TTL_MS };
}
