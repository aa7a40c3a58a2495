import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerCategoryRoutes } from './category-routes.ts';
import { NAVER_DEMO_APPLICATIONS } from './demo-accounts.ts';
import { registerAuthentication, registerGatewayHooks } from './gateway.ts';
import { registerImageHost, registerImageUpload } from './image-routes.ts';
import { registerOptionStockRoutes } from './option-stock-routes.ts';
import {
  DEFAULT_MAX_IMAGE_BYTES,
  DEFAULT_RATE_LIMIT,
  type NaverSandboxContext,
  type NaverSandboxOptions,
} from './options.ts';
import { NaverOrderBook } from './order-book.ts';
import { registerOrderRoutes } from './order-routes.ts';
import { DEFAULT_ORDER_OPTIONS } from './order-rules.ts';
import { registerProductRoutes } from './product-routes.ts';
import { registerProductSearch } from './product-search.ts';
import { registerProductStatusRoutes } from './product-status-routes.ts';
import { registerReferenceRoutes } from './reference-routes.ts';
import { apiCodeForStatus, sendApiError, sendGatewayError } from './responses.ts';
import { registerSellerRoutes } from './seller-routes.ts';
import { NaverSandboxStore } from './store.ts';
import { registerTokenRoute } from './token-route.ts';

/** Fastify plugin serving a local Naver Commerce API; register it with a prefix such as /sandbox/naver. */
export const naverSandboxPlugin: FastifyPluginAsync<NaverSandboxOptions> = async (app, opts) => {
  await mountNaverSandbox(app, opts);
};

/** Mounts the sandbox on an (already prefixed, encapsulated) instance; `resolveBaseUrl` overrides derivation. */
export async function mountNaverSandbox(
  app: FastifyInstance,
  opts: NaverSandboxOptions,
  resolveBaseUrl?: () => string,
): Promise<NaverSandboxContext> {
  // Registered here, inside our encapsulation context, unless the host app already parses these types
  // (a second parser for the same content type would make Fastify refuse to start).
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const maxImageBytes = opts.maxImageBytes ?? DEFAULT_MAX_IMAGE_BYTES;
  if (!app.hasContentTypeParser('multipart/form-data')) {
    // Oversized files are reported per file in Naver's error shape instead of failing the whole request.
    await app.register(multipart, { throwFileSizeLimit: false });
  }

  const prefix = app.prefix;
  const fixedBaseUrl = opts.baseUrl?.replace(/\/+$/, '');
  const store = opts.store ?? new NaverSandboxStore(opts.stateFile);
  const ctx: NaverSandboxContext = {
    applications: new Map(
      (opts.applications ?? NAVER_DEMO_APPLICATIONS).map((application) => [
        application.clientId,
        application,
      ]),
    ),
    store,
    orders: new NaverOrderBook(store, {
      intervalMs: opts.orderIntervalMs ?? DEFAULT_ORDER_OPTIONS.intervalMs,
      deliveredAfterMs: opts.deliveredAfterMs ?? DEFAULT_ORDER_OPTIONS.deliveredAfterMs,
      seed: opts.orderSeed ?? DEFAULT_ORDER_OPTIONS.seed,
      maxPerApplication: opts.maxOrdersPerApplication ?? DEFAULT_ORDER_OPTIONS.maxPerApplication,
    }),
    now: opts.now ?? Date.now,
    rateLimit: opts.rateLimit ?? DEFAULT_RATE_LIMIT,
    maxImageBytes,
    baseUrlFor: (request) =>
      resolveBaseUrl?.() ?? fixedBaseUrl ?? `${request.protocol}://${request.host}${prefix}`,
  };

  app.addHook('onClose', async () => {
    store.flush();
  });
  // Every failure on these routes answers in Naver's API error shape, including Fastify's own (bad JSON, limits).
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error, 'naver sandbox failure');
      return sendApiError(
        reply,
        ctx.now(),
        500,
        'INTERNAL_SERVER_ERROR',
        '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
      );
    }
    return sendApiError(
      reply,
      ctx.now(),
      status,
      apiCodeForStatus(status),
      `잘못된 요청입니다. (${error.message})`,
    );
  });
  app.setNotFoundHandler((_request, reply) => {
    return sendGatewayError(reply, ctx.now(), 404, 'GW.NOT_FOUND', '요청한 API를 찾을 수 없습니다.');
  });

  registerGatewayHooks(app, ctx);
  registerTokenRoute(app, ctx);
  registerImageHost(app, ctx);
  await app.register(async (secured) => {
    registerAuthentication(secured, ctx);
    registerSellerRoutes(secured);
    registerImageUpload(secured, ctx);
    registerProductRoutes(secured, ctx);
    registerProductStatusRoutes(secured, ctx);
    registerOptionStockRoutes(secured, ctx);
    registerProductSearch(secured, ctx);
    registerCategoryRoutes(secured, ctx);
    registerReferenceRoutes(secured, ctx);
    registerOrderRoutes(secured, ctx);
  });
  return ctx;
}
