import { paths, serverPaths } from '../../../lib/paths';

/**
 * The server's Google sign-in address: the provider returns to the server's callback, and the server
 * finally sends the browser to /login with `#token=...` or `#error=...`.
 */
export function googleLoginUrl(origin: string): string {
  const redirectUri = encodeURIComponent(`${origin}${serverPaths.googleCallback}`);
  const finalRedirect = encodeURIComponent(`${origin}${paths.login}`);
  return `${serverPaths.googleLogin}?redirect_uri=${redirectUri}&final_redirect=${finalRedirect}`;
}

const cancelledCode = 'access_denied';

/** The Korean message for a sign-in error code from the fragment. */
export function loginErrorMessage(code: string): string {
  return code === cancelledCode ? '로그인이 취소되었습니다.' : '로그인에 실패했습니다. 다시 시도해 주세요.';
}
