import type { HtmlContent } from '@ollida/contracts/investigator';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { investigatorPath } from './investigator-path';
import { investigatorQueryKeys } from './investigator-query-keys';

/** `GET /api/product-investigator/html-content?file_path[&source]`: a stored page and a short-lived view link. */
export function getHtmlContent(
  filePath: string,
  source?: string,
  signal?: AbortSignal,
): Promise<HtmlContent> {
  return apiRequest<HtmlContent>(investigatorPath('html-content', { file_path: filePath, source }), {
    signal,
  });
}

/** The parser tab's file; idle until one is chosen. Its view link expires, so opening a page asks again. */
export function htmlContentQueryOptions(filePath: string | null, source?: string) {
  return queryOptions({
    queryKey: investigatorQueryKeys.htmlContent(filePath ?? ''),
    queryFn: filePath ? ({ signal }) => getHtmlContent(filePath, source, signal) : skipToken,
  });
}
