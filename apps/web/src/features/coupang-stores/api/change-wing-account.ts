import type { CoupangStore } from '@ollida/contracts/coupang-stores';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storePath } from './coupang-store-query-keys';
import { refreshStores } from './refresh-stores';

/** `PUT …/wing-account`: corrects the store's Wing login id (owner only). */
export async function changeWingAccount(wingAccount: string, next: string): Promise<CoupangStore> {
  const response = await apiRequest<{ data: CoupangStore }>(storePath(wingAccount, '/wing-account'), {
    method: 'PUT',
    body: { wingAccount: next },
  });
  return response.data;
}

/** Reports the new id before the lists reload, so every store dialog addresses the store by it from then on. */
export function useChangeWingAccount(wingAccount: string, onChanged: (store: CoupangStore) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: string) => changeWingAccount(wingAccount, next),
    onSuccess: (store) => {
      onChanged(store);
      return refreshStores(queryClient);
    },
  });
}
