import type { UploadedProduct, UploadedProductResponse } from '@ollida/contracts/uploaded-products';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { uploadedProductsQueryKeys } from './uploaded-products-query-keys';

/** `GET /api/uploaded-products/{id}`: one product with the whole draft it sent (a list row carries only a preview). */
export async function getProduct(id: string, signal?: AbortSignal): Promise<UploadedProduct> {
  const response = await apiRequest<UploadedProductResponse>(
    `/api/uploaded-products/${encodeURIComponent(id)}`,
    {
      signal,
    },
  );
  return response.data;
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: uploadedProductsQueryKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}
