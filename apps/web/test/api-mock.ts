import { vi } from 'vitest';
import { testAppInfo } from './fixtures/app';

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface MockRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** A canned answer `{ status, body }`, or a function for answers that depend on the call or arrive later. */
export type MockReply =
  | { status?: number; body?: unknown }
  | ((request: MockRequest) => Response | Promise<Response>);

/** Routes keyed `"METHOD /path"`. */
export type MockRoutes = Record<string, MockReply>;

/** Replaces `fetch` with the given routes (plus `GET /api/app-info`); unknown routes answer 404. */
export function mockApi(routes: MockRoutes = {}) {
  const allRoutes: MockRoutes = { 'GET /api/app-info': { body: testAppInfo }, ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const { pathname: path, searchParams: query } = new URL(url, window.location.origin);
    const reply = allRoutes[`${method} ${path}`];
    if (!reply)
      return jsonResponse(404, { detail: '요청한 주소를 찾을 수 없습니다.', code: 'route_not_found' });
    if (typeof reply === 'function') {
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      return reply({ method, path, query, headers: new Headers(init?.headers), body });
    }
    return jsonResponse(reply.status ?? 200, reply.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to `"METHOD /path"`, with their headers. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, route: string): Headers[] {
  const [method, path] = route.split(' ');
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return (init?.method ?? 'GET') === method && new URL(url, window.location.origin).pathname === path;
    })
    .map(([, init]) => new Headers(init?.headers));
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

/** A promise settled by the test, for states that must be seen before an answer arrives. */
export function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
