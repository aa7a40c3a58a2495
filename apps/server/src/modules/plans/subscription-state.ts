import type { SubscriptionStatus } from '@ollida/contracts/payments';
import type { AllowanceTier } from '@ollida/contracts/plans';
import type { SubscriptionRow } from '../../db/schema/billing.ts';

/** Which allowances apply to a seller now, and how their subscription reads. */
export interface SubscriptionState {
  tier: AllowanceTier;
  status: SubscriptionStatus;
}

/**
 * Days after its period end an auto-renewing plan stays in force while its renewal is being charged and retried (the
 * last retry is 7 days after the renewal day); past it the seller is on the free tier even if no sweep ran.
 */
export const renewalGraceDays = 8;
const graceMs = renewalGraceDays * 24 * 60 * 60 * 1000;

type StateFields = Pick<SubscriptionRow, 'planType' | 'status' | 'currentPeriodEnd'> &
  Partial<Pick<SubscriptionRow, 'autoRenew' | 'cancelAtPeriodEnd'>>;

/**
 * An active row counts until its period end (exclusive). After it: a cancelled one reads `cancelled`; an auto-renewing
 * one (`active` while its renewal is charged, `past_due` while a failed one is retried) keeps its plan for the grace
 * days; anything else reads `expired`. Cancelled and expired rows leave the seller on the free tier.
 */
export function subscriptionStateOf(row: StateFields | undefined, now: Date): SubscriptionState {
  if (row === undefined) return { tier: 'free', status: 'none' };
  if (row.status === 'cancelled' || row.status === 'expired') return { tier: 'free', status: row.status };
  const end = row.currentPeriodEnd.getTime();
  const time = now.getTime();
  if (row.status === 'active' && time < end) return { tier: row.planType, status: 'active' };
  if (row.cancelAtPeriodEnd === true) return { tier: 'free', status: 'cancelled' };
  if (row.autoRenew === true && time < end + graceMs) return { tier: row.planType, status: row.status };
  return { tier: 'free', status: 'expired' };
}
