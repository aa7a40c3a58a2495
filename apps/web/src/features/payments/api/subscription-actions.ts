import type { PlanType } from '@ollida/contracts/plans';
import type { ChangePlanBody, SubscriptionActionResponse } from '@ollida/contracts/subscriptions';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/subscriptions/change`: an upgrade is charged and applied now, a downgrade waits for the period end. */
export function changePlan(planType: PlanType): Promise<SubscriptionActionResponse> {
  const body: ChangePlanBody = { plan_type: planType };
  return apiRequest<SubscriptionActionResponse>('/api/subscriptions/change', { method: 'POST', body });
}

/** `POST /api/subscriptions/cancel`: ends the plan at the period end, or at once with a refund when the preview said so. */
export function cancelSubscription(): Promise<SubscriptionActionResponse> {
  return apiRequest<SubscriptionActionResponse>('/api/subscriptions/cancel', { method: 'POST' });
}

/** `POST /api/subscriptions/resume`: undoes a cancel or a scheduled downgrade before the period ends. */
export function resumeSubscription(): Promise<SubscriptionActionResponse> {
  return apiRequest<SubscriptionActionResponse>('/api/subscriptions/resume', { method: 'POST' });
}
