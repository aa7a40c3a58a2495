import type { MessageResponse } from '@ollida/contracts/auth';
import type { generatedStoreApiKeySchema, StoreApiKeyStatus } from '@ollida/contracts/coupang-stores';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { coupangStoreQueryKeys } from './coupang-store-query-keys';

/** `/api/workspaces/{id}/api-key`: the key of any store, Coupang or Naver. */
const keyPath = (workspaceId: string) => `/api/workspaces/${encodeURIComponent(workspaceId)}/api-key`;

export type GeneratedStoreApiKey = z.infer<typeof generatedStoreApiKeySchema>['data'];

/** `GET …/api-key`: whether the store has an external API key, never the key itself. */
export async function getStoreApiKeyStatus(
  workspaceId: string,
  signal?: AbortSignal,
): Promise<StoreApiKeyStatus> {
  const response = await apiRequest<{ data: StoreApiKeyStatus }>(keyPath(workspaceId), { signal });
  return response.data;
}

/** `POST …/api-key`: a new key in clear, shown this once; any previous key stops working. */
export async function generateStoreApiKey(workspaceId: string): Promise<GeneratedStoreApiKey> {
  const response = await apiRequest<{ data: GeneratedStoreApiKey }>(keyPath(workspaceId), { method: 'POST' });
  return response.data;
}

/** `DELETE …/api-key`. */
export function revokeStoreApiKey(workspaceId: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(keyPath(workspaceId), { method: 'DELETE' });
}

export function storeApiKeyQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: coupangStoreQueryKeys.apiKey(workspaceId),
    queryFn: ({ signal }) => getStoreApiKeyStatus(workspaceId, signal),
  });
}

export function useGenerateStoreApiKey(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateStoreApiKey(workspaceId),
    // The key in clear must not outlive the modal in the mutation cache.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coupangStoreQueryKeys.apiKey(workspaceId) }),
  });
}

export function useRevokeStoreApiKey(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeStoreApiKey(workspaceId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coupangStoreQueryKeys.apiKey(workspaceId) }),
  });
}
