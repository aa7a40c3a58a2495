import { type LoginErrorCode, loginErrorCodes } from '@ollida/contracts/session-keys';
import { loginAttemptParam } from '../../../lib/auth-storage';
import { paths, serverPaths } from '../../../lib/paths';
import { returnPathParam } from '../../../lib/return-path';

/**
 * The server's Google sign-in address: the provider returns to the server's callback, and the server
 * finally sends the browser to /login?attempt=...(&next=...) with `#token=...` or `#error=...`.
 */
export function googleLoginUrl(origin: string, attempt: string, returnPath: string | null = null): string {
  const redirectUri = encodeURIComponent(`${origin}${serverPaths.googleCallback}`);
  const finalQuery = new URLSearchParams({ [loginAttemptParam]: attempt });
  if (returnPath !== null) finalQuery.set(returnPathParam, returnPath);
  const finalRedirect = encodeURIComponent(`${origin}${paths.login}?${finalQuery}`);
  return `${serverPaths.googleLogin}?redirect_uri=${redirectUri}&final_redirect=${finalRedirect}`;
}

const loginErrorMessages: Record<LoginErrorCode, string> = {
  [loginErrorCodes.cancelled]: '로그인이 취소되었습니다.',
  [loginErrorCodes.emailNotVerified]: '이메일 인증이 완료된 Google 계정으로 로그인해 주세요.',
  [loginErrorCodes.emailTaken]:
    '이 이메일은 이미 다른 Google 계정으로 가입되어 있습니다. 처음 가입한 계정으로 로그인해 주세요.',
  [loginErrorCodes.failed]: '로그인에 실패했습니다. 다시 시도해 주세요.',
};

/** The Korean message for a sign-in error code from the fragment; unknown codes read as a failure. */
export function loginErrorMessage(code: string): string {
  return Object.hasOwn(loginErrorMessages, code)
    ? loginErrorMessages[code as LoginErrorCode]
    : loginErrorMessages[loginErrorCodes.failed];
}
