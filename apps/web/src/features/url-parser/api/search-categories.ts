import type { CategorySearchResponse } from '@ollida/contracts/uploads';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { urlParserQueryKeys } from './url-parser-query-keys';

export type MarketplaceCategory = CategorySearchResponse['data'][number];

/** `GET /api/workspaces/{id}/categories?q=`: marketplace categories matching the words (at most 20). */
export async function searchCategories(
  workspaceId: string,
  query: string,
  signal?: AbortSignal,
): Promise<MarketplaceCategory[]> {
  const params = new URLSearchParams({ q: query });
  const answer = await apiRequest<CategorySearchResponse>(
    `/api/workspaces/${encodeURIComponent(workspaceId)}/categories?${params.toString()}`,
    { signal },
  );
  return answer.data;
}

export function categoriesQueryOptions(workspaceId: string, query: string) {
  return queryOptions({
    queryKey: urlParserQueryKeys.categories(workspaceId, query),
    queryFn: ({ signal }) => searchCategories(workspaceId, query, signal),
    enabled: query !== '',
    staleTime: 5 * 60_000,
  });
}
