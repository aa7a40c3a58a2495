import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app.ts';
import {
  buildPaymentsTestApp,
  confirm,
  createOrder,
  paidOrder,
  paymentRow,
  postWebhook,
  resetTossProxy,
  signedInSeller,
  subscriptionRow,
  type TossProxy,
  tossSide,
} from '../../../test/kits/payments.ts';
import { createPaymentsRepo } from './payments.repo.ts';
import { staleClaimMs } from './payments.service.ts';

let ctx: TestContext;
let proxy: TossProxy;

beforeAll(async () => {
  ({ ctx, proxy } = await buildPaymentsTestApp());
});
afterAll(() => ctx.close());
afterEach(() => resetTossProxy(proxy));

const later = (ms: number) => {
  ctx.clock.now = new Date(ctx.clock.now.getTime() + ms);
};

/** A paid order whose confirm left it `confirming`: Toss's answer and the lookup after it both failed. */
async function stuckOrder(planType: string, options: { tossApproves: boolean }) {
  const seller = await signedInSeller(ctx);
  const body = await paidOrder(ctx, await createOrder(ctx, seller.token, planType));
  if (options.tossApproves) proxy.loseConfirmAnswers = true;
  else proxy.forceConfirmCode = 'FAILED_INTERNAL_SYSTEM_PROCESSING';
  proxy.failLookups = true;
  expect((await confirm(ctx, seller.token, body)).statusCode).toBe(502);
  expect((await paymentRow(ctx, body.order_id)).status).toBe('confirming');
  expect(tossSide(ctx, body.payment_key)?.status).toBe(options.tossApproves ? 'DONE' : 'IN_PROGRESS');
  resetTossProxy(proxy);
  return { seller, body };
}

describe('a confirm answer that is not a card refusal', () => {
  it.each([
    [401, 'UNAUTHORIZED_KEY'],
    [400, 'INVALID_API_KEY'],
    // An unlisted code, as an in-progress reply to a retried Idempotency-Key would be.
    [409, 'REQUEST_STILL_PROCESSING'],
  ])('looks the order up after a %i %s and completes it when Toss approved it', async (status, code) => {
    const seller = await signedInSeller(ctx);
    const body = await paidOrder(ctx, await createOrder(ctx, seller.token, 'starter'));
    proxy.loseConfirmAnswers = true;
    proxy.lostConfirmAnswer = { status, code };

    const response = await confirm(ctx, seller.token, body);
    expect(response.statusCode).toBe(200);
    expect(tossSide(ctx, body.payment_key)?.status).toBe('DONE');
    expect(await paymentRow(ctx, body.order_id)).toMatchObject({ status: 'completed', failureCode: null });
    expect(await subscriptionRow(ctx, seller.user.id)).toMatchObject({
      planType: 'starter',
      status: 'active',
    });
  });

  it('puts the order back to pending, not failed, when Toss answers a key error and still holds it open', async () => {
    const seller = await signedInSeller(ctx);
    const body = await paidOrder(ctx, await createOrder(ctx, seller.token, 'starter'));
    proxy.forceConfirmCode = 'INVALID_API_KEY';

    const response = await confirm(ctx, seller.token, body);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'upstream_error', provider_code: 'INVALID_API_KEY' });
    expect(await paymentRow(ctx, body.order_id)).toMatchObject({
      status: 'pending',
      paymentKey: body.payment_key,
      failureCode: null,
    });
    expect(await subscriptionRow(ctx, seller.user.id)).toBeUndefined();
  });

  it('completes a failed order, with its plan, when Toss later reports the payment DONE', async () => {
    const seller = await signedInSeller(ctx);
    const body = await paidOrder(ctx, await createOrder(ctx, seller.token, 'pro'));
    // Toss approved, but what arrived looked like a refusal.
    proxy.loseConfirmAnswers = true;
    proxy.lostConfirmAnswer = { status: 403, code: 'REJECT_CARD_PAYMENT' };
    expect((await confirm(ctx, seller.token, body)).statusCode).toBe(400);
    expect((await paymentRow(ctx, body.order_id)).status).toBe('failed');
    expect(tossSide(ctx, body.payment_key)?.status).toBe('DONE');

    const webhook = await postWebhook(ctx, {
      eventType: 'PAYMENT_STATUS_CHANGED',
      createdAt: '2026-11-20T12:00:00.000000',
      data: { paymentKey: body.payment_key },
    });
    expect(webhook.statusCode).toBe(200);
    const row = await paymentRow(ctx, body.order_id);
    expect(row).toMatchObject({ status: 'completed', failureCode: null, failureMessage: null });
    expect(await subscriptionRow(ctx, seller.user.id)).toMatchObject({
      planType: 'pro',
      status: 'active',
      paymentId: row.id,
    });
  });
});

