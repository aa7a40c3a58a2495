import type { UploadedProduct } from '@ollida/contracts/uploaded-products';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, type MockRequest, type MockRoutes, mockApi } from '../../../../test/api-mock';
import {
  naverProductFixture,
  productPageBody,
  uploadedProductFixture,
  wholeProductRoutes,
} from '../../../../test/fixtures/uploaded-products';
import { naverWorkspaceFixture, workspaceFixture } from '../../../../test/fixtures/workspaces';
import { renderWithQuery } from '../../../../test/render';
import { storeToken } from '../../../lib/auth-storage';
import { UploadedProductsPage } from './uploaded-products-page';

const failed = uploadedProductFixture({
  id: 'aaaaaaaa-0000-4000-8000-000000000003',
  displayProductName: '접이식 캠핑 의자',
  sellerProductName: '접이식 캠핑 의자',
  uploadStatus: 'failure',
  coupangResponse: { code: 'ERROR', message: '필수 고시정보 누락', data: null },
  errorMessage: '쿠팡이 상품 등록을 거절했습니다: 필수 고시정보 누락',
  seller_product_id: null,
  store_url: null,
  admin_url: null,
  listing_state: null,
  can_resend: true,
  productDetails: {},
});
const pending = naverProductFixture({ uploadStatus: 'pending', marketplaceResponse: null, store_url: null });

function routes(products: UploadedProduct[], overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/workspaces': { body: { data: [workspaceFixture(), naverWorkspaceFixture()] } },
    'GET /api/uploaded-products/uploaders': { body: { data: [] } },
    'GET /api/uploaded-products': { body: productPageBody(products) },
    'POST /api/uploaded-products/listing-states': { body: { data: [] } },
    ...wholeProductRoutes(products),
    ...overrides,
  };
}

async function rowOf(name: string) {
  return screen.findByRole('article', { name });
}

beforeEach(() => {
  storeToken('test-token');
});

