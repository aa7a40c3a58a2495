import type { NaverDemoApplication } from './demo-accounts.ts';
import type { NaverOrderBook } from './order-book.ts';
import type { NaverSandboxStore } from './store.ts';

/** Gateway token bucket per application per API (Naver: replenish rate, burst = 2x rate). */
export interface NaverRateLimit {
  replenishRate: number;
  burstCapacity: number;
}

/** Options accepted by `naverSandboxPlugin`. */
export interface NaverSandboxOptions {
  /** Registered applications; defaults to the demo applications. */
  applications?: readonly NaverDemoApplication[];
  /** JSON file that keeps tokens, images and products across restarts; in memory when absent. */
  stateFile?: string;
  /** Millisecond clock, injectable so tests can expire tokens and timestamps without waiting. */
  now?: () => number;
  /** Absolute URL the plugin is reachable at, used in image URLs; derived from each request otherwise. */
  baseUrl?: string;
  /** Per-API limit; `false` turns it off. Defaults to 2 per second with a burst of 4. */
  rateLimit?: NaverRateLimit | false;
  /** Largest accepted image file; defaults to 10 MiB (Naver publishes no limit). */
  maxImageBytes?: number;
  /** Shared state, so a caller (the standalone server, tests) can inspect and steer it. */
  store?: NaverSandboxStore;
  /** Time between two orders of one listed product after its first (1 s after registration); default 10 minutes. */
  orderIntervalMs?: number;
  /** A dispatched product order is DELIVERED this long after the dispatch call; default 1 day. */
  deliveredAfterMs?: number;
  /** Seed of generated orders; the same seed and clock give the same orders. Default 1. */
  orderSeed?: number;
  /** Product orders kept per application, oldest dropped; default 2,000. */
  maxOrdersPerApplication?: number;
}

/** Everything the route modules need, resolved once when the plugin is registered. */
export interface NaverSandboxContext {
  applications: ReadonlyMap<string, NaverDemoApplication>;
  store: NaverSandboxStore;
  /** Generated product orders (in memory: a restart regenerates them from the products, unconfirmed). */
  orders: NaverOrderBook;
  now: () => number;
  rateLimit: NaverRateLimit | false;
  maxImageBytes: number;
  /** Base URL of the plugin for the current request (fixed or derived). */
  baseUrlFor: (request: { protocol: string; host: string }) => string;
}

/** Documented token lifetime: 3 hours. */
export const TOKEN_TTL_MS = 10_800_000;
/** While a token has at least this much left, the endpoint hands out the same token again. */
export const TOKEN_REUSE_MIN_REMAINING_MS = 1_800_000;
/** A signed timestamp is accepted for 5 minutes. */
export const TIMESTAMP_WINDOW_MS = 300_000;
export const DEFAULT_RATE_LIMIT: NaverRateLimit = { replenishRate: 2, burstCapacity: 4 };
export const DEFAULT_MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGES_PER_UPLOAD = 10;
export const MAX_SEARCH_PAGE_SIZE = 500;
