import { type ListingState, type ListingStateView, listingStates } from '@ollida/contracts/uploaded-products';
import type { UploadedProductRow } from '../uploads/index.ts';

function isListingState(value: string): value is ListingState {
  return listingStates.some((state) => state === value);
}

/** The stored Wing review state of a row, or null when it was never read (Naver rows, fresh uploads). */
export function listingStateOf(
  row: Pick<UploadedProductRow, 'listingState' | 'listingStatusName' | 'listingReason' | 'listingCheckedAt'>,
): ListingStateView | null {
  if (row.listingState === null || row.listingCheckedAt === null) return null;
  return {
    state: isListingState(row.listingState) ? row.listingState : 'unknown',
    status_name: row.listingStatusName ?? '',
    reason: row.listingReason,
    checked_at: row.listingCheckedAt.toISOString(),
  };
}

/** A failed attempt not yet sent again, or a Coupang listing Wing rejected, can be fixed and sent again. */
export function canResend(
  row: Pick<UploadedProductRow, 'status' | 'resentAs' | 'platform' | 'listingState'>,
): boolean {
  if (row.status === 'failure') return row.resentAs === null;
  return row.platform === 'coupang' && row.status === 'success' && row.listingState === 'rejected';
}
