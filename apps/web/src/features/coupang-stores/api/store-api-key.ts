import type { MessageResponse } from '@ollida/contracts/auth';
import type { generatedStoreApiKeySchema, StoreApiKeyStatus } from '@ollida/contracts/coupang-stores';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { coupangStoreQueryKeys, storePath } from './coupang-store-query-keys';

export type GeneratedStoreApiKey = z.infer<typeof generatedStoreApiKeySchema>['data'];

/** `GET …/api-key`: whether the store has an external API key, never the key itself. */
export async function getStoreApiKeyStatus(
  wingAccount: string,
  signal?: AbortSignal,
): Promise<StoreApiKeyStatus> {
  const response = await apiRequest<{ data: StoreApiKeyStatus }>(storePath(wingAccount, '/api-key'), {
    signal,
  });
  return response.data;
}

/** `POST …/generate-api-key`: a new key in clear, shown this once; any previous key stops working. */
export async function generateStoreApiKey(wingAccount: string): Promise<GeneratedStoreApiKey> {
  const response = await apiRequest<{ data: GeneratedStoreApiKey }>(
    storePath(wingAccount, '/generate-api-key'),
    {
      method: 'POST',
    },
  );
  return response.data;
}

/** `DELETE …/revoke-api-key`. */
export function revokeStoreApiKey(wingAccount: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(storePath(wingAccount, '/revoke-api-key'), { method: 'DELETE' });
}

export function storeApiKeyQueryOptions(wingAccount: string) {
  return queryOptions({
    queryKey: coupangStoreQueryKeys.apiKey(wingAccount),
    queryFn: ({ signal }) => getStoreApiKeyStatus(wingAccount, signal),
  });
}

export function useGenerateStoreApiKey(wingAccount: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateStoreApiKey(wingAccount),
    // The key in clear must not outlive the modal in the mutation cache.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coupangStoreQueryKeys.apiKey(wingAccount) }),
  });
}

export function useRevokeStoreApiKey(wingAccount: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeStoreApiKey(wingAccount),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coupangStoreQueryKeys.apiKey(wingAccount) }),
  });
}
