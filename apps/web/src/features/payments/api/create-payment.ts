import type { CreatePaymentResponse } from '@ollida/contracts/payments';
import type { PlanType } from '@ollida/contracts/plans';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/payments/create`: the server prices the plan and names the order; only the plan is sent. */
export function createPayment(planType: PlanType): Promise<CreatePaymentResponse> {
  return apiRequest<CreatePaymentResponse>('/api/payments/create', {
    method: 'POST',
    body: { plan_type: planType },
  });
}
