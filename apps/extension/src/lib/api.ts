import { type ErrorBody, errorBodySchema } from '@ollida/contracts/errors';
import {
  type ExtensionListingReviewRequest,
  type ExtensionWhoami,
  extensionListingReviewPath,
  extensionListingReviewResponseSchema,
  extensionWhoamiPath,
  extensionWhoamiSchema,
  storeApiKeyHeader,
  uploadWithKeyPaths,
} from '@ollida/contracts/extension';
import type { ListingReview, ReviewCheck } from '@ollida/contracts/listing-review';
import type { ProductDetails } from '@ollida/contracts/product-details';
import {
  type ExistingListing,
  type UploadResponse,
  type UploadWithKeyRequest,
  uploadResponseSchema,
} from '@ollida/contracts/uploads';
import type { ConnectionSettings } from './chrome-settings.ts';
import { normalizeServerUrl } from './server-url.ts';

/** `fetch` as the calls use it; tests pass a fake. */
export type FetchFn = (url: string, init: RequestInit) => Promise<Response>;

/** Why a call failed, sorted the way the pages react to it; `message` is Korean and ready to show. */
export type ApiFailure =
  | { kind: 'invalid_key'; message: string }
  | { kind: 'unreachable'; message: string }
  | { kind: 'rate_limited'; message: string }
  | { kind: 'duplicate'; message: string; existing: ExistingListing }
  /** The upload's own pre-upload review found errors (422 `listing_review_failed`): nothing was sent. */
  | { kind: 'review_failed'; message: string; checks: ReviewCheck[] }
  | { kind: 'refused'; message: string; code: string; status: number };

export type ApiResult<T> = { ok: true; value: T } | { ok: false; failure: ApiFailure };

/** A request URL that would leave the configured server: refused before the key goes anywhere. */
export class ForeignOriginRefused extends Error {}

const whoamiTimeoutMs = 15_000;
/** The review asks the marketplace too (category prediction and its rules), but never uploads pictures. */
const reviewTimeoutMs = 30_000;
/** Uploading waits on the marketplace (pictures, category lookup), which can take a while. */
const uploadTimeoutMs = 120_000;

/**
 * The absolute URL of an API path on the configured server. Throws unless it stays on exactly that origin: the key must
 * never travel to any other host.
 */
export function serverEndpoint(serverUrl: string, path: string): string {
  const origin = normalizeServerUrl(serverUrl);
  if (origin === null || origin !== serverUrl.replace(/\/+$/, '')) {
    throw new ForeignOriginRefused(`not a server origin: ${serverUrl}`);
  }
  const url = new URL(path, `${origin}/`);
  if (url.origin !== origin) throw new ForeignOriginRefused(`${path} leaves ${origin}`);
  return url.href;
}

const invalidKeyMessage =
  'API 키가 유효하지 않습니다. 올리다 워크스페이스의 외부 API 키에서 키를 확인해 주세요.';
const rateLimitedMessage = '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.';

function unreachable(serverUrl: string): ApiFailure {
  return {
    kind: 'unreachable',
    message: `올리다 서버(${serverUrl})에 연결할 수 없습니다. 서버 주소와 네트워크 연결을 확인해 주세요.`,
  };
}

/** The text a seller needs from an error body: `detail`, plus the first field problem when the server lists them. */
export function errorText(body: ErrorBody): string {
  const first = body.errors?.[0];
  if (first === undefined) return body.detail;
  return first.path === ''
    ? `${body.detail} (${first.message})`
    : `${body.detail} (${first.path}: ${first.message})`;
}

