import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../../test/api-mock';
import { renderWithQuery } from '../../../../test/render';
import {
  coupangId,
  marketOrderFixture,
  naverId,
  orderListCalls,
  orderListFixture,
  orderWorkspaces,
  unmatchedOrderFixture,
} from '../testing/order-fixtures';
import { OrdersPage } from './orders-page';

afterEach(() => {
  vi.useRealTimers();
});

function routes(list = orderListFixture([marketOrderFixture()])) {
  return {
    'GET /api/workspaces': { body: { data: orderWorkspaces() } },
    'GET /api/orders': { body: list },
  };
}

describe('OrdersPage', () => {
  it('lists both markets’ stores and shows each market’s own tabs and default tab', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T16:30:00Z'));
    const fetchMock = mockApi(routes());
    renderWithQuery(<OrdersPage />);

    const store = await screen.findByRole('combobox', { name: '워크스페이스' });
    expect(store).toHaveDisplayValue('쿠팡 · 올리다 쿠팡점');
    expect(
      within(store)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['스토어 선택', '쿠팡 · 올리다 쿠팡점', '네이버 · 올리다 스마트스토어']);
    expect(screen.getByText(/현재 보고 있는 스토어:/)).toHaveTextContent('올리다 쿠팡점 (쿠팡)');
    expect(screen.getByText('메인 프로필')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '결제완료',
      '상품준비중',
      '배송지시',
      '배송중',
      '배송완료',
      '업체 직접 배송',
    ]);
    expect(screen.getByRole('tab', { name: '결제완료' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('table', { name: '주문 목록' });
    expect(Object.fromEntries(orderListCalls(fetchMock)[0] ?? [])).toEqual({
      workspace_id: coupangId,
      status: 'ACCEPT',
      from: '2026-10-22',
      to: '2026-11-21',
      page: '1',
      page_size: '20',
    });

    await userEvent.selectOptions(store, '네이버 · 올리다 스마트스토어');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '결제완료',
      '발주확인',
      '배송중',
      '배송완료',
      '취소/반품 요청',
    ]);
    expect(screen.queryByText('메인 프로필')).not.toBeInTheDocument();
    await waitFor(() => expect(orderListCalls(fetchMock).at(-1)?.get('status')).toBe('PAYED'));
    expect(orderListCalls(fetchMock).at(-1)?.get('workspace_id')).toBe(naverId);

    await userEvent.click(screen.getByRole('tab', { name: '취소/반품 요청' }));
    await waitFor(() => expect(orderListCalls(fetchMock).at(-1)?.get('status')).toBe('CLAIM'));
  });

  it('shows unmatched orders with a badge and a dash margin, never 0원, and a red negative margin', async () => {
    mockApi(routes(orderListFixture([marketOrderFixture({ margin: -1_500 }), unmatchedOrderFixture()])));
    renderWithQuery(<OrdersPage />);

    const table = await screen.findByRole('table', { name: '주문 목록' });
    const [, lossRow, unmatchedRow] = within(table).getAllByRole('row');
    expect(within(lossRow as HTMLElement).getByText('-1,500원')).toHaveClass('text-red-600');
    expect(unmatchedRow).toHaveTextContent('미연결 상품');
    const marginCell = (unmatchedRow as HTMLElement).querySelector('td[data-label="마진"]');
    expect(marginCell?.textContent).toBe('—');
    expect(unmatchedRow).not.toHaveTextContent(/(^|[^\d,])0원/);

    const summary = screen.getByRole('region', { name: '주문 요약' });
    expect(summary).toHaveTextContent('총 주문 수2건');
    expect(summary).toHaveTextContent('총 주문 금액78,000원');
    expect(summary).toHaveTextContent('마진 합계 (1건 기준)-1,500원');
    expect(summary).toHaveTextContent('미연결 상품 주문1건');
  });

  it('searches, pages, and shows the last sync and its error', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T05:10:00Z'));
    const fetchMock = mockApi(
      routes(
        orderListFixture([marketOrderFixture()], {
          total: 45,
          sync: {
            last_synced_at: '2026-11-20T05:03:00Z',
            last_error: '쿠팡 API 키가 만료되었습니다.',
            running: false,
          },
        }),
      ),
    );
    renderWithQuery(<OrdersPage />);

    expect(await screen.findByText('마지막 동기화 7분 전')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('쿠팡 API 키가 만료되었습니다.');
    expect(screen.getByText('1 ~ 20 / 총 45건')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '3페이지' }));
    await waitFor(() => expect(orderListCalls(fetchMock).at(-1)?.get('page')).toBe('3'));

    await userEvent.type(screen.getByRole('searchbox', { name: '주문 검색' }), '김철수{Enter}');
    await waitFor(() => expect(orderListCalls(fetchMock).at(-1)?.get('q')).toBe('김철수'));
    expect(orderListCalls(fetchMock).at(-1)?.get('page')).toBe('1');
  });

  it('starts a sync with 새로고침 and polls the list while it runs', async () => {
    let running = false;
    const fetchMock = mockApi({
      'GET /api/workspaces': { body: { data: orderWorkspaces() } },
      'GET /api/orders': () =>
        jsonResponse(
          200,
          orderListFixture([marketOrderFixture()], {
            sync: { last_synced_at: null, last_error: null, running },
          }),
        ),
      'POST /api/orders/sync': (request) => {
        expect(request.body).toEqual({ workspace_id: coupangId });
        running = true;
        return jsonResponse(202, { sync: { last_synced_at: null, last_error: null, running: true } });
      },
    });
    renderWithQuery(<OrdersPage />);
    expect(await screen.findByText('아직 동기화하지 않았습니다')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '새로고침' }));
    expect(await screen.findByRole('button', { name: '동기화 중...' })).toBeDisabled();
    const calls = orderListCalls(fetchMock).length;
    running = false;
    await waitFor(() => expect(screen.getByRole('button', { name: '새로고침' })).toBeEnabled(), {
      timeout: 5_000,
    });
    expect(orderListCalls(fetchMock).length).toBeGreaterThan(calls);
  });

  it('asks to connect a store when there is none, and to pick one when the choice is cleared', async () => {
    mockApi({ 'GET /api/workspaces': { body: { data: [] } } });
    const { unmount } = renderWithQuery(<OrdersPage />);
    expect(await screen.findByText('연결된 스토어가 없습니다')).toBeInTheDocument();
    unmount();

    const fetchMock = mockApi(routes());
    renderWithQuery(<OrdersPage />);
    await screen.findByRole('table', { name: '주문 목록' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '워크스페이스' }), '스토어 선택');
    expect(screen.getByText('주문을 조회할 스토어를 선택해 주세요')).toBeInTheDocument();
    expect(orderListCalls(fetchMock)).toHaveLength(1);
  });

  it('shows the server’s error with a retry, and the empty state', async () => {
    mockApi({
      'GET /api/workspaces': { body: { data: orderWorkspaces() } },
      'GET /api/orders': {
        status: 503,
        body: { detail: '잠시 후 다시 시도해 주세요.', code: 'unavailable' },
      },
    });
    renderWithQuery(<OrdersPage />);
    expect(await screen.findByText('주문 목록 조회 실패: 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    mockApi(routes(orderListFixture([])));
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('해당 기간에 주문이 없습니다')).toBeInTheDocument();
  });
});
