import type { ProductSearchRecord, productSearchBodySchema } from '@ollida/contracts/product-search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { productSearchQueryKeys } from './product-search-query-keys';

/** What the form sends once checked: the trimmed URL and the keyword or null. */
export type SearchProductInput = z.output<typeof productSearchBodySchema>;

/** `POST /api/product-search`: reads the page and keeps the record; the history is read again after. */
export function useSearchProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SearchProductInput) =>
      apiRequest<ProductSearchRecord>('/api/product-search', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productSearchQueryKeys.history() }),
  });
}
