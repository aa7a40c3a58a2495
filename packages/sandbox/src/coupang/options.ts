import type { FastifyRequest } from 'fastify';
import type { JsonState } from '../state/json-state.ts';
import type { CoupangDemoVendor } from './demo-accounts.ts';
import type { ImageDownloadOptions } from './image-download.ts';
import type { DispatchStore } from './order-dispatch-store.ts';
import type { CoupangSandboxState, ProductStore } from './product-store.ts';
import type { SlidingWindowLimiter } from './rate-limiter.ts';

/** Options accepted by `coupangSandboxPlugin`. */
export interface CoupangSandboxOptions {
  /** Sellers whose keys are accepted; defaults to COUPANG_DEMO_VENDORS. */
  vendors?: readonly CoupangDemoVendor[];
  /** JSON file that keeps created products across restarts; in memory when absent. */
  stateFile?: string;
  /** Millisecond clock shared by signature checks, throttling, approval and order generation. */
  now?: () => number;
  /** Time from an approval request to 승인완료; default 5 s (the real service takes minutes). */
  approvalDelayMs?: number;
  /** Allowed distance between signed-date and the clock; default 5 minutes (the real value is undocumented). */
  signatureToleranceMs?: number;
  /** Calls per second per vendor before 429; default 10; 0 turns throttling off. */
  rateLimitPerSecond?: number;
  /** Seed for generated orders and places, so another seed gives another but equally stable world. */
  seed?: number;
  /**
   * The review's image download: `mode` 'loopback' (default) fetches vendorPath URLs on this machine only and rejects
   * (승인반려) a product whose picture fails; 'off' skips it. `timeoutMs` per image, default 3 s.
   */
  imageDownload?: Partial<ImageDownloadOptions>;
  /** Time from an invoice upload (DEPARTURE) until the courier has the parcel (DELIVERING); default 30 s. */
  courierPickupMs?: number;
}

/** Everything route modules need, resolved once per plugin instance. */
export interface CoupangSandboxContext {
  vendorsByAccessKey: ReadonlyMap<string, CoupangDemoVendor>;
  vendorsById: ReadonlyMap<string, CoupangDemoVendor>;
  now: () => number;
  approvalDelayMs: number;
  signatureToleranceMs: number;
  seed: number;
  imageDownload: ImageDownloadOptions;
  limiter: SlidingWindowLimiter | undefined;
  products: ProductStore;
  courierPickupMs: number;
  /** Acknowledged and shipped order sheets, over the generated ones. */
  dispatch: DispatchStore;
  /** Persisted products; flushed when the server closes. */
  state: JsonState<CoupangSandboxState>;
  /** The vendor the request authenticated as; set by the gateway hook. */
  vendorOf: WeakMap<FastifyRequest, CoupangDemoVendor>;
  /** Each JSON body's text as received, for routes whose 18-digit ids JSON.parse would round. */
  rawBodies: WeakMap<FastifyRequest, string>;
}

export const DEFAULT_APPROVAL_DELAY_MS = 5_000;
export const DEFAULT_SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;
export const DEFAULT_RATE_LIMIT_PER_SECOND = 10;
export const DEFAULT_SEED = 20_250_101;
export const DEFAULT_COURIER_PICKUP_MS = 30_000;

/** Route prefixes, kept in one place because the gateway matches them to pick an error family. */
export const PATHS = {
  sellerProducts: '/v2/providers/seller_api/apis/api/v1/marketplace/seller-products',
  vendorItems: '/v2/providers/seller_api/apis/api/v1/marketplace/vendor-items',
  categoryMeta:
    '/v2/providers/seller_api/apis/api/v1/marketplace/meta/category-related-metas/display-category-codes',
  autoCategoryAgreed:
    '/v2/providers/seller_api/apis/api/v1/marketplace/vendors/:vendorId/check-auto-category-agreed',
  predict: '/v2/providers/openapi/apis/api/v1/categorization/predict',
  openapiVendor: '/v2/providers/openapi/apis/api/:version/vendors/:vendorId',
  outbound: '/v2/providers/marketplace_openapi/apis/api/:version/vendor/shipping-place/outbound',
  /** Sandbox only (no such Wing API): the vendor's next review is rejected by a reviewer with the body's `reason`. */
  denyNextReview: '/sandbox-control/deny-next-review',
} as const;
