import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productSearchQueryKeys } from './product-search-query-keys';

/** `DELETE /api/product-search/{id}`: one of the seller's own records (another's answers 404). */
export function useDeleteSearchRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/api/product-search/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productSearchQueryKeys.history() }),
  });
}
