import { type HtmlFiles, investigatorPageSize } from '@ollida/contracts/investigator';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { investigatorPath } from './investigator-path';
import { investigatorQueryKeys } from './investigator-query-keys';

/** `GET /api/product-investigator/html-files?page&limit=50`: one page of stored pages (no search is sent). */
export function htmlFilesQueryOptions(page: number) {
  return queryOptions({
    queryKey: investigatorQueryKeys.htmlFiles(page),
    queryFn: ({ signal }) =>
      apiRequest<HtmlFiles>(investigatorPath('html-files', { page, limit: investigatorPageSize }), {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
