import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, type MockRequest, type MockRoutes, mockApi } from '../../../../test/api-mock';
import {
  productPageBody,
  sentDetailsFixture,
  uploadedProductFixture,
  wholeProductRoutes,
} from '../../../../test/fixtures/uploaded-products';
import { uploadResponseFixture } from '../../../../test/fixtures/url-parser';
import { workspaceFixture } from '../../../../test/fixtures/workspaces';
import { renderWithQuery } from '../../../../test/render';
import { storeToken } from '../../../lib/auth-storage';
import { UploadedProductsPage } from './uploaded-products-page';

const rejected = uploadedProductFixture({
  id: 'dddddddd-0000-4000-8000-000000000004',
  listing_state: {
    state: 'rejected',
    status_name: '승인반려',
    reason: '상품명에 금지어가 있습니다.',
    checked_at: '2024-06-21T01:00:00.000Z',
  },
  can_resend: true,
});
const resendPath = `/api/uploaded-products/${rejected.id}/resend`;

const readyReview = {
  ready: true,
  price: { supplierCost: 9_000, salePrice: 12_900, listPrice: 15_000, margin: 3_900, marginRate: 30.2 },
  shipping: { fee: 0, freeOver: null, jejuExtra: 3_000, islandExtra: 5_000 },
  category: { id: '80307', name: '텀블러', confidence: 'chosen' },
  checks: [],
};

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/workspaces': { body: { data: [workspaceFixture()] } },
    'GET /api/uploaded-products/uploaders': { body: { data: [] } },
    'GET /api/uploaded-products': { body: productPageBody([rejected]) },
    'POST /api/uploaded-products/listing-states': { body: { data: [] } },
    'POST /api/listing-review': { body: { data: readyReview } },
    ...wholeProductRoutes([rejected]),
    ...overrides,
  };
}

async function openEditor() {
  const card = await screen.findByRole('article', { name: '스테인리스 텀블러 500ml' });
  expect(card).toHaveTextContent('반려 사유: 상품명에 금지어가 있습니다.');
  await userEvent.click(within(card).getByRole('button', { name: '다시 보내기' }));
  return screen.getByRole('dialog', { name: '수정해서 다시 보내기' });
}

beforeEach(() => {
  storeToken('test-token');
});

describe('resending a rejected listing', () => {
  it('starts from the sent draft, posts the edit and reloads the list', async () => {
    const sent: MockRequest[] = [];
    const fetchMock = mockApi(
      routes({
        [`POST ${resendPath}`]: (request) => {
          sent.push(request);
          return jsonResponse(200, uploadResponseFixture({ id: 'eeeeeeee-0000-4000-8000-000000000005' }));
        },
      }),
    );
    renderWithQuery(<UploadedProductsPage />);

    const dialog = await openEditor();
    const name = within(dialog).getByLabelText('노출 상품명');
    expect(name).toHaveValue('스테인리스 텀블러 500ml');
    const price = within(dialog).getByLabelText('실버 판매가 (원)');
    expect(price).toHaveValue(13_000);
    expect(dialog).toHaveTextContent('지난번 판매가 13,000원');
    expect(within(dialog).getByLabelText('검색어 (쉼표로 구분, 최대 20개)')).toHaveValue('텀블러, 보온병');

    await userEvent.clear(name);
    await userEvent.type(name, '스테인리스 보온 텀블러 500ml');
    await userEvent.clear(price);
    await userEvent.type(price, '14900');
    const listCalls = callsTo(fetchMock, 'GET /api/uploaded-products').length;
    await userEvent.click(within(dialog).getByRole('button', { name: '다시 보내기' }));

    const notice = await screen.findByText('다시 보냈습니다. 쿠팡에 상품을 등록했습니다.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const body = sent[0]?.body as {
      product_details: ReturnType<typeof sentDetailsFixture>;
      category_id?: string;
    };
    expect(sent).toHaveLength(1);
    expect(body.category_id).toBeUndefined();
    expect(body.product_details.displayProductName).toBe('스테인리스 보온 텀블러 500ml');
    expect(body.product_details.sellerProductName).toBe('스테인리스 텀블러 500ml');
    expect(body.product_details.items[0]).toMatchObject({ salePrice: 14_900, originalPrice: 15_600 });
    expect(body.product_details.price).toBe(14_900);
    expect(body.product_details.sourceUrl).toBe(sentDetailsFixture().sourceUrl);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/uploaded-products').length).toBeGreaterThan(listCalls),
    );
  });

  it("shows the marketplace's refusal in the editor and keeps the edit", async () => {
    mockApi(
      routes({
        [`POST ${resendPath}`]: {
          status: 422,
          body: {
            detail: '쿠팡이 상품을 거절했습니다: 상품명에 금지어가 있습니다.',
            code: 'marketplace_rejected',
          },
        },
      }),
    );
    renderWithQuery(<UploadedProductsPage />);

    const dialog = await openEditor();
    await userEvent.click(within(dialog).getByRole('button', { name: '다시 보내기' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '쿠팡이 상품을 거절했습니다: 상품명에 금지어가 있습니다.',
    );
    expect(screen.getByRole('dialog', { name: '수정해서 다시 보내기' })).toBeInTheDocument();
  });

  it('checks the edit before sending', async () => {
    const fetchMock = mockApi(routes());
    renderWithQuery(<UploadedProductsPage />);

    const dialog = await openEditor();
    await userEvent.clear(within(dialog).getByLabelText('노출 상품명'));
    await userEvent.click(within(dialog).getByRole('button', { name: '다시 보내기' }));

    expect(dialog).toHaveTextContent('상품명을 입력해 주세요.');
    expect(callsTo(fetchMock, `POST ${resendPath}`)).toHaveLength(0);
  });

  it('reviews the edit as it is typed and lists what the review refused when sending', async () => {
    mockApi(
      routes({
        [`POST ${resendPath}`]: {
          status: 422,
          body: {
            detail:
              "업로드 전 검수에서 고칠 점이 있습니다: 상품명에 마켓이 금지하는 표현이 있습니다: '레플리카'(가품 표현).",
            code: 'listing_review_failed',
            checks: [
              {
                code: 'prohibited_word',
                severity: 'error',
                field: 'name',
                detail: "상품명에 마켓이 금지하는 표현이 있습니다: '레플리카'(가품 표현).",
              },
            ],
          },
        },
      }),
    );
    renderWithQuery(<UploadedProductsPage />);

    const dialog = await openEditor();
    expect(await within(dialog).findByText('업로드할 준비가 되었습니다.')).toBeInTheDocument();
    expect(within(dialog).getByText(/판매가 12,900원 · 공급가 9,000원 · 마진 3,900원/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '다시 보내기' }));
    const refused = await within(dialog).findByRole('list', { name: '보내지 않은 이유' });
    expect(refused).toHaveTextContent("'레플리카'(가품 표현)");
  });
});
