import { decodeJwt } from 'jose';
import { Upstream } from '../../platform/domain-errors.ts';
import type { HttpClient } from '../http-client.ts';
import { ownerclanLoginError } from './ownerclan-errors.ts';

/** Refresh this long before the token's `exp`, so a call never starts with a token about to lapse. */
export const OWNERCLAN_TOKEN_REFRESH_MARGIN_MS = 60 * 60 * 1000;
/** Assumed life of a token without a readable `exp` (Ownerclan documents about a month; one day is cautious). */
const FALLBACK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** What the token source needs. */
export interface OwnerclanTokenDeps {
  /** Auth origin (plus sandbox prefix), e.g. https://auth.ownerclan.com; the token comes from `${authUrl}/auth`. */
  authUrl: string;
  username: string;
  password: string;
  http: HttpClient;
  clock: () => Date;
  timeoutMs?: number;
}

/**
 * The seller token: fetched with the account's username and password, cached until shortly before it expires, one
 * login at a time (concurrent callers share it), and dropped when the API rejects it.
 */
export function createOwnerclanTokenSource(deps: OwnerclanTokenDeps) {
  const authUrl = deps.authUrl.replace(/\/+$/, '');
  let cached: { token: string; refreshAt: number } | undefined;
  let inflight: Promise<string> | undefined;

  async function login(): Promise<string> {
    const startedAt = deps.clock().getTime();
    const response = await deps.http.send({
      provider: 'ownerclan',
      method: 'POST',
      url: `${authUrl}/auth`,
      headers: { 'content-type': 'application/json', accept: 'text/plain, application/json' },
      body: JSON.stringify({
        service: 'ownerclan',
        userType: 'seller',
        username: deps.username,
        password: deps.password,
      }),
      // Logging in again has no side effect, so network failures and 5xx may be retried.
      idempotent: true,
      timeoutMs: deps.timeoutMs,
    });
    if (response.status < 200 || response.status >= 300) throw ownerclanLoginError(response.status);
    // The token is the whole body as plain text; tolerate a JSON-quoted string too.
    const token = response.text.trim().replace(/^"(.*)"$/, '$1');
    let expiresAt = startedAt + FALLBACK_LIFETIME_MS;
    try {
      const exp = decodeJwt(token).exp;
      if (exp !== undefined) expiresAt = exp * 1000;
    } catch {
      throw new Upstream('오너클랜 인증 서버가 올바른 토큰을 보내지 않았습니다.', {
        provider: 'ownerclan',
        httpStatus: response.status,
        retryable: false,
      });
    }
    const lifetime = expiresAt - startedAt;
    cached = { token, refreshAt: expiresAt - Math.min(OWNERCLAN_TOKEN_REFRESH_MARGIN_MS, lifetime / 2) };
    return token;
  }

  return {
    /** A usable token, logging in when none is cached or the cached one is due for refresh. */
    get(): Promise<string> {
      if (cached !== undefined && deps.clock().getTime() < cached.refreshAt)
        return Promise.resolve(cached.token);
      inflight ??= login().finally(() => {
        inflight = undefined;
      });
      return inflight;
    },

    /** Forgets `token` after the API refused it, unless a newer token already replaced it. */
    invalidate(token: string): void {
      if (cached?.token === token) cached = undefined;
    },
  };
}

/** The token source's API. */
export type OwnerclanTokenSource = ReturnType<typeof createOwnerclanTokenSource>;
