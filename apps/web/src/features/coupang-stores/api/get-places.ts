import {
  placePageSize,
  type ReturnCenter,
  type returnCenterPageSchema,
  type ShippingPlace,
} from '@ollida/contracts/coupang-stores';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { type PlaceKind, type PlaceRow, returnCenterRow, shippingPlaceRow } from '../lib/place-rows';
import { coupangStoreQueryKeys } from './coupang-store-query-keys';

export type PlacePagination = z.infer<typeof returnCenterPageSchema>['data']['pagination'];

export interface PlacePage<T> {
  content: T[];
  pagination: PlacePagination;
}

function placesPath(kind: PlaceKind, wingAccount: string, pageNum: number): string {
  const base = kind === 'returnCenter' ? '/api/coupang/return-centers' : '/api/coupang/shipping-places';
  const query = new URLSearchParams({ pageNum: String(pageNum), pageSize: String(placePageSize) });
  return `${base}/${encodeURIComponent(wingAccount)}?${query.toString()}`;
}

/** `GET /api/coupang/return-centers/{wingAccount}`: one page of the store's return centers in Wing. */
export async function getReturnCenters(
  wingAccount: string,
  pageNum: number,
  signal?: AbortSignal,
): Promise<PlacePage<ReturnCenter>> {
  const path = placesPath('returnCenter', wingAccount, pageNum);
  const response = await apiRequest<{ data: PlacePage<ReturnCenter> }>(path, { signal });
  return response.data;
}

/** `GET /api/coupang/shipping-places/{wingAccount}`: one page of the store's outbound shipping places in Wing. */
export async function getShippingPlaces(
  wingAccount: string,
  pageNum: number,
  signal?: AbortSignal,
): Promise<PlacePage<ShippingPlace>> {
  const path = placesPath('shippingPlace', wingAccount, pageNum);
  const response = await apiRequest<{ data: PlacePage<ShippingPlace> }>(path, { signal });
  return response.data;
}

async function getPlaceRows(
  kind: PlaceKind,
  wingAccount: string,
  pageNum: number,
  signal?: AbortSignal,
): Promise<PlacePage<PlaceRow>> {
  if (kind === 'returnCenter') {
    const page = await getReturnCenters(wingAccount, pageNum, signal);
    return { content: page.content.map(returnCenterRow), pagination: page.pagination };
  }
  const page = await getShippingPlaces(wingAccount, pageNum, signal);
  return { content: page.content.map(shippingPlaceRow), pagination: page.pagination };
}

/** One page of either picker, as rows; the previous page stays on screen while the next loads. */
export function placeRowsQueryOptions(kind: PlaceKind, wingAccount: string, pageNum: number) {
  const queryKey =
    kind === 'returnCenter'
      ? coupangStoreQueryKeys.returnCenters(wingAccount, pageNum)
      : coupangStoreQueryKeys.shippingPlaces(wingAccount, pageNum);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => getPlaceRows(kind, wingAccount, pageNum, signal),
    // Same as TanStack's keepPreviousData, written out so the landing chunk does not carry that export.
    placeholderData: (previous) => previous,
  });
}
