import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, type MockRoutes, mockApi } from '../../../../test/api-mock';
import { renderWithQuery } from '../../../../test/render';
import { OrdersPage } from '../pages/orders-page';
import {
  actionResponse,
  coupangId,
  marketOrderFixture,
  orderId,
  orderListFixture,
  orderWorkspaces,
  otherOrderId,
  unmatchedOrderFixture,
} from '../testing/order-fixtures';

const first = marketOrderFixture();
const second = unmatchedOrderFixture();

async function openPage(extra: MockRoutes) {
  const fetchMock = mockApi({
    'GET /api/workspaces': { body: { data: orderWorkspaces() } },
    'GET /api/orders': { body: orderListFixture([first, second]) },
    ...extra,
  });
  renderWithQuery(<OrdersPage />);
  await screen.findByRole('table', { name: '주문 목록' });
  return fetchMock;
}

describe('order actions', () => {
  it('confirms the selected orders and shows the one that failed with its order number', async () => {
    let sent: unknown;
    await openPage({
      'POST /api/orders/confirm': (request) => {
        sent = request.body;
        return jsonResponse(
          200,
          actionResponse([
            {
              order_id: orderId,
              order_number: first.order_number,
              ok: true,
              skipped: false,
              message: '완료',
            },
            {
              order_id: otherOrderId,
              order_number: second.order_number,
              ok: false,
              skipped: false,
              message: '이미 취소된 주문입니다.',
            },
          ]),
        );
      },
    });
    const confirm = screen.getByRole('button', { name: '발주 확인' });
    expect(confirm).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: '이 페이지 주문 모두 선택' }));
    expect(screen.getByText('2건 선택됨')).toBeInTheDocument();
    await userEvent.click(confirm);

    const dialog = await screen.findByRole('dialog', { name: '발주 확인 결과' });
    expect(sent).toEqual({ workspace_id: coupangId, order_ids: [orderId, otherOrderId] });
    expect(within(dialog).getByRole('status')).toHaveTextContent('성공 1건, 실패 1건');
    expect(within(dialog).getByRole('region', { name: '실패한 주문' })).toHaveTextContent(
      `${second.order_number}: 이미 취소된 주문입니다.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(screen.getByText('처리할 주문을 선택해 주세요')).toBeInTheDocument();
  });

  it('blocks a tracking number of the wrong length before sending, then sends and shows results', async () => {
    let sent: unknown;
    const fetchMock = await openPage({
      'POST /api/orders/dispatch': (request) => {
        sent = request.body;
        return jsonResponse(
          200,
          actionResponse([
            {
              order_id: orderId,
              order_number: first.order_number,
              ok: true,
              skipped: false,
              message: '완료',
            },
          ]),
        );
      },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: `주문 ${first.order_number} 선택` }));
    await userEvent.click(screen.getByRole('button', { name: '송장 입력' }));

    const dialog = screen.getByRole('dialog', { name: '송장 입력' });
    const courier = within(dialog).getByRole('combobox', { name: `${first.order_number} 택배사` });
    expect(courier).toHaveDisplayValue('CJ대한통운');
    const tracking = within(dialog).getByRole('textbox', { name: `${first.order_number} 송장번호` });
    await userEvent.type(tracking, '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: '송장 보내기' }));
    expect(
      within(dialog).getByText('CJ대한통운 송장번호는 10·12자리입니다. (입력: 5자리)'),
    ).toBeInTheDocument();
    expect(tracking).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST /api/orders/dispatch')).toHaveLength(0);

    await userEvent.selectOptions(courier, '우체국택배');
    await userEvent.clear(tracking);
    await userEvent.type(tracking, '1234567890123');
    await userEvent.click(within(dialog).getByRole('button', { name: '송장 보내기' }));

    const results = await screen.findByRole('dialog', { name: '송장 입력 결과' });
    expect(sent).toEqual({
      workspace_id: coupangId,
      items: [{ order_id: orderId, courier: 'EPOST', tracking_number: '1234567890123' }],
    });
    expect(within(results).getByRole('status')).toHaveTextContent('성공 1건');
    expect(screen.queryByRole('dialog', { name: '송장 입력' })).not.toBeInTheDocument();
  });

  it('uploads a tracking CSV and lists each failed row', async () => {
    const fetchMock = await openPage({
      'POST /api/orders/dispatch-csv': {
        body: actionResponse([
          {
            order_id: orderId,
            row: 1,
            order_number: first.order_number,
            ok: true,
            skipped: false,
            message: '완료',
          },
          {
            order_id: null,
            row: 2,
            order_number: '999',
            ok: false,
            skipped: false,
            message: '주문을 찾을 수 없습니다.',
          },
          {
            order_id: otherOrderId,
            row: 3,
            order_number: second.order_number,
            ok: true,
            skipped: true,
            message: '이미 보낸 송장입니다.',
          },
        ]),
      },
    });
    const file = new File(['주문번호,택배사,송장번호\n'], 'tracking.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('송장 CSV 파일'), file);

    const dialog = await screen.findByRole('dialog', { name: '송장 CSV 업로드 결과' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '성공 2건, 실패 1건, 이미 처리되어 건너뜀 1건',
    );
    expect(within(dialog).getByRole('region', { name: '실패한 주문' })).toHaveTextContent(
      '999 (2행): 주문을 찾을 수 없습니다.',
    );
    expect(within(dialog).getByRole('region', { name: '건너뛴 주문' })).toHaveTextContent(
      `${second.order_number} (3행): 이미 보낸 송장입니다.`,
    );
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('dispatch-csv')) ?? [];
    const form = init?.body as FormData;
    expect(form.get('workspace_id')).toBe(coupangId);
    expect((form.get('file') as File).name).toBe('tracking.csv');
  });

  it('shows the server’s reason when the CSV is refused', async () => {
    await openPage({
      'POST /api/orders/dispatch-csv': {
        status: 400,
        body: { detail: '주문번호 열을 찾을 수 없습니다.', code: 'invalid_csv' },
      },
    });
    await userEvent.upload(
      screen.getByLabelText('송장 CSV 파일'),
      new File(['x'], 'bad.csv', { type: 'text/csv' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('주문번호 열을 찾을 수 없습니다.'),
    );
  });
});
