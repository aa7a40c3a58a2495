import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Upstream } from '../../platform/domain-errors.ts';
import type { TossClient } from './toss-client.ts';

/** A payment the buyer has authenticated: what the success redirect carries. */
export interface AuthenticatedPayment {
  paymentKey: string;
  orderId: string;
  amount: number;
}

/** What the shared cases drive; optional parts exist only where the service can be scripted (the sandbox). */
export interface TossContractTarget {
  client: TossClient;
  /** Same service, a secret key it does not know. */
  wrongKeyClient: TossClient;
  /** Plays the buyer through the payment window; the real window needs a person, so sandbox only. */
  authorize?: (order: {
    orderId: string;
    orderName: string;
    amount: number;
  }) => Promise<AuthenticatedPayment>;
  /** Moves the service's clock forward. */
  advanceClock?: (ms: number) => void;
  /** A client whose every request asks the service to fail with `code` (`TossPayments-Test-Code`). */
  forcing?: (code: string) => TossClient;
}

/** Which groups of cases the target can run; decided when the suite is declared. */
export interface TossContractCapabilities {
  buyer: boolean;
  clock: boolean;
  forcedErrors: boolean;
}

function newOrderId(): string {
  return `order_${randomBytes(9).toString('base64url')}`;
}

async function upstreamOf(promise: Promise<unknown>): Promise<Upstream> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof Upstream)) throw new Error(`expected an Upstream error, got ${String(error)}`);
  expect(error.info.provider).toBe('toss');
  expect(error.detail.length).toBeGreaterThan(0);
  return error;
}

