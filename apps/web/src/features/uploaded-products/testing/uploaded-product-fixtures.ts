import type { ProductDetails } from '@ollida/contracts/product-details';
import type { Pagination, UploadedProduct } from '@ollida/contracts/uploaded-products';
import type { MockRoutes, mockApi } from '../../../test/api-mock';
import { productDetailsFixture, productItemFixture } from '../../url-parser/testing/url-parser-fixtures';
import { naverWorkspaceFixture, workspaceFixture } from '../../workspaces/testing/workspace-fixtures';

/** The draft as it was sent: already priced (13,000원, list 15,600원). */
export function sentDetailsFixture(): ProductDetails {
  return productDetailsFixture({
    price: 13_000,
    items: [
      productItemFixture({ salePrice: 13_000, originalPrice: 15_600, searchTags: ['텀블러', '보온병'] }),
    ],
  });
}

/** A Coupang upload Wing accepted (vendor inventory 1500001), made 2024-06-20 14:30 in Seoul. */
export function uploadedProductFixture(overrides: Partial<UploadedProduct> = {}): UploadedProduct {
  return {
    id: 'aaaaaaaa-0000-4000-8000-000000000001',
    createdAt: '2024-06-20T05:30:00.000Z',
    displayProductName: '스테인리스 텀블러 500ml',
    sellerProductName: '텀블러 500ml 판매자용',
    userEmail: 'seller@example.com',
    platform: 'coupang',
    workspace_id: workspaceFixture().workspace_id,
    workspace_name: workspaceFixture().workspace_name,
    wingAccount: 'wing-seller',
    store_id: null,
    store_name: null,
    thumbnail: 'https://shop.example.com/images/tumbler.jpg',
    originalUrl: 'https://shop.example.com/p/1',
    uploadStatus: 'success',
    coupangResponse: { code: 'SUCCESS', message: '', data: 1500001 },
    marketplaceResponse: { code: 'SUCCESS', message: '', data: 1500001 },
    errorMessage: null,
    productDetails: sentDetailsFixture(),
    seller_product_id: '1500001',
    store_url: 'https://www.coupang.com/vp/products/1500001',
    admin_url:
      'https://wing.coupang.com/tenants/seller-web/vendor-inventory/modify?vendorInventoryId=1500001',
    listing_state: {
      state: 'approved',
      status_name: '승인완료',
      reason: null,
      checked_at: '2024-06-21T01:00:00.000Z',
    },
    can_resend: false,
    resent_as: null,
    price: { sale_price: 15_900, supplier_cost: 11_000, margin: 4_900, margin_rate: 30.8 },
    ...overrides,
  };
}

/** A Naver upload to the fixture Smart Store. */
export function naverProductFixture(overrides: Partial<UploadedProduct> = {}): UploadedProduct {
  const naver = naverWorkspaceFixture();
  return uploadedProductFixture({
    id: 'bbbbbbbb-0000-4000-8000-000000000002',
    displayProductName: '원목 의자',
    sellerProductName: '원목 의자',
    platform: 'naver',
    workspace_id: naver.workspace_id,
    workspace_name: naver.workspace_name,
    wingAccount: null,
    store_id: naver.store_id,
    store_name: naver.store_name,
    originalUrl: 'https://supplier.example/products/chair-100',
    coupangResponse: null,
    marketplaceResponse: { originProductNo: 7001, smartstoreChannelProductNo: 8001 },
    seller_product_id: null,
    store_url: 'https://smartstore.naver.com/olida/products/8001',
    admin_url: 'https://sell.smartstore.naver.com/#/products/origin-list',
    listing_state: null,
    ...overrides,
  });
}

export function paginationFixture(overrides: Partial<Pagination> = {}): Pagination {
  const page = overrides.page ?? 1;
  const limit = overrides.limit ?? 20;
  const total = overrides.total ?? 1;
  const pages = Math.ceil(total / limit);
  return {
    page,
    limit,
    total,
    total_pages: pages,
    totalPages: pages,
    has_next: page < pages,
    has_prev: page > 1,
    ...overrides,
  };
}

/** A product as a list row carries it: the draft's top-level values only (the whole draft is read by id). */
export function listRowOf(product: UploadedProduct): UploadedProduct {
  const preview = Object.entries(product.productDetails).filter(
    ([, value]) => typeof value !== 'object' || value === null,
  );
  return { ...product, productDetails: Object.fromEntries(preview) };
}

/** `GET /api/uploaded-products/{id}` of each product, answering it with its whole draft. */
export function wholeProductRoutes(products: UploadedProduct[]): MockRoutes {
  return Object.fromEntries(
    products.map((product) => [
      `GET /api/uploaded-products/${product.id}`,
      { body: { success: true, data: product } },
    ]),
  );
}

/** `{ success, data: { products, pagination } }` as `/api/uploaded-products` and `/api/coupang/products` answer. */
export function productPageBody(products: UploadedProduct[], pagination: Partial<Pagination> = {}) {
  return {
    success: true,
    data: {
      products: products.map(listRowOf),
      pagination: paginationFixture({ total: products.length, ...pagination }),
    },
  };
}

/** `{ success, data[], pagination }` as `/api/naver/products` answers. */
export function naverPageBody(products: UploadedProduct[], pagination: Partial<Pagination> = {}) {
  return {
    success: true,
    data: products.map(listRowOf),
    pagination: paginationFixture({ total: products.length, ...pagination }),
  };
}

/** The full URLs (with their query) of the calls made to `"METHOD /path"`. */
export function requestedUrls(fetchMock: ReturnType<typeof mockApi>, route: string): URL[] {
  const [method, path] = route.split(' ');
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        window.location.origin,
      ),
      method: init?.method ?? 'GET',
    }))
    .filter((call) => call.method === method && call.url.pathname === path)
    .map((call) => call.url);
}
