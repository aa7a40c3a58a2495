import type { CheckIp } from '@ollida/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/admin/check-ip/{ip}`, run from the check form (a read, but on demand). */
export function useCheckIp() {
  return useMutation({
    mutationFn: (ip: string) => apiRequest<CheckIp>(`/api/admin/check-ip/${encodeURIComponent(ip)}`),
  });
}
