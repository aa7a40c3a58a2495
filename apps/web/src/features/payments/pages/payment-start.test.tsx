import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, deferred, jsonResponse, type MockRoutes, mockApi } from '../../../test/api-mock';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import type { TossCardPaymentRequest } from '../lib/toss-sdk';
import { clientKeyFixture, freeSubscription, installFakeToss } from '../testing/payment-fixtures';

const createdOrder = { amount: 99_000, orderId: 'order_server_1', orderName: '올리다 프로 플랜' };

function mockPaymentPage(routes: MockRoutes = {}) {
  return mockApi({
    'GET /api/user/me': { body: testUser },
    'GET /api/payments/client-key': { body: clientKeyFixture },
    'GET /api/subscriptions/current': { body: freeSubscription() },
    'GET /api/payments/history': { body: { data: [] } },
    'POST /api/payments/create': { body: createdOrder },
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

describe('starting a payment', () => {
  it('asks to wait while the SDK has not loaded, without creating an order', async () => {
    const fetchMock = mockPaymentPage();
    const { alert } = await openPage();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/payments/client-key')).toHaveLength(1));
    await waitFor(() =>
      expect(document.head.querySelectorAll(`script[src="${clientKeyFixture.sdkUrl}"]`)).toHaveLength(1),
    );

    await userEvent.click(planButton('프로'));

    expect(alert).toHaveBeenCalledWith('결제 시스템을 준비하고 있습니다. 잠시 후 다시 시도해 주세요.');
    expect(callsTo(fetchMock, 'POST /api/payments/create')).toHaveLength(0);
    expect(planButton('프로')).toHaveTextContent('플랜 변경');
  });

  it('asks to wait when the client key could not be fetched, and only logs the failure', async () => {
    installFakeToss();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = mockPaymentPage({
      'GET /api/payments/client-key': { status: 400, body: { detail: '설정 오류', code: 'invalid' } },
    });
    const { alert } = await openPage();
    await waitFor(() => expect(logged).toHaveBeenCalled());

    await userEvent.click(planButton('스타터'));

    expect(alert).toHaveBeenCalledWith('결제 시스템을 준비하고 있습니다. 잠시 후 다시 시도해 주세요.');
    expect(callsTo(fetchMock, 'POST /api/payments/create')).toHaveLength(0);
  });

  it("creates the order and opens the window with the server's amount, order and the two return URLs", async () => {
    const opened = deferred<undefined>();
    const toss = installFakeToss(vi.fn((_request: TossCardPaymentRequest) => opened.promise));
    const createBodies: unknown[] = [];
    const fetchMock = mockPaymentPage({
      'POST /api/payments/create': (request) => {
        createBodies.push(request.body);
        return jsonResponse(200, createdOrder);
      },
    });
    const { alert } = await openPage();
    await waitFor(() => expect(toss.factory).toHaveBeenCalledWith('test_ck_demo'));

    await userEvent.click(planButton('프로'));

    await waitFor(() => expect(toss.requestPayment).toHaveBeenCalledTimes(1));
    expect(createBodies).toEqual([{ plan_type: 'pro' }]);
    expect(callsTo(fetchMock, 'POST /api/payments/create')[0]?.get('Authorization')).toBe('Bearer valid');
    expect(toss.payment).toHaveBeenCalledWith({ customerKey: '@@ANONYMOUS' });
    expect(toss.requestPayment).toHaveBeenCalledWith({
      method: 'CARD',
      amount: { currency: 'KRW', value: 99_000 },
      orderId: 'order_server_1',
      orderName: '올리다 프로 플랜',
      customerName: testUser.name,
      customerEmail: testUser.email,
      successUrl: `${window.location.origin}/payment/success`,
      failUrl: `${window.location.origin}/payment/fail`,
    });
    expect(planButton('프로')).toHaveTextContent('결제 처리 중...');
    expect(planButton('프로')).toBeDisabled();
    expect(planButton('스타터')).toBeDisabled();
    expect(within(screen.getByRole('article', { name: '프로' })).getByText('선택됨')).toBeInTheDocument();
    // The window took over: the button keeps waiting while the provider leads the buyer away.
    opened.resolve(undefined);
    await waitFor(() => expect(planButton('프로')).toHaveTextContent('결제 처리 중...'));
    expect(alert).not.toHaveBeenCalled();
  });

  it("alerts the server's detail when the order cannot be created, and resets the button", async () => {
    const toss = installFakeToss();
    mockPaymentPage({
      'POST /api/payments/create': {
        status: 409,
        body: { detail: '이미 이용 중인 플랜입니다.', code: 'plan_already_active' },
      },
    });
    const { alert } = await openPage();
    await waitFor(() => expect(toss.factory).toHaveBeenCalled());

    await userEvent.click(planButton('비즈니스'));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('결제 주문 생성에 실패했습니다: 이미 이용 중인 플랜입니다.'),
    );
    expect(toss.requestPayment).not.toHaveBeenCalled();
    expect(planButton('비즈니스')).toHaveTextContent('플랜 변경');
    expect(planButton('비즈니스')).toBeEnabled();
  });

  it.each([
    [
      { code: 'INVALID_PARAMETER', message: '주문번호 형식이 올바르지 않습니다.' },
      '주문번호 형식이 올바르지 않습니다.',
    ],
    [{ code: 'UNKNOWN' }, '결제 처리 중 오류가 발생했습니다'],
    ['broken', '결제 처리 중 오류가 발생했습니다'],
  ])('alerts an SDK rejection (%o) and resets the button', async (rejection, expected) => {
    const toss = installFakeToss(
      vi.fn(async (_request: TossCardPaymentRequest) => Promise.reject(rejection)),
    );
    mockPaymentPage();
    const { alert } = await openPage();
    await waitFor(() => expect(toss.factory).toHaveBeenCalled());

    await userEvent.click(planButton('스타터'));

    await waitFor(() => expect(alert).toHaveBeenCalledWith(expected));
    expect(planButton('스타터')).toHaveTextContent('플랜 변경');
    expect(planButton('스타터')).toBeEnabled();
  });

  it('just resets the button when the buyer closes the window', async () => {
    const cancel = { code: 'USER_CANCEL', message: '사용자가 결제를 취소하였습니다' };
    const toss = installFakeToss(vi.fn(async (_request: TossCardPaymentRequest) => Promise.reject(cancel)));
    mockPaymentPage();
    const { alert } = await openPage();
    await waitFor(() => expect(toss.factory).toHaveBeenCalled());

    await userEvent.click(planButton('프로'));

    await waitFor(() => expect(toss.requestPayment).toHaveBeenCalled());
    await waitFor(() => expect(planButton('프로')).toHaveTextContent('플랜 변경'));
    expect(planButton('프로')).toBeEnabled();
    expect(alert).not.toHaveBeenCalled();
  });
});