describe('uploaded product rows', () => {
  it('keeps a long sourcing host on one line, cut with an ellipsis, the full address in its tooltip', async () => {
    const url = 'https://very-long-wholesale-supplier-subdomain.shopping-mall-example.co.kr/p/1';
    mockApi(routes([uploadedProductFixture({ originalUrl: url })]));
    renderWithQuery(<UploadedProductsPage />);

    const row = await rowOf('스테인리스 텀블러 500ml');
    const host = within(row).getByTitle(url);
    expect(host).toHaveClass('truncate');
    expect(host).not.toHaveClass('break-all');
  });

  it('shows the price each listing went live with: sale price, supplier cost and margin, in the grid and the list', async () => {
    const unpriced = uploadedProductFixture({
      id: 'aaaaaaaa-0000-4000-8000-000000000009',
      displayProductName: '가격 규칙 없이 올린 상품',
      price: { sale_price: 9_900, supplier_cost: null, margin: null, margin_rate: null },
    });
    mockApi(routes([uploadedProductFixture(), unpriced]));
    renderWithQuery(<UploadedProductsPage />);

    const card = await rowOf('스테인리스 텀블러 500ml');
    expect(within(card).getByText('판매가 15,900원')).toBeInTheDocument();
    expect(within(card).getByText('공급가 11,000원 · 마진 4,900원 (30.8%)')).toBeInTheDocument();
    expect(within(await rowOf('가격 규칙 없이 올린 상품')).getByText('판매가 9,900원')).toBeInTheDocument();
    expect(within(await rowOf('가격 규칙 없이 올린 상품')).queryByText(/공급가/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '목록 보기' }));
    const table = await screen.findByRole('table', { name: '업로드한 상품 표' });
    expect(within(table).getByRole('columnheader', { name: '가격' })).toBeInTheDocument();
    expect(within(table).getByText('공급가 11,000원 · 마진 4,900원 (30.8%)')).toHaveAttribute(
      'class',
      expect.any(String),
    );
  });

  it('badges each upload by the documented rules and links to Wing only for SUCCESS with a numeric id', async () => {
    mockApi(routes([uploadedProductFixture(), failed, pending]));
    renderWithQuery(<UploadedProductsPage />);

    const ok = await rowOf('스테인리스 텀블러 500ml');
    expect(within(ok).getByRole('button', { name: '성공' })).toBeInTheDocument();
    const check = within(ok).getByRole('link', { name: '쿠팡 등록 확인' });
    expect(check).toHaveAttribute(
      'href',
      'https://wing.coupang.com/tenants/seller-web/vendor-inventory/modify?vendorInventoryId=1500001',
    );
    expect(check).toHaveAttribute('target', '_blank');
    expect(check).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(ok).getByRole('link', { name: '스토어에서 보기' })).toHaveAttribute(
      'href',
      'https://www.coupang.com/vp/products/1500001',
    );
    expect(within(ok).getByRole('link', { name: '관리자에서 수정' })).toHaveAttribute('target', '_blank');
    expect(within(ok).getByText('승인완료')).toBeInTheDocument();

    const bad = await rowOf('접이식 캠핑 의자');
    expect(within(bad).getByRole('button', { name: '실패' })).toBeInTheDocument();
    expect(within(bad).queryByRole('link')).not.toBeInTheDocument();
    expect(within(bad).getByRole('button', { name: '다시 보내기' })).toBeInTheDocument();

    const waiting = await rowOf('원목 의자');
    expect(within(waiting).getByRole('button', { name: '처리중' })).toBeInTheDocument();
    expect(within(waiting).queryByRole('link', { name: '쿠팡 등록 확인' })).not.toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: '관리자에서 수정' })).toBeInTheDocument();
    expect(within(waiting).queryByRole('button', { name: '상태 새로고침' })).not.toBeInTheDocument();
    expect(within(waiting).queryByRole('button', { name: '다시 보내기' })).not.toBeInTheDocument();
  });

  it('opens the marketplace response and the request, with the no-information text when empty', async () => {
    mockApi(routes([uploadedProductFixture(), failed, pending]));
    renderWithQuery(<UploadedProductsPage />);

    await userEvent.click(
      within(await rowOf('스테인리스 텀블러 500ml')).getByRole('button', { name: '성공' }),
    );
    let dialog = screen.getByRole('dialog', { name: '업로드 결과' });
    expect(within(dialog).getByRole('figure', { name: '마켓 응답 JSON' })).toHaveTextContent(
      '{ "code": "SUCCESS", "message": "", "data": 1500001 }',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }));

    await userEvent.click(within(await rowOf('접이식 캠핑 의자')).getByRole('button', { name: '실패' }));
    dialog = screen.getByRole('dialog', { name: '업로드 결과' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '쿠팡이 상품 등록을 거절했습니다: 필수 고시정보 누락',
    );
    expect(dialog).toHaveTextContent('"message": "필수 고시정보 누락"');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(await rowOf('원목 의자')).getByRole('button', { name: '처리중' }));
    expect(screen.getByRole('dialog', { name: '업로드 결과' })).toHaveTextContent('결과 정보가 없습니다');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(
      within(await rowOf('스테인리스 텀블러 500ml')).getByRole('button', { name: '상세' }),
    );
    dialog = screen.getByRole('dialog', { name: '업로드 요청 상세' });
    expect(dialog).toHaveTextContent('상품명스테인리스 텀블러 500ml');
    expect(dialog).toHaveTextContent('스토어쿠팡 · wing-seller (올리다 쿠팡점)');
    // The list row carries a preview; the modal reads the whole request (its options too) by id.
    const request = await within(dialog).findByRole('figure', { name: '업로드 요청 JSON' });
    expect(request).toHaveTextContent('"sourceUrl": "https://shop.example.com/p/1"');
    expect(request).toHaveTextContent('"salePrice": 13000');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(await rowOf('접이식 캠핑 의자')).getByRole('button', { name: '상세' }));
    dialog = screen.getByRole('dialog', { name: '업로드 요청 상세' });
    expect(dialog).toHaveTextContent('결과 정보가 없습니다');
    expect(within(dialog).queryByRole('figure')).not.toBeInTheDocument();
  });
});

