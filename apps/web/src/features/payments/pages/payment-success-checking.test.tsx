import type { PaymentRecord } from '@ollida/contracts/payments';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, type MockRoutes, mockApi } from '../../../../test/api-mock';
import { paymentRecordFixture } from '../../../../test/fixtures/payments';
import { paymentQueryKeys } from '../../../lib/payment-query-keys';
import { renderPaymentResult } from '../testing/render-payment-result';

// Each test uses its own order: a confirm is made once per order and page load.
function successUrl(orderId: string) {
  return `/payment/success?${new URLSearchParams({ paymentKey: `pk_${orderId}`, orderId, amount: '99000' })}`;
}

const outcomeUnknown = {
  status: 502,
  body: {
    detail: '결제 결과를 아직 확인하지 못했습니다. 잠시 후 결제 내역에서 상태를 확인해 주세요.',
    code: 'upstream_error',
    provider: 'toss',
  },
};

const notPending = {
  status: 409,
  body: { detail: '이미 처리되었거나 처리 중인 결제 주문입니다.', code: 'payment_not_pending' },
};

/** Answers the history with the given rows of `orderId`, one per lookup, repeating the last. */
function historyOf(orderId: string, statuses: Partial<PaymentRecord>[]): MockRoutes {
  let lookups = 0;
  return {
    'GET /api/payments/history': () => {
      const row = statuses[Math.min(lookups, statuses.length - 1)];
      lookups += 1;
      return jsonResponse(200, { data: [paymentRecordFixture({ order_id: orderId, ...row })] });
    },
  };
}

/** Lets the 3 s between two history lookups pass. */
async function nextLookup() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(3000);
  });
}

async function expectChecking() {
  expect(await screen.findByRole('heading', { name: '결제를 확인하고 있습니다' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '결제에 실패했습니다' })).not.toBeInTheDocument();
  expect(screen.getByText(/결제가 이미 승인되었을 수 있지만/)).toHaveTextContent('결제 내역에 표시됩니다');
  expect(screen.getByText(/다시 결제하지 마세요/)).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('결제 결과를 확인하는 중입니다.');
  expect(screen.getByRole('link', { name: '결제 내역 보기' })).toHaveAttribute('href', '/mypage/payment');
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/payment/success when the outcome is not known yet', () => {
  it('says a 502 is being checked, not failed, and shows success once the history has the order completed', async () => {
    const fetchMock = mockApi({
      'POST /api/payments/confirm': outcomeUnknown,
      ...historyOf('order_unknown_1', [
        { status: 'pending' },
        { status: 'completed', plan_type: 'business' },
      ]),
    });
    const { queryClient } = renderPaymentResult(successUrl('order_unknown_1'));

    await expectChecking();
    expect(callsTo(fetchMock, 'GET /api/payments/history')).toHaveLength(0);

    await nextLookup();
    expect(callsTo(fetchMock, 'GET /api/payments/history')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: '결제를 확인하고 있습니다' })).toBeInTheDocument();

    await nextLookup();
    expect(await screen.findByRole('heading', { name: '결제가 완료되었습니다' })).toBeInTheDocument();
    expect(screen.getByText('비즈니스 플랜 구독이 활성화되었습니다.')).toBeInTheDocument();
    expect(queryClient.getQueryData(paymentQueryKeys.history())).toEqual([
      paymentRecordFixture({ order_id: 'order_unknown_1', status: 'completed', plan_type: 'business' }),
    ]);
    expect(callsTo(fetchMock, 'POST /api/payments/confirm')).toHaveLength(1);
  });

  it('checks an order another tab is confirming (409 with a pending row), then shows its failure', async () => {
    mockApi({
      'POST /api/payments/confirm': notPending,
      ...historyOf('order_other_tab_1', [
        { status: 'pending' },
        { status: 'pending' },
        { status: 'failed', failure_message: '카드 한도가 초과되었습니다.', receipt_url: null },
      ]),
    });
    renderPaymentResult(successUrl('order_other_tab_1'));

    await expectChecking();
    await nextLookup();
    expect(screen.getByRole('heading', { name: '결제를 확인하고 있습니다' })).toBeInTheDocument();

    await nextLookup();
    expect(await screen.findByRole('heading', { name: '결제에 실패했습니다' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('카드 한도가 초과되었습니다.');
  });

  it('treats a confirm that got no answer at all as being checked', async () => {
    mockApi({
      'POST /api/payments/confirm': () => Promise.reject(new TypeError('Failed to fetch')),
      ...historyOf('order_no_answer_1', [{ status: 'cancelled' }]),
    });
    renderPaymentResult(successUrl('order_no_answer_1'));

    await expectChecking();
    await nextLookup();
    expect(await screen.findByRole('heading', { name: '결제에 실패했습니다' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('결제가 취소되었습니다');
  });

  it('keeps checking when the history cannot be read after a 409, and keeps looking', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let lookups = 0;
    mockApi({
      'POST /api/payments/confirm': notPending,
      'GET /api/payments/history': () => {
        lookups += 1;
        return lookups < 3
          ? jsonResponse(500, { detail: '서버 오류', code: 'internal_error' })
          : jsonResponse(200, { data: [paymentRecordFixture({ order_id: 'order_unreadable_1' })] });
      },
    });
    renderPaymentResult(successUrl('order_unreadable_1'));

    await expectChecking();
    await nextLookup();
    expect(screen.getByRole('heading', { name: '결제를 확인하고 있습니다' })).toBeInTheDocument();
    await nextLookup();
    expect(await screen.findByRole('heading', { name: '결제가 완료되었습니다' })).toBeInTheDocument();
  });

  it('stops after 10 lookups, sends the buyer to the history and never confirms again', async () => {
    const fetchMock = mockApi({
      'POST /api/payments/confirm': outcomeUnknown,
      ...historyOf('order_stuck_1', [{ status: 'pending' }]),
    });
    const { router } = renderPaymentResult(successUrl('order_stuck_1'));

    await expectChecking();
    for (let lookup = 0; lookup < 12; lookup += 1) await nextLookup();

    expect(callsTo(fetchMock, 'GET /api/payments/history')).toHaveLength(10);
    expect(callsTo(fetchMock, 'POST /api/payments/confirm')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: '결제를 확인하고 있습니다' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('잠시 후 결제 내역에서 상태를 확인해 주세요.');
    await userEvent.click(screen.getByRole('link', { name: '결제 내역 보기' }));
    expect(router.state.location.pathname).toBe('/mypage/payment');
  });
});
