import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, deferred, jsonResponse, type MockRoutes, mockApi } from '../../../../test/api-mock';
import { testUser } from '../../../../test/fixtures/app';
import { freeSubscription, oneOffSubscription } from '../../../../test/fixtures/payments';
import { renderApp } from '../../../../test/render-app';
import type { TossBillingAuthRequest } from '../lib/toss-sdk';
import { clientKeyFixture, installFakeToss } from '../testing/fake-toss';

const billingAuth = {
  customerKey: 'ck_7f3c2a9e-seller',
  successUrl: 'http://localhost:3000/billing/success',
  failUrl: 'http://localhost:3000/billing/fail',
  customerName: '김판매',
  customerEmail: 'seller@example.com',
};

function mockPaymentPage(routes: MockRoutes = {}) {
  return mockApi({
    'GET /api/user/me': { body: testUser },
    'GET /api/payments/client-key': { body: clientKeyFixture },
    'GET /api/subscriptions/current': { body: freeSubscription() },
    'GET /api/payments/history': { body: { data: [] } },
    'POST /api/subscriptions/billing-auth': { body: billingAuth },
    ...routes,
  });
}

function planButton(planName: string) {
  return within(screen.getByRole('article', { name: planName })).getByRole('button');
}

async function openPage() {
  const rendered = renderApp('/mypage/payment', { token: 'valid' });
  await screen.findByRole('article', { name: '프로' });
  return rendered;
}

