import { Agent, type Dispatcher, errors, request } from 'undici';
import { readCappedBody } from './body-reader.ts';
import { createPerHostLimiter } from './host-limiter.ts';
import {
  type CheckedUrl,
  checkTargetUrl,
  defaultAllowedPorts,
  parseAllowedPrefix,
  type UrlPolicy,
} from './safe-url.ts';
import { SourceFetchError, tooLargeError, tooManyRedirectsError } from './source-fetch-error.ts';
import {
  createAllowedPrefixLookup,
  createVettedLookup,
  type Resolver,
  systemResolver,
} from './vetted-lookup.ts';

export interface SafeFetcherOptions {
  /**
   * Absolute URL prefixes that may live on a local address, e.g. `http://localhost:3000/sandbox/shop/` in
   * sandbox mode. A URL counts only with the same scheme, host and port and a path under the prefix's path.
   */
  allowedPrefixes?: readonly string[];
  /** Ports allowed outside the prefixes; default 80 and 443. */
  allowedPorts?: readonly number[];
  /** Host name to addresses; default the system resolver. Tests inject one. */
  resolve?: Resolver;
  /** Largest body, counted both on the wire and decompressed; default 5 MiB. */
  maxBytes?: number;
  /** Resolving and opening the connection; default 5 s. */
  connectTimeoutMs?: number;
  /** Whole fetch, redirects and body included, from the moment a host slot is granted; default 15 s. */
  totalTimeoutMs?: number;
  /** Redirects followed before giving up; default 5. */
  maxRedirects?: number;
  /** Requests in flight per host name; default 2. */
  perHostConcurrency?: number;
  userAgent?: string;
}

export interface SafeFetchRequest {
  /** What the caller wants back; sets the Accept header a browser would send. Default `html`. */
  accept?: 'html' | 'image';
  signal?: AbortSignal;
  /**
   * Asked before each redirect is followed (after the address checks); `false` answers the redirect itself instead
   * (status 3xx, `headers.location`), e.g. for a crawler that must honour robots.txt on every URL it requests.
   */
  followRedirect?: (next: URL) => boolean;
  /**
   * Validators of the copy the caller holds (the last answer's `etag` / `last-modified`), sent as If-None-Match /
   * If-Modified-Since: a server whose page did not change answers 304 with no body.
   */
  conditional?: { etag: string | null; lastModified: string | null };
}

export interface SafeFetchResult {
  /** The URL that answered, after redirects, without fragment. */
  url: string;
  status: number;
  contentType: string | null;
  /** Response headers with lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** Decompressed bytes; callers pick the charset (see supplier-pages §9). */
  body: Buffer;
  /** Every URL a redirect led to, in order; the last one equals `url`. */
  redirects: string[];
}

export interface SafeFetcher {
  fetch(url: string, request?: SafeFetchRequest): Promise<SafeFetchResult>;
  /** Closes pooled connections; for shutdown and tests. */
  close(): Promise<void>;
}

export const defaultUserAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';

const acceptHeaders = {
  html: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  image: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
} as const;

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

function browserHeaders(userAgent: string, accept: 'html' | 'image'): Record<string, string> {
  // Only what Chrome sends on a fresh visit: never a Referer or Cookie, which could leak one site to another.
  return {
    'user-agent': userAgent,
    accept: acceptHeaders[accept],
    'accept-language': 'ko-KR,ko;q=0.9,en-US;q=0.8',
    'accept-encoding': 'gzip, deflate, br',
    ...(accept === 'html' ? { 'upgrade-insecure-requests': '1' } : {}),
  };
}

