import type { CurrentSubscription } from '@ollida/contracts/payments';
import type { ChangePreviewResponse } from '@ollida/contracts/subscriptions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, type MockRoutes, mockApi } from '../../../../test/api-mock';
import { testUser } from '../../../../test/fixtures/app';
import { freeSubscription, paymentRecordFixture, planSubscription } from '../../../../test/fixtures/payments';
import { renderApp } from '../../../../test/render-app';
import { clientKeyFixture } from '../testing/fake-toss';

const periodEnd = '2026-06-30T15:00:00.000Z';

function preview(overrides: Partial<ChangePreviewResponse>): ChangePreviewResponse {
  return {
    target: 'business',
    effective: 'now',
    effectiveAt: '2026-06-20T05:30:00.000Z',
    chargeNow: 100_000,
    refundNow: 0,
    overLimits: [],
    ...overrides,
  };
}

const storesOverLimit = {
  kind: 'stores',
  label: '스토어',
  used: 3,
  limit: 1,
  consequence: '가장 최근에 연결한 스토어 2개는 상품 등록이 멈춥니다. 삭제되지는 않습니다.',
} as const;

function openPaymentPage(routes: MockRoutes, subscription: CurrentSubscription = planSubscription('pro')) {
  const fetchMock = mockApi({
    'GET /api/user/me': { body: testUser },
    'GET /api/payments/client-key': { body: clientKeyFixture },
    'GET /api/subscriptions/current': { body: subscription },
    'GET /api/payments/history': { body: { data: [] } },
    ...routes,
  });
  renderApp('/mypage/payment', { token: 'valid' });
  return { fetchMock };
}

function previewRoute(answers: Record<string, ChangePreviewResponse>, asked: string[] = []) {
  return (request: { query: URLSearchParams }) => {
    const target = request.query.get('plan_type') ?? '';
    asked.push(target);
    const answer = answers[target];
    return answer
      ? jsonResponse(200, answer)
      : jsonResponse(400, { detail: '알 수 없는 요금제입니다.', code: 'invalid' });
  };
}

async function chooseChange(planName: string) {
  const card = await screen.findByRole('article', { name: planName });
  await userEvent.click(within(card).getByRole('button', { name: `${planName} 플랜으로 변경` }));
  return screen.findByRole('dialog', { name: `${planName} 플랜으로 변경` });
}

