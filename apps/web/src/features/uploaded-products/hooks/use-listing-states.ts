import type { ListingStateRefreshResponse, UploadedProduct } from '@ollida/contracts/uploaded-products';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProductPage } from '../api/get-product-page';
import { refreshListingStates } from '../api/refresh-listing-states';
import { uploadedProductsQueryKeys } from '../api/uploaded-products-query-keys';
import { callErrorText, productListText } from '../lib/messages';
import { autoRefreshRowsOf, canRefreshListingState, listingStateChanged } from '../lib/product-view';

function withStates(page: ProductPage, answer: ListingStateRefreshResponse): ProductPage {
  const fresh = new Map(answer.data.map((row) => [row.id, row.listing_state]));
  return {
    ...page,
    products: page.products.map((product) => {
      const state = fresh.get(product.id);
      return state ? { ...product, listing_state: state } : product;
    }),
  };
}

interface ListingStatesInput {
  /** The rows on screen; undefined while the page loads. */
  products: UploadedProduct[] | undefined;
  /** Identifies the page on screen; a new value is a new page view. */
  viewKey: string;
  /** True while the previous page is still shown in place of the one loading. */
  isPlaceholder: boolean;
}

/**
 * Coupang review states read from Wing: per row, for the whole page, and once by itself per page view for up to
 * 20 rows never checked or not yet decided and not read in the last 10 minutes. A row Wing could not answer for
 * keeps its state and shows why. When a state changed, the list is read again: the server's row then carries the
 * links and the resend button that go with it.
 */
export function useListingStates({ products, viewKey, isPlaceholder }: ListingStatesInput) {
  const queryClient = useQueryClient();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());
  const [rowErrors, setRowErrors] = useState<Readonly<Record<string, string>>>({});
  const [callError, setCallError] = useState<string | null>(null);
  const lastAutoView = useRef<string | null>(null);

  const refresh = useCallback(
    async (rows: readonly UploadedProduct[]) => {
      if (rows.length === 0) return;
      const ids = rows.map((row) => row.id);
      setPendingIds((current) => new Set([...current, ...ids]));
      setCallError(null);
      try {
        const answer = await refreshListingStates(ids);
        queryClient.setQueriesData<ProductPage>({ queryKey: uploadedProductsQueryKeys.lists() }, (page) =>
          page ? withStates(page, answer) : page,
        );
        const shown = new Map(rows.map((row) => [row.id, row]));
        const changed = answer.data.some((fresh) => {
          const row = shown.get(fresh.id);
          return row !== undefined && listingStateChanged(row, fresh.listing_state);
        });
        if (changed) {
          void queryClient.invalidateQueries({ queryKey: uploadedProductsQueryKeys.lists() });
        }
        setRowErrors((current) => {
          const next = { ...current };
          for (const row of answer.data) {
            if (row.error) next[row.id] = row.error;
            else delete next[row.id];
          }
          return next;
        });
      } catch (error) {
        setCallError(callErrorText(error, productListText.stateRefreshFailed));
      } finally {
        setPendingIds((current) => new Set([...current].filter((id) => !ids.includes(id))));
      }
    },
    [queryClient],
  );

  useEffect(() => {
    if (!products || isPlaceholder || lastAutoView.current === viewKey) return;
    lastAutoView.current = viewKey;
    void refresh(autoRefreshRowsOf(products, Date.now()));
  }, [products, isPlaceholder, viewKey, refresh]);

  const refreshable = (products ?? []).filter(canRefreshListingState);
  return {
    pendingIds,
    rowErrors,
    callError,
    refreshOne: (product: UploadedProduct) => void refresh([product]),
    refreshPage: () => void refresh(refreshable),
    canRefreshPage: refreshable.length > 0 && pendingIds.size === 0,
  };
}

export type ListingStates = ReturnType<typeof useListingStates>;
