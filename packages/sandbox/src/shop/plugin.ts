import formbody from '@fastify/formbody';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { registerBenchProductRoutes } from './bench-products.ts';
import { registerConditionalPages } from './conditional-pages.ts';
import { SHOP_DEMO_MEMBER } from './demo-accounts.ts';
import { ShopImageRegistry } from './image-registry.ts';
import { registerMemberRoutes } from './member-routes.ts';
import type { ShopContext, ShopSandboxOptions } from './options.ts';
import { Pacer } from './pacing.ts';
import { registerProductRoutes } from './product-routes.ts';
import { DEFAULT_LIST_PAGE_SIZE } from './render-listing.ts';
import { renderErrorPage, renderTooManyRequestsPage } from './render-misc.ts';
import { pageContext, sendHtml, sendNotFound } from './respond.ts';
import { ShopSessions } from './sessions.ts';
import { registerShopAdminRoutes } from './shop-admin-routes.ts';
import { registerSiteRoutes } from './site-routes.ts';
import { SupplierState } from './supplier-state.ts';

/** Fastify plugin serving the demo supplier shop (product pages in real site styles); mount at /sandbox/shop. */
export const shopSandboxPlugin: FastifyPluginAsync<ShopSandboxOptions> = async (app, opts) => {
  // Registered inside our encapsulation context, so the host app's body parsing is untouched.
  await app.register(formbody);

  const now = opts.now ?? Date.now;
  const listPageSize = opts.listPageSize ?? DEFAULT_LIST_PAGE_SIZE;
  if (!Number.isInteger(listPageSize) || listPageSize < 1) {
    throw new Error('shop sandbox listPageSize must be a positive integer');
  }
  const shop: ShopContext = {
    now,
    listPageSize,
    pacer: opts.pacing === undefined ? undefined : new Pacer(opts.pacing, now),
    sessions: new ShopSessions(),
    members: opts.members ?? [SHOP_DEMO_MEMBER],
    images: new ShopImageRegistry(),
    supplier: opts.supplier ?? new SupplierState(),
  };
  const prefix = app.prefix;

  const pacer = shop.pacer;
  if (pacer !== undefined) {
    app.addHook('onRequest', async (request, reply) => {
      const result = pacer.take(request.ip);
      if (result.allowed) return;
      reply.header('retry-after', String(result.retryAfterSeconds));
      return sendHtml(reply, renderTooManyRequestsPage(result.retryAfterSeconds), 429);
    });
  }

  // Errors on these routes answer as a shop would: a Korean HTML page, never JSON or internals.
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error, 'shop sandbox failure');
    return sendHtml(reply, renderErrorPage(status), status);
  });
  app.setNotFoundHandler(async (request, reply) => sendNotFound(reply, pageContext(request, prefix, now)));

  registerConditionalPages(app);
  registerSiteRoutes(app, shop);
  registerProductRoutes(app, shop);
  registerMemberRoutes(app, shop);
  registerBenchProductRoutes(app, shop);
  registerShopAdminRoutes(app, shop);
  app.addHook('onClose', async () => shop.supplier.flush());
};
