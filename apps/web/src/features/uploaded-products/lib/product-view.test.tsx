import type { UploadedProduct } from '@ollida/contracts/uploaded-products';
import { describe, expect, it } from 'vitest';
import {
  naverPageBody,
  naverProductFixture,
  paginationFixture,
  productPageBody,
  uploadedProductFixture,
} from '../../../../test/fixtures/uploaded-products';
import { naverWorkspaceFixture, workspaceFixture } from '../../../../test/fixtures/workspaces';
import { pageWindow } from '../../../components/ui/page-buttons';
import { emptyProductPage, productListPath, toProductPage } from '../api/get-product-page';
import {
  autoRefreshRowsOf,
  needsAutoRefresh,
  rangeText,
  registrationCheckUrl,
  sourcingShopOf,
  storeAccountOf,
  uploadBadgeOf,
  wasResent,
} from './product-view';

describe('uploadBadgeOf (docs/product/products-and-orders.md#upload-status)', () => {
  it.each([
    ['SUCCESS', 'failure', 'success'],
    [200, 'failure', 'success'],
    ['200', 'failure', 'success'],
    ['ERROR', 'success', 'failure'],
    ['FAIL', 'success', 'failure'],
    ['FAILED', 'pending', 'failure'],
    ['WHATEVER', 'success', 'success'],
    ['WHATEVER', 'failure', 'failure'],
    [null, 'pending', 'pending'],
    [null, 'success', 'success'],
  ] as const)('code %s with stored status %s is %s', (code, uploadStatus, badge) => {
    const product = uploadedProductFixture({
      uploadStatus,
      coupangResponse: { code, message: null, data: null },
    });
    expect(uploadBadgeOf(product)).toBe(badge);
  });

  it('reads a Naver row (no Coupang envelope) by its stored status', () => {
    expect(uploadBadgeOf(naverProductFixture({ uploadStatus: 'failure' }))).toBe('failure');
    expect(uploadBadgeOf(naverProductFixture())).toBe('success');
  });
});

describe('registrationCheckUrl', () => {
  it('links to the vendor inventory only for SUCCESS with a numeric id', () => {
    expect(registrationCheckUrl(uploadedProductFixture())).toBe(
      'https://wing.coupang.com/tenants/seller-web/vendor-inventory/modify?vendorInventoryId=1500001',
    );
    const response = (code: string, data: unknown) =>
      uploadedProductFixture({ coupangResponse: { code, message: null, data } });
    expect(registrationCheckUrl(response('SUCCESS', '1500002'))).toContain('vendorInventoryId=1500002');
    expect(registrationCheckUrl(response('SUCCESS', 'abc'))).toBeNull();
    expect(registrationCheckUrl(response('SUCCESS', null))).toBeNull();
    expect(registrationCheckUrl(response('ERROR', 1500001))).toBeNull();
    expect(registrationCheckUrl(naverProductFixture())).toBeNull();
  });
});

