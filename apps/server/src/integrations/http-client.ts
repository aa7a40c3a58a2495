import type { z } from 'zod';
import { Upstream, type UpstreamProvider } from '../platform/domain-errors.ts';

export const providerNames: Record<UpstreamProvider, string> = {
  google: 'Google',
  coupang: '쿠팡',
  naver: '네이버 커머스',
  toss: '토스페이먼츠',
  domeggook: '도매꾹',
  ownerclan: '오너클랜',
};

export interface OutboundRequest {
  provider: UpstreamProvider;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: string | URLSearchParams | FormData | Uint8Array;
  /** Safe to send again (reads, or writes guarded by an idempotency key): only these are retried. */
  idempotent: boolean;
  /** Per attempt, body included; default 10 s. */
  timeoutMs?: number;
  /** Runs before every attempt, retries included, e.g. to take a token from the provider's rate budget. */
  beforeAttempt?: () => Promise<void>;
  /**
   * The provider answers 429 before doing anything (a gateway's throttle), so a 429 is retried even on a write, after
   * `Retry-After`. Coupang and Naver: their gateways refuse the call itself.
   */
  retryThrottled?: boolean;
}

export interface OutboundResponse {
  status: number;
  headers: Headers;
  text: string;
}

export interface HttpClientOptions {
  fetch?: typeof fetch;
  /** Extra attempts for idempotent requests after a network failure, a timeout, 429 or 5xx; default 2. */
  maxRetries?: number;
  /** First backoff delay; doubles each attempt; default 200 ms. */
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Largest response body read; default 5 MiB. */
  maxResponseBytes?: number;
}

const defaultTimeoutMs = 10_000;
const maxRetryAfterMs = 10_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function readLimited(response: Response, limit: number): Promise<string | undefined> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > limit) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function retryAfterMs(headers: Headers, fallback: number): number {
  const value = headers.get('retry-after');
  const seconds = value === null ? Number.NaN : Number(value);
  return Number.isFinite(seconds) ? Math.min(seconds * 1000, maxRetryAfterMs) : fallback;
}

/** Outbound HTTP for every integration: explicit timeouts, bounded bodies, retries only where a repeat is safe. */
export function createHttpClient(options: HttpClientOptions = {}) {
  const doFetch = options.fetch ?? fetch;
  const maxRetries = options.maxRetries ?? 2;
  const baseDelayMs = options.baseDelayMs ?? 200;
  const sleep = options.sleep ?? wait;
  const maxResponseBytes = options.maxResponseBytes ?? 5 * 1024 * 1024;

  return {
    async send(request: OutboundRequest): Promise<OutboundResponse> {
      const name = providerNames[request.provider];
      const timeoutMs = request.timeoutMs ?? defaultTimeoutMs;
      for (let attempt = 0; ; attempt += 1) {
        const canRetry = request.idempotent && attempt < maxRetries;
        const canRetryThrottled =
          (request.idempotent || request.retryThrottled === true) && attempt < maxRetries;
        const backoff = baseDelayMs * 2 ** attempt;
        await request.beforeAttempt?.();
        let response: Response;
        let text: string | undefined;
        try {
          response = await doFetch(request.url, {
            method: request.method,
            headers: request.headers,
            body: request.body,
            signal: AbortSignal.timeout(timeoutMs),
            redirect: 'manual',
          });
          if ((response.status === 429 && canRetryThrottled) || (response.status >= 500 && canRetry)) {
            await response.body?.cancel();
            await sleep(retryAfterMs(response.headers, backoff));
            continue;
          }
          // The timeout signal also covers the body: a provider that stalls after its headers is a timeout too.
          text = await readLimited(response, maxResponseBytes);
        } catch (error) {
          if (canRetry) {
            await sleep(backoff);
            continue;
          }
          const timedOut = error instanceof Error && error.name === 'TimeoutError';
          throw new Upstream(
            timedOut
              ? `${name} 서버가 ${Math.round(timeoutMs / 1000)}초 안에 응답하지 않았습니다. 잠시 후 다시 시도해 주세요.`
              : `${name} 서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.`,
            { provider: request.provider, retryable: request.idempotent },
          );
        }
        if (text === undefined) {
          throw new Upstream(`${name} 서버의 응답이 너무 큽니다.`, {
            provider: request.provider,
            httpStatus: response.status,
            retryable: false,
          });
        }
        return { status: response.status, headers: response.headers, text };
      }
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** Parses a provider's JSON body, or fails as an Upstream error that says the answer was unreadable. */
export function parseProviderJson(provider: UpstreamProvider, response: OutboundResponse): unknown {
  try {
    return JSON.parse(response.text);
  } catch {
    throw new Upstream(
      `${providerNames[provider]} 서버의 응답을 해석하지 못했습니다. (HTTP ${response.status})`,
      {
        provider,
        httpStatus: response.status,
        retryable: false,
      },
    );
  }
}

/**
 * Checks a provider's parsed body against the shape the client relies on; a mismatch is an Upstream error that
 * names the first offending field (never its value, which may be personal or secret).
 */
export function parseProviderShape<T extends z.ZodType>(
  schema: T,
  value: unknown,
  context: { provider: UpstreamProvider; what: string; httpStatus: number; retryable: boolean },
): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue === undefined || issue.path.length === 0 ? '(전체)' : issue.path.join('.');
  throw new Upstream(
    `${providerNames[context.provider]} ${context.what} 응답 형식이 예상과 다릅니다. (항목: ${field})`,
    {
      provider: context.provider,
      httpStatus: context.httpStatus,
      retryable: context.retryable,
    },
  );
}
