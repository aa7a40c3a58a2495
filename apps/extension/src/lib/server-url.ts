/** The address the build bakes in; the app's download rewrites it (manifest and config.json) to its own. */
export const defaultServerUrl = 'http://localhost:3000';

const loopbackHost = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?(?:\/|$)/i;

/**
 * The origin of an Ollida server address as a seller types it ("ollida.example.com/mypage" ->
 * "https://ollida.example.com"); a loopback address without a scheme gets http. Null when it is not an http(s) address.
 */
export function normalizeServerUrl(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  // "localhost:3000" is a host and port, "javascript:alert(1)" a scheme: a scheme is not followed by a port number.
  const withScheme = /^[a-z][a-z\d+.-]*:(?!\d)/i.test(trimmed)
    ? trimmed
    : `${loopbackHost.test(trimmed) ? 'http' : 'https'}://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '' || url.hostname === '') return null;
  return url.origin;
}

/** The host-permission match pattern of an origin ("https://a.example" -> "https://a.example/*"). */
export function originPattern(origin: string): string {
  return `${origin}/*`;
}
