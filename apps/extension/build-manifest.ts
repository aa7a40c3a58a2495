import { normalizeServerUrl, originPattern } from './src/lib/server-url.ts';

/** Icon sizes Chrome asks for (toolbar 16/32, extensions page 48, install dialog and store 128). */
export const iconSizes = [16, 32, 48, 128] as const;

/** Where each icon lives inside the extension. */
export function iconPath(size: number): string {
  return `icons/icon-${size}.png`;
}

/**
 * The extension pages' policy: only the extension's own scripts (no remote code, no eval), no plugins, no `<base>`
 * rewriting, no form posts anywhere, and no framing of the pages by websites.
 */
export const extensionPagesCsp =
  "script-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const chromeVersion = /^(0|[1-9]\d{0,4})(\.(0|[1-9]\d{0,4})){0,3}$/;

/**
 * The Manifest V3 of the extension for one Ollida server: its origin is the only host permission (other servers are
 * requested at run time from the optional ones). `version` must be Chrome's 1–4 dot-separated integers.
 */
export function manifestFor(serverUrl: string, version: string): Record<string, unknown> {
  const origin = normalizeServerUrl(serverUrl);
  if (origin === null) throw new Error(`not an http(s) server address: ${serverUrl}`);
  if (!chromeVersion.test(version)) throw new Error(`not a Chrome extension version: ${version}`);
  const icons = Object.fromEntries(iconSizes.map((size) => [String(size), iconPath(size)]));
  return {
    manifest_version: 3,
    name: '올리다 — 도매 상품 가져오기',
    short_name: '올리다',
    description: '도매처 상품 페이지를 읽어 내 쿠팡·네이버 스토어에 바로 올립니다.',
    version,
    minimum_chrome_version: '120',
    icons,
    action: { default_title: '올리다로 이 상품 올리기', default_popup: 'popup.html', default_icon: icons },
    options_ui: { page: 'options.html', open_in_tab: true },
    background: { service_worker: 'background.js', type: 'module' },
    permissions: ['activeTab', 'scripting', 'storage'],
    host_permissions: [originPattern(origin)],
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    content_security_policy: { extension_pages: extensionPagesCsp },
  };
}

/** `config.json`: the server address the extension starts with (read with `chrome.runtime.getURL`). */
export function configFor(serverUrl: string): { serverUrl: string } {
  const origin = normalizeServerUrl(serverUrl);
  if (origin === null) throw new Error(`not an http(s) server address: ${serverUrl}`);
  return { serverUrl: origin };
}

/** A JSON file as the build writes it (two-space indent, final newline). */
export function jsonFile(value: unknown): Uint8Array {
  return new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);
}
