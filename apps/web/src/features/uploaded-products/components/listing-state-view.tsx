import type { ListingState, UploadedProduct } from '@ollida/contracts/uploaded-products';
import { RefreshCw } from 'lucide-react';
import { formatDateTime } from '../../../lib/format';
import { canRefreshListingState, listingStateLabels } from '../lib/product-view';
import type { RowHandlers } from './row-handlers';

const stateClass = {
  saved: 'bg-slate-100 text-slate-700 ring-slate-200',
  under_review: 'bg-amber-50 text-amber-800 ring-amber-200',
  approved: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  partially_approved: 'bg-sky-50 text-sky-700 ring-sky-200',
  rejected: 'bg-red-50 text-red-700 ring-red-200',
  deleted: 'bg-slate-200 text-slate-600 ring-slate-300',
  unknown: 'bg-slate-100 text-slate-500 ring-slate-200',
} as const satisfies Record<ListingState, string>;

/** Coupang's review state of the listing, why it was rejected, when it was read, and a button to read it again. */
export function ListingStateView({ product, handlers }: { product: UploadedProduct; handlers: RowHandlers }) {
  if (!canRefreshListingState(product)) return null;
  const { states } = handlers;
  const listing = product.listing_state;
  const isPending = states.pendingIds.has(product.id);
  const rowError = states.rowErrors[product.id];
  const checkedAt = listing ? formatDateTime(listing.checked_at) : null;

  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-1.5">
        {listing ? (
          <span
            title={`${listing.status_name} · ${checkedAt} 확인`}
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${stateClass[listing.state]}`}
          >
            {listingStateLabels[listing.state]}
          </span>
        ) : (
          <span className="text-xs text-slate-500">심사 상태 미확인</span>
        )}
        <button
          type="button"
          onClick={() => states.refreshOne(product)}
          disabled={isPending}
          className="inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium text-slate-600 hover:bg-slate-100 disabled:opacity-60"
        >
          <RefreshCw aria-hidden="true" className={`size-3 ${isPending ? 'animate-spin' : ''}`} />
          {isPending ? '확인 중...' : '상태 새로고침'}
        </button>
      </div>
      {listing?.state === 'rejected' && listing.reason && (
        <p className="text-xs break-words text-red-700">반려 사유: {listing.reason}</p>
      )}
      {checkedAt && <p className="text-[11px] text-slate-500">{checkedAt} 확인</p>}
      {rowError && <p className="text-xs text-red-600">{rowError}</p>}
    </div>
  );
}
