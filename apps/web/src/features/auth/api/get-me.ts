import type { UserMe } from '@ollida/contracts/user';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest, clientErrorCodes } from '../../../lib/api-client';
import { authQueryKeys } from './auth-query-keys';

/** `GET /api/user/me`: the signed-in user. */
export function getMe(signal?: AbortSignal): Promise<UserMe> {
  return apiRequest<UserMe>('/api/user/me', { signal });
}

// A lost connection deserves one more try; any answer from the server is final (docs/product/account-area.md#session: a failure signs out).
function retryOnNetworkError(failureCount: number, error: Error): boolean {
  return error instanceof ApiError && error.code === clientErrorCodes.network && failureCount < 1;
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: authQueryKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60_000,
    retry: retryOnNetworkError,
  });
}
