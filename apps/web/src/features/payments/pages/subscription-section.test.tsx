import type { CurrentSubscription } from '@ollida/contracts/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, type MockRoutes, mockApi } from '../../../../test/api-mock';
import { testUser } from '../../../../test/fixtures/app';
import { freeSubscription, oneOffSubscription, planSubscription } from '../../../../test/fixtures/payments';
import { renderApp } from '../../../../test/render-app';
import { clientKeyFixture, installFakeToss } from '../testing/fake-toss';

// Midnight in Seoul is 15:00 UTC the day before: the dates shown must be Seoul's.
const seoulPeriod = {
  currentPeriodStart: '2026-11-22T15:00:00.000Z',
  currentPeriodEnd: '2026-12-22T15:00:00.000Z',
};

function openPaymentPage(subscription: CurrentSubscription, routes: MockRoutes = {}) {
  const fetchMock = mockApi({
    'GET /api/user/me': { body: testUser },
    'GET /api/payments/client-key': { body: clientKeyFixture },
    'GET /api/subscriptions/current': { body: subscription },
    'GET /api/payments/history': { body: { data: [] } },
    ...routes,
  });
  renderApp('/mypage/payment', { token: 'valid' });
  return fetchMock;
}

function findSection() {
  return screen.findByRole('region', { name: '구독 정보' });
}

