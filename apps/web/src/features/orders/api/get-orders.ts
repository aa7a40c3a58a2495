import type { MarketOrderTab, OrderListResponse } from '@ollida/contracts/orders';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orderQueryKeys } from './order-query-keys';

/** Everything one list query depends on; the query key holds all of it, so any change re-fetches. */
export interface OrderListParams {
  workspaceId: string;
  status: MarketOrderTab;
  /** Seoul calendar days `YYYY-MM-DD`. */
  from: string;
  to: string;
  q: string;
  page: number;
  pageSize: number;
}

/** While the market is being read, the list is asked again this often. */
export const syncPollMs = 3_000;

/** The filters as the list and the CSV export take them (`q` left out when empty). */
export function orderFilterQuery(params: Omit<OrderListParams, 'page' | 'pageSize'>): URLSearchParams {
  const query = new URLSearchParams({
    workspace_id: params.workspaceId,
    status: params.status,
    from: params.from,
    to: params.to,
  });
  const q = params.q.trim();
  if (q) query.set('q', q);
  return query;
}

/** `GET /api/orders`: one page of a store's orders, with the summary and the sync state. */
export async function getOrders(params: OrderListParams, signal?: AbortSignal): Promise<OrderListResponse> {
  const query = orderFilterQuery(params);
  query.set('page', String(params.page));
  query.set('page_size', String(params.pageSize));
  return apiRequest<OrderListResponse>(`/api/orders?${query}`, { signal });
}

/** Idle while no store is chosen or the dates are refused; polled while a sync runs. */
export function ordersQueryOptions(params: OrderListParams | null) {
  return queryOptions({
    queryKey: orderQueryKeys.list(params),
    queryFn: params ? ({ signal }) => getOrders(params, signal) : skipToken,
    refetchInterval: (query) => (query.state.data?.sync.running ? syncPollMs : false),
  });
}
