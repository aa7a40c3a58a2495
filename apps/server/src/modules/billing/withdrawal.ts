import type { SubscriptionRow } from '../../db/schema/billing.ts';
import { addSeoulMonth } from '../../platform/seoul-calendar.ts';
import { type PlansRepo, subscriptionStateOf } from '../plans/index.ts';
import type { BillingRepo } from './billing.repo.ts';

/** 청약철회 period: days after a payment in which an unused month is refunded in full (전자상거래법 제17조①). */
export const withdrawalDays = 7;
const withdrawalMs = withdrawalDays * 24 * 60 * 60 * 1000;

/**
 * The payment a cancellation now would refund in full: the one that set the plan in force, approved within the last 7
 * days, with no product registered by the seller's stores since. Undefined when none qualifies (the plan then runs to
 * its period end). A month already used is not withdrawn (제17조②5: supply of a digital service has begun).
 */
export async function withdrawalRefund(input: {
  repo: BillingRepo;
  plans: PlansRepo;
  sub: SubscriptionRow | undefined;
  now: Date;
}): Promise<{ paymentId: string; amount: number } | undefined> {
  const { sub, now } = input;
  if (sub === undefined || subscriptionStateOf(sub, now).status !== 'active') return undefined;
  // A period longer than a month holds time carried from an earlier payment: refunding the last payment would end
  // that too, so such a cancellation runs to the period end instead.
  if (sub.currentPeriodEnd.getTime() > addSeoulMonth(sub.currentPeriodStart).getTime()) return undefined;
  const payment = await input.repo.findPayment(sub.paymentId);
  if (payment?.status !== 'completed' || payment.approvedAt === null || payment.paymentKey === null)
    return undefined;
  if (now.getTime() - payment.approvedAt.getTime() > withdrawalMs) return undefined;
  const used = await input.plans.countRegistrations(sub.userId, { start: payment.approvedAt, end: now });
  return used === 0 ? { paymentId: payment.id, amount: payment.amount } : undefined;
}
