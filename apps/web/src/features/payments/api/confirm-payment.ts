import type { ConfirmPaymentBody, ConfirmPaymentResponse } from '@ollida/contracts/payments';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/payments/confirm`: asks the server to approve what the provider's success redirect carried. */
export function confirmPayment(body: ConfirmPaymentBody): Promise<ConfirmPaymentResponse> {
  return apiRequest<ConfirmPaymentResponse>('/api/payments/confirm', { method: 'POST', body });
}
