import type { ListedProduct, productsOfDateResponseSchema } from '@ollida/contracts/investigator';
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { investigatorPath } from './investigator-path';
import { investigatorQueryKeys } from './investigator-query-keys';

type ProductsOfDateResponse = z.infer<typeof productsOfDateResponseSchema>;

/** `GET /api/product-investigator/products/{source}/{date}`: the products one source stored that day. */
export function productsOfDateQueryOptions(source: string | null, date: string | null) {
  return queryOptions({
    queryKey: investigatorQueryKeys.productsOfDate(source ?? '', date ?? ''),
    queryFn:
      source && date
        ? async ({ signal }): Promise<ListedProduct[]> => {
            const path = investigatorPath(
              `products/${encodeURIComponent(source)}/${encodeURIComponent(date)}`,
            );
            return (await apiRequest<ProductsOfDateResponse>(path, { signal })).products;
          }
        : skipToken,
  });
}
