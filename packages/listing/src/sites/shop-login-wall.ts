import type { AdapterResult } from '../adapter.ts';
import type { Page } from '../page.ts';

/**
 * True when the page is a login form rather than a product: login walls answer HTTP 200, so only the page tells.
 * Either the URL is a known login path, or the page has a password field and says 로그인 in its title.
 * Callers first check their own product markers, so a product page with a header login box is not taken for a wall.
 */
export function isLoginPage(page: Page, loginPaths: readonly RegExp[]): boolean {
  const path = page.url.pathname;
  if (loginPaths.some((pattern) => pattern.test(path))) return true;
  if (!/type\s*=\s*["']?password/i.test(page.html)) return false;
  return /로그인|login/i.test(page.title() ?? '');
}

/** The adapter answer for a login wall: no product fields and a `login_required` warning with `message`. */
export function loginRequired(message: string): AdapterResult {
  return { fields: {}, warnings: [{ code: 'login_required', message }] };
}
