import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export interface BanIpInput {
  ip: string;
  /** Blank: the server's default for the source. */
  reason: string;
  /** `manual`: the block form (`POST /api/admin/ban-ip`); `stats`: a button of the statistics. */
  source: 'manual' | 'stats';
}

/** Blocks an address; the statistics, lists and checks are read again after. */
export function useBanIp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ip, reason, source }: BanIpInput) =>
      apiRequest<{ message: string }>(
        source === 'manual' ? '/api/admin/ban-ip' : '/api/admin/ban-ip-from-stats',
        {
          method: 'POST',
          body: { ip_address: ip, reason },
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}
