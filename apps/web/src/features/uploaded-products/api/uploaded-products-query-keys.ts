/** What the list shows: the workspace (null = all of them), the uploader (null = everyone), the page and its size. */
export interface ProductListSelection {
  workspaceId: string | null;
  uploaderEmail: string | null;
  page: number;
  limit: number;
}

/** Query keys of the uploaded-product list; invalidate `all` after anything that adds or changes a listing. */
export const uploadedProductsQueryKeys = {
  all: ['uploaded-products'] as const,
  lists: () => [...uploadedProductsQueryKeys.all, 'list'] as const,
  list: (selection: ProductListSelection) => [...uploadedProductsQueryKeys.lists(), selection] as const,
  product: (id: string) => [...uploadedProductsQueryKeys.all, 'product', id] as const,
  uploaders: (workspaceId: string | null) =>
    [...uploadedProductsQueryKeys.all, 'uploaders', workspaceId ?? 'all'] as const,
};
