import type { CrawlResult, crawlStartBodySchema } from '@ollida/contracts/investigator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { investigatorPath } from './investigator-path';
import { investigatorQueryKeys } from './investigator-query-keys';

export type StartCrawlInput = z.output<typeof crawlStartBodySchema>;

/**
 * `POST /api/product-investigator/crawler/start`: the crawl runs as a job and answers `running` with its session;
 * that first answer seeds the session query the screen polls. The run counts, so the runs left are read again.
 */
export function useStartCrawl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartCrawlInput) =>
      apiRequest<CrawlResult>(investigatorPath('crawler/start'), { method: 'POST', body: input }),
    onSuccess: (result) => {
      queryClient.setQueryData(investigatorQueryKeys.crawlSession(result.data.session_id), result);
      void queryClient.invalidateQueries({ queryKey: investigatorQueryKeys.supportedSites() });
    },
  });
}
