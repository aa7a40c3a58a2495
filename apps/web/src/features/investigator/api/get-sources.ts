import type { SourcesResponse } from '@ollida/contracts/investigator';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { investigatorPath } from './investigator-path';
import { investigatorQueryKeys } from './investigator-query-keys';

const sourcesStaleMs = 10 * 60_000;

/** `GET /api/product-investigator/sources`: parser key to display name. */
export function sourcesQueryOptions() {
  return queryOptions({
    queryKey: investigatorQueryKeys.sources(),
    queryFn: ({ signal }) => apiRequest<SourcesResponse>(investigatorPath('sources'), { signal }),
    staleTime: sourcesStaleMs,
  });
}
