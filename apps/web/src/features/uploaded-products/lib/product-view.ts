import {
  isUploadSuccess,
  type ListingState,
  type Pagination,
  registrationCheckId,
  type UploadedProduct,
} from '@ollida/contracts/uploaded-products';
import type { Platform } from '@ollida/contracts/workspaces';

export type UploadBadge = 'success' | 'failure' | 'pending';

export const uploadBadgeLabels = {
  success: '성공',
  failure: '실패',
  pending: '처리중',
} as const satisfies Record<UploadBadge, string>;

const decisiveCodes = new Set<unknown>(['SUCCESS', 200, '200', 'ERROR', 'FAIL', 'FAILED']);

/** docs/product/products-and-orders.md#upload-status: the response code decides first, then the stored status; an attempt still running is pending. */
export function uploadBadgeOf(product: UploadedProduct): UploadBadge {
  const code = product.coupangResponse?.code;
  if (!decisiveCodes.has(code) && product.uploadStatus === 'pending') return 'pending';
  return isUploadSuccess(product) ? 'success' : 'failure';
}

export const platformNames = { coupang: '쿠팡', naver: '네이버' } as const satisfies Record<Platform, string>;

export const listingStateLabels = {
  saved: '임시저장',
  under_review: '심사중',
  approved: '승인완료',
  partially_approved: '부분승인',
  rejected: '승인반려',
  deleted: '삭제됨',
  unknown: '알 수 없음',
} as const satisfies Record<ListingState, string>;

/** Coupang listings Wing can still be asked about: those it gave a seller product id. */
export function canRefreshListingState(product: UploadedProduct): boolean {
  return product.platform === 'coupang' && product.seller_product_id !== null;
}

/** A state read from Wing more recently than this is not read again by itself. */
export const autoRefreshStaleMs = 10 * 60 * 1000;

/** Rows read from Wing by themselves per page view; the page button reads every visible one. */
export const maxAutoRefresh = 20;

/**
 * Checked by itself when the page opens: not decided yet (never read, saved or under review) and not read in the
 * last 10 minutes.
 */
export function needsAutoRefresh(product: UploadedProduct, now: number): boolean {
  if (!canRefreshListingState(product)) return false;
  const listing = product.listing_state;
  if (listing === null) return true;
  if (listing.state !== 'saved' && listing.state !== 'under_review') return false;
  const checkedAt = Date.parse(listing.checked_at);
  return Number.isNaN(checkedAt) || now - checkedAt > autoRefreshStaleMs;
}

/** The rows one automatic refresh reads: the first {@link maxAutoRefresh} that need it. */
export function autoRefreshRowsOf(products: readonly UploadedProduct[], now: number): UploadedProduct[] {
  return products.filter((product) => needsAutoRefresh(product, now)).slice(0, maxAutoRefresh);
}

/** True when Wing's fresh answer puts the row in another review state than the one on screen. */
export function listingStateChanged(
  product: UploadedProduct,
  fresh: UploadedProduct['listing_state'],
): boolean {
  return fresh !== null && fresh.state !== product.listing_state?.state;
}

/** A failed attempt that was fixed and sent again as another attempt. */
export function wasResent(product: UploadedProduct): boolean {
  return product.resent_as !== null && uploadBadgeOf(product) === 'failure';
}

/** The seller console page of the vendor inventory, when the upload answered SUCCESS with a numeric id. */
export function registrationCheckUrl(product: UploadedProduct): string | null {
  const id = registrationCheckId(product);
  if (id === null) return null;
  return `https://wing.coupang.com/tenants/seller-web/vendor-inventory/modify?vendorInventoryId=${encodeURIComponent(id)}`;
}

/** The sourcing shop: the hostname of the original URL, or a dash. */
export function sourcingShopOf(originalUrl: string): string {
  try {
    return new URL(originalUrl).hostname || '-';
  } catch {
    return '-';
  }
}

/** The store account: the Wing id for Coupang, the store name and id for Naver. */
export function storeAccountOf(product: UploadedProduct): string {
  if (product.platform === 'coupang') return product.wingAccount ?? '-';
  const { store_name: name, store_id: id } = product;
  if (name && id && name !== id) return `${name} (${id})`;
  return name ?? id ?? '-';
}

/** What the response modal shows: Coupang's envelope for Coupang rows, the whole marketplace answer otherwise. */
export function marketplaceResponseOf(product: UploadedProduct): unknown {
  if (product.platform === 'coupang' && product.coupangResponse) return product.coupangResponse;
  return product.marketplaceResponse;
}

/** Pretty JSON of a value, or null when there is nothing to show. */
export function prettyJson(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object' && Object.keys(value).length === 0) return null;
  return JSON.stringify(value, null, 2);
}

/** The page count under either spelling docs/product/products-and-orders.md#pagination allows. */
export function totalPagesOf(pagination: Pagination): number {
  return pagination.total_pages || pagination.totalPages || 0;
}

/** `{from} ~ {to} / 총 {total}개`. */
export function rangeText(pagination: Pagination): string {
  const { page, limit, total } = pagination;
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  return `${from.toLocaleString('ko-KR')} ~ ${to.toLocaleString('ko-KR')} / 총 ${total.toLocaleString('ko-KR')}개`;
}
