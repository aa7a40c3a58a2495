import type { CurrentSubscription } from '@ollida/contracts/payments';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { paymentQueryKeys } from './payment-query-keys';

/** `GET /api/subscriptions/current`: the plan in force and its usage; read by every plan badge and usage box. */
export function getCurrentSubscription(signal?: AbortSignal): Promise<CurrentSubscription> {
  return apiRequest<CurrentSubscription>('/api/subscriptions/current', { signal });
}

export function currentSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: paymentQueryKeys.subscription(),
    queryFn: ({ signal }) => getCurrentSubscription(signal),
  });
}