describe('row texts', () => {
  it('shows the sourcing hostname or a dash, and the store account per marketplace', () => {
    expect(sourcingShopOf('https://supplier.example/products/1?x=1')).toBe('supplier.example');
    expect(sourcingShopOf('not a url')).toBe('-');
    expect(storeAccountOf(uploadedProductFixture())).toBe('wing-seller');
    expect(storeAccountOf(naverProductFixture())).toBe('올리다몰 (ST-1001)');
    expect(storeAccountOf(naverProductFixture({ store_name: null }))).toBe('ST-1001');
  });

  it('refreshes by itself only Coupang listings never checked, or undecided and not read in 10 minutes', () => {
    const now = Date.parse('2024-06-21T01:30:00.000Z');
    const state = (value: 'saved' | 'under_review' | 'rejected', checkedAt = '2024-06-21T01:00:00.000Z') => ({
      state: value,
      status_name: value,
      reason: null,
      checked_at: checkedAt,
    });
    const auto = (product: UploadedProduct) => needsAutoRefresh(product, now);
    expect(auto(uploadedProductFixture({ listing_state: null }))).toBe(true);
    expect(auto(uploadedProductFixture({ listing_state: state('saved') }))).toBe(true);
    expect(auto(uploadedProductFixture({ listing_state: state('under_review') }))).toBe(true);
    expect(
      auto(uploadedProductFixture({ listing_state: state('under_review', '2024-06-21T01:20:00.000Z') })),
    ).toBe(false);
    expect(auto(uploadedProductFixture({ listing_state: state('saved', '2024-06-21T01:19:59.000Z') }))).toBe(
      true,
    );
    expect(auto(uploadedProductFixture({ listing_state: state('rejected') }))).toBe(false);
    expect(auto(uploadedProductFixture())).toBe(false);
    expect(auto(uploadedProductFixture({ listing_state: null, seller_product_id: null }))).toBe(false);
    expect(auto(naverProductFixture())).toBe(false);
  });

  it('reads at most 20 rows by itself, in the order shown', () => {
    const rows = Array.from({ length: 25 }, (_, index) =>
      uploadedProductFixture({ id: `row-${index}`, listing_state: null }),
    );
    const picked = autoRefreshRowsOf([uploadedProductFixture(), ...rows], Date.now());
    expect(picked.map((row) => row.id)).toEqual(rows.slice(0, 20).map((row) => row.id));
  });

  it('marks only a failed attempt that was sent again', () => {
    expect(
      wasResent(uploadedProductFixture({ uploadStatus: 'failure', coupangResponse: null, resent_as: 'x' })),
    ).toBe(true);
    expect(wasResent(uploadedProductFixture({ uploadStatus: 'failure', coupangResponse: null }))).toBe(false);
    expect(wasResent(uploadedProductFixture({ resent_as: 'x' }))).toBe(false);
  });
});

describe('pagination', () => {
  it('shows 1..5 near the start and a window of 5 around the current page further on', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 10)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('writes the range as from ~ to / 총 N개', () => {
    expect(rangeText(paginationFixture({ page: 1, limit: 20, total: 45 }))).toBe('1 ~ 20 / 총 45개');
    expect(rangeText(paginationFixture({ page: 3, limit: 20, total: 45 }))).toBe('41 ~ 45 / 총 45개');
    expect(rangeText(paginationFixture({ page: 2, limit: 100, total: 1234 }))).toBe('101 ~ 200 / 총 1,234개');
  });
});

describe('list calls', () => {
  const selection = { workspaceId: null, uploaderEmail: 'a@example.com', page: 2, limit: 50 };

  it('asks the merged endpoint, or the marketplace of the chosen workspace (Naver with its store id)', () => {
    expect(productListPath(selection, null)).toBe(
      '/api/uploaded-products?page=2&limit=50&uploader_email=a%40example.com',
    );
    const coupang = workspaceFixture();
    expect(productListPath(selection, coupang)).toBe(
      `/api/coupang/products?page=2&limit=50&uploader_email=a%40example.com&workspace_id=${coupang.workspace_id}`,
    );
    const naver = naverWorkspaceFixture();
    expect(productListPath({ ...selection, uploaderEmail: null }, naver)).toBe(
      `/api/naver/products?page=2&limit=50&workspace_id=${naver.workspace_id}&store_id=ST-1001`,
    );
  });

  it('reads both answer shapes and turns anything else into an empty first page of 20', () => {
    const rows = [uploadedProductFixture()];
    expect(toProductPage(productPageBody(rows)).products).toHaveLength(1);
    expect(toProductPage(naverPageBody([naverProductFixture()])).products[0]?.platform).toBe('naver');
    expect(toProductPage({ data: 'nope' })).toEqual(emptyProductPage);
    expect(toProductPage(undefined)).toEqual(emptyProductPage);
    expect(emptyProductPage.pagination).toMatchObject({ page: 1, limit: 20, total: 0 });
  });
});
