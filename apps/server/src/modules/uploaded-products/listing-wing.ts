import type { ListingState } from '@ollida/contracts/uploaded-products';
import { coupangLinks } from '@ollida/listing/marketplace/store-links';
import type {
  CoupangProductHistoryEntry,
  CoupangProductStatus,
  CoupangSellerProduct,
} from '../../integrations/coupang/product-types.ts';
import type { ListingUpdate, UploadedProductRow } from '../uploads/index.ts';

const stateByStatus: Record<CoupangProductStatus, ListingState> = {
  SAVING: 'saved',
  SAVED: 'saved',
  APPROVING: 'under_review',
  IN_REVIEW: 'under_review',
  APPROVED: 'approved',
  PARTIAL_APPROVED: 'partially_approved',
  DENIED: 'rejected',
  DELETED: 'deleted',
  UNKNOWN: 'unknown',
};

/** Wing's statusName (already read into a code) as the word the list colours. */
export function listingStateFromStatus(status: CoupangProductStatus): ListingState {
  return stateByStatus[status];
}

/**
 * Why Coupang rejected the product: the comment of the newest history entry whose status says 반려. Entries are
 * compared by time because the order Wing lists them in is not documented; equal times keep the listed order.
 */
export function rejectionReasonOf(histories: readonly CoupangProductHistoryEntry[]): string | null {
  let newest: CoupangProductHistoryEntry | undefined;
  for (const entry of histories) {
    if (!entry.status.includes('반려') || entry.comment.trim() === '') continue;
    if (newest === undefined || (entry.createdAt ?? '') > (newest.createdAt ?? '')) newest = entry;
  }
  return newest?.comment.trim() ?? null;
}

/** The row values of one Wing read: state, Korean status, reason, option ids and, once approved, the store link. */
export function listingValuesOf(
  product: CoupangSellerProduct,
  reason: string | null,
  checkedAt: Date,
): ListingUpdate {
  const state = listingStateFromStatus(product.status);
  const values: ListingUpdate = {
    listingState: state,
    listingStatusName: product.statusName,
    listingReason: state === 'rejected' ? reason : null,
    listingCheckedAt: checkedAt,
    vendorItemIds: product.items.flatMap((item) => (item.vendorItemId === null ? [] : [item.vendorItemId])),
  };
  if (product.productId === null) return values;
  const links = coupangLinks({ sellerProductId: product.sellerProductId, productId: product.productId });
  return { ...values, storeUrl: links.storeUrl, adminUrl: links.adminUrl };
}

const comparedFields = [
  'listingState',
  'listingStatusName',
  'listingReason',
  'storeUrl',
  'adminUrl',
] as const;

/** Whether a Wing read says anything the row does not hold yet (the time of the read aside). */
export function listingChanged(
  row: Pick<UploadedProductRow, (typeof comparedFields)[number] | 'vendorItemIds'>,
  values: ListingUpdate,
): boolean {
  if (comparedFields.some((field) => values[field] !== undefined && values[field] !== row[field]))
    return true;
  const ids = values.vendorItemIds;
  return (
    ids !== undefined &&
    (ids.length !== row.vendorItemIds.length || ids.some((id, index) => id !== row.vendorItemIds[index]))
  );
}
