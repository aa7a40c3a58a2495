import { randomBytes } from 'node:crypto';
import { errorCodes } from '@ollida/contracts/errors';
import {
  type AbandonPaymentBody,
  type ConfirmPaymentBody,
  type ConfirmPaymentResponse,
  type CreatePaymentBody,
  type CreatePaymentResponse,
  type PaymentHistoryResponse,
  paymentHistoryLimit,
} from '@ollida/contracts/payments';
import { orderNameOf, planOf } from '@ollida/contracts/plans';
import type { PaymentRow } from '../../db/schema/billing.ts';
import type { TossClient } from '../../integrations/toss/toss-client.ts';
import type { TossPayment } from '../../integrations/toss/toss-payment.ts';
import { Conflict, DomainError, Invalid, NotFound, Upstream } from '../../platform/domain-errors.ts';
import type { SubscriptionReader } from '../plans/index.ts';
import { isFinalRefusal } from './confirm-refusals.ts';
import { paymentRecordOf } from './payment-record.ts';
import type { PaymentSettlement, Settlement } from './payment-settlement.ts';
import type { PaymentsRepo } from './payments.repo.ts';

/** Pending orders one seller may have opened in `openOrderWindowMs`; keeps the table from being flooded. */
export const maxOpenOrders = 20;
export const openOrderWindowMs = 30 * 60 * 1000;

/** How long a `confirming` claim is left to the request that made it before its owner may look Toss up again. */
export const staleClaimMs = 30_000;

const orderNotFound = () => new NotFound('결제 주문을 찾을 수 없습니다.', errorCodes.paymentOrderNotFound);
const notPending = () =>
  new Conflict('이미 처리되었거나 처리 중인 결제 주문입니다.', errorCodes.paymentNotPending);
const otherPaymentKey = () =>
  new Conflict(
    '이 주문에는 이미 다른 결제가 연결되어 있습니다. 요금제 페이지에서 처음부터 다시 결제해 주세요.',
    errorCodes.paymentNotPending,
  );

/** The order lookup's "Toss has no payment for this orderId": no confirm of ours took effect. */
function isUnknownOrder(error: unknown): boolean {
  return (
    error instanceof Upstream &&
    error.info.httpStatus === 404 &&
    error.info.providerCode === 'NOT_FOUND_PAYMENT'
  );
}

/** The order stays `confirming` (shown as 처리중) until the Toss webhook or a later confirm learns the outcome. */
function outcomeUnknown(cause: Upstream | undefined): Upstream {
  return new Upstream('결제 결과를 아직 확인하지 못했습니다. 잠시 후 결제 내역에서 상태를 확인해 주세요.', {
    provider: 'toss',
    retryable: false,
    ...(cause?.info.providerCode === undefined ? {} : { providerCode: cause.info.providerCode }),
    ...(cause?.info.httpStatus === undefined ? {} : { httpStatus: cause.info.httpStatus }),
  });
}

/** What the history says of a window Toss closed with an error (its own message is not trusted from the URL). */
function abandonMessage(code: string): string {
  return code === 'PAY_PROCESS_ABORTED'
    ? '결제가 완료되지 않았습니다. 다시 결제해 주세요.'
    : `결제가 거절되었습니다. (${code})`;
}

