import { Upstream } from '../../platform/domain-errors.ts';
import type { HttpClient } from '../http-client.ts';
import { type CallDescription, readCoupangBody } from './coupang-response.ts';
import {
  buildCoupangAuthorization,
  buildCoupangQuery,
  type CoupangCredentials,
  formatSignedDate,
} from './signer.ts';

/** Production gateway; the sandbox lives under /sandbox/coupang of the app (or its own standalone server). */
export const COUPANG_API_BASE = 'https://api-gateway.coupang.com';

/** What every Coupang call needs; tests pass fakes for each. */
export interface CoupangClientDeps {
  /** Gateway origin, optionally with a path prefix (the sandbox's /sandbox/coupang). */
  baseUrl: string;
  http: HttpClient;
  clock: () => Date;
  /** Shared per-vendor limiter (keyed by vendorId), so every caller of one vendor shares its quota. */
  rateLimiter: { take(key: string): Promise<void> };
  /** Per-attempt timeouts; reads default to 10 s, writes to 30 s (big products are slow to save). */
  timeouts?: { readMs?: number; writeMs?: number };
}

/** One signed call. `query` is built here once, signed, and sent unchanged. */
export interface CoupangCall extends CallDescription {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: readonly (readonly [string, string | number | undefined])[];
  body?: unknown;
}

const defaultReadTimeoutMs = 10_000;
const defaultWriteTimeoutMs = 30_000;
// Asks the gateway for more than its default 3 s before it answers 504 (official timeout FAQ).
const extendedGatewayTimeoutMs = 90_000;

/** Signs and sends Coupang calls: rate limit first, fresh signature per call, Upstream on every failure. */
export function createCoupangTransport(deps: CoupangClientDeps) {
  const base = deps.baseUrl.replace(/\/+$/, '');

  return {
    async send(credentials: CoupangCredentials, call: CoupangCall): Promise<unknown> {
      const query = buildCoupangQuery(call.query ?? []);
      const url = new URL(`${base}${call.path}${query === '' ? '' : `?${query}`}`);
      // Sign what the URL object will put on the wire, so no later normalisation can break the signature.
      const wirePath = url.pathname;
      const wireQuery = url.search.slice(1);
      await deps.rateLimiter.take(credentials.vendorId);
      const signedDate = formatSignedDate(deps.clock());
      const headers: Record<string, string> = {
        Authorization: buildCoupangAuthorization({
          accessKey: credentials.accessKey,
          secretKey: credentials.secretKey,
          signedDate,
          method: call.method,
          path: wirePath,
          query: wireQuery,
        }),
        'Content-Type': 'application/json;charset=UTF-8',
        'X-Requested-By': credentials.vendorId,
      };
      const isWrite = !call.idempotent;
      if (isWrite) headers['X-EXTENDED-TIMEOUT'] = String(extendedGatewayTimeoutMs);
      const timeoutMs = isWrite
        ? (deps.timeouts?.writeMs ?? defaultWriteTimeoutMs)
        : (deps.timeouts?.readMs ?? defaultReadTimeoutMs);
      let response: Awaited<ReturnType<HttpClient['send']>>;
      try {
        response = await deps.http.send({
          provider: 'coupang',
          method: call.method,
          url: url.href,
          headers,
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
          idempotent: call.idempotent,
          timeoutMs,
        });
      } catch (error) {
        // A write that got no answer may still have happened on Coupang's side (documented for product create).
        if (error instanceof Upstream && isWrite && error.info.httpStatus === undefined) {
          throw new Upstream(
            `${error.detail} ${call.operation} 요청이 쿠팡에 반영되었을 수 있으니, 다시 시도하기 전에 WING에서 결과를 확인해 주세요.`,
            error.info,
          );
        }
        throw error;
      }
      return readCoupangBody(response, call);
    },
  };
}

export type CoupangTransport = ReturnType<typeof createCoupangTransport>;
