import type { ProductSearchHistory } from '@ollida/contracts/product-search';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productSearchQueryKeys } from './product-search-query-keys';

/** `GET /api/product-search/history`: the seller's own records, newest first. */
export function getSearchHistory(signal?: AbortSignal): Promise<ProductSearchHistory> {
  return apiRequest<ProductSearchHistory>('/api/product-search/history', { signal });
}

/** The history query (read when the list is opened). */
export function searchHistoryQueryOptions() {
  return queryOptions({
    queryKey: productSearchQueryKeys.history(),
    queryFn: ({ signal }) => getSearchHistory(signal),
  });
}
