import type { CurrentSubscription } from '@ollida/contracts/payments';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { clientKeyFixture, freeSubscription, planSubscription } from '../testing/payment-fixtures';

// Midnight in Seoul is 15:00 UTC the day before: the dates shown must be Seoul's.
const seoulPeriod = {
  currentPeriodStart: '2026-11-22T15:00:00.000Z',
  currentPeriodEnd: '2026-12-22T15:00:00.000Z',
};

function openPaymentPage(subscription: CurrentSubscription) {
  mockApi({
    'GET /api/user/me': { body: testUser },
    'GET /api/payments/client-key': { body: clientKeyFixture },
    'GET /api/subscriptions/current': { body: subscription },
    'GET /api/payments/history': { body: { data: [] } },
  });
  renderApp('/mypage/payment', { token: 'valid' });
}

describe('/mypage/payment subscription period', () => {
  it('shows the active plan, its Seoul period and that it does not renew by itself', async () => {
    openPaymentPage({ ...planSubscription('pro'), ...seoulPeriod });

    const period = await screen.findByRole('region', { name: '구독 기간' });
    expect(period).toHaveTextContent('프로 플랜');
    expect(within(period).getByText('이용 중')).toBeInTheDocument();
    expect(period).toHaveTextContent('이용 기간 2026. 11. 23. ~ 2026. 12. 23.');
    expect(period).toHaveTextContent('자동으로 갱신되지 않습니다 — 끝나기 전에 다시 결제하세요.');
  });

  it.each([
    ['expired', '만료됨'],
    ['cancelled', '취소됨'],
  ] as const)('says a %s subscription is %s, with its end date and no renewal note', async (status, word) => {
    openPaymentPage({ ...freeSubscription(), status, ...seoulPeriod });

    const period = await screen.findByRole('region', { name: '구독 기간' });
    expect(within(period).getByText(word)).toBeInTheDocument();
    expect(period).toHaveTextContent('종료일 2026. 12. 23.');
    expect(period).not.toHaveTextContent('이용 중');
    expect(period).not.toHaveTextContent('자동으로 갱신되지 않습니다');
  });

  it('shows no period to a seller who never subscribed', async () => {
    openPaymentPage(freeSubscription());

    await screen.findByRole('region', { name: '사용량' });
    expect(await screen.findByText('무료 체험 · 상품 등록 (누적)')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '구독 기간' })).not.toBeInTheDocument();
    expect(screen.queryByText(/이용 기간/)).not.toBeInTheDocument();
  });
});
