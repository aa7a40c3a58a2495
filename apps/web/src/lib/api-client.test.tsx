import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../test/api-mock';
import {
  ApiError,
  apiRequest,
  clientErrorCodes,
  sessionExpiredMessage,
  setSessionExpiredHandler,
} from './api-client';
import { readToken, storeToken } from './auth-storage';

describe('apiRequest', () => {
  const onExpired = vi.fn();
  let restoreHandler: () => void = () => undefined;

  beforeEach(() => {
    restoreHandler = setSessionExpiredHandler(onExpired);
  });

  afterEach(() => {
    restoreHandler();
    onExpired.mockReset();
  });

  it('sends the bearer token and JSON body, and parses the JSON answer', async () => {
    storeToken('tok');
    const fetchMock = mockApi({
      'POST /api/echo': ({ headers, body }) =>
        jsonResponse(200, { headers: headers.get('Authorization'), body }),
    });

    const result = await apiRequest('/api/echo', { method: 'POST', body: { url: 'https://a.example' } });

    expect(result).toEqual({ headers: 'Bearer tok', body: { url: 'https://a.example' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves the token out of public calls', async () => {
    storeToken('tok');
    const fetchMock = mockApi();

    await apiRequest('/api/app-info', { auth: false });

    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('turns an error body into an ApiError with status, code and detail', async () => {
    mockApi({
      'GET /api/thing': {
        status: 422,
        body: {
          detail: '입력값을 확인해 주세요.',
          code: 'validation_error',
          errors: [{ path: 'url', message: '필수' }],
        },
      },
    });

    const error = await apiRequest('/api/thing').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_error',
      detail: '입력값을 확인해 주세요.',
      errors: [{ path: 'url', message: '필수' }],
    });
  });

  it('gives a Korean fallback for an error without a JSON body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );

    await expect(apiRequest('/api/thing')).rejects.toMatchObject({
      status: 502,
      code: clientErrorCodes.http,
      detail: '요청을 처리하지 못했습니다. (HTTP 502)',
    });
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );

    await expect(apiRequest('/api/thing')).rejects.toMatchObject({
      status: 0,
      code: clientErrorCodes.network,
    });
  });

  it('on 401 signs out, alerts once and calls the expiry handler once, however many calls fail together', async () => {
    storeToken('expired');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    mockApi({
      'GET /api/a': { status: 401, body: { detail: '로그인이 필요합니다.', code: 'token_expired' } },
      'GET /api/b': { status: 401, body: { detail: '로그인이 필요합니다.', code: 'token_expired' } },
    });

    const results = await Promise.allSettled([
      apiRequest('/api/a'),
      apiRequest('/api/b'),
      apiRequest('/api/a'),
    ]);

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(readToken()).toBeNull();
    expect(window.localStorage.getItem('jwt')).toBeNull();
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(sessionExpiredMessage);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('does not treat a 401 as an expired session when no token was sent or the caller opts out', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    mockApi({
      'POST /api/auth/logout': {
        status: 401,
        body: { detail: '로그인이 필요합니다.', code: 'unauthenticated' },
      },
    });

    await expect(apiRequest('/api/auth/logout', { method: 'POST' })).rejects.toBeInstanceOf(ApiError);
    storeToken('tok');
    await expect(
      apiRequest('/api/auth/logout', { method: 'POST', expireSessionOn401: false }),
    ).rejects.toBeInstanceOf(ApiError);

    expect(alert).not.toHaveBeenCalled();
    expect(onExpired).not.toHaveBeenCalled();
    expect(readToken()).toBe('tok');
  });
});
