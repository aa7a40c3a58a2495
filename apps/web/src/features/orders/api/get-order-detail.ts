import type { OrderDetail } from '@ollida/contracts/orders';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orderQueryKeys } from './order-query-keys';

/** `GET /api/orders/{id}`: the row plus orderer, receiver and items with the listing each sold from. */
export function orderDetailQueryOptions(workspaceId: string, orderId: string) {
  return queryOptions({
    queryKey: orderQueryKeys.detail(workspaceId, orderId),
    queryFn: ({ signal }) =>
      apiRequest<OrderDetail>(
        `/api/orders/${encodeURIComponent(orderId)}?${new URLSearchParams({ workspace_id: workspaceId })}`,
        { signal },
      ),
  });
}
