import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '../../../lib/auth-storage';
import { callsTo, jsonResponse, type MockRequest, type MockRoutes, mockApi } from '../../../test/api-mock';
import { renderTool } from '../../url-parser/testing/render-tool';
import { uploadResponseFixture } from '../../url-parser/testing/url-parser-fixtures';
import { workspaceFixture } from '../../workspaces/testing/workspace-fixtures';
import {
  productPageBody,
  sentDetailsFixture,
  uploadedProductFixture,
} from '../testing/uploaded-product-fixtures';
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

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/workspaces': { body: { data: [workspaceFixture()] } },
    'GET /api/uploaded-products/uploaders': { body: { data: [] } },
    'GET /api/uploaded-products': { body: productPageBody([rejected]) },
    'POST /api/uploaded-products/listing-states': { body: { data: [] } },
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
    renderTool(<UploadedProductsPage />);

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
    renderTool(<UploadedProductsPage />);

    const dialog = await openEditor();
    await userEvent.click(within(dialog).getByRole('button', { name: '다시 보내기' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '쿠팡이 상품을 거절했습니다: 상품명에 금지어가 있습니다.',
    );
    expect(screen.getByRole('dialog', { name: '수정해서 다시 보내기' })).toBeInTheDocument();
  });

  it('checks the edit before sending', async () => {
    const fetchMock = mockApi(routes());
    renderTool(<UploadedProductsPage />);

    const dialog = await openEditor();
    await userEvent.clear(within(dialog).getByLabelText('노출 상품명'));
    await userEvent.click(within(dialog).getByRole('button', { name: '다시 보내기' }));

    expect(dialog).toHaveTextContent('상품명을 입력해 주세요.');
    expect(callsTo(fetchMock, `POST ${resendPath}`)).toHaveLength(0);
  });
});
