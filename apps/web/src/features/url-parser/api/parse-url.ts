import type { UrlParserResponse } from '@ollida/contracts/product-details';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /api/url-parser`: one supplier page into a listing draft. With `workspaceId` a foreign-currency page is
 * converted at that workspace's exchange rates (else at the published defaults).
 */
export function parseUrl(
  url: string,
  signal?: AbortSignal,
  workspaceId?: string,
): Promise<UrlParserResponse> {
  const body = workspaceId === undefined ? { url } : { url, workspace_id: workspaceId };
  return apiRequest<UrlParserResponse>('/api/url-parser', { method: 'POST', body, signal });
}

export function useParseUrl() {
  return useMutation({
    mutationFn: (input: { url: string; workspaceId?: string }) =>
      parseUrl(input.url, undefined, input.workspaceId),
  });
}
