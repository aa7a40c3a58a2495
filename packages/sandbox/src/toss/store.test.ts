import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { JsonState } from '../state/json-state.ts';
import { validateCheckoutRequest } from './checkout-request.ts';
import { TOSS_DEMO_MERCHANT_KEYS } from './demo-accounts.ts';
import { initialTossState, MAX_UNSETTLED_PAYMENTS, type TossSandboxState } from './options.ts';
import { findByPaymentKey, openPayment, pruneWindows } from './store.ts';
import {
  authenticatedPayment,
  buildTossTestApp,
  openWindow,
  postConfirm,
  TEST_PREFIX,
  testClock,
  v2Session,
} from './testing.ts';

const MINUTE = 60_000;

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function windowRequest(orderId: string) {
  const validation = validateCheckoutRequest(v2Session({ orderId }), TOSS_DEMO_MERCHANT_KEYS);
  if (validation.kind === 'error') throw new Error(validation.error.message);
  return validation.request;
}

function countPayments(state: TossSandboxState) {
  return { payments: Object.keys(state.payments).length, checkouts: Object.keys(state.checkouts).length };
}

describe('pruning checkout windows', () => {
  it('drops windows left unpaid for more than 30 minutes, clock-driven, and keeps paid or live ones', async () => {
    const clock = testClock();
    const state = new JsonState(undefined, initialTossState);
    app = await buildTossTestApp({ now: clock.now, state });
    const abandoned = await openWindow(app, v2Session({ orderId: 'order_abandoned' }));
    const paid = await authenticatedPayment(app, v2Session({ orderId: 'order_paid_01' }));
    expect((await postConfirm(app, paid, { 'idempotency-key': 'p1' })).statusCode).toBe(200);
    clock.advance(20 * MINUTE);
    const recent = await openWindow(app, v2Session({ orderId: 'order_recent_1' }));
    clock.advance(11 * MINUTE);
    // Not pruned until something opens a window: a lapsed window still answers 410 as before.
    expect((await app.inject({ url: `${TEST_PREFIX}/checkout?session=${abandoned}` })).statusCode).toBe(410);
    await openWindow(app, v2Session({ orderId: 'order_trigger' }));
    expect((await app.inject({ url: `${TEST_PREFIX}/checkout?session=${abandoned}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `${TEST_PREFIX}/checkout?session=${recent}` })).statusCode).toBe(200);
    expect(findByPaymentKey(state.value, paid.paymentKey)?.status).toBe('DONE');
    expect(countPayments(state.value)).toEqual({ payments: 3, checkouts: 3 });
  });

  it('drops an authenticated window once its confirm time ran out and 30 minutes passed', () => {
    const state = initialTossState();
    const t0 = testClock().now();
    const authenticated = openPayment(state, windowRequest('order_auth_1'), t0);
    authenticated.status = 'IN_PROGRESS';
    authenticated.authenticatedAt = t0 + 25 * MINUTE;
    pruneWindows(state, t0 + 31 * MINUTE);
    expect(findByPaymentKey(state, authenticated.paymentKey)).toBeDefined();
    pruneWindows(state, t0 + 36 * MINUTE);
    expect(findByPaymentKey(state, authenticated.paymentKey)).toBeUndefined();
  });

  it(`keeps at most the ${MAX_UNSETTLED_PAYMENTS} most recent unsettled windows, never a settled payment`, () => {
    const state = initialTossState();
    const t0 = testClock().now();
    const settled = openPayment(state, windowRequest('order_settled'), t0);
    settled.status = 'DONE';
    const first = openPayment(state, windowRequest('order_first'), t0 + 1);
    for (let index = 1; index < MAX_UNSETTLED_PAYMENTS; index += 1) {
      openPayment(state, windowRequest(`order_${String(index).padStart(6, '0')}`), t0 + 1 + index);
    }
    expect(countPayments(state)).toEqual({
      payments: MAX_UNSETTLED_PAYMENTS + 1,
      checkouts: MAX_UNSETTLED_PAYMENTS + 1,
    });
    const newest = openPayment(state, windowRequest('order_newest'), t0 + 5000);
    expect(countPayments(state)).toEqual({
      payments: MAX_UNSETTLED_PAYMENTS + 1,
      checkouts: MAX_UNSETTLED_PAYMENTS + 1,
    });
    expect(findByPaymentKey(state, first.paymentKey)).toBeUndefined();
    expect(state.checkouts[first.checkoutId]).toBeUndefined();
    expect(findByPaymentKey(state, newest.paymentKey)).toBeDefined();
    expect(findByPaymentKey(state, settled.paymentKey)).toBeDefined();
  });
});
