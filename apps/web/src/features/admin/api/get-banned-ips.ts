import { type BannedIps, bannedIpPageSize } from '@ollida/contracts/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** `GET /api/admin/banned-ips`: one page of blocks, newest first (10 a page). */
export function getBannedIps(page: number, signal?: AbortSignal): Promise<BannedIps> {
  return apiRequest<BannedIps>(`/api/admin/banned-ips?page=${page}&limit=${bannedIpPageSize}`, { signal });
}

export function bannedIpsQueryOptions(page: number) {
  return queryOptions({
    queryKey: adminQueryKeys.bannedIps(page),
    queryFn: ({ signal }) => getBannedIps(page, signal),
    placeholderData: keepPreviousData,
  });
}
