import type { ProductDetails, ProductItem, UrlParserResponse } from '@ollida/contracts/product-details';
import type { BulkBatch, BulkItem, UploadResponse, UploadSettings } from '@ollida/contracts/uploads';

/** One option of a draft: supplier price 10,000원, list price 12,000원, seven search tags. */
export function productItemFixture(overrides: Partial<ProductItem> = {}): ProductItem {
  return {
    itemName: '실버',
    salePrice: 10_000,
    originalPrice: 12_000,
    stock: 50,
    searchTags: ['텀블러', '보온병', '스테인리스', '캠핑', '사무실', '선물', '500ml'],
    attributes: [{ attributeTypeName: '색상', attributeValueName: '실버' }],
    images: [
      {
        imageOrder: 0,
        imageType: 'REPRESENTATION',
        vendorPath: 'https://shop.example.com/images/tumbler.jpg',
      },
    ],
    ...overrides,
  };
}

/** A parsed draft with supplier prices 10,000원 (list 12,000원); override what a test needs. */
export function productDetailsFixture(overrides: Partial<ProductDetails> = {}): ProductDetails {
  return {
    sellerProductName: '스테인리스 텀블러 500ml',
    displayProductName: '스테인리스 텀블러 500ml',
    productName: '스테인리스 텀블러 500ml',
    brand: '올리다리빙',
    manufacturer: '올리다리빙',
    modelNo: 'TB-500',
    productGroup: '텀블러',
    category: '주방용품 > 컵 > 텀블러',
    price: 10_000,
    imageUrl: 'https://shop.example.com/images/tumbler.jpg',
    images: ['https://shop.example.com/images/tumbler.jpg'],
    items: [productItemFixture()],
    detailHtml: '<p>보온 보냉 텀블러</p>',
    origin: '중국',
    notices: [],
    delivery: { payType: 'prepaid', fee: 3_000, freeOver: null },
    sourceUrl: 'https://shop.example.com/p/1',
    supplier: { parser: 'generic', itemId: '1', imageReuseAllowed: null },
    ...overrides,
  };
}

export function parserResponseFixture(details: Partial<ProductDetails> = {}): UrlParserResponse {
  return {
    data: productDetailsFixture(details),
    source: {
      parser: 'json-ld',
      warnings: [{ code: 'no_stock', message: '재고 정보가 없어 기본 재고로 등록합니다.' }],
    },
  };
}

export function uploadResponseFixture(overrides: Partial<UploadResponse['data']> = {}): UploadResponse {
  return {
    success: true,
    message: '쿠팡에 상품을 등록했습니다.',
    data: {
      id: 'up-1',
      platform: 'coupang',
      status: 'success',
      display_product_name: '스테인리스 텀블러 500ml',
      seller_product_id: '1500001',
      origin_product_no: null,
      channel_product_no: null,
      store_url: 'https://www.coupang.com/vp/products/1500001',
      admin_url:
        'https://wing.coupang.com/tenants/seller-web/vendor-inventory/modify?vendorInventoryId=1500001',
      created_at: '2024-06-20T05:30:00.000Z',
      ...overrides,
    },
    marketplace_response: { code: 'SUCCESS', data: 1500001 },
  };
}

/** Margin 30 %, at least 1,000원, rounded up to 10원: 10,000원 becomes 13,000원. */
export function uploadSettingsFixture(overrides: Partial<UploadSettings> = {}): UploadSettings {
  return {
    price_rule: { margin_percent: 30, add_won: 0, rounding_unit: 10, min_margin_won: 1_000 },
    after_service_phone: '02-1234-5678',
    after_service_guide: '상품 A/S는 판매자 고객센터로 문의해 주세요.',
    courier_code: 'CJGLS',
    outbound_days: 2,
    default_stock: 999,
    return_fee: 3_000,
    exchange_fee: 6_000,
    remote_area_fees: { jeju: 3_000, island: 5_000 },
    ...overrides,
  };
}

export function bulkItemFixture(position: number, overrides: Partial<BulkItem> = {}): BulkItem {
  return {
    id: `item-${position}`,
    position,
    url: `https://shop.example.com/p/${position}`,
    status: 'waiting',
    message: null,
    checks: [],
    product_name: null,
    uploaded_product_id: null,
    store_url: null,
    admin_url: null,
    duplicate_held: false,
    price: null,
    ...overrides,
  };
}

/** A running batch over the given items; counts follow the items' statuses. */
export function bulkBatchFixture(items: BulkItem[], overrides: Partial<BulkBatch> = {}): BulkBatch {
  const success = items.filter((item) => item.status === 'success');
  const failure = items.filter((item) => item.status === 'failure');
  return {
    batch_id: 'batch-1',
    workspace_id: '11111111-1111-4111-8111-111111111111',
    platform: 'coupang',
    status: 'running',
    stop_on_first_failure: false,
    stopped_by_item_id: null,
    total: items.length,
    success: success.length,
    fail: failure.length,
    duplicates_skipped: 0,
    created_at: '2024-06-20T05:30:00.000Z',
    finished_at: null,
    items,
    results: success.map((item) => ({
      url: item.url,
      uploaded_product_id: item.uploaded_product_id ?? 'up',
      product_name: item.product_name,
      admin_url: item.admin_url,
      store_url: item.store_url,
    })),
    errors: failure.map((item) => ({ url: item.url, message: item.message ?? '' })),
    ...overrides,
  };
}
