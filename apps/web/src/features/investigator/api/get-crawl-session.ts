import type { CrawlResult } from '@ollida/contracts/investigator';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { investigatorPath } from './investigator-path';
import { investigatorQueryKeys } from './investigator-query-keys';

/** How often a running crawl is asked about. */
export const crawlPollMs = 1_000;

// A client error (gone, not ours) will not heal by asking again; a dropped connection or a 5xx may.
function isPermanent(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/** `GET /api/product-investigator/crawler/sessions/{id}`: the crawl so far; polled every second while running. */
export function crawlSessionQueryOptions(sessionId: string | null) {
  return queryOptions({
    queryKey: investigatorQueryKeys.crawlSession(sessionId ?? ''),
    queryFn: sessionId
      ? ({ signal }) =>
          apiRequest<CrawlResult>(investigatorPath(`crawler/sessions/${encodeURIComponent(sessionId)}`), {
            signal,
          })
      : skipToken,
    refetchInterval: (query) =>
      query.state.data?.status === 'running' && !isPermanent(query.state.error) ? crawlPollMs : false,
    refetchIntervalInBackground: true,
    retry: false,
  });
}