function conditionalHeaders(conditional: SafeFetchRequest['conditional']): Record<string, string> {
  return {
    ...(conditional?.etag ? { 'if-none-match': conditional.etag } : {}),
    ...(conditional?.lastModified ? { 'if-modified-since': conditional.lastModified } : {}),
  };
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

function isTimeoutError(error: unknown): boolean {
  return (
    error instanceof errors.ConnectTimeoutError ||
    error instanceof errors.HeadersTimeoutError ||
    error instanceof errors.BodyTimeoutError
  );
}

function hasErrorCode(error: unknown): boolean {
  return error instanceof Error && 'code' in error && typeof error.code === 'string';
}

/** Turns whatever a fetch threw into a SourceFetchError, except a caller's own abort, which passes through. */
function classifyFailure(
  error: unknown,
  deadline: AbortSignal,
  callerSignal: AbortSignal | undefined,
): unknown {
  if (deadline.aborted) return deadline.reason;
  if (callerSignal?.aborted) return callerSignal.reason;
  if (error instanceof SourceFetchError) return error;
  if (isTimeoutError(error)) return new SourceFetchError('timeout', { cause: error });
  // Refused, reset, TLS failures and undici's socket errors all carry a code; anything else is a bug to surface.
  if (hasErrorCode(error)) return new SourceFetchError('unreachable', { cause: error });
  return error;
}

/** The one way to fetch a user-supplied URL: SSRF-checked at every hop, bounded in size, time and concurrency. */
export function createSafeFetcher(options: SafeFetcherOptions = {}): SafeFetcher {
  const resolve = options.resolve ?? systemResolver;
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  const connectTimeoutMs = options.connectTimeoutMs ?? 5_000;
  const totalTimeoutMs = options.totalTimeoutMs ?? 15_000;
  const maxRedirects = options.maxRedirects ?? 5;
  const userAgent = options.userAgent ?? defaultUserAgent;
  const policy: UrlPolicy = {
    allowedPrefixes: (options.allowedPrefixes ?? []).map(parseAllowedPrefix),
    allowedPorts: options.allowedPorts ?? defaultAllowedPorts,
  };
  const limiter = createPerHostLimiter(options.perHostConcurrency ?? 2);
  const agentOptions = { headersTimeout: totalTimeoutMs, bodyTimeout: totalTimeoutMs };
  // Two pools, so a connection opened for an allowed prefix is never reused by a request that is not under it.
  const publicAgent = new Agent({
    ...agentOptions,
    connect: { timeout: connectTimeoutMs, lookup: createVettedLookup(resolve) },
  });
  const prefixAgent = new Agent({
    ...agentOptions,
    connect: { timeout: connectTimeoutMs, lookup: createAllowedPrefixLookup(resolve) },
  });

  async function fetchHop(
    target: CheckedUrl,
    headers: Record<string, string>,
    signal: AbortSignal,
  ): Promise<Dispatcher.ResponseData> {
    return request(target.url.href, {
      method: 'GET',
      headers,
      signal,
      dispatcher: target.isUnderAllowedPrefix ? prefixAgent : publicAgent,
    });
  }

  async function readResponse(
    target: CheckedUrl,
    response: Dispatcher.ResponseData,
    redirects: string[],
    signal: AbortSignal,
  ) {
    const headers = flattenHeaders(response.headers);
    const declaredLength = Number(headers['content-length']);
    if (Number.isFinite(declaredLength) && declaredLength > maxBytes) {
      response.body.destroy();
      throw tooLargeError(maxBytes);
    }
    const body = await readCappedBody(response.body, headers['content-encoding'], maxBytes, signal);
    return {
      url: target.url.href,
      status: response.statusCode,
      contentType: headers['content-type'] ?? null,
      headers,
      body,
      redirects,
    };
  }

  async function fetchUrl(rawUrl: string, fetchRequest: SafeFetchRequest = {}): Promise<SafeFetchResult> {
    let target = checkTargetUrl(rawUrl, policy);
    const headers = {
      ...browserHeaders(userAgent, fetchRequest.accept ?? 'html'),
      ...conditionalHeaders(fetchRequest.conditional),
    };
    const callerSignal = fetchRequest.signal;
    const deadline = new AbortController();
    const signal = callerSignal ? AbortSignal.any([deadline.signal, callerSignal]) : deadline.signal;
    const redirects: string[] = [];
    let timer: NodeJS.Timeout | undefined;
    try {
      for (;;) {
        // Waiting for the host's first slot is not counted: a queued bulk crawl must not time out in the queue.
        const release = await limiter.acquire(target.url.hostname, timer ? signal : callerSignal);
        timer ??= setTimeout(() => deadline.abort(new SourceFetchError('timeout')), totalTimeoutMs);
        try {
          const response = await fetchHop(target, headers, signal);
          const location = response.headers.location;
          const nextLocation = Array.isArray(location) ? location[0] : location;
          if (!redirectStatuses.has(response.statusCode) || nextLocation === undefined) {
            return await readResponse(target, response, redirects, signal);
          }
          const next = checkTargetUrl(nextLocation, policy, target.url);
          if (fetchRequest.followRedirect?.(next.url) === false) {
            return await readResponse(target, response, redirects, signal);
          }
          // A short redirect body is drained so the connection can be reused; a long one just closes it.
          await response.body.dump({ limit: 64 * 1024, signal });
          if (redirects.length >= maxRedirects) throw tooManyRedirectsError(maxRedirects);
          target = next;
          redirects.push(target.url.href);
        } finally {
          release();
        }
      }
    } catch (error) {
      throw classifyFailure(error, deadline.signal, callerSignal);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    fetch: fetchUrl,
    async close() {
      await Promise.all([publicAgent.close(), prefixAgent.close()]);
    },
  };
}
