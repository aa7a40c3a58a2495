import { paths } from './paths';

/** Query parameter of /login that names the page to return to after signing in. */
export const returnPathParam = 'next';

// The sign-in's final redirect (origin, attempt and this path, encoded) must stay under the server's 2,048 characters.
const maxReturnPathLength = 1024;

/**
 * `value` when it is a path of this app (with its query) to return to after signing in, else null: only a
 * relative path starting with one `/` — no `//host`, no scheme, no backslash, no control character — and never
 * /login or the landing page (a seller signing in there goes to the my-page). Guards against sending the signed-in seller to another site (open redirect).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > maxReturnPathLength) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read `\` as `/` (`/\evil.example` is another host) and drop tabs and newlines from addresses.
  if ([...value].some((char) => char === '\\' || char < ' ' || char === '\u007f')) return null;
  const base = 'https://ollida.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base || url.pathname === paths.login || url.pathname === paths.home) return null;
  return `${url.pathname}${url.search}`;
}

/** /login, carrying `returnPath` to come back to when it is a safe one. */
export function loginPathReturningTo(returnPath: string): string {
  const safe = safeReturnPath(returnPath);
  return safe === null ? paths.login : `${paths.login}?${new URLSearchParams({ [returnPathParam]: safe })}`;
}
