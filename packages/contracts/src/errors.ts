import { z } from 'zod';

/** Body of every error response: a Korean message for people and a stable code for programs. */
export const errorBodySchema = z.object({
  detail: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** On `upstream_error`: which external service failed, and its own error code when it sent one. */
  provider: z.string().optional(),
  provider_code: z.string().optional(),
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
  storeNotFound: 'store_not_found',
  storeConfirmationMismatch: 'store_confirmation_mismatch',
  storeVendorMismatch: 'store_vendor_mismatch',
  storeKeysMissing: 'store_keys_missing',
  placeNotFound: 'place_not_found',
  placeUnusable: 'place_unusable',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
