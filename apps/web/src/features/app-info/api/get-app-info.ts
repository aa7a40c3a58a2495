import type { AppInfo } from '@ollida/contracts/app-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const appInfoQueryKeys = {
  all: ['app-info'] as const,
};

/** `GET /api/app-info` (public): sandbox flag, support address, extension store link. */
export function getAppInfo(signal?: AbortSignal): Promise<AppInfo> {
  return apiRequest<AppInfo>('/api/app-info', { signal, auth: false });
}

export function appInfoQueryOptions() {
  return queryOptions({
    queryKey: appInfoQueryKeys.all,
    queryFn: ({ signal }) => getAppInfo(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The app info once loaded; undefined while loading or when it failed (callers hide what needs it). */
export function useAppInfo(): AppInfo | undefined {
  return useQuery(appInfoQueryOptions()).data;
}
