import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, mockApi } from '../../test/api-mock';
import { testUser } from '../../test/fixtures/app';
import { storeToken } from '../lib/auth-storage';
import { browserNavigation } from '../lib/browser-navigation';
import { AppProviders, createQueryClient } from './providers';
import { RequireAuth } from './require-auth';

function renderGuarded() {
  const router = createMemoryRouter(
    [
      { element: <RequireAuth />, children: [{ path: '/secret', element: <p>비밀 페이지</p> }] },
      { path: '/login', element: <p>로그인 화면</p> },
    ],
    { initialEntries: ['/secret'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('RequireAuth', () => {
  it('shows 불러오는 중... while the user loads, then redirects to /login when the token is rejected', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    storeToken('expired');
    const me = deferred<Response>();
    mockApi({ 'GET /api/user/me': () => me.promise });

    const router = renderGuarded();

    expect(await screen.findByText('불러오는 중...')).toBeInTheDocument();
    expect(screen.queryByText('비밀 페이지')).not.toBeInTheDocument();

    me.resolve(jsonResponse(401, { detail: '로그인이 만료되었습니다.', code: 'token_expired' }));

    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('redirects to /login at once without a stored token', async () => {
    const fetchMock = mockApi();

    const router = renderGuarded();

    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/user/me'))).toBe(false);
  });

  it('renders the protected page for a signed-in user', async () => {
    storeToken('valid');
    mockApi({ 'GET /api/user/me': { body: testUser } });

    renderGuarded();

    expect(await screen.findByText('비밀 페이지')).toBeInTheDocument();
  });
});
