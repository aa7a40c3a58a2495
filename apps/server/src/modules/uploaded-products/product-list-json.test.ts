import type { UploadedProduct } from '@ollida/contracts/uploaded-products';
import { describe, expect, it } from 'vitest';
import { naverProductPageBody, pageJsonSerializer, productPageBody } from './product-list-json.ts';
import { paginationOf } from './product-list-view.ts';

function item(id: string, name: string): UploadedProduct {
  return {
    id,
    createdAt: '2026-03-01T00:00:00.000Z',
    displayProductName: name,
    sellerProductName: name,
    userEmail: 'owner@ollida.kr',
    platform: 'coupang',
    workspace_id: 'w1',
    workspace_name: '쿠팡 "본점" 스토어',
    wingAccount: 'wing1',
    store_id: null,
    store_name: null,
    thumbnail: null,
    originalUrl: 'https://supplier.example/p/1?a=1&b=</script>',
    uploadStatus: 'success',
    coupangResponse: { code: 'SUCCESS', message: '', data: 123 },
    marketplaceResponse: { code: 'SUCCESS', message: '', data: 123 },
    errorMessage: null,
    productDetails: { sellerProductName: name, notes: 'line\nbreak \\ "quoted" \u2028' },
    seller_product_id: '123',
    store_url: null,
    admin_url: null,
    listing_state: null,
    can_resend: false,
    price: null,
    resent_as: null,
  };
}

const serialize = pageJsonSerializer();

describe('page bodies with their JSON', () => {
  it('write exactly what JSON.stringify writes, for both page shapes', () => {
    const page = {
      products: [item('a', '의자 1'), item('b', '의자 "2"')],
      pagination: paginationOf(2, 2, 7),
    };
    const body = productPageBody(page);
    expect(body).toEqual({ success: true, data: page });
    expect(serialize(body)).toBe(JSON.stringify(body));
    const naver = naverProductPageBody(page);
    expect(naver).toEqual({ success: true, data: page.products, pagination: page.pagination });
    expect(serialize(naver)).toBe(JSON.stringify(naver));
    const empty = productPageBody({ products: [], pagination: paginationOf(1, 20, 0) });
    expect(serialize(empty)).toBe(JSON.stringify(empty));
  });

  it('serialises an items array once and reuses it for the same array, with fresh pagination', () => {
    const products = [item('a', '처음 이름')];
    expect(serialize(productPageBody({ products, pagination: paginationOf(1, 20, 1) }))).toContain(
      '처음 이름',
    );
    // The page cache never changes a stored array; changing one here shows the JSON comes from the memo.
    products[0] = item('a', '바뀐 이름');
    const again = serialize(productPageBody({ products, pagination: paginationOf(1, 20, 2) }));
    expect(again).toContain('처음 이름');
    expect(again).toContain('"total":2');
    expect(
      serialize(productPageBody({ products: [...products], pagination: paginationOf(1, 20, 2) })),
    ).toContain('바뀐 이름');
  });

  it('serialises any other body (errors) with JSON.stringify', () => {
    const error = { detail: '워크스페이스를 찾을 수 없습니다.', code: 'not_found' };
    expect(serialize(error)).toBe(JSON.stringify(error));
    expect(serialize(null)).toBe('null');
  });
});
