import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, type MockRoutes, mockApi } from '../../../../test/api-mock';
import { renderWithQuery } from '../../../../test/render';
import { storeToken } from '../../../lib/auth-storage';
import { OrdersPage } from '../pages/orders-page';
import { coupangId, marketOrderFixture, orderListFixture, orderWorkspaces } from '../testing/order-fixtures';

async function openPage(extra: MockRoutes) {
  const fetchMock = mockApi({
    'GET /api/workspaces': { body: { data: orderWorkspaces() } },
    'GET /api/orders': { body: orderListFixture([marketOrderFixture()]) },
    ...extra,
  });
  renderWithQuery(<OrdersPage />);
  await screen.findByRole('table', { name: '주문 목록' });
  return fetchMock;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('수수료율 설정', () => {
  it('refuses bad rates in Korean before saving, then saves the default and category rows', async () => {
    let sent: unknown;
    const fetchMock = await openPage({
      'GET /api/orders/fee-rates': {
        body: { default_percent: 10.8, categories: [{ category: '가구/인테리어', percent: 10.8 }] },
      },
      'PUT /api/orders/fee-rates': (request) => {
        sent = request.body;
        return jsonResponse(200, { default_percent: 11, categories: [] });
      },
    });
    await userEvent.click(screen.getByRole('button', { name: '수수료율 설정' }));
    const dialog = await screen.findByRole('dialog', { name: '수수료율 설정' });
    const base = await within(dialog).findByRole('textbox', { name: '기본 수수료율 (%)' });
    expect(base).toHaveValue('10.8');
    expect(within(dialog).getByRole('textbox', { name: '카테고리 1' })).toHaveValue('가구/인테리어');

    await userEvent.clear(base);
    await userEvent.type(base, '60');
    await userEvent.click(within(dialog).getByRole('button', { name: '카테고리 추가' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '수수료율 2 (%)' }), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(dialog).toHaveTextContent('수수료율은 50% 이하여야 합니다.');
    expect(dialog).toHaveTextContent('카테고리를 입력해 주세요.');
    expect(dialog).toHaveTextContent('수수료율은 숫자여야 합니다.');
    expect(callsTo(fetchMock, 'PUT /api/orders/fee-rates')).toHaveLength(0);

    await userEvent.clear(base);
    await userEvent.type(base, '11');
    await userEvent.click(within(dialog).getByRole('button', { name: '카테고리 2 삭제' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '카테고리 1 삭제' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({ workspace_id: coupangId, default_percent: 11, categories: [] });
  });

  it('refuses more than two decimals', async () => {
    await openPage({ 'GET /api/orders/fee-rates': { body: { default_percent: 5.5, categories: [] } } });
    await userEvent.click(screen.getByRole('button', { name: '수수료율 설정' }));
    const dialog = await screen.findByRole('dialog', { name: '수수료율 설정' });
    const base = await within(dialog).findByRole('textbox', { name: '기본 수수료율 (%)' });
    await userEvent.clear(base);
    await userEvent.type(base, '5.555');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(dialog).toHaveTextContent('수수료율은 소수점 둘째 자리까지 입력할 수 있습니다.');
  });
});

describe('CSV 내보내기', () => {
  it('fetches the export with the bearer token and the current filters, and saves it', async () => {
    storeToken('test-token');
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:orders');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fetchMock = await openPage({
      'GET /api/orders/export.csv': (request) => {
        expect(Object.fromEntries(request.query)).toMatchObject({
          workspace_id: coupangId,
          status: 'ACCEPT',
        });
        return new Response('주문번호\n1', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="orders.csv"' },
        });
      },
    });

    await userEvent.click(screen.getByRole('button', { name: 'CSV 내보내기' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(created).toHaveBeenCalled();
    const [headers] = callsTo(fetchMock, 'GET /api/orders/export.csv');
    expect(headers?.get('Authorization')).toBe('Bearer test-token');
  });
});
