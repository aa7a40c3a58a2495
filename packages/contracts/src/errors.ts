import { z } from 'zod';
import { reviewCheckSchema } from './review-check.ts';

/** Body of every error response: a Korean message for people and a stable code for programs. */
export const errorBodySchema = z.object({
  detail: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** On `upstream_error`: which external service failed, and its own error code when it sent one. */
  provider: z.string().optional(),
  provider_code: z.string().optional(),
  /** On `listing_review_failed`: every check of the pre-upload review (see listing-review.ts). */
  checks: z.array(reviewCheckSchema).optional(),
  /** On `duplicate_upload`: the listing made earlier from the same supplier item (see uploads.ts). */
  existing_product: z
    .object({
      id: z.string(),
      display_product_name: z.string(),
      store_url: z.string().nullable(),
      admin_url: z.string().nullable(),
      created_at: z.string(),
    })
    .optional(),
  /** On `marketplace_rejected`: the saved failed attempt, so the seller can open it. */
  uploaded_product_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Stable error codes shared by server and web. */
export const errorCodes = {
  validation: 'validation_error',
  malformedJson: 'malformed_json',
  bodyTooLarge: 'body_too_large',
  notFound: 'not_found',
  routeNotFound: 'route_not_found',
  forbidden: 'forbidden',
  conflict: 'conflict',
  invalid: 'invalid_request',
  upstream: 'upstream_error',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  unavailable: 'service_unavailable',
  unauthenticated: 'unauthenticated',
  tokenInvalid: 'token_invalid',
  tokenExpired: 'token_expired',
  tokenRevoked: 'token_revoked',
  loginStateInvalid: 'login_state_invalid',
  loginRedirectRefused: 'login_redirect_refused',
  loginFailed: 'login_failed',
  marketplaceCredentialsInvalid: 'marketplace_credentials_invalid',
  workspaceAlreadyExists: 'workspace_already_exists',
  inviteSelf: 'invite_self',
  alreadyMember: 'already_member',
  invitationPending: 'invitation_pending',
  storeLimitReached: 'store_limit_reached',
  memberLimitReached: 'member_limit_reached',
  memberNotFound: 'member_not_found',
  ownerNotRemovable: 'owner_not_removable',
  notAnInvitation: 'not_an_invitation',
  invitationAnswered: 'invitation_answered',
  invitationNotFound: 'invitation_not_found',
  storeNotFound: 'store_not_found',
  storeConfirmationMismatch: 'store_confirmation_mismatch',
  storeVendorMismatch: 'store_vendor_mismatch',
  wingAccountTaken: 'wing_account_taken',
  storeKeysMissing: 'store_keys_missing',
  placeNotFound: 'place_not_found',
  placeUnusable: 'place_unusable',
  sourceUrlInvalid: 'source_url_invalid',
  sourceAddressBlocked: 'source_address_blocked',
  sourceUnreachable: 'source_unreachable',
  sourceTimeout: 'source_timeout',
  sourceTooLarge: 'source_too_large',
  sourceTooManyRedirects: 'source_too_many_redirects',
  sourceHttpError: 'source_http_error',
  sourceBlocked: 'source_blocked',
  sourceNotHtml: 'source_not_html',
  sourceLoginRequired: 'source_login_required',
  /** The page is drawn in the browser: its server HTML has no product to read (use the browser extension). */
  sourceNeedsBrowser: 'source_needs_browser',
  sourceProductMismatch: 'source_product_mismatch',
  /** Reading the page took more CPU time than one page may (a hostile or broken page); its parser was restarted. */
  sourceTooComplex: 'source_too_complex',
  noProductFound: 'no_product_found',
  csvNotCsv: 'csv_not_csv',
  csvMissingFile: 'csv_missing_file',
  csvTooLarge: 'csv_too_large',
  csvTooManyRows: 'csv_too_many_rows',
  csvMalformed: 'csv_malformed',
  csvEmpty: 'csv_empty',
  workspacePlatformMismatch: 'workspace_platform_mismatch',
  unsupportedPlatform: 'unsupported_platform',
  duplicateUpload: 'duplicate_upload',
  uploadQuotaExceeded: 'upload_quota_exceeded',
  uploadSettingsMissing: 'upload_settings_missing',
  draftIncomplete: 'draft_incomplete',
  exchangeRateMissing: 'exchange_rate_missing',
  categoryNotFound: 'category_not_found',
  marketplaceRejected: 'marketplace_rejected',
  /** The user's failed upload attempts of the last hour reached the cap: nothing was sent. */
  tooManyFailedUploads: 'too_many_failed_uploads',
  /** The pre-upload review found errors: nothing was sent; `checks` says what to fix. */
  listingReviewFailed: 'listing_review_failed',
  /** A sync interval shorter than the workspace owner's plan allows. */
  syncIntervalNotInPlan: 'sync_interval_not_in_plan',
  apiKeyInvalid: 'api_key_invalid',
  bulkTooManyUrls: 'bulk_too_many_urls',
  bulkNoUrls: 'bulk_no_urls',
  bulkTooManyOpen: 'bulk_too_many_open',
  bulkStopping: 'bulk_stopping',
  /** The user already has the most live progress streams open (across every instance). */
  tooManyStreams: 'too_many_streams',
  batchNotFound: 'batch_not_found',
  productNotFound: 'product_not_found',
  resendNotAllowed: 'resend_not_allowed',
  orderStoreNotFound: 'order_store_not_found',
  paymentOrderNotFound: 'payment_order_not_found',
  paymentNotPending: 'payment_not_pending',
  paymentAmountMismatch: 'payment_amount_mismatch',
  paymentFailed: 'payment_failed',
  planAlreadyActive: 'plan_already_active',
  /** billing-issue without a card window opened by this user in the last 30 minutes (or one already used). */
  billingAuthNotFound: 'billing_auth_not_found',
  /** A change, cancel or resume with no auto-renewing subscription (or nothing scheduled) to act on. */
  noSubscription: 'no_subscription',
  /** An upload to a store above the owner's plan count (read-only after a move to a smaller plan). */
  storeReadOnly: 'store_read_only',
  /** A plan change while the renewal charge is failing: the card must be replaced first. */
  subscriptionPastDue: 'subscription_past_due',
  investigatorLimitReached: 'investigator_limit_reached',
  adminRequired: 'admin_required',
  ipBlocked: 'ip_blocked',
  ipAlreadyBanned: 'ip_already_banned',
  ipNotBanned: 'ip_not_banned',
  ipSelfBlock: 'ip_self_block',
  ipProtected: 'ip_protected',
  pageOutOfRange: 'page_out_of_range',
  searchRecordNotFound: 'search_record_not_found',
  crawlSiteUnknown: 'crawl_site_unknown',
  crawlNotFound: 'crawl_not_found',
  crawlAlreadyRunning: 'crawl_already_running',
  htmlFileNotFound: 'html_file_not_found',
  htmlLinkInvalid: 'html_link_invalid',
  /** A picture to host could not be downloaded (bad or internal address, HTTP error, not an image answer). */
  imageDownloadFailed: 'image_download_failed',
  /** A picture to host is not a JPEG, PNG, GIF, WEBP or BMP by its bytes (SVG, HTML …), is broken, or has too many pixels. */
  imageUnusable: 'image_unusable',
  /** A picture to host is larger than the byte limit (10 MB). */
  imageTooLarge: 'image_too_large',
  /** The store owner's plan has hosted its pictures for this month. */
  imageQuotaExceeded: 'image_quota_exceeded',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
