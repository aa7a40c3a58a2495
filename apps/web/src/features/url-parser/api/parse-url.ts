import type { UrlParserResponse } from '@ollida/contracts/product-details';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/url-parser`: one supplier page into a listing draft. */
export function parseUrl(url: string, signal?: AbortSignal): Promise<UrlParserResponse> {
  return apiRequest<UrlParserResponse>('/api/url-parser', { method: 'POST', body: { url }, signal });
}

export function useParseUrl() {
  return useMutation({ mutationFn: (url: string) => parseUrl(url) });
}
