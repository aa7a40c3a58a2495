import { Upstream } from '../../platform/domain-errors.ts';
import type { HttpClient } from '../http-client.ts';
import { type CallDescription, readCoupangBody } from './coupang-response.ts';
import { stringifyLossless } from './lossless-json.ts';
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
  /**
   * Per-attempt timeouts; reads default to 10 s, writes to 95 s (big products are slow to save). The gateway is
   * asked to wait a little less than the write timeout, so it answers 504 before we give up on the write.
   */
  timeouts?: { readMs?: number; writeMs?: number };
}

/** One signed call. `query` is built here once, signed, and sent unchanged. */
export interface CoupangCall extends CallDescription {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: readonly (readonly [string, string | number | undefined])[];
  /** Sent as JSON; bigint values go out as bare integers (Coupang's Long ids, 18 digits for shipmentBoxId). */
  body?: unknown;
}

const defaultReadTimeoutMs = 10_000;
// The official timeout FAQ's extension; past it the gateway answers 504 instead of waiting for the product save.
const maxGatewayExtensionMs = 90_000;
// Time for the gateway's own 504 to reach us after it stops waiting.
const gatewayAnswerMarginMs = 5_000;
const defaultWriteTimeoutMs = maxGatewayExtensionMs + gatewayAnswerMarginMs;
// Without the header the gateway waits 3 s; asking for less than that changes nothing.
const gatewayDefaultTimeoutMs = 3_000;

/**
 * The `X-EXTENDED-TIMEOUT` to ask for on a write, always shorter than our own wait: if we gave up first, a product
 * create could still complete at Coupang long after we reported it as failed.
 */
export function gatewayExtensionFor(writeTimeoutMs: number): number | undefined {
  const extension = Math.min(maxGatewayExtensionMs, writeTimeoutMs - gatewayAnswerMarginMs);
  return extension > gatewayDefaultTimeoutMs ? extension : undefined;
}

/** Signs and sends Coupang calls: a vendor token and a fresh signature per attempt, Upstream on every failure. */
export function createCoupangTransport(deps: CoupangClientDeps) {
  const base = deps.baseUrl.replace(/\/+$/, '');

  return {
    async send(credentials: CoupangCredentials, call: CoupangCall): Promise<unknown> {
      const query = buildCoupangQuery(call.query ?? []);
      const url = new URL(`${base}${call.path}${query === '' ? '' : `?${query}`}`);
      // Sign what the URL object will put on the wire, so no later normalisation can break the signature.
      const wirePath = url.pathname;
      const wireQuery = url.search.slice(1);
      const headers: Record<string, string> = {
        'Content-Type': 'application/json;charset=UTF-8',
        'X-Requested-By': credentials.vendorId,
      };
      // Every attempt, retries included, spends one token of the vendor's quota (Coupang counts each call), and
      // is signed after its wait so the signed-date is the send time. The http client reads `headers` only after
      // this hook ran, so updating the object in place reaches the wire.
      const beforeAttempt = async () => {
        await deps.rateLimiter.take(credentials.vendorId);
        headers.Authorization = buildCoupangAuthorization({
          accessKey: credentials.accessKey,
          secretKey: credentials.secretKey,
          signedDate: formatSignedDate(deps.clock()),
          method: call.method,
          path: wirePath,
          query: wireQuery,
        });
      };
      const isWrite = !call.idempotent;
      const timeoutMs = isWrite
        ? (deps.timeouts?.writeMs ?? defaultWriteTimeoutMs)
        : (deps.timeouts?.readMs ?? defaultReadTimeoutMs);
      const extension = isWrite ? gatewayExtensionFor(timeoutMs) : undefined;
      if (extension !== undefined) headers['X-EXTENDED-TIMEOUT'] = String(extension);
      let response: Awaited<ReturnType<HttpClient['send']>>;
      try {
        response = await deps.http.send({
          provider: 'coupang',
          method: call.method,
          url: url.href,
          headers,
          body: call.body === undefined ? undefined : stringifyLossless(call.body),
          idempotent: call.idempotent,
          timeoutMs,
          // A 429 is the gateway refusing the call before Coupang saw it, so it is retried on writes too (a product
          // create included): after Retry-After when Coupang sends one (the http client caps it at 10 s), else the
          // short default backoff. The vendor's shared budget above paces every retry, and a 429 that outlasts the
          // retries surfaces as a retryable Upstream for the caller to repeat much later.
          beforeAttempt,
          retryThrottled: true,
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
