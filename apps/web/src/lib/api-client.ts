import type { ErrorBody } from '@ollida/contracts/errors';
import { clearToken, readToken } from './auth-storage';
import { browserNavigation } from './browser-navigation';
import { paths } from './paths';

/** Codes for failures that never reached the server's error handler. */
export const clientErrorCodes = {
  network: 'network_error',
  http: 'http_error',
  invalidResponse: 'invalid_response',
} as const;

export const sessionExpiredMessage = '로그인이 만료되었습니다. 다시 로그인해 주세요.';

const networkErrorMessage = '네트워크 오류가 발생했습니다. 연결을 확인한 뒤 다시 시도해 주세요.';
const invalidResponseMessage = '서버 응답을 해석하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** A failed API call: the server's `{ detail, code }` or a client-side equivalent (status 0 = no response). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly errors: ErrorBody['errors'];
  /** The whole error body, for the extra fields some codes carry (e.g. `existing_product` on a duplicate). */
  readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody) {
    super(body.detail);
    this.status = status;
    this.code = body.code;
    this.detail = body.detail;
    this.errors = body.errors;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type SessionExpiredHandler = () => void;

let onSessionExpired: SessionExpiredHandler = () => browserNavigation.assign(paths.login);

/** Sets where the app goes after an expired session (the router's navigate); returns a restore function. */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): () => void {
  const previous = onSessionExpired;
  onSessionExpired = handler;
  return () => {
    onSessionExpired = previous;
  };
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart form data instead of `body` (the browser sets the boundary). */
  form?: FormData;
  signal?: AbortSignal;
  /** Sends the bearer token; default true. */
  auth?: boolean;
  /** Treats a 401 as an expired session (alert, sign out, go to /login); default true. */
  expireSessionOn401?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toErrorBody(status: number, payload: unknown): ErrorBody {
  if (isRecord(payload) && typeof payload.detail === 'string') {
    const code = typeof payload.code === 'string' ? payload.code : clientErrorCodes.http;
    const errors = Array.isArray(payload.errors) ? (payload.errors as ErrorBody['errors']) : undefined;
    // The extra fields are the server's own contract shapes (errors.ts); kept as sent for the screens that need them.
    return { ...(payload as Partial<ErrorBody>), detail: payload.detail, code, errors };
  }
  return { detail: `요청을 처리하지 못했습니다. (HTTP ${status})`, code: clientErrorCodes.http };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    if (!response.ok) return undefined;
    throw new ApiError(response.status, {
      detail: invalidResponseMessage,
      code: clientErrorCodes.invalidResponse,
    });
  }
}

// Only the first of several concurrent 401s still finds its own token stored, so the alert shows once.
function expireSession(sentToken: string): void {
  if (readToken() !== sentToken) return;
  clearToken();
  window.alert(sessionExpiredMessage);
  onSessionExpired();
}

async function send(
  path: string,
  options: ApiRequestOptions,
  accept: string,
): Promise<{ response: Response; token: string | null }> {
  const { method = 'GET', body, form, signal, auth = true } = options;
  const token = auth ? readToken() : null;
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  const payload = form ?? (body === undefined ? undefined : JSON.stringify(body));

  try {
    const response = await fetch(path, {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'same-origin',
    });
    return { response, token };
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, { detail: networkErrorMessage, code: clientErrorCodes.network });
  }
}

async function failure(
  response: Response,
  token: string | null,
  options: ApiRequestOptions,
): Promise<ApiError> {
  const payload = await readJson(response);
  const { expireSessionOn401 = true } = options;
  if (response.status === 401 && token && expireSessionOn401) expireSession(token);
  return new ApiError(response.status, toErrorBody(response.status, payload));
}

/** The one way the SPA calls its API: JSON in and out, bearer token, typed errors, 401 handling. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { response, token } = await send(path, options, 'application/json');
  if (!response.ok) throw await failure(response, token, options);
  return (await readJson(response)) as T;
}

/**
 * Opens a streaming answer (server-sent events) with the same token and error handling as `apiRequest`; the
 * caller reads `response.body`. EventSource cannot send the Authorization header, hence fetch.
 */
export async function apiStream(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const { response, token } = await send(path, options, 'text/event-stream');
  if (!response.ok) throw await failure(response, token, options);
  return response;
}

/**
 * A file answer (CSV export) with the same token and error handling as `apiRequest`: the bearer token cannot ride on
 * a plain link, so the file is fetched and handed back with the name the server gave it, if any.
 */
export async function apiDownload(
  path: string,
  options: ApiRequestOptions = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const { response, token } = await send(path, options, '*/*');
  if (!response.ok) throw await failure(response, token, options);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  let fileName = plain ?? null;
  if (encoded) {
    try {
      fileName = decodeURIComponent(encoded);
    } catch {
      fileName = plain ?? null;
    }
  }
  return { blob: await response.blob(), fileName };
}
