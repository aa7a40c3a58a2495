import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../test/api-mock';
import {
  ApiError,
  apiRequest,
  apiStream,
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

  it('keeps the extra fields of an error body, e.g. the existing listing of a duplicate', async () => {
    const existing = {
      id: 'up-0',
      display_product_name: '예전 텀블러',
      store_url: null,
      admin_url: null,
      created_at: '2024-06-19T01:00:00.000Z',
    };
    mockApi({
      'POST /api/upload-to-coupang': {
        status: 409,
        body: { detail: '이미 등록한 상품입니다.', code: 'duplicate_upload', existing_product: existing },
      },
    });

    const error = await apiRequest('/api/upload-to-coupang', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual({
      detail: '이미 등록한 상품입니다.',
      code: 'duplicate_upload',
      errors: undefined,
      existing_product: existing,
    });
  });

  it('sends form data as is, without the JSON content type', async () => {
    storeToken('tok');
    const fetchMock = mockApi({ 'POST /api/parse-csv': { body: { headers: [], rows: [] } } });
    const form = new FormData();
    form.append('file', new File(['a'], 'a.csv'));

    await apiRequest('/api/parse-csv', { method: 'POST', form });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('opens a stream with the token and maps a refusal to an ApiError', async () => {
    storeToken('tok');
    const fetchMock = mockApi({
      'GET /api/stream': () => new Response('data: 1\n\n', { status: 200 }),
      'GET /api/gone': {
        status: 404,
        body: { detail: '일괄 등록 작업을 찾을 수 없습니다.', code: 'batch_not_found' },
      },
    });

    const response = await apiStream('/api/stream');

    expect(await response.text()).toBe('data: 1\n\n');
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect([headers.get('Authorization'), headers.get('Accept')]).toEqual([
      'Bearer tok',
      'text/event-stream',
    ]);
    await expect(apiStream('/api/gone')).rejects.toMatchObject({ status: 404, code: 'batch_not_found' });
  });
});
