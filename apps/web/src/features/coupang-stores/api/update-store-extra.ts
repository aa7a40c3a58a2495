import type { CoupangStore, UpdateStoreExtra } from '@ollida/contracts/coupang-stores';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { coupangStoreQueryKeys, storePath } from './coupang-store-query-keys';

/** `PATCH …/update-extra`: return fees and the auto-approval flag. */
export async function updateStoreExtra(wingAccount: string, input: UpdateStoreExtra): Promise<CoupangStore> {
  const response = await apiRequest<{ data: CoupangStore }>(storePath(wingAccount, '/update-extra'), {
    method: 'PATCH',
    body: input,
  });
  return response.data;
}

export function useUpdateStoreExtra(wingAccount: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateStoreExtra) => updateStoreExtra(wingAccount, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coupangStoreQueryKeys.list() }),
  });
}
