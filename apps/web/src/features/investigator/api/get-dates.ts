import type { datesResponseSchema } from '@ollida/contracts/investigator';
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { investigatorPath } from './investigator-path';
import { investigatorQueryKeys } from './investigator-query-keys';

type DatesResponse = z.infer<typeof datesResponseSchema>;

/** `GET /api/product-investigator/dates/{source}`: crawl days with stored pages, newest first (`YYYY-MM-DD`). */
export function datesQueryOptions(source: string | null) {
  return queryOptions({
    queryKey: investigatorQueryKeys.dates(source ?? ''),
    queryFn: source
      ? async ({ signal }) =>
          (
            await apiRequest<DatesResponse>(investigatorPath(`dates/${encodeURIComponent(source)}`), {
              signal,
            })
          ).dates
      : skipToken,
  });
}
