import { crawlerListLimit, type parsedProductsResponseSchema } from '@ollida/contracts/investigator';
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { investigatorPath } from './investigator-path';
import { investigatorQueryKeys } from './investigator-query-keys';

type ParsedProductsResponse = z.infer<typeof parsedProductsResponseSchema>;

/** `GET /api/product-investigator/parsed-products?domain&limit=20`: what the site's pages were read as. */
export function parsedProductsQueryOptions(domain: string | null) {
  return queryOptions({
    queryKey: investigatorQueryKeys.parsedProducts(domain ?? ''),
    queryFn: domain
      ? async ({ signal }) => {
          const path = investigatorPath('parsed-products', { domain, limit: crawlerListLimit });
          return (await apiRequest<ParsedProductsResponse>(path, { signal })).data.products;
        }
      : skipToken,
  });
}
