import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../../test/api-mock';
import { testUser } from '../../../../test/fixtures/app';
import { renderApp } from '../../../../test/render-app';
import { renderPaymentResult } from '../testing/render-payment-result';

describe('/payment/fail', () => {
  it("shows the provider's message and code", async () => {
    mockApi();
    const query = new URLSearchParams({
      code: 'REJECT_CARD_COMPANY',
      message: '카드사에서 결제를 거절했습니다.',
      orderId: 'order_1',
    });
    renderPaymentResult(`/payment/fail?${query}`);

    expect(await screen.findByRole('heading', { name: '결제가 완료되지 않았습니다' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('카드사에서 결제를 거절했습니다.');
    expect(screen.getByText('오류 코드: REJECT_CARD_COMPANY')).toBeInTheDocument();
  });

  it('reports the abandoned order once under StrictMode', async () => {
    const bodies: unknown[] = [];
    const fetchMock = mockApi({
      'POST /api/payments/abandon': (request) => {
        bodies.push(request.body);
        return new Response(null, { status: 204 });
      },
    });
    renderPaymentResult(
      '/payment/fail?code=PAY_PROCESS_CANCELED&message=%EC%B7%A8%EC%86%8C&orderId=order_left_1',
    );

    await waitFor(() => expect(bodies).toEqual([{ order_id: 'order_left_1', code: 'PAY_PROCESS_CANCELED' }]));
    expect(callsTo(fetchMock, 'POST /api/payments/abandon')).toHaveLength(1);
  });

  it('still shows the message when the report fails', async () => {
    const fetchMock = mockApi({
      'POST /api/payments/abandon': () => jsonResponse(500, { detail: '서버 오류', code: 'internal' }),
    });
    renderPaymentResult('/payment/fail?message=%EC%B7%A8%EC%86%8C&orderId=order_left_2');

    expect(await screen.findByRole('alert')).toHaveTextContent('취소');
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/payments/abandon')).toHaveLength(1));
    expect(screen.getByRole('alert')).toHaveTextContent('취소');
  });

  it('says the payment was cancelled when the provider sent no message, and shows no code', async () => {
    mockApi();
    renderPaymentResult('/payment/fail');

    expect(await screen.findByRole('alert')).toHaveTextContent('결제가 취소되었습니다');
    expect(screen.queryByText(/오류 코드/)).not.toBeInTheDocument();
  });

  it('retries from the payment page', async () => {
    mockApi();
    const { router } = renderPaymentResult('/payment/fail?code=PAY_PROCESS_CANCELED');

    await userEvent.click(await screen.findByRole('link', { name: '다시 시도' }));

    expect(router.state.location.pathname).toBe('/mypage/payment');
  });

  it('goes to the account area', async () => {
    mockApi();
    const { router } = renderPaymentResult('/payment/fail');

    await userEvent.click(await screen.findByRole('link', { name: '마이페이지로' }));

    expect(router.state.location.pathname).toBe('/mypage');
  });

  it('is a page of its own outside the my-page shell for a signed-in seller', async () => {
    mockApi({ 'GET /api/user/me': { body: testUser } });
    renderApp('/payment/fail?message=%EC%B7%A8%EC%86%8C%EB%90%A8', { token: 'valid' });

    expect(await screen.findByRole('alert')).toHaveTextContent('취소됨');
    expect(screen.queryByRole('navigation', { name: '마이페이지 메뉴' })).not.toBeInTheDocument();
  });

  it.each(['/payment/fail', '/payment/success?paymentKey=pk&orderId=order_guest&amount=100'])(
    'sends a signed-out visitor of %s to the login page',
    async (url) => {
      mockApi();
      const { app } = renderApp(url);

      expect(
        await screen.findByRole('heading', { name: '올리다에 오신 것을 환영합니다' }),
      ).toBeInTheDocument();
      expect(app.router.state.location.pathname).toBe('/login');
    },
  );
});