/** Chooses the plan and ticks the consent of its dialog; returns the dialog. */
async function consentTo(planName: string) {
  await userEvent.click(planButton(planName));
  const dialog = await screen.findByRole('dialog', { name: `${planName} 플랜 구독` });
  await userEvent.click(within(dialog).getByRole('checkbox'));
  return dialog;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('subscribing to a plan', () => {
  it('asks for consent with an unticked box stating price, cycle and next charge date before the card window', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-31T03:00:00.000Z'), shouldAdvanceTime: true });
    const toss = installFakeToss();
    const bodies: unknown[] = [];
    const fetchMock = mockPaymentPage({
      'POST /api/subscriptions/billing-auth': (request) => {
        bodies.push(request.body);
        return jsonResponse(200, billingAuth);
      },
    });
    await openPage();
    await waitFor(() => expect(toss.factory).toHaveBeenCalledWith('test_ck_demo'));

    await userEvent.click(planButton('프로'));

    const dialog = await screen.findByRole('dialog', { name: '프로 플랜 구독' });
    const consent = within(dialog).getByRole('checkbox', {
      name: '매월 99,000원이 등록한 카드로 자동 결제되며, 다음 결제일은 2026. 02. 28.입니다. 언제든지 해지할 수 있습니다.',
    });
    expect(consent).not.toBeChecked();
    const confirm = within(dialog).getByRole('button', { name: '카드 등록하고 결제하기' });
    expect(confirm).toBeDisabled();
    expect(dialog).toHaveTextContent('첫 달 요금 99,000원이 바로 결제되고');
    expect(callsTo(fetchMock, 'POST /api/subscriptions/billing-auth')).toHaveLength(0);

    await userEvent.click(consent);
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    await waitFor(() => expect(toss.requestBillingAuth).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ plan_type: 'pro' }]);
    expect(toss.payment).toHaveBeenCalledWith({ customerKey: billingAuth.customerKey });
    expect(toss.requestBillingAuth).toHaveBeenCalledWith({
      method: 'CARD',
      successUrl: billingAuth.successUrl,
      failUrl: billingAuth.failUrl,
      customerName: billingAuth.customerName,
      customerEmail: billingAuth.customerEmail,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(planButton('프로')).toHaveTextContent('결제 처리 중...');
    expect(planButton('프로')).toBeDisabled();
    expect(planButton('스타터')).toBeDisabled();
  });

  it('closes without a call when the seller does not consent', async () => {
    installFakeToss();
    const fetchMock = mockPaymentPage();
    await openPage();

    await userEvent.click(planButton('스타터'));
    const dialog = await screen.findByRole('dialog', { name: '스타터 플랜 구독' });
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/subscriptions/billing-auth')).toHaveLength(0);
    expect(within(screen.getByRole('article', { name: '스타터' })).getByText('선택됨')).toBeInTheDocument();
  });

  it('subscribes (rather than changes) when the plan in force was paid once and does not renew', async () => {
    installFakeToss();
    mockPaymentPage({ 'GET /api/subscriptions/current': { body: oneOffSubscription('starter') } });
    await openPage();
    await screen.findByRole('button', { name: '현재 플랜' });

    await userEvent.click(planButton('프로'));

    expect(await screen.findByRole('dialog', { name: '프로 플랜 구독' })).toBeInTheDocument();
  });

  it('asks to wait while the SDK has not loaded, without opening a registration', async () => {
    const fetchMock = mockPaymentPage();
    const { alert } = await openPage();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/payments/client-key')).toHaveLength(1));

    await userEvent.click(
      within(await consentTo('프로')).getByRole('button', { name: '카드 등록하고 결제하기' }),
    );

    expect(alert).toHaveBeenCalledWith('결제 시스템을 준비하고 있습니다. 잠시 후 다시 시도해 주세요.');
    expect(callsTo(fetchMock, 'POST /api/subscriptions/billing-auth')).toHaveLength(0);
    expect(planButton('프로')).toHaveTextContent('플랜 변경');
  });

  it("alerts the server's detail when the registration cannot be opened, and resets the button", async () => {
    const toss = installFakeToss();
    mockPaymentPage({
      'POST /api/subscriptions/billing-auth': {
        status: 409,
        body: { detail: '이미 이용 중인 플랜입니다.', code: 'plan_already_active' },
      },
    });
    const { alert } = await openPage();
    await waitFor(() => expect(toss.factory).toHaveBeenCalled());

    await userEvent.click(
      within(await consentTo('비즈니스')).getByRole('button', { name: '카드 등록하고 결제하기' }),
    );

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('결제 주문 생성에 실패했습니다: 이미 이용 중인 플랜입니다.'),
    );
    expect(toss.requestBillingAuth).not.toHaveBeenCalled();
    expect(planButton('비즈니스')).toHaveTextContent('플랜 변경');
    expect(planButton('비즈니스')).toBeEnabled();
  });

  it.each([
    [
      { code: 'INVALID_PARAMETER', message: '고객 키 형식이 올바르지 않습니다.' },
      '고객 키 형식이 올바르지 않습니다.',
    ],
    [{ code: 'UNKNOWN' }, '결제 처리 중 오류가 발생했습니다'],
  ])('alerts an SDK rejection (%o) and resets the button', async (rejection, expected) => {
    const toss = installFakeToss(
      vi.fn(async (_request: TossBillingAuthRequest) => Promise.reject(rejection)),
    );
    mockPaymentPage();
    const { alert } = await openPage();
    await waitFor(() => expect(toss.factory).toHaveBeenCalled());

    await userEvent.click(
      within(await consentTo('스타터')).getByRole('button', { name: '카드 등록하고 결제하기' }),
    );

    await waitFor(() => expect(alert).toHaveBeenCalledWith(expected));
    expect(planButton('스타터')).toHaveTextContent('플랜 변경');
  });

  it('just resets the button when the seller closes the card window', async () => {
    const cancel = { code: 'USER_CANCEL', message: '사용자가 결제를 취소하였습니다' };
    const toss = installFakeToss(vi.fn(async (_request: TossBillingAuthRequest) => Promise.reject(cancel)));
    mockPaymentPage();
    const { alert } = await openPage();
    await waitFor(() => expect(toss.factory).toHaveBeenCalled());

    await userEvent.click(
      within(await consentTo('프로')).getByRole('button', { name: '카드 등록하고 결제하기' }),
    );

    await waitFor(() => expect(toss.requestBillingAuth).toHaveBeenCalled());
    await waitFor(() => expect(planButton('프로')).toHaveTextContent('플랜 변경'));
    expect(alert).not.toHaveBeenCalled();
  });

  it('keeps the button waiting while the card window leads the seller away', async () => {
    const opened = deferred<undefined>();
    const toss = installFakeToss(vi.fn((_request: TossBillingAuthRequest) => opened.promise));
    mockPaymentPage();
    await openPage();
    await waitFor(() => expect(toss.factory).toHaveBeenCalled());

    await userEvent.click(
      within(await consentTo('프로')).getByRole('button', { name: '카드 등록하고 결제하기' }),
    );
    await waitFor(() => expect(toss.requestBillingAuth).toHaveBeenCalled());
    opened.resolve(undefined);

    await waitFor(() => expect(planButton('프로')).toHaveTextContent('결제 처리 중...'));
  });
});
