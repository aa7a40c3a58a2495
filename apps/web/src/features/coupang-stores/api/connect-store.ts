import type { ConnectStore, connectStoreResponseSchema } from '@ollida/contracts/coupang-stores';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { refreshStores } from './refresh-stores';

export type ConnectedStore = z.infer<typeof connectStoreResponseSchema>;

/** `POST /api/coupang/connect`: a new Wing account becomes a workspace; a known one gets its keys replaced. */
export function connectStore(input: ConnectStore): Promise<ConnectedStore> {
  return apiRequest<ConnectedStore>('/api/coupang/connect', { method: 'POST', body: input });
}

export function useConnectStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectStore,
    onSuccess: () => refreshStores(queryClient),
  });
}
