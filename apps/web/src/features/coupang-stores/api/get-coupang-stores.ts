import type { CoupangStore } from '@ollida/contracts/coupang-stores';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { coupangStoreQueryKeys } from './coupang-store-query-keys';

/** `GET /api/coupang/stores`: the user's Coupang stores, the access key masked and never the secret. */
export async function getCoupangStores(signal?: AbortSignal): Promise<CoupangStore[]> {
  const response = await apiRequest<{ data: CoupangStore[] }>('/api/coupang/stores', { signal });
  return response.data;
}

export function coupangStoresQueryOptions() {
  return queryOptions({
    queryKey: coupangStoreQueryKeys.list(),
    queryFn: ({ signal }) => getCoupangStores(signal),
  });
}