/** Declares the Toss client contract; the same cases run against the sandbox and, read-only, the real API. */
export function describeTossContract(target: () => TossContractTarget, can: TossContractCapabilities): void {
  describe('Toss Payments contract: harmless calls', () => {
    it('answers NOT_FOUND_PAYMENT for an unknown paymentKey and orderId', async () => {
      const byKey = await upstreamOf(target().client.getPayment(`unknown_${randomBytes(8).toString('hex')}`));
      expect(byKey.info).toMatchObject({ providerCode: 'NOT_FOUND_PAYMENT', httpStatus: 404 });
      const byOrder = await upstreamOf(target().client.getPaymentByOrderId(newOrderId()));
      expect(byOrder.info).toMatchObject({ providerCode: 'NOT_FOUND_PAYMENT', httpStatus: 404 });
    });

    it('answers UNAUTHORIZED_KEY (401) for a secret key it does not know', async () => {
      const error = await upstreamOf(target().wrongKeyClient.getPaymentByOrderId(newOrderId()));
      expect(error.info).toMatchObject({ providerCode: 'UNAUTHORIZED_KEY', httpStatus: 401 });
    });

    it('refuses to confirm or cancel a paymentKey that does not exist', async () => {
      const paymentKey = `unknown_${randomBytes(8).toString('hex')}`;
      const confirm = await upstreamOf(
        target().client.confirmPayment({
          paymentKey,
          orderId: newOrderId(),
          amount: 1000,
          idempotencyKey: paymentKey,
        }),
      );
      expect(['NOT_FOUND_PAYMENT', 'NOT_FOUND_PAYMENT_SESSION']).toContain(confirm.info.providerCode);
      const cancel = await upstreamOf(
        target().client.cancelPayment({
          paymentKey,
          cancelReason: '계약 테스트',
          idempotencyKey: `c-${paymentKey}`,
        }),
      );
      expect(cancel.info.providerCode).toBe('NOT_FOUND_PAYMENT');
    });
  });

  describe.runIf(can.buyer)('Toss Payments contract: a buyer pays', () => {
    async function authorized(amount = 19_900): Promise<AuthenticatedPayment> {
      const authorize = target().authorize;
      if (authorize === undefined) throw new Error('this target has no scripted buyer');
      return authorize({ orderId: newOrderId(), orderName: '올리다 스타터 플랜', amount });
    }
    const confirmOf = (paid: AuthenticatedPayment, idempotencyKey = `confirm-${paid.orderId}`) =>
      target().client.confirmPayment({ ...paid, idempotencyKey });

    it('confirms, then finds the same payment by paymentKey and by orderId', async () => {
      const paid = await authorized();
      const payment = await confirmOf(paid);
      expect(payment).toMatchObject({
        paymentKey: paid.paymentKey,
        orderId: paid.orderId,
        status: 'DONE',
        method: '카드',
        totalAmount: 19_900,
        balanceAmount: 19_900,
      });
      expect(payment.approvedAt).toBeInstanceOf(Date);
      expect(payment.card?.number).toMatch(/\*/);
      expect(payment.receiptUrl).toMatch(/^https?:\/\//);
      const byKey = await target().client.getPayment(paid.paymentKey);
      const byOrder = await target().client.getPaymentByOrderId(paid.orderId);
      expect(byKey.status).toBe('DONE');
      expect(byOrder.paymentKey).toBe(paid.paymentKey);
    });

    it('refuses an amount that differs from the window, then confirms the right one', async () => {
      const paid = await authorized();
      const error = await upstreamOf(confirmOf({ ...paid, amount: 100 }, `tampered-${paid.orderId}`));
      // Toss does not document this code; the sandbox answers NOT_FOUND_PAYMENT_SESSION, as third parties report.
      expect(['NOT_FOUND_PAYMENT_SESSION', 'INVALID_REQUEST']).toContain(error.info.providerCode);
      expect((await confirmOf(paid)).status).toBe('DONE');
    });

    it('answers ALREADY_PROCESSED_PAYMENT to a second confirm under a new key', async () => {
      const paid = await authorized();
      await confirmOf(paid);
      const error = await upstreamOf(confirmOf(paid, `again-${paid.orderId}`));
      expect(error.info).toMatchObject({ providerCode: 'ALREADY_PROCESSED_PAYMENT', httpStatus: 400 });
    });

    it('replays the first answer for the same Idempotency-Key instead of failing as already processed', async () => {
      const paid = await authorized();
      const first = await confirmOf(paid);
      const replay = await confirmOf(paid);
      expect(replay.raw).toEqual(first.raw);
    });

    it('cancels partially, then the rest, then answers ALREADY_CANCELED_PAYMENT', async () => {
      const paid = await authorized(10_000);
      await confirmOf(paid);
      const cancel = (cancelAmount: number | undefined, key: string) =>
        target().client.cancelPayment({
          paymentKey: paid.paymentKey,
          cancelReason: '고객 요청',
          cancelAmount,
          idempotencyKey: `${key}-${paid.orderId}`,
        });
      const partial = await cancel(4_000, 'partial');
      expect(partial).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 6_000 });
      const rest = await cancel(undefined, 'rest');
      expect(rest).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
      expect(rest.cancels.map((entry) => entry.cancelAmount)).toEqual([4_000, 6_000]);
      const again = await upstreamOf(cancel(undefined, 'again'));
      expect(again.info.providerCode).toBe('ALREADY_CANCELED_PAYMENT');
    });
  });

  describe.runIf(can.buyer && can.clock)('Toss Payments contract: the confirm window', () => {
    it('answers NOT_FOUND_PAYMENT_SESSION more than 10 minutes after the buyer authenticated', async () => {
      const { authorize, advanceClock, client } = target();
      if (authorize === undefined || advanceClock === undefined)
        throw new Error('target lacks buyer or clock');
      const paid = await authorize({ orderId: newOrderId(), orderName: '스타터 플랜', amount: 19_900 });
      advanceClock(10 * 60_000 + 1_000);
      const error = await upstreamOf(
        client.confirmPayment({ ...paid, idempotencyKey: `late-${paid.orderId}` }),
      );
      expect(error.info).toMatchObject({ providerCode: 'NOT_FOUND_PAYMENT_SESSION', httpStatus: 404 });
    });
  });

  describe.runIf(can.buyer && can.forcedErrors)('Toss Payments contract: refusals during confirm', () => {
    it('keeps REJECT_CARD_PAYMENT and its Korean message', async () => {
      const { authorize, forcing } = target();
      if (authorize === undefined || forcing === undefined) throw new Error('target lacks buyer or forcing');
      const paid = await authorize({ orderId: newOrderId(), orderName: '스타터 플랜', amount: 19_900 });
      const error = await upstreamOf(
        forcing('REJECT_CARD_PAYMENT').confirmPayment({ ...paid, idempotencyKey: `reject-${paid.orderId}` }),
      );
      expect(error.info).toMatchObject({ providerCode: 'REJECT_CARD_PAYMENT', httpStatus: 403 });
      expect(error.detail).toBe('한도초과 혹은 잔액부족으로 결제에 실패했습니다.');
    });

    it('reports a 5xx as outcome unknown, and the payment can then be confirmed with the same key', async () => {
      const { authorize, forcing, client } = target();
      if (authorize === undefined || forcing === undefined) throw new Error('target lacks buyer or forcing');
      const paid = await authorize({ orderId: newOrderId(), orderName: '스타터 플랜', amount: 19_900 });
      const idempotencyKey = `confirm-${paid.orderId}`;
      const error = await upstreamOf(
        forcing('FAILED_INTERNAL_SYSTEM_PROCESSING').confirmPayment({ ...paid, idempotencyKey }),
      );
      expect(error.info).toMatchObject({
        providerCode: 'FAILED_INTERNAL_SYSTEM_PROCESSING',
        httpStatus: 500,
      });
      expect((await client.getPaymentByOrderId(paid.orderId)).status).toBe('IN_PROGRESS');
      expect((await client.confirmPayment({ ...paid, idempotencyKey })).status).toBe('DONE');
    });
  });
}
