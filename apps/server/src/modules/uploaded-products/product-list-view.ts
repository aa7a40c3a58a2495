import { listingPriceOf } from '@ollida/contracts/listing-price';
import type { Pagination, UploadedProduct } from '@ollida/contracts/uploaded-products';
import { canResend, listingStateOf } from './listing-state-view.ts';
import type { ListRow, ListWorkspace } from './product-list.repo.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Coupang's `{code, message, data}` envelope as stored, or null when the stored body is not one (or for Naver). */
export function coupangResponseOf(
  platform: ListRow['platform'],
  stored: unknown,
): UploadedProduct['coupangResponse'] {
  if (platform !== 'coupang' || !isRecord(stored) || !('code' in stored)) return null;
  const { code, message, data } = stored;
  return {
    code: typeof code === 'string' || typeof code === 'number' ? code : null,
    message: typeof message === 'string' ? message : null,
    data: data ?? null,
  };
}

/** One list row with its workspace, as the uploaded-product list item (docs/product/products-and-orders.md#uploaded-product-fields). */
export function uploadedProductOf(row: ListRow, workspace: ListWorkspace): UploadedProduct {
  const naver = row.platform === 'naver';
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    displayProductName: row.displayProductName,
    sellerProductName: row.sellerProductName,
    userEmail: row.uploaderEmail,
    platform: row.platform,
    workspace_id: workspace.id,
    workspace_name: workspace.name,
    wingAccount: naver ? null : (row.wingAccount ?? workspace.wingAccount),
    store_id: naver ? (workspace.storeId ?? row.storeId) : null,
    store_name: naver ? workspace.storeName : null,
    thumbnail: row.thumbnail,
    originalUrl: row.originalUrl,
    uploadStatus: row.status,
    coupangResponse: coupangResponseOf(row.platform, row.marketplaceResponse),
    marketplaceResponse: row.marketplaceResponse ?? null,
    errorMessage: row.errorMessage,
    productDetails: isRecord(row.productDetails) ? row.productDetails : {},
    seller_product_id: row.sellerProductId,
    store_url: row.storeUrl,
    admin_url: row.adminUrl,
    listing_state: listingStateOf(row),
    can_resend: canResend(row),
    resent_as: row.resentAs,
    price: listingPriceOf(row.itemSalePrice, row.itemSupplierPrice),
  };
}

/** The pagination block: `total_pages` is ceil(total / limit), 0 for an empty selection; both spellings are sent. */
export function paginationOf(page: number, limit: number, total: number): Pagination {
  const totalPages = Math.ceil(total / limit);
  return {
    page,
    limit,
    total,
    total_pages: totalPages,
    totalPages,
    has_next: page < totalPages,
    has_prev: page > 1,
  };
}
