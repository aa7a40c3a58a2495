import type { ShopMember } from './demo-accounts.ts';
import type { ShopImageRegistry } from './image-registry.ts';
import type { Pacer } from './pacing.ts';
import type { ShopSessions } from './sessions.ts';
import type { SupplierState } from './supplier-state.ts';

/** Per-client request pacing: a token bucket of `burst` requests refilled at `perSecond`. */
export interface ShopPacingOptions {
  burst: number;
  perSecond: number;
}

/** Options accepted by `shopSandboxPlugin`. */
export interface ShopSandboxOptions {
  /** Millisecond clock, injectable so tests can drive pacing and dates without waiting. */
  now?: () => number;
  /** Products per listing page; defaults to 4 so that paging is always exercised. */
  listPageSize?: number;
  /** When set, clients that request faster than this get 429 with Retry-After (off by default). */
  pacing?: ShopPacingOptions;
  /** Accounts accepted by the login walls; defaults to the demo member. */
  members?: ShopMember[];
  /**
   * The supplier's live state (admin changes over the static catalogue); share one with the 도매꾹 and 오너클랜
   * stand-ins so a change shows there too. In memory when absent.
   */
  supplier?: SupplierState;
}

/** Everything the route modules need, resolved once when the plugin is registered. */
export interface ShopContext {
  now: () => number;
  listPageSize: number;
  pacer: Pacer | undefined;
  sessions: ShopSessions;
  members: ShopMember[];
  images: ShopImageRegistry;
  supplier: SupplierState;
}
