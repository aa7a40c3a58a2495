import {
  naverProductPageResponseSchema,
  type Pagination,
  productPageResponseSchema,
  type UploadedProduct,
} from '@ollida/contracts/uploaded-products';
import type { Workspace } from '@ollida/contracts/workspaces';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { readToken } from '../../../lib/auth-storage';
import { loginRequiredCode, productListText } from '../lib/messages';
import { type ProductListSelection, uploadedProductsQueryKeys } from './uploaded-products-query-keys';

/** One page of the list, whichever endpoint answered it. */
export interface ProductPage {
  products: UploadedProduct[];
  pagination: Pagination;
}

/** docs/product/products-and-orders.md#pagination: an answer of an unexpected shape shows an empty list on page 1 of 20. */
export const emptyProductPage: ProductPage = {
  products: [],
  pagination: {
    page: 1,
    limit: 20,
    total: 0,
    total_pages: 0,
    totalPages: 0,
    has_next: false,
    has_prev: false,
  },
};

/** The endpoint and its query for the selection: all workspaces merged, or one Coupang or Naver workspace. */
export function productListPath(selection: ProductListSelection, workspace: Workspace | null): string {
  const params = new URLSearchParams({ page: String(selection.page), limit: String(selection.limit) });
  if (selection.uploaderEmail) params.set('uploader_email', selection.uploaderEmail);
  if (!workspace) return `/api/uploaded-products?${params}`;
  params.set('workspace_id', workspace.workspace_id);
  if (workspace.platform === 'coupang') return `/api/coupang/products?${params}`;
  if (workspace.store_id) params.set('store_id', workspace.store_id);
  return `/api/naver/products?${params}`;
}

/** Either shape of docs/product/products-and-orders.md#calls: `data.products` + `data.pagination`, or `data[]` beside `pagination`. */
export function toProductPage(body: unknown): ProductPage {
  const paged = productPageResponseSchema.safeParse(body);
  if (paged.success) return paged.data.data;
  const flat = naverProductPageResponseSchema.safeParse(body);
  if (flat.success) return { products: flat.data.data, pagination: flat.data.pagination };
  return emptyProductPage;
}

export async function getProductPage(
  selection: ProductListSelection,
  workspace: Workspace | null,
  signal?: AbortSignal,
): Promise<ProductPage> {
  // docs/product/products-and-orders.md#messages: without a token no call is made.
  if (readToken() === null) {
    throw new ApiError(401, { detail: productListText.loginRequired, code: loginRequiredCode });
  }
  return toProductPage(await apiRequest<unknown>(productListPath(selection, workspace), { signal }));
}

function sameFilter(key: readonly unknown[] | undefined, selection: ProductListSelection): boolean {
  const previous = key?.[key.length - 1];
  if (typeof previous !== 'object' || previous === null) return false;
  const { workspaceId, uploaderEmail, limit } = previous as ProductListSelection;
  return (
    workspaceId === selection.workspaceId &&
    uploaderEmail === selection.uploaderEmail &&
    limit === selection.limit
  );
}

/** The page's query; while another page of the same filter loads, the previous page stays on screen. */
export function productPageQueryOptions(selection: ProductListSelection, workspace: Workspace | null) {
  return queryOptions({
    queryKey: uploadedProductsQueryKeys.list(selection),
    queryFn: ({ signal }) => getProductPage(selection, workspace, signal),
    placeholderData: (previous, previousQuery) =>
      sameFilter(previousQuery?.queryKey, selection) ? keepPreviousData(previous) : undefined,
  });
}
