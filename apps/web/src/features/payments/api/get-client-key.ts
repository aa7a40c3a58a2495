import type { ClientKeyResponse } from '@ollida/contracts/payments';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentQueryKeys } from '../../../lib/payment-query-keys';

/** `GET /api/payments/client-key` (no auth): the provider's public key and the SDK script to load. */
export function getClientKey(signal?: AbortSignal): Promise<ClientKeyResponse> {
  return apiRequest<ClientKeyResponse>('/api/payments/client-key', { signal, auth: false });
}

/** The key does not change while the page is open. */
export function clientKeyQueryOptions() {
  return queryOptions({
    queryKey: paymentQueryKeys.clientKey(),
    queryFn: ({ signal }) => getClientKey(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
