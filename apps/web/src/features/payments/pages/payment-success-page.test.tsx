import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../../test/api-mock';
import { confirmResponseFixture, paymentRecordFixture } from '../../../../test/fixtures/payments';
import { paymentQueryKeys } from '../../../lib/payment-query-keys';
import { renderPaymentResult } from '../testing/render-payment-result';

// Each test uses its own order: a confirm is made once per order and page load.
function successUrl(orderId: string, amount = '99000') {
  return `/payment/success?${new URLSearchParams({ paymentKey: `pk_${orderId}`, orderId, amount })}`;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/payment/success', () => {
  it.each([
    ['paymentKey', '/payment/success?orderId=order_missing_1&amount=99000'],
    ['orderId', '/payment/success?paymentKey=pk_1&amount=99000'],
    ['amount', '/payment/success?paymentKey=pk_1&orderId=order_missing_2'],
    ['a readable amount', '/payment/success?paymentKey=pk_1&orderId=order_missing_3&amount=abc'],
  ])('says the payment information is not valid without %s, and calls nothing', async (_missing, url) => {
    const fetchMock = mockApi();

    renderPaymentResult(url);

    expect(await screen.findByRole('alert')).toHaveTextContent('결제 정보가 올바르지 않습니다.');
    expect(screen.getByRole('link', { name: '결제 페이지로 돌아가기' })).toHaveAttribute(
      'href',
      '/mypage/payment',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('confirms once under StrictMode, shows the activated plan and moves on after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bodies: unknown[] = [];
    const confirmed = confirmResponseFixture('order_success_1', 'pro');
    const fetchMock = mockApi({
      'POST /api/payments/confirm': (request) => {
        bodies.push(request.body);
        return jsonResponse(200, confirmed);
      },
    });

    const { router, queryClient } = renderPaymentResult(successUrl('order_success_1'));

    expect(screen.getByRole('heading', { name: '결제 처리 중' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '결제가 완료되었습니다' })).toBeInTheDocument();
    expect(screen.getByText('프로 플랜 구독이 활성화되었습니다.')).toBeInTheDocument();
    expect(screen.getByText('3초 후 결제 페이지로 이동합니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '내 계정으로' })).toHaveAttribute('href', '/mypage/profile');
    expect(callsTo(fetchMock, 'POST /api/payments/confirm')).toHaveLength(1);
    expect(bodies).toEqual([
      { payment_key: 'pk_order_success_1', order_id: 'order_success_1', amount: 99_000 },
    ]);
    expect(queryClient.getQueryData(paymentQueryKeys.subscription())).toEqual(confirmed.subscription);

    // Lets the success screen's effects run, so the 3 s count from now.
    await act(async () => undefined);
    act(() => {
      vi.advanceTimersByTime(2_900);
    });
    expect(router.state.location.pathname).toBe('/payment/success');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/payment'));
    expect(await screen.findByRole('heading', { name: '결제 관리 화면' })).toBeInTheDocument();
  });

  it('goes to the account with 내 계정으로', async () => {
    mockApi({ 'POST /api/payments/confirm': { body: confirmResponseFixture('order_success_2', 'starter') } });
    const { router } = renderPaymentResult(successUrl('order_success_2', '19900'));

    expect(await screen.findByText('스타터 플랜 구독이 활성화되었습니다.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '내 계정으로' }));

    expect(router.state.location.pathname).toBe('/mypage/profile');
  });

  it("shows the server's detail of a refused confirm with a way back", async () => {
    mockApi({
      'POST /api/payments/confirm': {
        status: 400,
        body: { detail: '카드 한도가 초과되었습니다.', code: 'payment_failed' },
      },
    });
    const { router } = renderPaymentResult(successUrl('order_failed_1'));

    expect(await screen.findByRole('heading', { name: '결제에 실패했습니다' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('카드 한도가 초과되었습니다.');
    await userEvent.click(screen.getByRole('link', { name: '결제 페이지로 돌아가기' }));

    expect(router.state.location.pathname).toBe('/mypage/payment');
  });

  it('falls back to 결제 승인에 실패했습니다 when the server sent no detail', async () => {
    mockApi({ 'POST /api/payments/confirm': () => new Response('', { status: 500 }) });
    renderPaymentResult(successUrl('order_failed_2'));

    expect(await screen.findByRole('heading', { name: '결제에 실패했습니다' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('요청을 처리하지 못했습니다. (HTTP 500)');
  });

  it('shows success when a reloaded page finds its order already completed', async () => {
    const fetchMock = mockApi({
      'POST /api/payments/confirm': {
        status: 409,
        body: { detail: '이미 처리된 결제입니다.', code: 'payment_not_pending' },
      },
      'GET /api/payments/history': {
        body: { data: [paymentRecordFixture({ order_id: 'order_reloaded_1', plan_type: 'business' })] },
      },
    });
    renderPaymentResult(successUrl('order_reloaded_1'));

    expect(await screen.findByRole('heading', { name: '결제가 완료되었습니다' })).toBeInTheDocument();
    expect(screen.getByText('비즈니스 플랜 구독이 활성화되었습니다.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/payments/confirm')).toHaveLength(1);
  });

  it('shows the conflict detail when the settled order is not a completed one', async () => {
    mockApi({
      'POST /api/payments/confirm': {
        status: 409,
        body: { detail: '이미 처리된 결제입니다.', code: 'payment_not_pending' },
      },
      'GET /api/payments/history': {
        body: {
          data: [
            paymentRecordFixture({ order_id: 'order_reloaded_2', status: 'failed' }),
            paymentRecordFixture({ order_id: 'other_order' }),
          ],
        },
      },
    });
    renderPaymentResult(successUrl('order_reloaded_2'));

    expect(await screen.findByRole('heading', { name: '결제에 실패했습니다' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('이미 처리된 결제입니다.');
  });
});