describe('/mypage/payment subscription section', () => {
  it('shows the renewing plan, its Seoul period, the next charge and the registered card', async () => {
    openPaymentPage({
      ...planSubscription('pro'),
      ...seoulPeriod,
      nextChargeAt: seoulPeriod.currentPeriodEnd,
      nextChargeAmount: 99_000,
    });

    const section = await findSection();
    expect(section).toHaveTextContent('프로 플랜');
    expect(within(section).getByText('이용 중')).toBeInTheDocument();
    expect(section).toHaveTextContent('이용 기간2026. 11. 23. ~ 2026. 12. 23.');
    expect(section).toHaveTextContent('다음 결제2026. 12. 23. · 99,000원');
    expect(section).toHaveTextContent('등록 카드현대 43301234****123*');
    expect(within(section).getByRole('button', { name: '카드 변경' })).toBeEnabled();
    expect(within(section).getByRole('button', { name: '구독 해지' })).toBeEnabled();
    expect(section).not.toHaveTextContent('자동으로 갱신되지 않습니다');
  });

  it('says a month paid once does not renew by itself', async () => {
    openPaymentPage({ ...oneOffSubscription('pro'), ...seoulPeriod });

    const section = await findSection();
    expect(within(section).getByText('이용 중')).toBeInTheDocument();
    expect(section).toHaveTextContent('자동으로 갱신되지 않습니다 — 끝나기 전에 다시 결제하세요.');
    expect(within(section).queryByRole('button', { name: '구독 해지' })).not.toBeInTheDocument();
  });

  it.each([
    ['expired', '만료됨'],
    ['cancelled', '해지됨'],
  ] as const)('says a %s subscription is %s, with its end date and no renewal note', async (status, word) => {
    openPaymentPage({ ...freeSubscription(), status, ...seoulPeriod });

    const section = await findSection();
    expect(within(section).getByText(word)).toBeInTheDocument();
    expect(section).toHaveTextContent('종료일 2026. 12. 23.');
    expect(section).not.toHaveTextContent('이용 중');
    expect(section).not.toHaveTextContent('자동으로 갱신되지 않습니다');
  });

  it('shows no section to a seller who never subscribed', async () => {
    openPaymentPage(freeSubscription());

    await screen.findByRole('region', { name: '사용량' });
    expect(await screen.findByText('무료 체험 · 상품 등록 (누적)')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '구독 정보' })).not.toBeInTheDocument();
  });

  it("warns of a failed renewal with Toss's reason and the next attempt, and changes the card from there", async () => {
    const toss = installFakeToss();
    const bodies: unknown[] = [];
    openPaymentPage(
      {
        ...planSubscription('pro'),
        ...seoulPeriod,
        status: 'past_due',
        retry: {
          attempts: 1,
          failureMessage: '잔액이 부족합니다.',
          nextAttemptAt: '2026-12-24T15:00:00.000Z',
        },
      },
      {
        'POST /api/subscriptions/billing-auth': (request) => {
          bodies.push(request.body);
          return jsonResponse(200, {
            customerKey: 'ck_seller',
            successUrl: 'http://localhost/billing/success',
            failUrl: 'http://localhost/billing/fail',
            customerName: '김판매',
            customerEmail: 'seller@example.com',
          });
        },
      },
    );

    const section = await findSection();
    expect(within(section).getByText('결제 실패 (재시도 중)')).toBeInTheDocument();
    const warning = within(section).getByRole('alert');
    expect(warning).toHaveTextContent('자동 결제에 실패했습니다');
    expect(warning).toHaveTextContent('사유: 잔액이 부족합니다.');
    expect(warning).toHaveTextContent('2026. 12. 25.에 다시 결제를 시도합니다.');
    expect(warning).toHaveTextContent('카드를 변경하면 바로 다시 결제합니다.');
    await waitFor(() => expect(toss.factory).toHaveBeenCalled());

    await userEvent.click(within(warning).getByRole('button', { name: '카드 변경' }));

    await waitFor(() => expect(toss.requestBillingAuth).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{}]);
    expect(toss.payment).toHaveBeenCalledWith({ customerKey: 'ck_seller' });
    expect(within(warning).getByRole('button', { name: '카드 등록 중...' })).toBeDisabled();
  });

  it('says when no further attempt is planned', async () => {
    openPaymentPage({
      ...planSubscription('starter'),
      status: 'past_due',
      retry: { attempts: 3, failureMessage: null, nextAttemptAt: null },
    });

    const warning = within(await findSection()).getByRole('alert');
    expect(warning).toHaveTextContent('사유: 카드사에서 결제를 승인하지 않았습니다.');
    expect(warning).toHaveTextContent('더 이상 자동으로 다시 시도하지 않습니다.');
  });

  it('shows a cancel at the period end and undoes it with 해지 취소', async () => {
    const cancelling = {
      ...planSubscription('pro'),
      ...seoulPeriod,
      cancelAtPeriodEnd: true,
      nextChargeAt: null,
    };
    const fetchMock = openPaymentPage(cancelling, {
      'POST /api/subscriptions/resume': { body: { subscription: planSubscription('pro'), payment: null } },
    });

    const section = await findSection();
    expect(within(section).getByText('해지 예정')).toBeInTheDocument();
    expect(section).toHaveTextContent('2026. 12. 23.에 끝나며 더 이상 결제되지 않습니다.');
    expect(within(section).queryByRole('button', { name: '구독 해지' })).not.toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: '해지 취소' }));

    await waitFor(() => expect(within(section).getByText('이용 중')).toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST /api/subscriptions/resume')).toHaveLength(1);
  });

  it('shows a scheduled downgrade and undoes it with 변경 취소', async () => {
    const fetchMock = openPaymentPage(
      {
        ...planSubscription('pro'),
        ...seoulPeriod,
        nextPlanType: 'starter',
        nextChargeAt: seoulPeriod.currentPeriodEnd,
      },
      {
        'POST /api/subscriptions/resume': {
          status: 409,
          body: { detail: '이미 적용된 변경입니다.', code: 'conflict' },
        },
      },
    );

    const section = await findSection();
    expect(section).toHaveTextContent('예약된 변경2026. 12. 23.부터 스타터 플랜');

    await userEvent.click(within(section).getByRole('button', { name: '변경 취소' }));

    expect(await within(section).findByRole('alert')).toHaveTextContent('이미 적용된 변경입니다.');
    expect(callsTo(fetchMock, 'POST /api/subscriptions/resume')).toHaveLength(1);
  });
});