/** Card payments for a plan: order creation, confirmation with Toss, history. */
export function createPaymentsService(deps: {
  repo: PaymentsRepo;
  toss: TossClient;
  settlement: PaymentSettlement;
  subscriptions: SubscriptionReader;
  clock: () => Date;
}) {
  const { repo, toss, settlement, clock } = deps;

  /**
   * When a confirm's outcome is unknown (no answer, a 5xx, or any answer but a known refusal), or a claim went stale:
   * ask Toss by orderId and apply what it says. A payment Toss still holds open, or an orderId Toss does not know,
   * releases the claim back to `pending` and reports `open`, so the buyer may confirm again; a failed lookup or an
   * answer that does not fit the order leaves it `confirming`.
   */
  async function reconcile(claim: PaymentRow, cause: Upstream | undefined): Promise<Settlement> {
    let found: TossPayment;
    try {
      found = await toss.getPaymentByOrderId(claim.orderId);
    } catch (error) {
      if (!isUnknownOrder(error)) throw outcomeUnknown(cause);
      await repo.releaseClaim(claim, clock());
      return { outcome: 'open' };
    }
    const result = await settlement.settle(claim, found);
    if (result.outcome === 'open') await repo.releaseClaim(claim, clock());
    if (result.outcome === 'mismatch') throw outcomeUnknown(cause);
    return result;
  }

  async function approveAtToss(claim: PaymentRow, paymentKey: string): Promise<Settlement> {
    try {
      // The stored amount, never the one from the success URL; one Idempotency-Key per order, so a repeat replays.
      const payment = await toss.confirmPayment({
        paymentKey,
        orderId: claim.orderId,
        amount: claim.amount,
        idempotencyKey: claim.orderId,
      });
      return await settlement.settle(claim, payment);
    } catch (error) {
      if (!(error instanceof Upstream) || error.info.provider !== 'toss') throw error;
      if (!isFinalRefusal(error)) {
        const result = await reconcile(claim, error);
        // Toss holds it open after our confirm: its own answer tells the buyer what went wrong.
        if (result.outcome === 'open') throw error;
        return result;
      }
      const failure = { code: error.info.providerCode ?? 'REJECTED', message: error.detail };
      await repo.markFailed(claim.id, failure, clock());
      return { outcome: 'failed', failure };
    }
  }

  /**
   * A `confirming` order: 409 while the request that claimed it may still be waiting for Toss; after `staleClaimMs`
   * (a lost answer, a failed lookup; shared test keys get no webhooks) its owner's confirm looks Toss up instead.
   * Undefined when the claim was released, so this request may claim and confirm it itself.
   */
  async function recoverClaim(claim: PaymentRow): Promise<Settlement | undefined> {
    if (clock().getTime() - claim.updatedAt.getTime() < staleClaimMs) throw notPending();
    const result = await reconcile(claim, undefined);
    return result.outcome === 'open' ? undefined : result;
  }

  async function answer(row: PaymentRow, result: Settlement): Promise<ConfirmPaymentResponse> {
    switch (result.outcome) {
      case 'completed':
        return {
          status: 'completed',
          orderId: row.orderId,
          planType: row.planType,
          amount: row.amount,
          subscription: await deps.subscriptions.current(row.userId),
        };
      case 'failed':
        throw new Invalid(result.failure.message, errorCodes.paymentFailed);
      case 'cancelled':
        throw new Invalid('결제가 취소되었습니다.', errorCodes.paymentFailed);
      case 'open':
      case 'mismatch':
        throw outcomeUnknown(undefined);
      default: {
        const unexpected: never = result;
        throw new Error(`unknown settlement ${String(unexpected)}`);
      }
    }
  }

  return {
    /** Opens a pending order whose amount the server decides from the plan. */
    async createOrder(userId: string, body: CreatePaymentBody): Promise<CreatePaymentResponse> {
      const plan = planOf(body.plan_type);
      if (plan === undefined) throw new Invalid('알 수 없는 요금제입니다.');
      const now = clock();
      const subscription = await repo.findSubscription(userId);
      if (
        subscription?.status === 'active' &&
        subscription.currentPeriodEnd > now &&
        subscription.planType === plan.type
      ) {
        throw new Conflict(`이미 ${plan.name} 플랜을 이용 중입니다.`, errorCodes.planAlreadyActive);
      }
      const open = await repo.countPendingSince(userId, new Date(now.getTime() - openOrderWindowMs));
      if (open >= maxOpenOrders) {
        throw new DomainError(
          429,
          errorCodes.rateLimited,
          '마치지 않은 결제 주문이 너무 많습니다. 30분 후 다시 시도해 주세요.',
        );
      }
      const row = await repo.insertPending({
        userId,
        orderId: `ollida_${randomBytes(18).toString('base64url')}`,
        orderName: orderNameOf(plan),
        planType: plan.type,
        amount: plan.priceWon,
        now,
      });
      return { amount: row.amount, orderId: row.orderId, orderName: row.orderName };
    },

    /**
     * Confirms the caller's pending order with Toss. Checks ownership, status, the paymentKey already sent to Toss for
     * it and the stored amount first; then one conditional update lets exactly one request call Toss.
     */
    async confirm(userId: string, body: ConfirmPaymentBody): Promise<ConfirmPaymentResponse> {
      const row = await repo.findByOrderId(body.order_id);
      // A card charge is never confirmed through the window's flow: its approval came with the charge.
      if (row === undefined || row.userId !== userId || row.kind !== 'checkout') throw orderNotFound();
      if (row.status !== 'pending' && row.status !== 'confirming') throw notPending();
      // The Idempotency-Key is the orderId: a second paymentKey would get Toss's replay of the first one's answer.
      if (row.paymentKey !== null && row.paymentKey !== body.payment_key) throw otherPaymentKey();
      if (body.amount !== row.amount) {
        throw new Invalid('결제 금액이 주문 금액과 일치하지 않습니다.', errorCodes.paymentAmountMismatch);
      }
      if (row.status === 'confirming') {
        const recovered = await recoverClaim(row);
        if (recovered !== undefined) return answer(row, recovered);
      }
      const claimed = await repo.claimForConfirm(row.id, body.payment_key, clock());
      if (claimed === undefined) throw notPending();
      return answer(row, await approveAtToss(claimed, body.payment_key));
    },

    /**
     * The fail page reports that the buyer came back from the Toss window without paying: the caller's `pending`
     * order becomes `cancelled` (the window was closed) or `failed` (Toss refused), with Toss's code. Any other state
     * is left alone, so a late report cannot undo a payment.
     */
    async abandon(userId: string, body: AbandonPaymentBody): Promise<void> {
      const row = await repo.findByOrderId(body.order_id);
      if (row === undefined || row.userId !== userId || row.kind !== 'checkout') throw orderNotFound();
      if (row.status !== 'pending') return;
      const now = clock();
      if (body.code === undefined || body.code === 'PAY_PROCESS_CANCELED') {
        await repo.markCancelled(row.id, ['pending'], 'cancelled', now, now);
        return;
      }
      await repo.markFailed(row.id, { code: body.code, message: abandonMessage(body.code) }, now);
    },

    /** The caller's payments, newest first. */
    async history(userId: string): Promise<PaymentHistoryResponse> {
      const rows = await repo.listForUser(userId, paymentHistoryLimit);
      return { data: rows.map(paymentRecordOf) };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
