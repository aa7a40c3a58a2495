import type { SupplierState } from '../shop/supplier-state.ts';
import type { OwnerclanAccount } from './demo-accounts.ts';

/** Options accepted by `ownerclanSandboxPlugin`. Tokens are self-contained: no state file. */
export interface OwnerclanSandboxOptions {
  /** Seller accounts `/auth` accepts; defaults to the demo seller (see demo-accounts.ts). */
  accounts?: readonly OwnerclanAccount[];
  /**
   * Absolute URL of the demo shop sandbox (e.g. https://ollida.example/sandbox/shop); item images and detail HTML
   * point there. When absent it is `/sandbox/shop` on the host the request came in on.
   */
  shopBaseUrl?: string;
  /** Millisecond clock, injectable so tests can expire tokens without waiting. */
  now?: () => number;
  /** Token lifetime; defaults to 30 days, Ownerclan's documented "about a month". */
  tokenTtlMs?: number;
  /**
   * HS256 key the tokens are signed with. Random per start when absent, so a restart invalidates old tokens and
   * clients have to log in again, as they must after a real token expires.
   */
  tokenSecret?: string;
  /** The demo supplier's live state, shared with the shop so admin changes show here; the static catalogue when absent. */
  supplier?: SupplierState;
}
