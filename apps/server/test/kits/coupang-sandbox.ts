import { type RunningCoupangSandbox, startCoupangSandbox } from '@ollida/sandbox/coupang/standalone';
import {
  type CoupangVendorClient,
  createCoupangClient,
} from '../../src/integrations/coupang/coupang-client.ts';
import type { CoupangClientDeps } from '../../src/integrations/coupang/coupang-transport.ts';
import { createCoupangRateLimiter } from '../../src/integrations/coupang/rate-limit.ts';
import type { CoupangCredentials } from '../../src/integrations/coupang/signer.ts';
import { createHttpClient, type HttpClient } from '../../src/integrations/http-client.ts';
import { Upstream } from '../../src/platform/domain-errors.ts';

// Test-only: the sandbox on an ephemeral port plus clients wired to one virtual clock. The clock drives the
// sandbox (signatures, throttling, approval, orders) and the client (signed-date, token bucket, retry backoff),
// so no contract case waits on wall time.

/** Options for a client built by the harness. */
export interface HarnessClientOptions {
  /** false = no token bucket (to provoke the gateway's 429). */
  throttled?: boolean;
  /** Replaces the token bucket, e.g. to count the tokens taken. */
  rateLimiter?: CoupangClientDeps['rateLimiter'];
  /** Added to the client's clock, to sign with a stale date. */
  clockSkewMs?: number;
  maxRetries?: number;
}

/** Starts the Coupang sandbox and returns handles on its clock, demo vendors and what the clients received. */
export async function startCoupangHarness() {
  const clock = { ms: Date.UTC(2025, 6, 20, 3, 0, 0) };
  const advance = async (ms: number) => {
    clock.ms += ms;
  };
  /** Final answers the client read (after retries), raw text included, for exactness checks. */
  const seen: { status: number; text: string }[] = [];
  /** Every HTTP attempt's status, including the ones the http client retried. */
  const attempts: number[] = [];

  const sandbox: RunningCoupangSandbox = await startCoupangSandbox({
    now: () => clock.ms,
    approvalDelayMs: 5000,
  });
  const [first, second] = sandbox.vendors;
  if (!first || !second) throw new Error('the sandbox needs two demo vendors');
  const credentials: CoupangCredentials = {
    accessKey: first.accessKey,
    secretKey: first.secretKey,
    vendorId: first.vendorId,
  };
  const other: CoupangCredentials = {
    accessKey: second.accessKey,
    secretKey: second.secretKey,
    vendorId: second.vendorId,
  };

  const recordingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    attempts.push(response.status);
    return response;
  };
  const recording = (http: HttpClient): HttpClient => ({
    async send(request) {
      const response = await http.send(request);
      seen.push({ status: response.status, text: response.text });
      return response;
    },
  });

  return {
    clock,
    advance,
    seen,
    attempts,
    sandbox,
    credentials,
    other,
    wingAccount: first.wingAccount,
    /** A vendor client against the sandbox. */
    clientFor(keys: CoupangCredentials, options: HarnessClientOptions = {}): CoupangVendorClient {
      const http = recording(
        createHttpClient({ fetch: recordingFetch, sleep: advance, maxRetries: options.maxRetries ?? 2 }),
      );
      return createCoupangClient({
        baseUrl: sandbox.baseUrl,
        http,
        clock: () => new Date(clock.ms + (options.clockSkewMs ?? 0)),
        rateLimiter:
          options.rateLimiter ??
          (options.throttled === false
            ? { take: async () => undefined }
            : createCoupangRateLimiter({ now: () => clock.ms, sleep: advance })),
      }).forVendor(keys);
    },
    /** Moves past the vendor's one-second quota and forgets what was recorded. */
    async reset() {
      await advance(2000);
      seen.length = 0;
      attempts.length = 0;
    },
    close: () => sandbox.close(),
  };
}

export type CoupangHarness = Awaited<ReturnType<typeof startCoupangHarness>>;

/** Awaits a promise expected to fail with Upstream and returns that error. */
export async function upstreamOf(promise: Promise<unknown>): Promise<Upstream> {
  const error = await promise.catch((caught: unknown) => caught);
  if (!(error instanceof Upstream)) throw new Error(`expected an Upstream error, got ${String(error)}`);
  return error;
}
