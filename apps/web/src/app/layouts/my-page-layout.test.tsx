import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '../../../test/api-mock';
import { testUser } from '../../../test/fixtures/app';
import { freeSubscription, planSubscription } from '../../../test/fixtures/payments';
import { renderApp } from '../../../test/render-app';
import { storeToken } from '../../lib/auth-storage';
import { AppProviders, createQueryClient } from '../providers';
import type { RouteHandle } from '../route-handle';
import { MyPageLayout } from './my-page-layout';

describe('my-page area', () => {
  it('shows the email, the side navigation and the profile', async () => {
    mockApi({ 'GET /api/user/me': { body: testUser } });

    renderApp('/mypage/profile', { token: 'valid' });

    expect(await screen.findByRole('heading', { name: '프로필' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent(testUser.email);
    const nav = screen.getByRole('navigation', { name: '마이페이지 메뉴' });
    expect(within(nav).getByRole('link', { name: '프로필' })).toHaveAttribute('href', '/mypage/profile');
  });

  it('shows the plan in force next to the email, and 결제 관리 in the navigation', async () => {
    mockApi({
      'GET /api/user/me': { body: testUser },
      'GET /api/subscriptions/current': { body: planSubscription('pro') },
    });

    renderApp('/mypage/profile', { token: 'valid' });

    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('프로')).toBeInTheDocument();
    expect(header).toHaveTextContent('현재 플랜 프로');
    const nav = screen.getByRole('navigation', { name: '마이페이지 메뉴' });
    expect(within(nav).getByRole('link', { name: '결제 관리' })).toHaveAttribute('href', '/mypage/payment');
  });

  it('shows 무료 체험 as the plan of a seller without a subscription', async () => {
    mockApi({
      'GET /api/user/me': { body: testUser },
      'GET /api/subscriptions/current': { body: freeSubscription() },
    });

    renderApp('/mypage/profile', { token: 'valid' });

    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('무료 체험')).toBeInTheDocument();
  });

  it.each(['/mypage', '/mypage/whatever', '/mypage/profile/extra'])(
    'falls back to the profile from %s',
    async (url) => {
      mockApi({ 'GET /api/user/me': { body: testUser } });

      const { app } = renderApp(url, { token: 'valid' });

      expect(await screen.findByRole('heading', { name: '프로필' })).toBeInTheDocument();
      expect(app.router.state.location.pathname).toBe('/mypage/profile');
    },
  );

  it('logs out: revokes the token, clears both keys and goes home', async () => {
    const fetchMock = mockApi({
      'GET /api/user/me': { body: testUser },
      'POST /api/auth/logout': { body: { message: '로그아웃되었습니다.' } },
    });
    const { app } = renderApp('/mypage/profile', { token: 'valid' });

    await userEvent.click(await screen.findByRole('button', { name: '로그아웃' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(callsTo(fetchMock, 'POST /api/auth/logout')[0]?.get('Authorization')).toBe('Bearer valid');
    expect(window.localStorage.getItem('jwt')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('link', { name: '로그인' })).toBeInTheDocument();
    expect(app.queryClient.getQueryData(['auth', 'me'])).toBeUndefined();
  });

  it('logs out even when the server call fails, without the expiry alert', async () => {
    mockApi({
      'GET /api/user/me': { body: testUser },
      'POST /api/auth/logout': {
        status: 401,
        body: { detail: '로그인이 필요합니다.', code: 'token_revoked' },
      },
    });
    const { app, alert } = renderApp('/mypage/profile', { token: 'valid' });

    await userEvent.click(await screen.findByRole('button', { name: '로그아웃' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('MyPageLayout width', () => {
  const fullWidth: RouteHandle = { fullWidth: true };

  function renderLayoutAt(path: string) {
    storeToken('valid');
    mockApi({ 'GET /api/user/me': { body: testUser } });
    const router = createMemoryRouter(
      [
        {
          path: '/mypage',
          element: <MyPageLayout />,
          children: [
            { path: 'profile', element: <h1>프로필</h1> },
            { path: 'wide', handle: fullWidth, element: <h1>넓은 화면</h1> },
          ],
        },
      ],
      { initialEntries: [path] },
    );
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  }

  it('has no sidebar toggle on a normal page', async () => {
    renderLayoutAt('/mypage/profile');

    expect(await screen.findByRole('heading', { name: '프로필' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { expanded: true })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '마이페이지 메뉴' })).toBeVisible();
  });

  it('on a fullWidth route shows a toggle that hides and shows the side navigation', async () => {
    renderLayoutAt('/mypage/wide');

    expect(await screen.findByRole('heading', { name: '넓은 화면' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '마이페이지 메뉴' });
    const toggle = screen.getByRole('button', { name: '메뉴 숨기기' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    expect(nav).toBeVisible();

    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('메뉴 보이기');
    expect(nav).not.toBeVisible();

    await userEvent.click(toggle);

    expect(nav).toBeVisible();
  });
});
