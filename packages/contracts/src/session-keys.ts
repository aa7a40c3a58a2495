// Plain constants without zod: the SPA reads them on every page, including the landing page.

/** Fragment keys the server puts on the final redirect after sign-in. */
export const authFragment = { token: 'token', error: 'error' } as const;

/** Browser storage keys for the app token (docs/product/account-area.md#session: both are written). */
export const tokenStorageKeys = ['jwt', 'token'] as const;

/** Codes the server puts in `#error=` when a sign-in ends without a token. */
export const loginErrorCodes = {
  cancelled: 'access_denied',
  emailNotVerified: 'email_not_verified',
  emailTaken: 'email_taken',
  failed: 'login_failed',
} as const;
export type LoginErrorCode = (typeof loginErrorCodes)[keyof typeof loginErrorCodes];
