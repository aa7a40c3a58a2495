import type { InvestigatorStats } from '@ollida/contracts/investigator';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { investigatorPath } from './investigator-path';
import { investigatorQueryKeys } from './investigator-query-keys';

/** `GET /api/product-investigator/stats`: totals, counts per source and the latest crawl. */
export function statsQueryOptions() {
  return queryOptions({
    queryKey: investigatorQueryKeys.stats(),
    queryFn: async ({ signal }) =>
      (await apiRequest<InvestigatorStats>(investigatorPath('stats'), { signal })).stats,
  });
}
