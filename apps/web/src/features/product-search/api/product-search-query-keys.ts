/** Query keys of the product search; a search and a delete invalidate `history`. */
export const productSearchQueryKeys = {
  all: ['product-search'] as const,
  history: () => [...productSearchQueryKeys.all, 'history'] as const,
};
