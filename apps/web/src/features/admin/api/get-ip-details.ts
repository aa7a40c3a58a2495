import type { IpDetails } from '@ollida/contracts/admin';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** `GET /api/admin/ip-details/{ip}`: one address over the period, with its last 50 requests. */
export function getIpDetails(ip: string, hours: number, signal?: AbortSignal): Promise<IpDetails> {
  return apiRequest<IpDetails>(`/api/admin/ip-details/${encodeURIComponent(ip)}?hours=${hours}`, { signal });
}

export function ipDetailsQueryOptions(ip: string, hours: number) {
  return queryOptions({
    queryKey: adminQueryKeys.ipDetails(ip, hours),
    queryFn: ({ signal }) => getIpDetails(ip, hours, signal),
  });
}