function failureOf(status: number, body: ErrorBody | null, serverUrl: string): ApiFailure {
  if (body === null) {
    return {
      kind: 'refused',
      status,
      code: 'unexpected_response',
      message: `올리다 서버의 응답이 아닙니다(HTTP ${status}). 설정의 서버 주소(${serverUrl})를 확인해 주세요.`,
    };
  }
  if (status === 401) return { kind: 'invalid_key', message: body.detail || invalidKeyMessage };
  if (status === 429) return { kind: 'rate_limited', message: body.detail || rateLimitedMessage };
  if (status === 409 && body.code === 'duplicate_upload' && body.existing_product !== undefined) {
    return { kind: 'duplicate', message: body.detail, existing: body.existing_product };
  }
  if (status === 422 && body.code === 'listing_review_failed' && body.checks !== undefined) {
    return { kind: 'review_failed', message: body.detail, checks: body.checks };
  }
  return { kind: 'refused', status, code: body.code, message: errorText(body) };
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

async function call<T>(
  fetchFn: FetchFn,
  settings: ConnectionSettings,
  path: string,
  init: RequestInit & { timeoutMs: number; timeoutMessage: string },
  parse: (body: unknown) => T | null,
): Promise<ApiResult<T>> {
  const url = serverEndpoint(settings.serverUrl, path);
  const { timeoutMs, timeoutMessage, ...request } = init;
  let response: Response;
  try {
    response = await fetchFn(url, {
      ...request,
      // A redirect would resend the key (header or body) to wherever it points; no cookies ride along either.
      redirect: 'error',
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      return { ok: false, failure: { kind: 'unreachable', message: timeoutMessage } };
    }
    return { ok: false, failure: unreachable(settings.serverUrl) };
  }
  const body = await jsonOf(response);
  if (response.ok) {
    const value = parse(body);
    if (value !== null) return { ok: true, value };
  }
  const error = errorBodySchema.safeParse(body);
  return {
    ok: false,
    failure: failureOf(response.status, error.success ? error.data : null, settings.serverUrl),
  };
}

/** `GET /api/extension/whoami`: which store the key uploads to (the connection check). */
export function fetchWhoami(
  fetchFn: FetchFn,
  settings: ConnectionSettings,
): Promise<ApiResult<ExtensionWhoami>> {
  return call(
    fetchFn,
    settings,
    extensionWhoamiPath,
    {
      method: 'GET',
      headers: { [storeApiKeyHeader]: settings.apiKey, accept: 'application/json' },
      timeoutMs: whoamiTimeoutMs,
      timeoutMessage: '올리다 서버가 응답하지 않습니다. 잠시 후 다시 시도해 주세요.',
    },
    (body) => extensionWhoamiSchema.safeParse(body).data ?? null,
  );
}

/** Uploads the draft to the key's store through the marketplace's key upload call. */
export function uploadDraft(
  fetchFn: FetchFn,
  settings: ConnectionSettings,
  input: { platform: ExtensionWhoami['platform']; details: ProductDetails; confirmDuplicate: boolean },
): Promise<ApiResult<UploadResponse>> {
  const body: UploadWithKeyRequest = {
    api_key: settings.apiKey,
    product_details: input.details,
    confirm_duplicate: input.confirmDuplicate,
  };
  return call(
    fetchFn,
    settings,
    uploadWithKeyPaths[input.platform],
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      timeoutMs: uploadTimeoutMs,
      timeoutMessage:
        '업로드 응답을 기다리다 시간이 초과되었습니다. 올리다의 등록 상품 목록에서 등록되었는지 확인해 주세요.',
    },
    (answer) => uploadResponseSchema.safeParse(answer).data ?? null,
  );
}

/**
 * `POST /api/extension/listing-review`: the review the key upload would run on this draft (final price, supplier cost,
 * margin, what the marketplace would refuse), with nothing written or sent.
 */
export function reviewDraft(
  fetchFn: FetchFn,
  settings: ConnectionSettings,
  input: { details: ProductDetails; categoryId?: string },
): Promise<ApiResult<ListingReview>> {
  const body: ExtensionListingReviewRequest = {
    api_key: settings.apiKey,
    product_details: input.details,
    ...(input.categoryId === undefined ? {} : { category_id: input.categoryId }),
  };
  return call(
    fetchFn,
    settings,
    extensionListingReviewPath,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      timeoutMs: reviewTimeoutMs,
      timeoutMessage: '업로드 전 검수 응답이 늦어지고 있습니다. 잠시 후 다시 시도해 주세요.',
    },
    (answer) => extensionListingReviewResponseSchema.safeParse(answer).data?.data ?? null,
  );
}
