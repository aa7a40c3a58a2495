import type { JsonState } from '../state/json-state.ts';

/** One key pair of a merchant: a browser client key and the secret key that confirms its payments. */
export interface TossMerchantKeys {
  mId: string;
  /** Shown on the checkout page as the shop's name. */
  merchantName: string;
  clientKey: string;
  secretKey: string;
}

/** Options accepted by `tossSandboxPlugin`. */
export interface TossSandboxOptions {
  /** Accepted key pairs; defaults to the demo merchant's two families (see demo-accounts.ts). */
  keys?: readonly TossMerchantKeys[];
  /** Absolute URL of the mounted plugin (e.g. https://ollida.example/sandbox/toss); otherwise derived per request. */
  publicUrl?: string;
  /** JSON file that keeps payments and idempotency records across restarts; in memory when absent. */
  stateFile?: string;
  /** Millisecond clock, injectable so tests can expire sessions without waiting. */
  now?: () => number;
  /** Shared state handle, so the standalone server and tests can inspect payments. */
  state?: JsonState<TossSandboxState>;
  /**
   * Origins successUrl and failUrl must be on (e.g. the app's own); when absent any http(s) URL is accepted. Inside
   * the app this keeps the public demo keys from turning the checkout page into a redirect to anywhere.
   */
  allowedReturnOrigins?: readonly string[];
  /** Whether any origin may open windows (the standalone server next to a dev server needs it); default true. */
  cors?: boolean;
  /** Where `BILLING_DELETED` webhooks are posted (the merchant's registered webhook URL); none are sent when absent. */
  webhookUrl?: string;
}

/** Lifecycle of a payment as the sandbox stores it; `EXPIRED` is derived from the clock, never stored. */
export type StoredPaymentStatus =
  | 'READY'
  | 'IN_PROGRESS'
  | 'DONE'
  | 'CANCELED'
  | 'PARTIAL_CANCELED'
  | 'ABORTED';

/** One cancellation, in the units Toss reports. */
export interface StoredCancel {
  transactionKey: string;
  cancelReason: string;
  cancelAmount: number;
  refundableAmount: number;
  canceledAt: number;
}

/** A payment window opened by the SDK shim, and what became of it. */
export interface StoredPayment {
  paymentKey: string;
  checkoutId: string;
  mId: string;
  clientKey: string;
  sdk: 'v1' | 'v2';
  /** `BILLING` for a charge to a billing key (no window); a window payment otherwise. */
  type?: 'BILLING';
  orderId: string;
  orderName: string;
  amount: number;
  successUrl: string;
  failUrl: string;
  customerName?: string;
  customerEmail?: string;
  customerMobilePhone?: string;
  customerKey?: string;
  metadata?: Record<string, string>;
  status: StoredPaymentStatus;
  requestedAt: number;
  /** When the buyer pressed 결제하기: the 10-minute confirm window starts here. */
  authenticatedAt?: number;
  approvedAt?: number;
  balanceAmount: number;
  approveNo?: string;
  lastTransactionKey?: string;
  failure?: { code: string; message: string };
  cancels: StoredCancel[];
}

/** Test cards of the billing window; each decides what its charges answer (see billing-cards.ts). */
export type BillingCardPreset = 'normal' | 'insufficient' | 'stopped';

/** A card registration window opened by `requestBillingAuth`, until the user registers a card or leaves. */
export interface StoredBillingWindow {
  windowId: string;
  mId: string;
  clientKey: string;
  customerKey: string;
  successUrl: string;
  failUrl: string;
  customerName?: string;
  customerEmail?: string;
  openedAt: number;
}

/** A one-time authKey handed to the successUrl; exchanged once for a billing key. */
export interface StoredBillingAuth {
  mId: string;
  customerKey: string;
  preset: BillingCardPreset;
  issuedAt: number;
}

/** An issued billing key: whose it is, its card, and whether it was deleted. */
export interface StoredBillingKey {
  mId: string;
  customerKey: string;
  preset: BillingCardPreset;
  issuerCode: string;
  number: string;
  cardType: '신용' | '체크';
  authenticatedAt: number;
  deletedAt?: number;
}

/** A stored answer to a POST sent with an Idempotency-Key. */
export interface IdempotentAnswer {
  status: number;
  body: string;
  expiresAt: number;
}

/** Everything the sandbox keeps: payments by paymentKey, checkout ids, and idempotent answers by scope. */
export interface TossSandboxState {
  payments: Record<string, StoredPayment>;
  /** checkoutId -> paymentKey; the checkout page is addressed by an id that does not reveal the paymentKey. */
  checkouts: Record<string, string>;
  idempotency: Record<string, IdempotentAnswer>;
  /** Billing windows by id, authKeys, and billing keys (absent in state files written before billing existed). */
  billingWindows?: Record<string, StoredBillingWindow>;
  billingAuths?: Record<string, StoredBillingAuth>;
  billingKeys?: Record<string, StoredBillingKey>;
}

/** Everything the route modules need, resolved once when the plugin is registered. */
export interface TossSandboxContext {
  keys: readonly TossMerchantKeys[];
  state: JsonState<TossSandboxState>;
  now: () => number;
  /** Absolute base URL of the plugin for the current request, without a trailing slash. */
  baseUrlFor: (request: { protocol: string; host: string }) => string;
  /** Normalised `allowedReturnOrigins`; undefined means any origin. */
  allowedReturnOrigins: ReadonlySet<string> | undefined;
  cors: boolean;
  webhookUrl: string | undefined;
}

/** An empty sandbox. */
export function initialTossState(): TossSandboxState {
  return {
    payments: {},
    checkouts: {},
    idempotency: {},
    billingWindows: {},
    billingAuths: {},
    billingKeys: {},
  };
}

/** After the buyer authenticates, the merchant has this long to confirm. */
export const CONFIRM_WINDOW_MS = 10 * 60 * 1000;
/** An opened window the buyer never completes lapses after this long. */
export const CHECKOUT_WINDOW_MS = 30 * 60 * 1000;
/** Unsettled windows kept at most (the most recent ones): anyone holding the public client key can open them. */
export const MAX_UNSETTLED_PAYMENTS = 1000;
/** Toss keeps idempotent answers for 15 days. */
export const IDEMPOTENCY_TTL_MS = 15 * 24 * 60 * 60 * 1000;
/** Billing windows, unused authKeys and billing keys kept at most each (the oldest go first). */
export const MAX_BILLING_RECORDS = 1000;
/** An authKey not exchanged within this long is gone (Toss's lifetime is not documented; short and safe). */
export const BILLING_AUTH_TTL_MS = 30 * 60 * 1000;
