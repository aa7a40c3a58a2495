import type { PlanType } from '@ollida/contracts/plans';
import type { BillingAuthBody, BillingAuthResponse } from '@ollida/contracts/subscriptions';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /api/subscriptions/billing-auth`: opens a card registration. With a plan the card pays that plan once it is
 * registered; with null it replaces the registered card.
 */
export function startBillingAuth(planType: PlanType | null): Promise<BillingAuthResponse> {
  const body: BillingAuthBody = planType ? { plan_type: planType } : {};
  return apiRequest<BillingAuthResponse>('/api/subscriptions/billing-auth', { method: 'POST', body });
}