describe('Coupang review state', () => {
  const state = (
    value: 'saved' | 'under_review' | 'approved' | 'rejected',
    reason: string | null = null,
  ) => ({
    state: value,
    status_name: value,
    reason,
    checked_at: '2024-06-21T01:00:00.000Z',
  });
  const unchecked = uploadedProductFixture({
    id: 'c0000000-0000-4000-8000-000000000001',
    displayProductName: '미확인 상품',
    listing_state: null,
  });
  const approved = uploadedProductFixture({
    id: 'c0000000-0000-4000-8000-000000000002',
    displayProductName: '승인 상품',
  });
  const reviewing = uploadedProductFixture({
    id: 'c0000000-0000-4000-8000-000000000003',
    displayProductName: '심사 상품',
    listing_state: state('under_review'),
  });

  it('refreshes undecided Coupang rows once by itself, then per row and per page on request', async () => {
    const calls: MockRequest[] = [];
    const rejected = state('rejected', '대표 이미지에 워터마크가 있습니다.');
    // The server keeps what Wing said: after the first refresh the list answers the rejection and can_resend.
    const rows = () =>
      calls.length === 0
        ? [unchecked, approved, reviewing]
        : [{ ...unchecked, listing_state: rejected, can_resend: true }, approved, reviewing];
    mockApi(
      routes([], {
        'GET /api/uploaded-products': () =>
          jsonResponse(200, productPageBody([...rows(), naverProductFixture()])),
        'POST /api/uploaded-products/listing-states': (request) => {
          calls.push(request);
          return jsonResponse(200, {
            data: [
              { id: unchecked.id, listing_state: rejected, error: null },
              { id: reviewing.id, listing_state: null, error: 'Wing에서 상태를 읽지 못했습니다.' },
              { id: approved.id, listing_state: state('approved'), error: null },
            ],
          });
        },
      }),
    );
    renderWithQuery(<UploadedProductsPage />);

    const first = await rowOf('미확인 상품');
    expect(await within(first).findByText('승인반려')).toBeInTheDocument();
    expect(first).toHaveTextContent('반려 사유: 대표 이미지에 워터마크가 있습니다.');
    expect(first).toHaveTextContent('2024. 06. 21. 10:00 확인');
    expect(await within(first).findByRole('button', { name: '다시 보내기' })).toBeInTheDocument();
    const third = await rowOf('심사 상품');
    expect(third).toHaveTextContent('심사중');
    expect(third).toHaveTextContent('Wing에서 상태를 읽지 못했습니다.');
    expect(calls.map((call) => call.body)).toEqual([{ ids: [unchecked.id, reviewing.id] }]);

    await userEvent.click(screen.getByRole('button', { name: '목록 보기' }));
    await userEvent.click(screen.getByRole('button', { name: '그리드 보기' }));
    expect(calls).toHaveLength(1);

    await userEvent.click(within(await rowOf('승인 상품')).getByRole('button', { name: '상태 새로고침' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toEqual({ ids: [approved.id] });

    await userEvent.click(screen.getByRole('button', { name: '페이지 상태 새로고침' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]?.body).toEqual({ ids: [unchecked.id, approved.id, reviewing.id] });
  });

  it('keeps the list when the refresh call fails and says so', async () => {
    mockApi(
      routes([unchecked], {
        'POST /api/uploaded-products/listing-states': {
          status: 502,
          body: { detail: '쿠팡 서버에 연결하지 못했습니다.', code: 'upstream_error' },
        },
      }),
    );
    renderWithQuery(<UploadedProductsPage />);

    expect(await screen.findByText('쿠팡 서버에 연결하지 못했습니다.')).toBeInTheDocument();
    expect(await rowOf('미확인 상품')).toHaveTextContent('심사 상태 미확인');
  });
});
