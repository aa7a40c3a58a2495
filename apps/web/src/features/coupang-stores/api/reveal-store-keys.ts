import type { revealedStoreKeysSchema } from '@ollida/contracts/coupang-stores';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { storePath } from './coupang-store-query-keys';

export type RevealedStoreKeys = z.infer<typeof revealedStoreKeysSchema>['data'];

/** `POST …/reveal-keys`: the stored keys in clear, owner only; the server records every look. */
export async function revealStoreKeys(wingAccount: string): Promise<RevealedStoreKeys> {
  const response = await apiRequest<{ data: RevealedStoreKeys }>(storePath(wingAccount, '/reveal-keys'), {
    method: 'POST',
  });
  return response.data;
}

// Never cached: the keys live only in the settings modal's state and go with it.
export function useRevealStoreKeys(wingAccount: string) {
  return useMutation({ mutationFn: () => revealStoreKeys(wingAccount), gcTime: 0 });
}
