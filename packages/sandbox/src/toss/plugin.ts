import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { JsonState } from '../state/json-state.ts';
import { registerBillingWindowRoutes } from './billing-window-routes.ts';
import { registerCheckoutRoutes } from './checkout-routes.ts';
import { TOSS_DEMO_MERCHANT_KEYS } from './demo-accounts.ts';
import { sendTossReply, tossError } from './errors.ts';
import { initialTossState, type TossSandboxContext, type TossSandboxOptions } from './options.ts';
import { registerPaymentRoutes } from './payments-routes.ts';
import { registerShimRoutes } from './shim.ts';

/** Validates a configured public base URL and drops trailing slashes so `${base}/checkout` is well formed. */
export function normalizeBaseUrl(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Toss sandbox publicUrl must be an http(s) URL, got ${value}`);
  }
  return value.replace(/\/+$/, '');
}

/** Normalises configured return origins (`https://app.example/x` → `https://app.example`); refuses non-http(s). */
export function normalizeReturnOrigins(values: readonly string[]): ReadonlySet<string> {
  return new Set(
    values.map((value) => {
      const url = new URL(value);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new Error(`Toss sandbox allowedReturnOrigins must be http(s) origins, got ${value}`);
      }
      return url.origin;
    }),
  );
}

/** Fastify plugin serving a local Toss Payments: SDK shim, checkout and card windows, the payments REST API. */
export const tossSandboxPlugin: FastifyPluginAsync<TossSandboxOptions> = async (app, opts) => {
  const fixed = opts.publicUrl === undefined ? undefined : normalizeBaseUrl(opts.publicUrl);
  await mountTossSandbox(app, opts, fixed === undefined ? undefined : () => fixed);
};

/** Mounts the sandbox on an (already prefixed, encapsulated) instance; `resolveBaseUrl` overrides derivation. */
export async function mountTossSandbox(
  app: FastifyInstance,
  opts: TossSandboxOptions,
  resolveBaseUrl?: () => string,
): Promise<void> {
  // Registered inside our encapsulation context so the host app's body parsing is untouched.
  await app.register(formbody);

  const prefix = app.prefix;
  const state = opts.state ?? new JsonState(opts.stateFile, initialTossState);
  const ctx: TossSandboxContext = {
    keys: opts.keys ?? TOSS_DEMO_MERCHANT_KEYS,
    state,
    now: opts.now ?? Date.now,
    baseUrlFor: (request) => resolveBaseUrl?.() ?? `${request.protocol}://${request.host}${prefix}`,
    allowedReturnOrigins:
      opts.allowedReturnOrigins === undefined ? undefined : normalizeReturnOrigins(opts.allowedReturnOrigins),
    cors: opts.cors ?? true,
    webhookUrl: opts.webhookUrl,
  };
  app.addHook('onClose', async () => state.flush());

  // Keep every error on these routes in Toss's `{ code, message }` shape, Fastify's own (bad JSON, 415) included.
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error, 'toss sandbox failure');
      return sendTossReply(reply, tossError('FAILED_INTERNAL_SYSTEM_PROCESSING'));
    }
    return sendTossReply(reply, { status, body: { code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' } });
  });

  registerShimRoutes(app, ctx);
  registerCheckoutRoutes(app, ctx);
  registerBillingWindowRoutes(app, ctx);
  registerPaymentRoutes(app, ctx);
}
