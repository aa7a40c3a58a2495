import type { ListingStateView, UploadedProduct } from '@ollida/contracts/uploaded-products';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, type MockRequest, type MockRoutes, mockApi } from '../../../../test/api-mock';
import {
  naverProductFixture,
  productPageBody,
  requestedUrls,
  uploadedProductFixture,
} from '../../../../test/fixtures/uploaded-products';
import { naverWorkspaceFixture, workspaceFixture } from '../../../../test/fixtures/workspaces';
import { renderWithQuery } from '../../../../test/render';
import { storeToken } from '../../../lib/auth-storage';
import { UploadedProductsPage } from './uploaded-products-page';

const listRoute = 'GET /api/uploaded-products';
const statesRoute = 'POST /api/uploaded-products/listing-states';

function routes(overrides: MockRoutes): MockRoutes {
  return {
    'GET /api/workspaces': { body: { data: [workspaceFixture(), naverWorkspaceFixture()] } },
    'GET /api/uploaded-products/uploaders': { body: { data: [] } },
    [statesRoute]: { body: { data: [] } },
    ...overrides,
  };
}

function listingState(state: ListingStateView['state'], checkedAt: string): ListingStateView {
  return { state, status_name: state, reason: null, checked_at: checkedAt };
}

function coupangRow(index: number, overrides: Partial<UploadedProduct> = {}): UploadedProduct {
  return uploadedProductFixture({
    id: `d0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    displayProductName: `쿠팡 상품 ${index}`,
    listing_state: null,
    ...overrides,
  });
}

async function rowOf(name: string) {
  return screen.findByRole('article', { name });
}

beforeEach(() => {
  storeToken('test-token');
});

describe('automatic review state refresh', () => {
  it('reads by itself at most 20 undecided rows not read in 10 minutes; the page button reads them all', async () => {
    const unchecked = Array.from({ length: 25 }, (_, index) => coupangRow(index + 1));
    const justRead = coupangRow(30, {
      displayProductName: '방금 확인한 상품',
      listing_state: listingState('under_review', new Date(Date.now() - 60_000).toISOString()),
    });
    const staleReview = coupangRow(31, {
      listing_state: listingState('under_review', new Date(Date.now() - 11 * 60_000).toISOString()),
    });
    const approved = coupangRow(32, { listing_state: listingState('approved', '2024-06-21T01:00:00.000Z') });
    const noListing = coupangRow(33, { seller_product_id: null, uploadStatus: 'failure' });
    const rows = [justRead, staleReview, approved, noListing, ...unchecked, naverProductFixture()];
    const calls: MockRequest[] = [];
    mockApi(
      routes({
        [listRoute]: { body: productPageBody(rows) },
        [statesRoute]: (request) => {
          calls.push(request);
          return jsonResponse(200, { data: [] });
        },
      }),
    );
    renderWithQuery(<UploadedProductsPage />);

    await rowOf('방금 확인한 상품');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      ids: [staleReview, ...unchecked.slice(0, 19)].map((row) => row.id),
    });

    const pageButton = screen.getByRole('button', { name: '페이지 상태 새로고침' });
    await waitFor(() => expect(pageButton).toBeEnabled());
    await userEvent.click(pageButton);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toEqual({
      ids: [justRead, staleReview, approved, ...unchecked].map((row) => row.id),
    });
  });

  it('reloads the list after a state changed (approval brings the store link), not when it stayed the same', async () => {
    const reviewing = coupangRow(1, {
      displayProductName: '심사 상품',
      listing_state: listingState('under_review', '2024-06-21T01:00:00.000Z'),
      store_url: null,
    });
    const approvedState = listingState('approved', '2024-06-21T02:00:00.000Z');
    let isApproved = false;
    const fetchMock = mockApi(
      routes({
        [listRoute]: () =>
          jsonResponse(
            200,
            productPageBody([
              isApproved
                ? {
                    ...reviewing,
                    listing_state: approvedState,
                    store_url: 'https://www.coupang.com/vp/products/1500001',
                  }
                : reviewing,
            ]),
          ),
        [statesRoute]: () => {
          isApproved = true;
          return jsonResponse(200, {
            data: [{ id: reviewing.id, listing_state: approvedState, error: null }],
          });
        },
      }),
    );
    renderWithQuery(<UploadedProductsPage />);

    const row = await rowOf('심사 상품');
    expect(await within(row).findByRole('link', { name: '스토어에서 보기' })).toHaveAttribute(
      'href',
      'https://www.coupang.com/vp/products/1500001',
    );
    expect(within(row).getByText('승인완료')).toBeInTheDocument();
    const listCalls = requestedUrls(fetchMock, listRoute).length;
    expect(listCalls).toBe(2);

    await userEvent.click(within(row).getByRole('button', { name: '상태 새로고침' }));
    await waitFor(() => expect(requestedUrls(fetchMock, statesRoute)).toHaveLength(2));
    expect(await within(row).findByRole('button', { name: '상태 새로고침' })).toBeEnabled();
    expect(requestedUrls(fetchMock, listRoute)).toHaveLength(listCalls);
  });
});

describe('resent attempts', () => {
  it('labels a failed attempt sent again as 다시 보냄, in the grid and in the list', async () => {
    const failure = {
      uploadStatus: 'failure',
      coupangResponse: { code: 'ERROR', message: '필수 고시정보 누락', data: null },
      seller_product_id: null,
      store_url: null,
      admin_url: null,
    } as const;
    const resent = coupangRow(1, {
      ...failure,
      displayProductName: '다시 보낸 상품',
      resent_as: 'attempt-2',
    });
    const failed = coupangRow(2, { ...failure, displayProductName: '실패한 상품', can_resend: true });
    mockApi(routes({ [listRoute]: { body: productPageBody([resent, failed]) } }));
    renderWithQuery(<UploadedProductsPage />);

    const card = await rowOf('다시 보낸 상품');
    expect(within(card).getByRole('button', { name: '실패' })).toBeInTheDocument();
    const label = within(card).getByRole('note', { name: '수정해서 다시 보낸 상품입니다' });
    expect(label).toHaveTextContent('다시 보냄');
    expect(label).toHaveAttribute('title', '수정해서 다시 보낸 상품입니다');
    expect(within(await rowOf('실패한 상품')).queryByRole('note')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '목록 보기' }));
    const line = screen.getByRole('row', { name: '다시 보낸 상품' });
    expect(within(line).getByRole('note', { name: '수정해서 다시 보낸 상품입니다' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: '실패한 상품' })).queryByRole('note'),
    ).not.toBeInTheDocument();
  });
});
