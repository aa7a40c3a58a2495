import type { MessageResponse } from '@ollida/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storePath } from './coupang-store-query-keys';
import { refreshStores } from './refresh-stores';

/** `DELETE /api/coupang/stores/{wingAccount}` with the account typed again as confirmation. */
export function disconnectStore(wingAccount: string, confirmation: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(storePath(wingAccount), {
    method: 'DELETE',
    body: { wingAccount: confirmation },
  });
}

export function useDisconnectStore(wingAccount: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmation: string) => disconnectStore(wingAccount, confirmation),
    onSuccess: () => refreshStores(queryClient),
  });
}
