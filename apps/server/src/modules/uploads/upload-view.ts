import type { ExistingListing, UploadedProductResult, UploadResponse } from '@ollida/contracts/uploads';
import type { UploadedProductRow } from './uploads.repo.ts';

/** The attempt as the upload calls answer it. */
export function uploadedProductResult(row: UploadedProductRow): UploadedProductResult {
  return {
    id: row.id,
    platform: row.platform,
    status: row.status,
    display_product_name: row.displayProductName,
    seller_product_id: row.sellerProductId,
    origin_product_no: row.originProductNo,
    channel_product_no: row.channelProductNo,
    store_url: row.storeUrl,
    admin_url: row.adminUrl,
    created_at: row.createdAt.toISOString(),
  };
}

/** The earlier listing a 409 `duplicate_upload` points the seller at. */
export function existingListing(row: UploadedProductRow): ExistingListing {
  return {
    id: row.id,
    display_product_name: row.displayProductName,
    store_url: row.storeUrl,
    admin_url: row.adminUrl,
    created_at: row.createdAt.toISOString(),
  };
}

/** Korean success line; Coupang also says whether the approval request went with the listing. */
export function successMessage(row: UploadedProductRow): string {
  if (row.platform === 'naver') return '네이버 스마트스토어에 상품을 등록했습니다.';
  const requested = readRequested(row.marketplaceRequest);
  return requested ? '쿠팡에 상품을 등록했습니다. 승인 요청도 보냈습니다.' : '쿠팡에 상품을 등록했습니다.';
}

function readRequested(request: unknown): boolean {
  return typeof request === 'object' && request !== null && Reflect.get(request, 'requested') === true;
}

/** The success answer of an upload call, built from the saved attempt. */
export function uploadResponse(row: UploadedProductRow): UploadResponse {
  return {
    success: true,
    message: successMessage(row),
    data: uploadedProductResult(row),
    marketplace_response: row.marketplaceResponse,
  };
}
