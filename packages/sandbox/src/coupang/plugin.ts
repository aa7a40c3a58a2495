import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { JsonState } from '../state/json-state.ts';
import { registerCategoryRoutes } from './category-routes.ts';
import { COUPANG_DEMO_VENDORS } from './demo-accounts.ts';
import { registerDispatchRoutes } from './dispatch-routes.ts';
import { registerGateway } from './gateway.ts';
import { DEFAULT_IMAGE_DOWNLOAD } from './image-download.ts';
import {
  type CoupangSandboxContext,
  type CoupangSandboxOptions,
  DEFAULT_APPROVAL_DELAY_MS,
  DEFAULT_COURIER_PICKUP_MS,
  DEFAULT_RATE_LIMIT_PER_SECOND,
  DEFAULT_SEED,
  DEFAULT_SIGNATURE_TOLERANCE_MS,
} from './options.ts';
import { DispatchStore } from './order-dispatch-store.ts';
import { registerOrderRoutes } from './order-routes.ts';
import { registerProductRoutes } from './product-routes.ts';
import { initialCoupangState, ProductStore } from './product-store.ts';
import { SlidingWindowLimiter } from './rate-limiter.ts';
import { registerShippingRoutes } from './shipping-routes.ts';
import { registerVendorItemRoutes } from './vendor-item-routes.ts';

/** Resolves options into the shared context (state file loaded, limiter and store built). */
export function createCoupangSandboxContext(opts: CoupangSandboxOptions): CoupangSandboxContext {
  const vendors = opts.vendors ?? COUPANG_DEMO_VENDORS;
  const now = opts.now ?? Date.now;
  const state = new JsonState(opts.stateFile, initialCoupangState);
  const approvalDelayMs = opts.approvalDelayMs ?? DEFAULT_APPROVAL_DELAY_MS;
  const perSecond = opts.rateLimitPerSecond ?? DEFAULT_RATE_LIMIT_PER_SECOND;
  return {
    vendorsByAccessKey: new Map(vendors.map((vendor) => [vendor.accessKey, vendor])),
    vendorsById: new Map(vendors.map((vendor) => [vendor.vendorId, vendor])),
    now,
    approvalDelayMs,
    signatureToleranceMs: opts.signatureToleranceMs ?? DEFAULT_SIGNATURE_TOLERANCE_MS,
    seed: opts.seed ?? DEFAULT_SEED,
    imageDownload: { ...DEFAULT_IMAGE_DOWNLOAD, ...opts.imageDownload },
    limiter: perSecond > 0 ? new SlidingWindowLimiter(perSecond, now) : undefined,
    products: new ProductStore(state, now, approvalDelayMs),
    courierPickupMs: opts.courierPickupMs ?? DEFAULT_COURIER_PICKUP_MS,
    dispatch: new DispatchStore(state),
    state,
    vendorOf: new WeakMap(),
    rawBodies: new WeakMap(),
  };
}

/** Mounts the gateway and every API family on an (already prefixed, encapsulated) instance. */
export function mountCoupangSandbox(app: FastifyInstance, ctx: CoupangSandboxContext): void {
  registerGateway(app, ctx);
  registerProductRoutes(app, ctx);
  registerVendorItemRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerDispatchRoutes(app, ctx);
  registerShippingRoutes(app, ctx);
  registerCategoryRoutes(app, ctx);
  app.addHook('onClose', async () => {
    ctx.state.flush();
  });
}

/** Fastify plugin serving a local Coupang Wing Open API (HMAC-checked); register it with prefix /sandbox/coupang. */
export const coupangSandboxPlugin: FastifyPluginAsync<CoupangSandboxOptions> = async (app, opts) => {
  mountCoupangSandbox(app, createCoupangSandboxContext(opts));
};
