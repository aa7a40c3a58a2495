import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { testUser } from '../../../../test/fixtures/app';
import { freeSubscription, planSubscription } from '../../../../test/fixtures/payments';
import { renderApp } from '../../../../test/render-app';
import { clientKeyFixture } from '../testing/fake-toss';

const freeText = /상품 등록 10회를 무료로 이용할 수 있고, 카드를 처음 등록하면 10회가 더 주어집니다/;

function mockPaymentPage(subscription: unknown) {
  mockApi({
    'GET /api/user/me': { body: testUser },
    'GET /api/payments/client-key': { body: clientKeyFixture },
    'GET /api/subscriptions/current': { body: subscription },
    'GET /api/payments/history': { body: { data: [] } },
  });
}

describe('FreeBanner', () => {
  it('is shown to a seller without a plan', async () => {
    mockPaymentPage(freeSubscription());
    renderApp('/mypage/payment', { token: 'valid' });
    expect(await screen.findByText(freeText)).toBeInTheDocument();
  });

  it('is not shown to a seller whose subscription is active', async () => {
    mockPaymentPage(planSubscription('pro'));
    renderApp('/mypage/payment', { token: 'valid' });
    expect(await screen.findByRole('article', { name: '프로' })).toBeInTheDocument();
    expect(await screen.findByText('이용 중')).toBeInTheDocument();
    expect(screen.queryByText(freeText)).not.toBeInTheDocument();
  });

  it("is not shown while a paying seller's renewal is being retried", async () => {
    mockPaymentPage({
      ...planSubscription('pro'),
      status: 'past_due',
      retry: { attempts: 1, failureMessage: '잔액부족', nextAttemptAt: '2026-12-28T15:00:00.000Z' },
    });
    renderApp('/mypage/payment', { token: 'valid' });
    expect(await screen.findByText('자동 결제에 실패했습니다')).toBeInTheDocument();
    expect(screen.queryByText(freeText)).not.toBeInTheDocument();
  });
});
