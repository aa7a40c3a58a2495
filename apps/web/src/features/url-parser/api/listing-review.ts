import type {
  ListingReview,
  ListingReviewRequest,
  ListingReviewResponse,
} from '@ollida/contracts/listing-review';
import type { ProductDetails } from '@ollida/contracts/product-details';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { urlParserQueryKeys } from './url-parser-query-keys';

export interface ListingReviewInput {
  workspaceId: string;
  /** The draft exactly as it would be uploaded (already priced). */
  details: ProductDetails;
  /** The category the seller chose; otherwise the marketplace's prediction or match. */
  categoryId?: string;
}

/** `POST /api/listing-review`: the pre-upload review of a draft for one store (price, category, checks). */
export async function reviewListing(input: ListingReviewInput, signal?: AbortSignal): Promise<ListingReview> {
  const body: ListingReviewRequest = {
    workspace_id: input.workspaceId,
    product_details: input.details,
    ...(input.categoryId ? { category_id: input.categoryId } : {}),
  };
  const answer = await apiRequest<ListingReviewResponse>('/api/listing-review', {
    method: 'POST',
    body,
    signal,
  });
  return answer.data;
}

export function listingReviewQueryOptions(input: ListingReviewInput) {
  return queryOptions({
    queryKey: urlParserQueryKeys.listingReview(input.workspaceId, input.categoryId ?? null, input.details),
    queryFn: ({ signal }) => reviewListing(input, signal),
    staleTime: 30_000,
  });
}

/** `value`, once it has stopped changing (by content, not identity) for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const latest = useRef(value);
  latest.current = value;
  const content = JSON.stringify(value);
  useEffect(() => {
    if (content === JSON.stringify(settled)) return;
    const timer = setTimeout(() => setSettled(latest.current), delayMs);
    return () => clearTimeout(timer);
  }, [content, settled, delayMs]);
  return settled;
}

/** Default pause after the last edit before the draft is reviewed again. */
export const reviewDebounceMs = 500;

/**
 * The review of the draft, run again (debounced) whenever the draft, store or category changes; nothing runs without a
 * store or a draft. The previous answer stays on screen while the next one loads.
 */
export function useListingReview(input: ListingReviewInput | null, delayMs = reviewDebounceMs) {
  const settled = useDebouncedValue(input, delayMs);
  return useQuery({
    queryKey: urlParserQueryKeys.listingReview(
      settled?.workspaceId ?? '',
      settled?.categoryId ?? null,
      settled?.details ?? null,
    ),
    queryFn: async ({ signal }): Promise<ListingReview> => {
      if (settled === null) throw new Error('검토할 초안이 없습니다.');
      return reviewListing(settled, signal);
    },
    enabled: settled !== null,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
