import { createHash } from 'node:crypto';
import type { HttpClient, OutboundResponse } from '../http-client.ts';
import { createTokenBucket, type TokenBucket } from '../token-bucket.ts';
import { gatewayCodeOf, naverErrorFrom } from './naver-errors.ts';
import { createNaverRateGate } from './naver-rate-gate.ts';
import { naverTokenSchema, readNaverJson } from './naver-schemas.ts';
import { signNaverClientSecret } from './naver-signature.ts';
import { createNaverTokenCache, type NaverAccessToken } from './naver-token-cache.ts';

/** An application's credentials from the Commerce API center (kept per workspace). */
export interface NaverCredentials {
  clientId: string;
  clientSecret: string;
}

/** Per-attempt timeouts. */
export interface NaverTimeouts {
  defaultMs: number;
  uploadMs: number;
  /** The full category tree is large (~15k nodes); public clients allow it a minute. */
  categoriesMs: number;
}

export const DEFAULT_NAVER_TIMEOUTS: NaverTimeouts = {
  defaultMs: 10_000,
  uploadMs: 30_000,
  categoriesMs: 60_000,
};
const DOCUMENTED_TOKEN_LIFETIME_S = 10_800;

/** Naver's gateway: a token bucket per API per application, 2 per second observed (burst 2× the rate). */
export const NAVER_RATE = { capacity: 2, refillPerSecond: 2 } as const;

/** One authorized call. */
export interface NaverCall {
  /** Korean name of the operation for error messages, e.g. '상품 등록'. */
  action: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /** Path below the base URL, e.g. `/v1/seller/channels`. */
  path: string;
  /** The API as Naver rate-limits it when the path carries an id, e.g. `GET /v1/categories/{id}`. */
  api?: string;
  json?: unknown;
  form?: FormData;
  /** True only where a repeat cannot cause a second effect; only these are retried on 429/5xx/network errors. */
  idempotent: boolean;
  timeoutMs?: number;
}

/** Sends an authorized call for one application and returns the 2xx answer, or throws NaverUpstream. */
export type NaverCaller = (call: NaverCall) => Promise<OutboundResponse>;

/** What the transport is built from; tests pass fakes for all of it. */
export interface NaverTransportDeps {
  /** `https://api.commerce.naver.com/external`, or a sandbox's base URL. */
  baseUrl: string;
  http: HttpClient;
  clock: () => Date;
  /** Paces calls per application and API (Naver's limit is per API per application); default 2/s on wall time. */
  bucket?: TokenBucket;
  sleep?: (ms: number) => Promise<void>;
  timeouts?: Partial<NaverTimeouts>;
}

/** Tokens are cached per credentials; the secret is hashed so a changed secret gets its own token. */
function cacheKey(credentials: NaverCredentials): string {
  const secretDigest = createHash('sha256').update(credentials.clientSecret).digest('hex').slice(0, 16);
  return `${credentials.clientId}:${secretDigest}`;
}

/** Token handling (form body, signature, cache, single-flight refresh), pacing and error mapping for every call. */
export function createNaverTransport(deps: NaverTransportDeps) {
  const baseUrl = deps.baseUrl.replace(/\/+$/, '');
  const now = () => deps.clock().getTime();
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const timeouts: NaverTimeouts = { ...DEFAULT_NAVER_TIMEOUTS, ...deps.timeouts };
  const tokens = createNaverTokenCache({ now });
  const gate = createNaverRateGate({ now, sleep });
  const bucket = deps.bucket ?? createTokenBucket(NAVER_RATE);

  /**
   * Every attempt (a retried 429 included) waits for the gateway's room and takes a token of the application's budget
   * for this API; the answer's rate-limit headers tell the next call how long to wait.
   */
  async function paced(
    key: string,
    send: (beforeAttempt: () => Promise<void>) => Promise<OutboundResponse>,
  ): Promise<OutboundResponse> {
    const response = await send(async () => {
      await gate.wait(key);
      await bucket.take(key);
    });
    gate.observe(key, response.headers);
    return response;
  }

  async function requestToken(credentials: NaverCredentials): Promise<NaverAccessToken> {
    const context = { action: '인증 토큰 발급', idempotent: true };
    const response = await paced(`${credentials.clientId} POST /v1/oauth2/token`, (beforeAttempt) => {
      // Sign right before sending: the timestamp is only valid for 5 minutes and must match the signed one.
      const timestamp = now();
      const form = new URLSearchParams({
        client_id: credentials.clientId,
        timestamp: String(timestamp),
        grant_type: 'client_credentials',
        client_secret_sign: signNaverClientSecret({ ...credentials, timestamp }),
        type: 'SELF',
      });
      // Parameters go in the form body only: the query string is penalised with a days-long quota limit.
      return deps.http.send({
        provider: 'naver',
        method: 'POST',
        url: `${baseUrl}/v1/oauth2/token`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        // The endpoint hands back the same token while it is fresh, so a repeat is harmless.
        idempotent: true,
        beforeAttempt,
        timeoutMs: timeouts.defaultMs,
      });
    });
    if (response.status < 200 || response.status >= 300) throw naverErrorFrom(response, context);
    const body = readNaverJson(response, naverTokenSchema, context);
    const lifetimeS = body.expires_in ?? DOCUMENTED_TOKEN_LIFETIME_S;
    return { accessToken: body.access_token, expiresAt: now() + lifetimeS * 1000 };
  }

  function send(
    call: NaverCall,
    accessToken: string,
    beforeAttempt: () => Promise<void>,
  ): Promise<OutboundResponse> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
    };
    if (call.json !== undefined) headers['content-type'] = 'application/json';
    return deps.http.send({
      provider: 'naver',
      method: call.method,
      url: `${baseUrl}${call.path}`,
      headers,
      ...(call.json !== undefined ? { body: JSON.stringify(call.json) } : {}),
      // FormData is serialized afresh by fetch on every send, so a retried upload carries its files again.
      ...(call.form !== undefined ? { body: call.form } : {}),
      idempotent: call.idempotent,
      // GW.RATE_LIMIT comes from the gateway before the API sees the call: a throttled write is repeated too.
      retryThrottled: true,
      beforeAttempt,
      timeoutMs: call.timeoutMs ?? timeouts.defaultMs,
    });
  }

  return {
    timeouts,

    /** A caller bound to one application's credentials, sharing that application's cached token. */
    forApplication(credentials: NaverCredentials): NaverCaller {
      const key = cacheKey(credentials);
      return async (call) => {
        const rateKey = `${credentials.clientId} ${call.api ?? `${call.method} ${call.path.split('?')[0]}`}`;
        for (let attempt = 0; ; attempt += 1) {
          const token = await tokens.get(key, () => requestToken(credentials));
          const response = await paced(rateKey, (beforeAttempt) =>
            send(call, token.accessToken, beforeAttempt),
          );
          if (response.status >= 200 && response.status < 300) return response;
          // GW.AUTHN comes from the gateway, so the API never saw the call: refresh once and repeat, even a write.
          if (attempt === 0 && response.status === 401 && gatewayCodeOf(response) === 'GW.AUTHN') {
            tokens.invalidate(key, token.accessToken);
            continue;
          }
          throw naverErrorFrom(response, call);
        }
      };
    },
  };
}

export type NaverTransport = ReturnType<typeof createNaverTransport>;
