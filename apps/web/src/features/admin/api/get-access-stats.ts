import { type AccessStats, topIpPageSize } from '@ollida/contracts/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** `GET /api/admin/access-stats`: the period's traffic and one page of its IPs (10 a page). */
export function getAccessStats(hours: number, ipPage: number, signal?: AbortSignal): Promise<AccessStats> {
  const query = new URLSearchParams({
    hours: String(hours),
    ip_page: String(ipPage),
    ip_limit: String(topIpPageSize),
  });
  return apiRequest<AccessStats>(`/api/admin/access-stats?${query}`, { signal });
}

/** The statistics query; the previous page stays on screen while the next one loads. */
export function accessStatsQueryOptions(hours: number, ipPage: number) {
  return queryOptions({
    queryKey: adminQueryKeys.stats(hours, ipPage),
    queryFn: ({ signal }) => getAccessStats(hours, ipPage, signal),
    placeholderData: keepPreviousData,
  });
}
