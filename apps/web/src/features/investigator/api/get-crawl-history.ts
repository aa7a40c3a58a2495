import { crawlerListLimit, type crawlHistoryResponseSchema } from '@ollida/contracts/investigator';
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { investigatorPath } from './investigator-path';
import { investigatorQueryKeys } from './investigator-query-keys';

type CrawlHistoryResponse = z.infer<typeof crawlHistoryResponseSchema>;

/** `GET /api/product-investigator/crawl-history?domain&limit=20`: the site's crawled pages; idle without a site. */
export function crawlHistoryQueryOptions(domain: string | null) {
  return queryOptions({
    queryKey: investigatorQueryKeys.crawlHistory(domain ?? ''),
    queryFn: domain
      ? async ({ signal }) => {
          const path = investigatorPath('crawl-history', { domain, limit: crawlerListLimit });
          return (await apiRequest<CrawlHistoryResponse>(path, { signal })).data.history;
        }
      : skipToken,
  });
}
