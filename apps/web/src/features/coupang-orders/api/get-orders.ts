import type { OrderListResponse, OrderStatus } from '@ollida/contracts/coupang-orders';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { coupangOrderQueryKeys } from './coupang-order-query-keys';

/** Everything one order query depends on; the query key holds all of it, so any change re-fetches. */
export interface OrderListParams {
  workspaceId: string;
  wingAccount: string;
  /** Seoul calendar days `YYYY-MM-DD`. */
  from: string;
  to: string;
  status: OrderStatus;
  pageSize: number;
}

/** `GET /api/coupang/orders`: every order of the range with that status, newest first; when more than 1,000 exist, the earliest 1,000 of the range (Wing pages oldest first). */
export async function getOrders(
  params: OrderListParams,
  options: { signal?: AbortSignal; refresh?: boolean } = {},
): Promise<OrderListResponse> {
  const query = new URLSearchParams({
    createdAtFrom: params.from,
    createdAtTo: params.to,
    status: params.status,
    maxPerPage: String(params.pageSize),
    wingAccount: params.wingAccount,
    workspace_id: params.workspaceId,
  });
  if (options.refresh) query.set('refresh', 'true');
  return apiRequest<OrderListResponse>(`/api/coupang/orders?${query}`, { signal: options.signal });
}

/** The order query; idle (no call) while no store is chosen or the dates are refused. */
export function ordersQueryOptions(params: OrderListParams | null) {
  return queryOptions({
    queryKey: coupangOrderQueryKeys.list(params),
    queryFn: params ? ({ signal }) => getOrders(params, { signal }) : skipToken,
  });
}
