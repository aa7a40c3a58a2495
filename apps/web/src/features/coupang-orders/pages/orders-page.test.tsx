import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/api-mock';
import { renderTool } from '../../url-parser/testing/render-tool';
import { naverWorkspaceFixture, workspaceFixture } from '../../workspaces/testing/workspace-fixtures';
import {
  orderCalls,
  orderFixture,
  orderItemFixture,
  ordersResponse,
  orderWorkspaces,
} from '../testing/order-fixtures';
import { OrdersPage } from './orders-page';

const furnitureId = '33333333-3333-4333-8333-333333333333';

function routes(orders = [orderFixture()], workspaces = orderWorkspaces()) {
  return {
    'GET /api/workspaces': { body: { data: workspaces } },
    'GET /api/coupang/orders': { body: ordersResponse(orders) },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('OrdersPage filters', () => {
  it('preselects the current Coupang workspace and asks for the last 30 Seoul days of 결제완료', async () => {
    // 2026-11-20 16:30 UTC is already 2026-11-21 in Seoul.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T16:30:00Z'));
    const fetchMock = mockApi(routes());
    renderTool(<OrdersPage />);

    const store = await screen.findByRole('combobox', { name: '워크스페이스' });
    expect(store).toHaveDisplayValue('올리다 가구점 (wing-furniture)');
    expect(
      within(store)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['스토어 선택', '올리다 쿠팡점 (wing-seller)', '올리다 가구점 (wing-furniture)']);
    expect(screen.getByText(/현재 보고 있는 스토어:/)).toHaveTextContent(
      '현재 보고 있는 스토어: 올리다 가구점 (wing-furniture)',
    );
    expect(screen.getByText('메인 프로필')).toBeInTheDocument();
    expect(screen.getByLabelText('시작일')).toHaveValue('2026-10-22');
    expect(screen.getByLabelText('종료일')).toHaveValue('2026-11-21');
    expect(screen.getByRole('tab', { name: '결제완료' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '결제완료',
      '상품준비중',
      '배송지시',
      '배송중',
      '배송완료',
      '업체 직접 배송',
    ]);

    await screen.findByRole('table', { name: '주문 목록' });
    expect(Object.fromEntries(orderCalls(fetchMock)[0] ?? [])).toEqual({
      createdAtFrom: '2026-10-22',
      createdAtTo: '2026-11-21',
      status: 'ACCEPT',
      maxPerPage: '20',
      wingAccount: 'wing-furniture',
      workspace_id: furnitureId,
    });
  });

  it('without a current Coupang workspace preselects the first one, with no main badge', async () => {
    mockApi(
      routes(undefined, [
        naverWorkspaceFixture({ is_current: true }),
        workspaceFixture({ is_current: false, is_main: false }),
      ]),
    );
    renderTool(<OrdersPage />);

    expect(await screen.findByRole('combobox', { name: '워크스페이스' })).toHaveDisplayValue(
      '올리다 쿠팡점 (wing-seller)',
    );
    expect(screen.queryByText('메인 프로필')).not.toBeInTheDocument();
  });

  it('re-fetches when the status tab, page size or store changes', async () => {
    const fetchMock = mockApi(routes());
    renderTool(<OrdersPage />);
    await screen.findByRole('table', { name: '주문 목록' });

    await userEvent.click(screen.getByRole('tab', { name: '배송중' }));
    expect(screen.getByRole('tab', { name: '배송중' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(orderCalls(fetchMock).at(-1)?.get('status')).toBe('DELIVERING'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '페이지당 주문 수' }), '50');
    await waitFor(() => expect(orderCalls(fetchMock).at(-1)?.get('maxPerPage')).toBe('50'));

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: '워크스페이스' }),
      '올리다 쿠팡점 (wing-seller)',
    );
    await waitFor(() => expect(orderCalls(fetchMock).at(-1)?.get('wingAccount')).toBe('wing-seller'));
    expect(orderCalls(fetchMock).at(-1)?.get('status')).toBe('DELIVERING');
    expect(orderCalls(fetchMock)).toHaveLength(4);
  });

  it('refuses a start after the end or more than 31 days before calling, and fetches a valid range', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T03:00:00Z'));
    const fetchMock = mockApi(routes());
    renderTool(<OrdersPage />);
    await screen.findByRole('table', { name: '주문 목록' });
    const from = screen.getByLabelText('시작일');
    const to = screen.getByLabelText('종료일');

    fireEvent.change(to, { target: { value: '2026-11-10' } });
    fireEvent.change(from, { target: { value: '2026-11-12' } });
    expect(screen.getByRole('alert')).toHaveTextContent('조회 시작일은 종료일보다 늦을 수 없습니다.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    // 2026-10-10 to 2026-11-10 spans 32 calendar days; from 2026-10-11 it is 31, the most one query may span.
    fireEvent.change(from, { target: { value: '2026-10-10' } });
    expect(screen.getByRole('alert')).toHaveTextContent('주문은 한 번에 최대 31일까지 조회할 수 있습니다.');
    expect(from).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(from, { target: { value: '2026-10-11' } });
    await screen.findByRole('table', { name: '주문 목록' });
    const asked = orderCalls(fetchMock).map(
      (query) => `${query.get('createdAtFrom')}~${query.get('createdAtTo')}`,
    );
    expect(asked).toEqual(['2026-10-21~2026-11-20', '2026-10-21~2026-11-10', '2026-10-11~2026-11-10']);
  });
});

describe('OrdersPage list', () => {
  it('sums every item of an order in the row and the summary, and states the rule', async () => {
    const twoItems = orderFixture({
      orderId: '312345678901234567',
      orderItems: [
        orderItemFixture({ shippingCount: 2, orderPrice: 10_000 }),
        orderItemFixture({ sellerProductName: '쿠션', vendorItemId: '90000000002', orderPrice: 5_000 }),
      ],
    });
    const oneItem = orderFixture({
      orderId: '312345678901234999',
      status: 'SOMETHING_NEW',
      orderItems: [orderItemFixture({ sellerProductName: '책상', orderPrice: 7_001 })],
    });
    mockApi({
      ...routes(),
      'GET /api/coupang/orders': { body: ordersResponse([twoItems, oneItem], true) },
    });
    renderTool(<OrdersPage />);

    const table = await screen.findByRole('table', { name: '주문 목록' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('원목 의자 외 1건');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '312345678901234567',
      '원목 의자 외 1건',
      '김*수',
      '3',
      '15,000원',
      '2026. 11. 20. 14:03',
      '결제완료',
    ]);
    expect(second).toHaveTextContent('SOMETHING_NEW');

    const summary = screen.getByRole('region', { name: '주문 요약' });
    expect(summary).toHaveTextContent('총 주문 수2건');
    expect(summary).toHaveTextContent('총 주문 금액22,001원');
    expect(summary).toHaveTextContent('평균 주문 금액11,001원');
    expect(summary).toHaveTextContent('주문 금액은 주문의 모든 상품 금액(orderPrice) 합계입니다.');
    expect(screen.getByRole('note')).toHaveTextContent(
      '조회된 주문이 너무 많아 1,000건까지만 표시합니다. 기간을 좁혀 다시 조회해 주세요.',
    );
  });

  it('pages through the fetched list on the client and goes back to page 1 on a new tab', async () => {
    const orders = Array.from({ length: 45 }, (_, index) =>
      orderFixture({ orderId: String(312345678901230000n + BigInt(index)) }),
    );
    const fetchMock = mockApi(routes(orders));
    renderTool(<OrdersPage />);

    await screen.findByRole('table', { name: '주문 목록' });
    expect(screen.getByText('1 ~ 20 / 총 45건')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: '주문 목록 페이지' });
    expect(within(pager).getAllByRole('button', { name: /페이지$/ })).toHaveLength(5);
    await userEvent.click(within(pager).getByRole('button', { name: '다음 페이지' }));
    expect(screen.getByText('21 ~ 40 / 총 45건')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '312345678901230020' })).toBeInTheDocument();
    await userEvent.click(within(pager).getByRole('button', { name: '3페이지' }));
    expect(screen.getByText('41 ~ 45 / 총 45건')).toBeInTheDocument();
    expect(orderCalls(fetchMock)).toHaveLength(1);

    await userEvent.click(screen.getByRole('tab', { name: '상품준비중' }));
    expect(await screen.findByText('1 ~ 20 / 총 45건')).toBeInTheDocument();
  });

  it('says when the period has no orders', async () => {
    mockApi(routes([]));
    renderTool(<OrdersPage />);

    expect(await screen.findByText('해당 기간에 주문이 없습니다')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('reads Wing again on 주문 새로고침, past the server cache, and shows the new orders', async () => {
    let answer = 0;
    const fetchMock = mockApi({
      ...routes(),
      'GET /api/coupang/orders': () => {
        answer += 1;
        if (answer === 1) return jsonResponse(200, ordersResponse([]));
        if (answer === 2)
          return jsonResponse(502, { detail: '쿠팡이 응답하지 않습니다.', code: 'coupang_error' });
        return jsonResponse(200, ordersResponse([orderFixture()]));
      },
    });
    renderTool(<OrdersPage />);

    expect(await screen.findByText('해당 기간에 주문이 없습니다')).toBeInTheDocument();
    expect(orderCalls(fetchMock)[0]?.has('refresh')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '주문 새로고침' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '주문 목록 조회 실패: 쿠팡이 응답하지 않습니다.',
    );
    expect(screen.getByText('해당 기간에 주문이 없습니다')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '주문 새로고침' }));
    expect(await screen.findByRole('table', { name: '주문 목록' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(orderCalls(fetchMock).map((call) => call.get('refresh'))).toEqual([null, 'true', 'true']);
  });

  it('clears a failed refresh’s error once the list is read successfully again', async () => {
    let answer = 0;
    mockApi({
      ...routes(),
      'GET /api/coupang/orders': () => {
        answer += 1;
        if (answer === 2)
          return jsonResponse(502, { detail: '쿠팡이 응답하지 않습니다.', code: 'coupang_error' });
        return jsonResponse(200, ordersResponse([orderFixture()]));
      },
    });
    renderTool(<OrdersPage />);

    expect(await screen.findByRole('table', { name: '주문 목록' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '주문 새로고침' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('쿠팡이 응답하지 않습니다.');

    await userEvent.click(screen.getByRole('tab', { name: '상품준비중' }));
    await waitFor(() => expect(answer).toBe(3));
    expect(await screen.findByRole('table', { name: '주문 목록' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows the server detail or the HTTP status on failure, and retries', async () => {
    let answer = 0;
    mockApi({
      ...routes(),
      'GET /api/coupang/orders': () => {
        answer += 1;
        if (answer === 1)
          return jsonResponse(502, { detail: '쿠팡 주문 조회에 실패했습니다.', code: 'coupang_error' });
        if (answer === 2) return new Response('', { status: 503 });
        return jsonResponse(200, ordersResponse([orderFixture()]));
      },
    });
    renderTool(<OrdersPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '주문 목록 조회 실패: 쿠팡 주문 조회에 실패했습니다.',
    );
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('주문 목록 조회 실패: 503'));
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('table', { name: '주문 목록' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('OrdersPage without a store', () => {
  it('asks to connect a Coupang store when only Naver workspaces exist, without calling for orders', async () => {
    const fetchMock = mockApi(routes(undefined, [naverWorkspaceFixture({ is_current: true })]));
    renderTool(<OrdersPage />);

    expect(await screen.findByText('연결된 쿠팡 스토어가 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '워크스페이스로 이동' })).toHaveAttribute(
      'href',
      '/mypage/coupang_profile',
    );
    expect(orderCalls(fetchMock)).toHaveLength(0);
  });

  it('asks to choose a store when the seller clears the choice', async () => {
    mockApi(routes());
    renderTool(<OrdersPage />);
    await screen.findByRole('table', { name: '주문 목록' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '워크스페이스' }), '스토어 선택');
    expect(screen.getByText('주문을 조회할 스토어를 선택해 주세요')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '워크스페이스로 이동' })).toBeInTheDocument();
  });

  it.each([
    [
      jsonResponse(500, { detail: '서버 오류', code: 'internal' }),
      '워크스페이스 목록을 가져오지 못했습니다.',
    ],
    [null, '워크스페이스 목록을 가져오는 중 오류가 발생했습니다.'],
  ])('explains a failed workspace list (%#)', async (reply, text) => {
    mockApi({
      'GET /api/workspaces': () => {
        if (reply) return reply;
        throw new TypeError('Failed to fetch');
      },
    });
    renderTool(<OrdersPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
