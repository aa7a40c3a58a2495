import type { AppInfo } from '@ollida/contracts/app-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAppInfo } from './fetch-app-info';

export const appInfoQueryKeys = {
  all: ['app-info'] as const,
};

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
