import { planOf } from '@ollida/contracts/plans';
import type { PaymentRow, SubscriptionRow } from '../../db/schema/billing.ts';
import type { TossPayment } from '../../integrations/toss/toss-payment.ts';
import { nextSubscription, type PaymentsRepo } from '../payments/index.ts';
import { anchorDayOf, followingPeriodEnd } from '../plans/index.ts';
import type { BillingRepo } from './billing.repo.ts';

function priceOf(planType: PaymentRow['planType']): number {
  const plan = planOf(planType);
  if (plan === undefined) throw new Error(`unknown plan ${planType}`);
  return plan.priceWon;
}

function completedFields(toss: TossPayment) {
  return {
    paymentKey: toss.paymentKey,
    approvedAt: toss.approvedAt ?? new Date(),
    method: toss.method,
    receiptUrl: toss.receiptUrl,
  };
}

/**
 * Writes approved card charges into the subscription, each in one transaction with the payment's own completion (a
 * charge already recorded changes nothing the second time).
 */
export function createBillingLedger(deps: {
  payments: PaymentsRepo;
  billing: BillingRepo;
  clock: () => Date;
}) {
  const { payments, billing, clock } = deps;

  return {
    /**
     * A first month or an upgrade, charged now: the plan starts at approval and the unused value of the plan in
     * force carries over as time (the rule of payments/subscription-change.ts); it renews itself from then on.
     */
    async recordImmediate(row: PaymentRow, toss: TossPayment): Promise<void> {
      const now = clock();
      const fields = completedFields(toss);
      await payments.transaction(async (tx) => {
        if ((await payments.markCompleted(row.id, fields, now, tx)) === undefined) return;
        const current = await payments.lockSubscription(row.userId, tx);
        const after = nextSubscription(
          current === undefined
            ? null
            : {
                planType: current.planType,
                status: current.status,
                periodStart: current.currentPeriodStart,
                periodEnd: current.currentPeriodEnd,
                priceWon: current.priceWon ?? priceOf(current.planType),
              },
          { planType: row.planType, approvedAt: fields.approvedAt, priceWon: row.amount },
        );
        await payments.upsertSubscription(
          {
            userId: row.userId,
            planType: after.planType,
            periodStart: after.periodStart,
            periodEnd: after.periodEnd,
            paymentId: row.id,
            billing: {
              priceWon: row.amount,
              anchorDay: anchorDayOf(after.periodStart, after.periodEnd, after.creditSeconds),
            },
          },
          now,
          tx,
        );
      });
    },

    /**
     * A renewal: the next period follows the old one on the anchor day, for the plan charged, at its price. Only while
     * the subscription still ends where the attempt found it and is in force. Answers `renewed` when this call moved
     * it, `recorded` when the approval had been recorded before, `orphaned` when the money came in for a subscription
     * that has since ended or moved on (it must be refunded).
     */
    async recordRenewal(
      sub: Pick<SubscriptionRow, 'currentPeriodEnd' | 'anchorDay'>,
      row: PaymentRow,
      toss: TossPayment,
    ): Promise<'renewed' | 'recorded' | 'orphaned'> {
      const now = clock();
      return payments.transaction(async (tx) => {
        if ((await payments.markCompleted(row.id, completedFields(toss), now, tx)) === undefined)
          return 'recorded';
        const moved = await billing.updateSubscriptionIf(
          row.userId,
          { periodEnd: sub.currentPeriodEnd, statuses: ['active', 'past_due'] },
          {
            status: 'active',
            planType: row.planType,
            currentPeriodStart: sub.currentPeriodEnd,
            currentPeriodEnd: followingPeriodEnd(sub.currentPeriodEnd, sub.anchorDay),
            paymentId: row.id,
            priceWon: row.amount,
            nextPlanType: null,
            renewalAttempts: 0,
            nextAttemptAt: null,
            lastFailureMessage: null,
            updatedAt: now,
          },
          tx,
        );
        return moved ? 'renewed' : 'orphaned';
      });
    },
  };
}

export type BillingLedger = ReturnType<typeof createBillingLedger>;
