import type { SupplierState } from '../shop/supplier-state.ts';

/** Options accepted by `domeggookSandboxPlugin`. */
export interface DomeggookSandboxOptions {
  /** Accepted `aid` values; defaults to the demo key (see demo-accounts.ts). */
  apiKeys?: readonly string[];
  /**
   * Absolute URL of the demo shop sandbox (e.g. https://ollida.example/sandbox/shop); thumbnails and detail images
   * point there. When absent it is `/sandbox/shop` on the host the request came in on.
   */
  shopBaseUrl?: string;
  /** Millisecond clock; only stamps the page context the shop's URL writers take. */
  now?: () => number;
  /** The demo supplier's live state, shared with the shop so admin changes show here; the static catalogue when absent. */
  supplier?: SupplierState;
}
