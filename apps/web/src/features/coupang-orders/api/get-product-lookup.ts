import type { ProductLookupResponse } from '@ollida/contracts/coupang-orders';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { coupangOrderQueryKeys } from './coupang-order-query-keys';

export type ProductLookup = ProductLookupResponse['data'];

const lookupStaleMs = 5 * 60_000;

/** `GET /api/coupang/products/{sellerProductId}?vendorItemId=`: our record of the listing an order came from. */
export async function getProductLookup(
  sellerProductId: string,
  vendorItemId: string | null,
  signal?: AbortSignal,
): Promise<ProductLookup> {
  const query = vendorItemId ? `?${new URLSearchParams({ vendorItemId })}` : '';
  const response = await apiRequest<ProductLookupResponse>(
    `/api/coupang/products/${encodeURIComponent(sellerProductId)}${query}`,
    { signal },
  );
  return response.data;
}

/** Shared by the wholesale-page click and the detail modal, so one lookup serves both; never retried. */
export function productLookupQueryOptions(sellerProductId: string, vendorItemId: string | null) {
  return queryOptions({
    queryKey: coupangOrderQueryKeys.lookup(sellerProductId, vendorItemId),
    queryFn: ({ signal }) => getProductLookup(sellerProductId, vendorItemId, signal),
    staleTime: lookupStaleMs,
    retry: false,
  });
}
