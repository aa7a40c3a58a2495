import type { MyIp } from '@ollida/contracts/admin';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** `GET /api/admin/my-ip`: the address the server sees for this administrator, and whether it is blocked. */
export function myIpQueryOptions() {
  return queryOptions({
    queryKey: adminQueryKeys.myIp(),
    queryFn: ({ signal }) => apiRequest<MyIp>('/api/admin/my-ip', { signal }),
  });
}