describe('changing the plan of a renewing subscription', () => {
  it('says an upgrade is charged now and applies at once, then changes and shows the new plan', async () => {
    const asked: string[] = [];
    const bodies: unknown[] = [];
    const upgraded = { ...planSubscription('business'), nextChargeAt: periodEnd };
    const { fetchMock } = openPaymentPage({
      'GET /api/subscriptions/change-preview': previewRoute({ business: preview({}) }, asked),
      'POST /api/subscriptions/change': (request) => {
        bodies.push(request.body);
        return jsonResponse(200, {
          subscription: upgraded,
          payment: paymentRecordFixture({ kind: 'billing', plan_type: 'business', amount: 100_000 }),
        });
      },
    });

    const dialog = await chooseChange('비즈니스');

    expect(
      await within(dialog).findByText(
        '지금 100,000원이 결제되고 바로 적용됩니다 (남은 기간은 새 플랜 기간으로 이어집니다).',
      ),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('이후에는 매월 199,000원이 등록한 카드로 결제됩니다.');
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    expect(asked).toEqual(['business']);
    const historyReads = callsTo(fetchMock, 'GET /api/payments/history').length;

    await userEvent.click(within(dialog).getByRole('button', { name: '비즈니스 플랜으로 변경' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ plan_type: 'business' }]);
    const business = screen.getByRole('article', { name: '비즈니스' });
    expect(within(business).getByRole('button', { name: '현재 플랜' })).toBeDisabled();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/payments/history').length).toBeGreaterThan(historyReads),
    );
  });

  it('says a downgrade applies at the period end and lists what exceeds the smaller plan', async () => {
    openPaymentPage({
      'GET /api/subscriptions/change-preview': previewRoute({
        starter: preview({
          target: 'starter',
          effective: 'period_end',
          effectiveAt: periodEnd,
          chargeNow: 0,
          overLimits: [storesOverLimit],
        }),
      }),
      'POST /api/subscriptions/change': {
        status: 400,
        body: { detail: '지금은 플랜을 변경할 수 없습니다.', code: 'invalid' },
      },
    });

    const dialog = await chooseChange('스타터');

    expect(await within(dialog).findByText('2026. 07. 01.부터 적용됩니다.')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('지금 0원');
    const list = within(dialog).getByRole('list', { name: '새 플랜의 한도를 넘는 항목' });
    expect(list).toHaveTextContent('스토어: 사용 3 / 한도 1');
    expect(list).toHaveTextContent(storesOverLimit.consequence);

    await userEvent.click(within(dialog).getByRole('button', { name: '스타터 플랜으로 변경' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('지금은 플랜을 변경할 수 없습니다.');
  });

  it('shows why the preview could not be read', async () => {
    openPaymentPage({ 'GET /api/subscriptions/change-preview': previewRoute({}) });

    const dialog = await chooseChange('비즈니스');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('알 수 없는 요금제입니다.');
    expect(within(dialog).queryByRole('button', { name: '비즈니스 플랜으로 변경' })).not.toBeInTheDocument();
  });
});

describe('cancelling a renewing subscription', () => {
  async function openCancel() {
    const section = await screen.findByRole('region', { name: '구독 정보' });
    await userEvent.click(within(section).getByRole('button', { name: '구독 해지' }));
    return screen.findByRole('dialog', { name: '구독 해지' });
  }

  it('keeps the plan to the period end, lists what exceeds the free tier, and cancels in one step', async () => {
    const asked: string[] = [];
    const { fetchMock } = openPaymentPage({
      'GET /api/subscriptions/change-preview': previewRoute(
        {
          free: preview({
            target: 'free',
            effective: 'period_end',
            effectiveAt: periodEnd,
            chargeNow: 0,
            overLimits: [storesOverLimit],
          }),
        },
        asked,
      ),
      'POST /api/subscriptions/cancel': {
        body: {
          subscription: { ...planSubscription('pro'), cancelAtPeriodEnd: true, nextChargeAt: null },
          payment: null,
        },
      },
    });

    const dialog = await openCancel();

    expect(
      await within(dialog).findByText(
        '2026. 07. 01.까지 프로 플랜을 그대로 이용할 수 있고, 그 뒤로는 결제되지 않습니다.',
      ),
    ).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('환불');
    expect(within(dialog).getByRole('list', { name: '무료 체험 한도를 넘는 항목' })).toHaveTextContent(
      '스토어',
    );
    expect(asked).toEqual(['free']);

    await userEvent.click(within(dialog).getByRole('button', { name: '구독 해지' }));

    // One confirmation only: no second "really cancel?" step.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST /api/subscriptions/cancel')).toHaveLength(1);
    const section = screen.getByRole('region', { name: '구독 정보' });
    expect(within(section).getByText('해지 예정')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: '해지 취소' })).toBeInTheDocument();
  });

  it('says a cancel within the withdrawal period refunds the payment and ends the plan now', async () => {
    const { fetchMock } = openPaymentPage({
      'GET /api/subscriptions/change-preview': previewRoute({
        free: preview({ target: 'free', effective: 'now', chargeNow: 0, refundNow: 99_000 }),
      }),
      'POST /api/subscriptions/cancel': {
        body: {
          subscription: { ...freeSubscription(), status: 'cancelled', currentPeriodEnd: periodEnd },
          payment: paymentRecordFixture({ kind: 'billing', status: 'refunded' }),
        },
      },
    });

    const dialog = await openCancel();

    expect(
      await within(dialog).findByText('지금 해지하면 결제한 99,000원이 환불되고 프로 플랜이 바로 끝납니다.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: '구독 해지' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST /api/subscriptions/cancel')).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: '구독 정보' })).getByText('해지됨')).toBeInTheDocument();
  });
});
