import { defaultProductPageSize } from '@ollida/contracts/uploaded-products';
import type { Workspace } from '@ollida/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { workspacesQueryOptions } from '../../../lib/get-workspaces';
import { productPageQueryOptions } from '../api/get-product-page';
import { uploadersQueryOptions } from '../api/get-uploaders';
import type { ProductListSelection } from '../api/uploaded-products-query-keys';
import { totalPagesOf } from '../lib/product-view';

export type ViewMode = 'grid' | 'list';

const initialSelection: ProductListSelection = {
  workspaceId: null,
  uploaderEmail: null,
  page: 1,
  limit: defaultProductPageSize,
};

/** The list's controls and the queries they drive (docs/product/products-and-orders.md#uploaded-product-list). */
export function useProductList() {
  const [selection, setSelection] = useState<ProductListSelection>(initialSelection);
  const [view, setView] = useState<ViewMode>('grid');
  const workspaces = useQuery(workspacesQueryOptions());
  const workspace: Workspace | null =
    workspaces.data?.find((item) => item.workspace_id === selection.workspaceId) ?? null;
  // A chosen workspace is fetched only once its platform (and Naver store id) is known.
  const isReady = selection.workspaceId === null || workspace !== null;
  const isGone = selection.workspaceId !== null && workspaces.isSuccess && workspace === null;
  // The chosen workspace was deleted or left meanwhile: back to all workspaces.
  useEffect(() => {
    if (isGone) setSelection((current) => ({ ...current, workspaceId: null, uploaderEmail: null, page: 1 }));
  }, [isGone]);
  const products = useQuery({ ...productPageQueryOptions(selection, workspace), enabled: isReady });
  const uploaders = useQuery({ ...uploadersQueryOptions(workspace), enabled: isReady });

  const totalPages = products.data ? totalPagesOf(products.data.pagination) : 0;
  const isPastEnd = !products.isPlaceholderData && totalPages > 0 && selection.page > totalPages;
  // A page that no longer exists (listings removed meanwhile) falls back to the last one.
  useEffect(() => {
    if (isPastEnd) setSelection((current) => ({ ...current, page: totalPages }));
  }, [isPastEnd, totalPages]);

  return {
    selection,
    view,
    setView,
    workspaces,
    workspace,
    products,
    uploaders,
    /** docs/product/products-and-orders.md#uploaded-product-list: another workspace resets the uploader filter and the page. */
    chooseWorkspace: (workspaceId: string | null) =>
      setSelection((current) => ({ ...current, workspaceId, uploaderEmail: null, page: 1 })),
    chooseUploader: (uploaderEmail: string | null) =>
      setSelection((current) => ({ ...current, uploaderEmail, page: 1 })),
    /** docs/product/products-and-orders.md#uploaded-product-list: another page size starts again on page 1. */
    chooseLimit: (limit: number) => setSelection((current) => ({ ...current, limit, page: 1 })),
    goToPage: (page: number) => setSelection((current) => ({ ...current, page })),
  };
}

export type ProductList = ReturnType<typeof useProductList>;
