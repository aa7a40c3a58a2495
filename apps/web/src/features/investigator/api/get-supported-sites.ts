import type { SupportedSitesResponse } from '@ollida/contracts/investigator';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { investigatorPath } from './investigator-path';
import { investigatorQueryKeys } from './investigator-query-keys';

const sitesStaleMs = 10 * 60_000;

/** `GET /api/product-investigator/supported-sites`: the crawlable sites and the server's default one. */
export function supportedSitesQueryOptions() {
  return queryOptions({
    queryKey: investigatorQueryKeys.supportedSites(),
    queryFn: ({ signal }) =>
      apiRequest<SupportedSitesResponse>(investigatorPath('supported-sites'), { signal }),
    staleTime: sitesStaleMs,
  });
}
