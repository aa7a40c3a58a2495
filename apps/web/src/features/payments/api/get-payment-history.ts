import type { PaymentHistoryResponse, PaymentRecord } from '@ollida/contracts/payments';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentQueryKeys } from '../../../lib/payment-query-keys';

/** `GET /api/payments/history`: the seller's payments, newest first. */
export async function getPaymentHistory(signal?: AbortSignal): Promise<PaymentRecord[]> {
  const response = await apiRequest<PaymentHistoryResponse>('/api/payments/history', { signal });
  return response.data;
}

export function paymentHistoryQueryOptions() {
  return queryOptions({
    queryKey: paymentQueryKeys.history(),
    queryFn: ({ signal }) => getPaymentHistory(signal),
  });
}
