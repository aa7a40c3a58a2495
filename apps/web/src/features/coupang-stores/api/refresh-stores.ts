import type { QueryClient } from '@tanstack/react-query';
import { workspaceQueryKeys } from '../../../lib/workspace-query-keys';
import { coupangStoreQueryKeys } from './coupang-store-query-keys';

/** Reloads the store list and the workspace list, which both show a store's settings. */
export function refreshStores(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: coupangStoreQueryKeys.list() }),
    queryClient.invalidateQueries({ queryKey: workspaceQueryKeys.list() }),
  ]);
}
