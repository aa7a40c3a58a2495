import type { SecuritySystem } from '@ollida/contracts/admin';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** `GET /api/admin/security-system`: the patterns the automatic security system watches, as configured. */
export function securitySystemQueryOptions() {
  return queryOptions({
    queryKey: adminQueryKeys.securitySystem(),
    queryFn: ({ signal }) => apiRequest<SecuritySystem>('/api/admin/security-system', { signal }),
  });
}
