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

/**
 * Reports the disconnect before reloading the lists: the reload drops the store, which unmounts the form that asked,
 * so a callback given to `mutate` would never run and the settings would be left showing a store that is gone.
 */
export function useDisconnectStore(wingAccount: string, onDisconnected: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmation: string) => disconnectStore(wingAccount, confirmation),
    onSuccess: (response) => {
      onDisconnected(response.message);
      return refreshStores(queryClient);
    },
  });
}
