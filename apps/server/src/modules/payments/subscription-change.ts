import type { PlanType } from '@ollida/contracts/plans';
import { addSeoulMonth } from '../../platform/seoul-calendar.ts';

/** The subscription in force before a payment, as far as the rule needs it. */
export interface SubscriptionBefore {
  planType: PlanType;
  status: 'active' | 'past_due' | 'cancelled' | 'expired';
  periodStart: Date;
  periodEnd: Date;
  /** Monthly price of its plan in won. */
  priceWon: number;
}

/** A completed payment for one month of a plan. */
export interface PaidMonth {
  planType: PlanType;
  approvedAt: Date;
  /** Monthly price of the plan bought, in won. */
  priceWon: number;
}

/** The subscription a payment produces. */
export interface SubscriptionAfter {
  planType: PlanType;
  periodStart: Date;
  periodEnd: Date;
  /** Whole seconds carried over from the previous plan (0 when nothing was active). */
  creditSeconds: number;
}

/**
 * Subscription change rule (issue #8).
 *
 * Each completed payment buys one calendar month of its plan in Asia/Seoul, starting at its approval:
 * approved Nov 23 10:00 KST runs to Dec 23 10:00 KST; approved Jan 31 runs to the last day of February, same time.
 *
 * - No subscription in force (none, cancelled, or its period already ended at approval):
 *   period = [approvedAt, approvedAt + 1 month).
 * - A subscription in force (a change mid-period, or a second payment for the same plan): the new plan starts at
 *   approval and the unused paid value of the old one is carried over as time on the new one:
 *   period = [approvedAt, approvedAt + 1 month + credit), where
 *   credit = remaining old time × old plan price / new plan price.
 *   Remaining old time is measured from approval (or from the old period's start, if later) to the old period's end.
 *   The credit is rounded down to whole seconds. So an upgrade gets a few extra days, a downgrade more, the same plan
 *   exactly the remaining time; paid value is never lost.
 * - A cancelled subscription carries nothing over: its payment was refunded.
 * - Paying for the plan already in force is a renewal. Creating such an order is refused (plan_already_active), but an
 *   order created before that plan became active may still be confirmed: the same price carries the remaining time
 *   over exactly, so the period simply grows by one calendar month (counted from approval). Nothing paid is lost.
 */
export function nextSubscription(before: SubscriptionBefore | null, paid: PaidMonth): SubscriptionAfter {
  const periodStart = paid.approvedAt;
  const monthEnd = addSeoulMonth(periodStart);
  const creditSeconds = before === null ? 0 : carriedSeconds(before, paid);
  return {
    planType: paid.planType,
    periodStart,
    periodEnd: new Date(monthEnd.getTime() + creditSeconds * 1000),
    creditSeconds,
  };
}

function carriedSeconds(before: SubscriptionBefore, paid: PaidMonth): number {
  if ((before.status !== 'active' && before.status !== 'past_due') || paid.priceWon <= 0) return 0;
  const from = Math.max(paid.approvedAt.getTime(), before.periodStart.getTime());
  const remainingMs = before.periodEnd.getTime() - from;
  if (remainingMs <= 0) return 0;
  return Math.floor((remainingMs * before.priceWon) / paid.priceWon / 1000);
}
