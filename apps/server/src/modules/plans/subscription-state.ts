import type { SubscriptionStatus } from '@ollida/contracts/payments';
import type { AllowanceTier } from '@ollida/contracts/plans';
import type { SubscriptionRow } from '../../db/schema/billing.ts';

/** Which allowances apply to a seller now, and how their subscription reads. */
export interface SubscriptionState {
  tier: AllowanceTier;
  status: SubscriptionStatus;
}

/** An active row counts until its period end (exclusive); anything else leaves the seller on the free tier. */
export function subscriptionStateOf(
  row: Pick<SubscriptionRow, 'planType' | 'status' | 'currentPeriodEnd'> | undefined,
  now: Date,
): SubscriptionState {
  if (row === undefined) return { tier: 'free', status: 'none' };
  if (row.status === 'cancelled') return { tier: 'free', status: 'cancelled' };
  if (now.getTime() >= row.currentPeriodEnd.getTime()) return { tier: 'free', status: 'expired' };
  return { tier: row.planType, status: 'active' };
}
