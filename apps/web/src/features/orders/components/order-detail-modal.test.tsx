import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../../test/api-mock';
import { renderWithQuery } from '../../../../test/render';
import { OrdersPage } from '../pages/orders-page';
import {
  coupangId,
  marketOrderFixture,
  orderDetailFixture,
  orderId,
  orderListFixture,
  orderWorkspaces,
  unmatchedOrderFixture,
} from '../testing/order-fixtures';

async function openDetail(detail = orderDetailFixture(), extra = {}) {
  const user = userEvent.setup();
  mockApi({
    'GET /api/workspaces': { body: { data: orderWorkspaces() } },
    'GET /api/orders': { body: orderListFixture([marketOrderFixture()]) },
    [`GET /api/orders/${orderId}`]: { body: detail },
    ...extra,
  });
  renderWithQuery(<OrdersPage />);
  const table = await screen.findByRole('table', { name: '주문 목록' });
  await user.click(within(table).getByRole('button', { name: detail.order_number }));
  const dialog = screen.getByRole('dialog', { name: '주문 상세' });
  await within(dialog).findByRole('region', { name: '주문 정보' });
  return { user, dialog };
}

const section = (dialog: HTMLElement, name: string) => within(dialog).getByRole('region', { name });

describe('OrderDetailModal', () => {
  it('shows the documented sections, the margin and the delivery state', async () => {
    const { dialog } = await openDetail();

    expect(
      within(dialog)
        .getAllByRole('region')
        .map((region) => region.querySelector('h3')?.textContent),
    ).toEqual([
      '주문 정보',
      '주문자 정보',
      '수령인 정보',
      '주문 상품',
      '도매처 정보',
      '배송 정보',
      '마진 계산',
      '공급처에서 주문',
    ]);
    expect(section(dialog, '주문 정보')).toHaveTextContent('묶음배송번호698765432109876543');
    expect(section(dialog, '수령인 정보')).toHaveTextContent('배송 요청 사항문 앞에 놓아 주세요');
    expect(section(dialog, '배송 정보')).toHaveTextContent('송장 전송 상태송장 미입력');
    const margin = section(dialog, '마진 계산');
    expect(margin).toHaveTextContent('판매금액39,000원');
    expect(margin).toHaveTextContent('− 수수료 (10.8%)4,212원');
    expect(margin).toHaveTextContent('− 공급가22,000원');
    expect(margin).toHaveTextContent('− 배송비 (판매자 부담)3,000원');
    expect(margin).toHaveTextContent('= 마진12,788원');
  });

  it('prices the margin from what the seller paid the supplier once it is recorded', async () => {
    // 39,000 + 3,000 − 4,212 − 30,000 (the supplier's charge, shipping included).
    const { dialog } = await openDetail(orderDetailFixture({ supplier_paid: 30_000, margin: 7_788 }));

    const margin = section(dialog, '마진 계산');
    expect(margin).toHaveTextContent('− 공급처 결제액30,000원');
    expect(margin).not.toHaveTextContent('− 공급가');
    expect(margin).toHaveTextContent('= 마진7,788원');
  });

  it('says the margin of an unmatched order cannot be computed, and shows 없음 for no message', async () => {
    const base = orderDetailFixture();
    const detail = orderDetailFixture({
      match: 'unmatched',
      cost: null,
      margin: null,
      receiver: { ...base.receiver, message: '' },
      items: base.items.map((item) => ({ ...item, listing: null })),
    });
    const { dialog } = await openDetail(detail);

    expect(section(dialog, '마진 계산')).toHaveTextContent('미연결 상품이라 마진을 계산할 수 없습니다');
    expect(section(dialog, '마진 계산')).not.toHaveTextContent('0원');
    expect(section(dialog, '수령인 정보')).toHaveTextContent('배송 요청 사항없음');
    expect(section(dialog, '공급처에서 주문')).toHaveTextContent(
      '연결된 상품이 없어 공급처를 알 수 없습니다.',
    );
  });

  it('opens the supplier page safely and copies each receiver field in one click', async () => {
    const { user, dialog } = await openDetail();
    const helper = section(dialog, '공급처에서 주문');

    const link = within(helper).getByRole('link', { name: '공급처 페이지 열기' });
    expect(link).toHaveAttribute('href', 'https://shop.example.com/p/chair');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(helper).toHaveTextContent('공급처 옵션: 내추럴 · 수량: 1개');

    const copies: [string, string][] = [
      ['받는 분', '이영희'],
      ['연락처', '0503-2345-6789'],
      ['우편번호', '06236'],
      ['주소', '서울특별시 강남구 테헤란로 152'],
      ['상세 주소', '12층'],
      ['배송 메시지', '문 앞에 놓아 주세요'],
    ];
    for (const [label, value] of copies) {
      await user.click(within(helper).getByRole('button', { name: `${label} 복사` }));
      expect(await navigator.clipboard.readText()).toBe(value);
    }
    expect(within(helper).getAllByText('복사됨').length).toBeGreaterThan(0);
  });

  it('saves the supplier order number and paid amount, refusing a negative amount', async () => {
    let sent: unknown;
    const { user, dialog } = await openDetail(orderDetailFixture(), {
      [`PUT /api/orders/${orderId}/supplier-order`]: (request: { body: unknown }) => {
        sent = request.body;
        return jsonResponse(
          200,
          orderDetailFixture({ supplier_order_number: 'SUP-778899', supplier_paid: 21_500 }),
        );
      },
    });
    const helper = section(dialog, '공급처에서 주문');
    await user.type(within(helper).getByRole('textbox', { name: '공급처 주문번호' }), 'SUP-778899');
    const paid = within(helper).getByRole('textbox', { name: '결제 금액 (원)' });
    await user.type(paid, '-5');
    await user.click(within(helper).getByRole('button', { name: '공급처 주문 저장' }));
    expect(helper).toHaveTextContent('공급처 결제 금액은 0원 이상이어야 합니다.');
    expect(sent).toBeUndefined();

    await user.clear(paid);
    await user.type(paid, '21,500');
    await user.click(within(helper).getByRole('button', { name: '공급처 주문 저장' }));
    await waitFor(() => expect(helper).toHaveTextContent('공급처 주문을 저장했습니다.'));
    expect(sent).toEqual({
      workspace_id: coupangId,
      supplier_order_number: 'SUP-778899',
      supplier_paid: 21_500,
    });
  });
});

describe('product name', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens the first listed item’s supplier page in a tab cut off from this page', async () => {
    const popup = { opener: window as Window | null, close: vi.fn(), location: { replace: vi.fn() } };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    mockApi({
      'GET /api/workspaces': { body: { data: orderWorkspaces() } },
      'GET /api/orders': { body: orderListFixture([marketOrderFixture(), unmatchedOrderFixture()]) },
      [`GET /api/orders/${orderId}`]: { body: orderDetailFixture() },
    });
    renderWithQuery(<OrdersPage />);
    const table = await screen.findByRole('table', { name: '주문 목록' });

    await userEvent.click(within(table).getByRole('button', { name: '원목 의자' }));
    await waitFor(() =>
      expect(popup.location.replace).toHaveBeenCalledWith('https://shop.example.com/p/chair'),
    );
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(popup.opener).toBeNull();
    expect(within(table).queryByRole('button', { name: '스테인리스 냄비' })).not.toBeInTheDocument();
  });
});