describe('an order stuck in confirming', () => {
  it('answers 409 while the claim is fresh, then looks Toss up and completes the order Toss approved', async () => {
    const { seller, body } = await stuckOrder('pro', { tossApproves: true });
    later(staleClaimMs - 1_000);
    expect((await confirm(ctx, seller.token, body)).statusCode).toBe(409);

    later(2_000);
    proxy.failLookups = true;
    const unreachable = await confirm(ctx, seller.token, body);
    expect(unreachable.statusCode).toBe(502);
    expect((await paymentRow(ctx, body.order_id)).status).toBe('confirming');

    proxy.failLookups = false;
    const callsBefore = proxy.confirmCalls;
    const response = await confirm(ctx, seller.token, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'completed', planType: 'pro' });
    expect(proxy.confirmCalls).toBe(callsBefore);
    expect(await subscriptionRow(ctx, seller.user.id)).toMatchObject({ planType: 'pro', status: 'active' });
  });

  it('releases the claim when Toss still holds the payment open and confirms it in the same request', async () => {
    const { seller, body } = await stuckOrder('starter', { tossApproves: false });
    later(staleClaimMs + 1_000);

    const response = await confirm(ctx, seller.token, body);
    expect(response.statusCode).toBe(200);
    expect(tossSide(ctx, body.payment_key)?.status).toBe('DONE');
    expect((await paymentRow(ctx, body.order_id)).status).toBe('completed');
  });

  it('releases the claim when the order lookup answers 404 NOT_FOUND_PAYMENT, then confirms again', async () => {
    const { seller, body } = await stuckOrder('starter', { tossApproves: false });
    later(staleClaimMs + 1_000);
    proxy.failLookups = true;
    proxy.lookupFailure = { status: 404, code: 'NOT_FOUND_PAYMENT' };
    proxy.forceConfirmCode = 'FAILED_INTERNAL_SYSTEM_PROCESSING';

    const released = await confirm(ctx, seller.token, body);
    expect(released.statusCode).toBe(502);
    expect(released.json()).toMatchObject({ provider_code: 'FAILED_INTERNAL_SYSTEM_PROCESSING' });
    expect(await paymentRow(ctx, body.order_id)).toMatchObject({
      status: 'pending',
      paymentKey: body.payment_key,
    });

    resetTossProxy(proxy);
    expect((await confirm(ctx, seller.token, body)).statusCode).toBe(200);
    expect((await paymentRow(ctx, body.order_id)).status).toBe('completed');
  });
});

describe('one paymentKey per order', () => {
  it('refuses a confirm with another paymentKey once one was sent to Toss, without calling Toss', async () => {
    const seller = await signedInSeller(ctx);
    const order = await createOrder(ctx, seller.token, 'starter');
    const first = await paidOrder(ctx, order);
    proxy.forceConfirmCode = 'FAILED_INTERNAL_SYSTEM_PROCESSING';
    expect((await confirm(ctx, seller.token, first)).statusCode).toBe(502);
    expect((await paymentRow(ctx, order.orderId)).status).toBe('pending');
    resetTossProxy(proxy);

    // The buyer opens the window again for the same order and gets a new paymentKey.
    const second = await paidOrder(ctx, order);
    expect(second.payment_key).not.toBe(first.payment_key);
    const callsBefore = proxy.confirmCalls;
    const refused = await confirm(ctx, seller.token, second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail:
        '이 주문에는 이미 다른 결제가 연결되어 있습니다. 요금제 페이지에서 처음부터 다시 결제해 주세요.',
      code: 'payment_not_pending',
    });
    expect(proxy.confirmCalls).toBe(callsBefore);
    expect(tossSide(ctx, second.payment_key)?.status).toBe('IN_PROGRESS');
    expect(await paymentRow(ctx, order.orderId)).toMatchObject({
      status: 'pending',
      paymentKey: first.payment_key,
    });

    expect((await confirm(ctx, seller.token, first)).statusCode).toBe(200);
    expect(tossSide(ctx, first.payment_key)?.status).toBe('DONE');
  });
});

describe('claims in the database', () => {
  it('claims only with the stored paymentKey and releases only the claim that was read', async () => {
    const repo = createPaymentsRepo(ctx.database.db);
    const seller = await signedInSeller(ctx);
    const order = await createOrder(ctx, seller.token, 'starter');
    const row = await paymentRow(ctx, order.orderId);
    const first = await repo.claimForConfirm(row.id, 'tsbx-first-key', ctx.clock.now);
    if (first === undefined) throw new Error('the first claim failed');
    await repo.releaseClaim(first, ctx.clock.now);
    later(1_000);
    expect(await repo.claimForConfirm(row.id, 'tsbx-second-key', ctx.clock.now)).toBeUndefined();

    const again = await repo.claimForConfirm(row.id, 'tsbx-first-key', ctx.clock.now);
    expect(again?.status).toBe('confirming');
    // A request still holding the first claim must not release the newer one.
    await repo.releaseClaim(first, ctx.clock.now);
    expect(await paymentRow(ctx, order.orderId)).toMatchObject({
      status: 'confirming',
      paymentKey: 'tsbx-first-key',
      updatedAt: again?.updatedAt,
    });
  });
});
