import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** `POST /api/admin/unban-all-ips`: every block removed at once. */
export function useUnbanAllIps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string; unbanned_count: number }>('/api/admin/unban-all-ips', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}
