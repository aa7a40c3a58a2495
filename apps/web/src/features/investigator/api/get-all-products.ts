import { type AllProducts, investigatorPageSize } from '@ollida/contracts/investigator';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { investigatorPath } from './investigator-path';
import { type AllProductsParams, investigatorQueryKeys } from './investigator-query-keys';

/** `GET /api/product-investigator/products/all`: one page (50) of parsed products or stored files, filtered. */
export function getAllProducts(params: AllProductsParams, signal?: AbortSignal): Promise<AllProducts> {
  const path = investigatorPath('products/all', {
    page: params.page,
    limit: investigatorPageSize,
    parse: String(params.parse),
    source_filter: params.source,
    date_filter: params.date,
    search: params.search,
  });
  return apiRequest<AllProducts>(path, { signal });
}

/** The grid's query; the previous page stays on screen while the next one loads. */
export function allProductsQueryOptions(params: AllProductsParams) {
  return queryOptions({
    queryKey: investigatorQueryKeys.allProducts(params),
    queryFn: ({ signal }) => getAllProducts(params, signal),
    placeholderData: keepPreviousData,
  });
}
