import type { ParseFileResponse } from '@ollida/contracts/investigator';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { investigatorPath } from './investigator-path';
import { investigatorQueryKeys } from './investigator-query-keys';

/** `GET /api/product-investigator/parse-file?file_path`: a stored page read as a product, for the info modal. */
export function parseFileQueryOptions(filePath: string) {
  return queryOptions({
    queryKey: investigatorQueryKeys.parseFile(filePath),
    queryFn: ({ signal }) =>
      apiRequest<ParseFileResponse>(investigatorPath('parse-file', { file_path: filePath }), { signal }),
    retry: false,
  });
}
