import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** `POST /api/admin/unban-ip`. */
export function useUnbanIp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ip: string) =>
      apiRequest<{ message: string }>('/api/admin/unban-ip', { method: 'POST', body: { ip_address: ip } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}
