import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '../../test/api-mock';
import { testUser } from '../../test/fixtures/app';
import { renderApp } from '../../test/render-app';
import { sessionExpiredMessage } from '../lib/api-client';
import { beginLoginAttempt } from '../lib/auth-storage';

describe('session start', () => {
  it('takes the token of its own sign-in from the URL fragment, stores both keys, strips it and loads the user', async () => {
    const fetchMock = mockApi({ 'GET /api/user/me': { body: testUser } });
    const attempt = beginLoginAttempt();

    renderApp(`/login?attempt=${attempt}#token=fresh.jwt.token`);

    expect(window.localStorage.getItem('jwt')).toBe('fresh.jwt.token');
    expect(window.localStorage.getItem('token')).toBe('fresh.jwt.token');
    expect(window.location.hash).toBe('');

    expect(await screen.findByRole('heading', { name: '프로필' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/user/me')[0]?.get('Authorization')).toBe('Bearer fresh.jwt.token');
  });

  it('on a 401 from /api/user/me removes both keys, alerts the expiry once and goes to /login', async () => {
    mockApi({
      'GET /api/user/me': {
        status: 401,
        body: { detail: '로그인이 만료되었습니다.', code: 'token_expired' },
      },
    });

    const { alert, app } = renderApp('/', { token: 'expired.jwt' });

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('jwt')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(sessionExpiredMessage);
    expect(await screen.findByRole('heading', { name: '올리다에 오신 것을 환영합니다' })).toBeInTheDocument();
  });

  it('signs out without an alert when /api/user/me fails otherwise', async () => {
    mockApi({
      'GET /api/user/me': {
        status: 500,
        body: { detail: '서버 오류가 발생했습니다.', code: 'internal_error' },
      },
    });

    const { alert } = renderApp('/', { token: 'some.jwt' });

    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(window.localStorage.getItem('jwt')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
  });
});
