import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../../test/api-mock';
import { testUser } from '../../../../test/fixtures/app';
import { confirmResponseFixture } from '../../../../test/fixtures/payments';
import { renderApp } from '../../../../test/render-app';
import { beginLoginAttempt } from '../../../lib/auth-storage';

describe('LoginPage', () => {
  it('sends the browser to the server Google sign-in with callback and final redirect', async () => {
    mockApi();
    const { assign } = renderApp('/login');

    await userEvent.click(await screen.findByRole('button', { name: 'Google 계정으로 로그인' }));

    const origin = window.location.origin;
    const attempt = window.sessionStorage.getItem('ollida_login_attempt');
    expect(attempt).toMatch(/^[0-9a-f]{32}$/);
    expect(assign).toHaveBeenCalledWith(
      `/auth/google/login?redirect_uri=${encodeURIComponent(`${origin}/auth/google/callback`)}` +
        `&final_redirect=${encodeURIComponent(`${origin}/login?attempt=${attempt}`)}`,
    );
  });

  it('sends a signed-out seller to /login carrying the page they were going to, and on through Google', async () => {
    mockApi();
    const { app, assign } = renderApp('/mypage/orders?status=ACCEPT');

    await userEvent.click(await screen.findByRole('button', { name: 'Google 계정으로 로그인' }));

    expect(app.router.state.location.pathname).toBe('/login');
    expect(app.router.state.location.search).toBe('?next=%2Fmypage%2Forders%3Fstatus%3DACCEPT');
    const attempt = window.sessionStorage.getItem('ollida_login_attempt');
    const finalRedirect = new URL(
      new URL(assign.mock.calls[0]?.[0] ?? '', window.location.origin).searchParams.get('final_redirect') ??
        '',
    );
    expect(finalRedirect.origin).toBe(window.location.origin);
    expect(finalRedirect.pathname).toBe('/login');
    expect(finalRedirect.searchParams.get('attempt')).toBe(attempt);
    expect(finalRedirect.searchParams.get('next')).toBe('/mypage/orders?status=ACCEPT');
  });

  it('returns a seller signed in by Google to the page they were going to', async () => {
    mockApi({ 'GET /api/user/me': { body: testUser } });
    const next = encodeURIComponent('/mypage/products?page=2');

    const { app } = renderApp(`/login?attempt=${beginLoginAttempt()}&next=${next}#token=fresh.jwt`);

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/mypage/products'));
    expect(app.router.state.location.search).toBe('?page=2');
  });

  it.each([
    ['another host', '//evil.example/mypage'],
    ['a scheme', 'https://evil.example/'],
    ['a backslash', '/\\evil.example'],
  ])('sends a signed-in seller to the my-page, not to %s', async (_, next) => {
    mockApi({ 'GET /api/user/me': { body: testUser } });

    const { app, assign } = renderApp(`/login?next=${encodeURIComponent(next)}`, { token: 'valid' });

    expect(await screen.findByRole('heading', { name: '프로필' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/mypage/profile');
    expect(assign).not.toHaveBeenCalled();
  });

  it('confirms the payment after signing back in when the session expired on /payment/success', async () => {
    const order = { paymentKey: 'pk_expired_1', orderId: 'order_expired_1', amount: '99000' };
    const successPath = `/payment/success?${new URLSearchParams(order)}`;
    mockApi({
      'GET /api/user/me': {
        status: 401,
        body: { detail: '로그인이 만료되었습니다.', code: 'token_expired' },
      },
    });
    const expired = renderApp(successPath, { token: 'expired.jwt' });

    await waitFor(() => expect(expired.app.router.state.location.pathname).toBe('/login'));
    const next = new URLSearchParams(expired.app.router.state.location.search).get('next');
    expect(next).toBe(successPath);
    expired.unmount();
    expired.app.stop();

    const confirms: unknown[] = [];
    const fetchMock = mockApi({
      'GET /api/user/me': { body: testUser },
      'POST /api/payments/confirm': (request) => {
        confirms.push(request.body);
        return jsonResponse(200, confirmResponseFixture(order.orderId, 'pro'));
      },
    });
    const signedIn = renderApp(
      `/login?attempt=${beginLoginAttempt()}&next=${encodeURIComponent(next ?? '')}#token=fresh.jwt`,
    );

    expect(await screen.findByRole('heading', { name: '결제가 완료되었습니다' })).toBeInTheDocument();
    expect(signedIn.app.router.state.location.pathname).toBe('/payment/success');
    expect(callsTo(fetchMock, 'POST /api/payments/confirm')).toHaveLength(1);
    expect(confirms).toEqual([{ payment_key: 'pk_expired_1', order_id: 'order_expired_1', amount: 99_000 }]);
  });

  it('links the terms and the privacy policy from the agreement text', async () => {
    mockApi();
    renderApp('/login');

    const heading = await screen.findByRole('heading', { level: 1, name: '올리다에 오신 것을 환영합니다' });
    const card = heading.closest('section');
    expect(card?.querySelector('a[href="/terms"]')).toHaveTextContent('이용약관');
    expect(card?.querySelector('a[href="/privacy"]')).toHaveTextContent('개인정보처리방침');
  });

  it('redirects a signed-in user to the my-page', async () => {
    mockApi({ 'GET /api/user/me': { body: testUser } });

    const { app } = renderApp('/login', { token: 'valid' });

    expect(await screen.findByRole('heading', { name: '프로필' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/mypage/profile');
  });

  it('says the sign-in was cancelled for #error=access_denied and strips the fragment', async () => {
    mockApi();
    renderApp(`/login?attempt=${beginLoginAttempt()}#error=access_denied`);

    expect(await screen.findByText('로그인이 취소되었습니다.')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  it('asks for a verified Google account for #error=email_not_verified', async () => {
    mockApi();
    renderApp(`/login?attempt=${beginLoginAttempt()}#error=email_not_verified`);

    expect(
      await screen.findByText('이메일 인증이 완료된 Google 계정으로 로그인해 주세요.'),
    ).toBeInTheDocument();
  });

  it('says the sign-in failed for any other error code', async () => {
    mockApi();
    renderApp(`/login?attempt=${beginLoginAttempt()}#error=something_else`);

    expect(await screen.findByText('로그인에 실패했습니다. 다시 시도해 주세요.')).toBeInTheDocument();
  });

  it('has header anchors to the landing sections', async () => {
    mockApi();
    renderApp('/login');

    const nav = await screen.findByRole('navigation', { name: '주요 메뉴' });
    await waitFor(() => expect(nav.querySelectorAll('a')).toHaveLength(4));
    expect(screen.getByRole('link', { name: '기능' })).toHaveAttribute('href', '/#features');
    expect(screen.getByRole('link', { name: '사용 방법' })).toHaveAttribute('href', '/#how-it-works');
    expect(screen.getByRole('link', { name: '요금제' })).toHaveAttribute('href', '/#pricing');
  });
});
