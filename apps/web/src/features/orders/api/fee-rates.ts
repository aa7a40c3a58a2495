import type { FeeRates } from '@ollida/contracts/orders';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orderQueryKeys } from './order-query-keys';

/** `GET /api/orders/fee-rates`: the store's default rate and its category overrides. */
export function feeRatesQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: orderQueryKeys.feeRates(workspaceId),
    queryFn: ({ signal }) =>
      apiRequest<FeeRates>(`/api/orders/fee-rates?${new URLSearchParams({ workspace_id: workspaceId })}`, {
        signal,
      }),
  });
}

/** `PUT /api/orders/fee-rates`; the margins of every list change with it. */
export function useSaveFeeRates(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rates: FeeRates) =>
      apiRequest<FeeRates>('/api/orders/fee-rates', {
        method: 'PUT',
        body: { workspace_id: workspaceId, ...rates },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(orderQueryKeys.feeRates(workspaceId), saved);
      void queryClient.invalidateQueries({ queryKey: orderQueryKeys.lists() });
    },
  });
}
