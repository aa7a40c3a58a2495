import type { BillingIssueResponse } from '@ollida/contracts/subscriptions';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../../test/api-mock';
import { testUser } from '../../../../test/fixtures/app';
import { paymentRecordFixture, planSubscription } from '../../../../test/fixtures/payments';
import { renderApp } from '../../../../test/render-app';
import { paymentQueryKeys } from '../../../lib/payment-query-keys';
import { renderPaymentResult } from '../testing/render-payment-result';

// Each test uses its own authKey: a card is registered once per authKey and page load.
function successUrl(authKey: string) {
  return `/billing/success?${new URLSearchParams({ customerKey: 'ck_seller-1', authKey })}`;
}

function issued(overrides: Partial<BillingIssueResponse> = {}): BillingIssueResponse {
  return {
    subscription: planSubscription('pro', 0),
    payment: paymentRecordFixture({ kind: 'billing', plan_type: 'pro', amount: 99_000 }),
    bonusUses: 10,
    ...overrides,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/billing/success', () => {
  it.each([
    ['customerKey', '/billing/success?authKey=ak_missing_1'],
    ['authKey', '/billing/success?customerKey=ck_seller-1'],
  ])(
    'says the registration information is not valid without %s, and calls nothing',
    async (_missing, url) => {
      const fetchMock = mockApi();

      renderPaymentResult(url);

      expect(await screen.findByRole('alert')).toHaveTextContent('카드 등록 정보가 올바르지 않습니다.');
      expect(screen.getByRole('link', { name: '결제 페이지로 돌아가기' })).toHaveAttribute(
        'href',
        '/mypage/payment',
      );
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('registers once under StrictMode, shows the first charge and the bonus, and moves on after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bodies: unknown[] = [];
    const answer = issued();
    const fetchMock = mockApi({
      'POST /api/subscriptions/billing-issue': (request) => {
        bodies.push(request.body);
        return jsonResponse(200, answer);
      },
    });

    const { router, queryClient } = renderPaymentResult(successUrl('ak_success_1'));

    expect(screen.getByRole('heading', { name: '카드 등록 중' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '카드가 등록되었습니다' })).toBeInTheDocument();
    expect(screen.getByText('프로 플랜 첫 달 요금 99,000원이 결제되었습니다.')).toBeInTheDocument();
    expect(screen.getByText('무료 등록 10회가 추가되었습니다.')).toBeInTheDocument();
    expect(screen.getByText('3초 후 결제 페이지로 이동합니다.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/subscriptions/billing-issue')).toHaveLength(1);
    expect(bodies).toEqual([{ customerKey: 'ck_seller-1', authKey: 'ak_success_1' }]);
    expect(queryClient.getQueryData(paymentQueryKeys.subscription())).toEqual(answer.subscription);

    await act(async () => undefined);
    act(() => {
      vi.advanceTimersByTime(2_900);
    });
    expect(router.state.location.pathname).toBe('/billing/success');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/payment'));
  });

  it('shows no charge and no bonus for a card change, and goes back with the button', async () => {
    mockApi({ 'POST /api/subscriptions/billing-issue': { body: issued({ payment: null, bonusUses: 0 }) } });
    const { router } = renderPaymentResult(successUrl('ak_success_2'));

    expect(await screen.findByRole('heading', { name: '카드가 등록되었습니다' })).toBeInTheDocument();
    expect(screen.queryByText(/첫 달 요금/)).not.toBeInTheDocument();
    expect(screen.queryByText(/무료 등록/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: '결제 페이지로 돌아가기' }));

    expect(router.state.location.pathname).toBe('/mypage/payment');
  });

  it("shows the server's Korean detail when the card or its first charge is declined", async () => {
    const fetchMock = mockApi({
      'POST /api/subscriptions/billing-issue': {
        status: 400,
        body: { detail: '잔액이 부족합니다.', code: 'payment_failed' },
      },
    });

    renderPaymentResult(successUrl('ak_declined_1'));

    expect(await screen.findByRole('heading', { name: '카드 등록에 실패했습니다' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('잔액이 부족합니다.');
    expect(screen.getByRole('link', { name: '결제 페이지로 돌아가기' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/subscriptions/billing-issue')).toHaveLength(1);
  });

  it('is a protected page of its own outside the my-page shell', async () => {
    mockApi({
      'GET /api/user/me': { body: testUser },
      'POST /api/subscriptions/billing-issue': { body: issued() },
    });
    renderApp(successUrl('ak_app_1'), { token: 'valid' });

    expect(await screen.findByRole('heading', { name: '카드가 등록되었습니다' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '마이페이지 메뉴' })).not.toBeInTheDocument();
  });
});

describe('/billing/fail', () => {
  it('says the seller cancelled when they closed the card window', async () => {
    mockApi();
    renderPaymentResult(
      '/billing/fail?code=PAY_PROCESS_CANCELED&message=%EC%82%AC%EC%9A%A9%EC%9E%90%EA%B0%80%20%EC%B7%A8%EC%86%8C',
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('카드 등록을 취소했습니다.');
    expect(screen.queryByText(/오류 코드/)).not.toBeInTheDocument();
  });

  it("shows the provider's message and code, and goes back to the payment page", async () => {
    mockApi();
    const query = new URLSearchParams({
      code: 'REJECT_CARD_COMPANY',
      message: '카드사에서 등록을 거절했습니다.',
    });
    const { router } = renderPaymentResult(`/billing/fail?${query}`);

    expect(
      await screen.findByRole('heading', { name: '카드 등록이 완료되지 않았습니다' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('카드사에서 등록을 거절했습니다.');
    expect(screen.getByText('오류 코드: REJECT_CARD_COMPANY')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: '결제 페이지로 돌아가기' }));

    expect(router.state.location.pathname).toBe('/mypage/payment');
  });
});
