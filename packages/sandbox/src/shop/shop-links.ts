import type { PageContext } from './html.ts';

/** Where the demo shop sandbox lives when it is mounted in the same app: `/sandbox/shop` on the request's host. */
export const SHOP_SANDBOX_PATH = '/sandbox/shop';

/** Validates an absolute shop base URL (e.g. http://127.0.0.1:5/sandbox/shop) and drops trailing slashes. */
export function normalizeShopBaseUrl(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`shopBaseUrl must be an http(s) URL, got ${value}`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * The shop's page context for a base URL, so the shop's own URL writers (`absoluteUrl`, `renderDetailHtml`) produce
 * image links that the shop sandbox actually serves.
 */
export function shopContextOf(shopBaseUrl: string, now: number): PageContext {
  const url = new URL(shopBaseUrl);
  return {
    scheme: url.protocol.replace(/:$/, ''),
    host: url.host,
    prefix: url.pathname.replace(/\/+$/, ''),
    now,
  };
}

/** The shop base URL as the client reached this server, for plugins mounted next to the shop in one app. */
export function shopBaseUrlFor(request: { protocol: string; host: string }): string {
  return `${request.protocol}://${request.host}${SHOP_SANDBOX_PATH}`;
}
