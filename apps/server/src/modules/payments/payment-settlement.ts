import { type PlanType, planOf } from '@ollida/contracts/plans';
import type { PaymentRow } from '../../db/schema/billing.ts';
import type { TossPayment } from '../../integrations/toss/toss-payment.ts';
import type { PaymentsRepo } from './payments.repo.ts';
import { nextSubscription } from './subscription-change.ts';

/** Where our payment stands after Toss's word was applied; `mismatch` = Toss's payment is not this order's. */
export type Settlement =
  | { outcome: 'completed' }
  | { outcome: 'failed'; failure: { code: string; message: string } }
  | { outcome: 'cancelled' }
  | { outcome: 'open' }
  | { outcome: 'mismatch' };

const expiredFailure = {
  EXPIRED: { code: 'EXPIRED', message: '결제 시간이 만료되었습니다. 다시 결제해 주세요.' },
  ABORTED: { code: 'ABORTED', message: '결제가 완료되지 않았습니다. 다시 결제해 주세요.' },
} as const;

function priceOf(planType: PlanType): number {
  const plan = planOf(planType);
  if (plan === undefined) throw new Error(`unknown plan ${planType}`);
  return plan.priceWon;
}

function settlementOf(row: PaymentRow): Settlement {
  switch (row.status) {
    case 'completed':
      return { outcome: 'completed' };
    case 'cancelled':
    case 'refunded':
      return { outcome: 'cancelled' };
    case 'expired':
      return {
        outcome: 'failed',
        failure: { code: 'EXPIRED', message: row.failureMessage ?? expiredFailure.EXPIRED.message },
      };
    case 'failed':
      return {
        outcome: 'failed',
        failure: { code: row.failureCode ?? 'FAILED', message: row.failureMessage ?? '결제에 실패했습니다.' },
      };
    case 'pending':
    case 'confirming':
      return { outcome: 'open' };
    default: {
      const unexpected: never = row.status;
      throw new Error(`unknown payment status ${String(unexpected)}`);
    }
  }
}

/**
 * Applies a payment as Toss reports it to our order: the one place that completes (with the subscription), fails or
 * cancels a payment, shared by confirm and the webhook. Every write is conditional on our current status, so applying
 * the same Toss answer twice, or from two requests at once, changes the order once.
 */
export function createPaymentSettlement(deps: { repo: PaymentsRepo; clock: () => Date }) {
  const { repo, clock } = deps;

  async function complete(row: PaymentRow, toss: TossPayment): Promise<void> {
    const now = clock();
    const approvedAt = toss.approvedAt ?? now;
    await repo.transaction(async (tx) => {
      const completed = await repo.markCompleted(
        row.id,
        { paymentKey: toss.paymentKey, approvedAt, method: toss.method, receiptUrl: toss.receiptUrl },
        now,
        tx,
      );
      if (completed === undefined) return;
      const current = await repo.lockSubscription(row.userId, tx);
      const after = nextSubscription(
        current === undefined
          ? null
          : {
              planType: current.planType,
              status: current.status,
              periodStart: current.currentPeriodStart,
              periodEnd: current.currentPeriodEnd,
              priceWon: priceOf(current.planType),
            },
        { planType: row.planType, approvedAt, priceWon: priceOf(row.planType) },
      );
      await repo.upsertSubscription(
        {
          userId: row.userId,
          planType: after.planType,
          periodStart: after.periodStart,
          periodEnd: after.periodEnd,
          paymentId: row.id,
        },
        now,
        tx,
      );
    });
  }

  /**
   * A refund is all or nothing for the subscription it set; partial refunds and carried credit are adjusted by hand by
   * support. So: cancelling the payment behind the current subscription cancels it (the seller drops to free, also
   * when part of its period was credit carried from an older payment); cancelling an older payment leaves the
   * current subscription and the credit carried from it alone; a partial cancel keeps the whole month.
   */
  async function cancel(row: PaymentRow, toss: TossPayment): Promise<void> {
    const now = clock();
    const cancelledAt = toss.cancels.at(-1)?.canceledAt ?? now;
    await repo.transaction(async (tx) => {
      const cancelled = await repo.markCancelled(
        row.id,
        ['completed', 'pending', 'confirming'],
        row.status === 'completed' ? 'refunded' : 'cancelled',
        cancelledAt,
        now,
        tx,
      );
      if (cancelled) await repo.cancelSubscriptionOf(row.id, now, tx);
    });
  }

  async function apply(row: PaymentRow, toss: TossPayment): Promise<void> {
    const isOpen = row.status === 'pending' || row.status === 'confirming';
    // Money Toss took must end in a plan: its approval also overrules a `failed` we recorded from a misread answer.
    const isCompletable = isOpen || row.status === 'failed';
    switch (toss.status) {
      case 'DONE':
        // A card charge's approval is recorded by the billing module with the period it bought, never here.
        if (isCompletable && row.kind === 'checkout') await complete(row, toss);
        return;
      case 'PARTIAL_CANCELED':
        // Money is still held: the payment stands until the balance reaches zero.
        if (toss.balanceAmount > 0) {
          if (isCompletable && row.kind === 'checkout') await complete(row, toss);
          return;
        }
        await cancel(row, toss);
        return;
      case 'CANCELED':
        await cancel(row, toss);
        return;
      case 'ABORTED':
      case 'EXPIRED':
        if (isOpen) await repo.markFailed(row.id, toss.failure ?? expiredFailure[toss.status], clock());
        return;
      case 'READY':
      case 'IN_PROGRESS':
      case 'WAITING_FOR_DEPOSIT':
        return;
      default: {
        const unexpected: never = toss.status;
        throw new Error(`unknown Toss status ${String(unexpected)}`);
      }
    }
  }

  return {
    /**
     * Brings `row` in line with `toss` (fetched from Toss by us, never taken from a request) and reports where it
     * stands. Toss's payment must be this order's: same orderId, our paymentKey if we hold one, and the amount we
     * stored.
     */
    async settle(row: PaymentRow, toss: TossPayment): Promise<Settlement> {
      const sameOrder =
        toss.orderId === row.orderId && (row.paymentKey === null || row.paymentKey === toss.paymentKey);
      if (!sameOrder || toss.totalAmount !== row.amount) return { outcome: 'mismatch' };
      await apply(row, toss);
      const latest = await repo.findByOrderId(row.orderId);
      return latest === undefined ? { outcome: 'mismatch' } : settlementOf(latest);
    },
  };
}

export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
