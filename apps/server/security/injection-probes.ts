/**
 * The hostile values every filter, search and path parameter is probed with: SQL metacharacters, LIKE wildcards,
 * escapes, very long text and unusual Unicode. Each is given already percent-encoded, because some are deliberately
 * not what `encodeURIComponent` would produce (a bare `%`, bytes that are not UTF-8).
 */
export const hostileValues: ReadonlyArray<[label: string, encoded: string]> = [
  ['quote OR 1=1', encodeURIComponent("' OR 1=1 --")],
  ['percent (encoded)', encodeURIComponent('%')],
  ['percent (bare, malformed escape)', '%'],
  ['underscore', encodeURIComponent('_')],
  ['backslash', encodeURIComponent('\\')],
  ['quote; drop table', encodeURIComponent('"; drop table users; --')],
  ['union select', encodeURIComponent("x' UNION SELECT email, name FROM users --")],
  ['300 characters', encodeURIComponent('가'.repeat(300))],
  ['20,000 characters', 'a'.repeat(20_000)],
  ['Korean', encodeURIComponent('한글 검색어')],
  ['emoji', encodeURIComponent('🛒🎁')],
  ['full-width percent', encodeURIComponent('ｆｕｌｌ％＿')],
  ['right-to-left override', encodeURIComponent('\u202Eevil')],
  ['invalid UTF-8 bytes', '%ED%A0%80%FF'],
];

/** A NUL character, which PostgreSQL text cannot hold: kept apart, its own test says what happens. */
export const nulByte: [label: string, encoded: string] = ['NUL byte', encodeURIComponent('a\u0000b')];

/** One probe's answer, kept so a failure lists every bad answer at once. */
export interface ProbeAnswer {
  probe: string;
  status: number;
  body: string;
}

/** Whether an answer is sane: a 2xx the endpoint's check accepts, or a 4xx with a Korean detail. Never a 5xx. */
export function isSane(answer: ProbeAnswer, acceptsOk: (body: unknown) => boolean): boolean {
  if (answer.status >= 500) return false;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return false;
  }
  if (answer.status < 300) return acceptsOk(body);
  const detail = (body as { detail?: unknown }).detail;
  return typeof detail === 'string' && /[가-힣]/.test(detail);
}

/** Reads a path of nested keys of a parsed body (`['data', 'products']`), or undefined. */
export function pick(body: unknown, path: readonly string[]): unknown {
  let value = body;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A 200 whose list at `path` is empty: none of the hostile values matches a stored row. */
export const emptyAt =
  (...path: string[]) =>
  (body: unknown): boolean => {
    const list = pick(body, path);
    return Array.isArray(list) && list.length === 0;
  };

/** Any well-formed 200 (endpoints where a hostile value may legitimately match, or that ignore the parameter). */
export const anyOk = (): boolean => true;

/** One parameter probe: the URL for a hostile value, who sends it, and what a sane 200 looks like. */
export interface Probe {
  name: string;
  role: 'seller' | 'admin';
  url: (value: string) => string;
  ok: (body: unknown) => boolean;
  method: 'GET' | 'DELETE';
}

const probe = (
  name: string,
  role: Probe['role'],
  url: Probe['url'],
  ok: Probe['ok'] = () => false,
  method: Probe['method'] = 'GET',
): Probe => ({ name, role, url, ok, method });

const investigator = '/api/product-investigator';

/**
 * Every list filter and search in the query string a signed-in seller or admin can send. `ok: () => false` marks
 * parameters no hostile value can pass (they must be refused); `emptyAt` those that may pass but must match nothing.
 */
export function queryProbes(store: { workspaceId: string; wingAccount: string }): Probe[] {
  const days = 'createdAtFrom=2025-01-01&createdAtTo=2025-01-07';
  const orders = `/api/coupang/orders?wingAccount=${store.wingAccount}&${days}`;
  return [
    probe(
      'uploaded-products uploader_email',
      'seller',
      (v) => `/api/uploaded-products?uploader_email=${v}`,
      emptyAt('data', 'products'),
    ),
    probe(
      'coupang products uploader_email',
      'seller',
      (v) => `/api/coupang/products?uploader_email=${v}`,
      emptyAt('data', 'products'),
    ),
    probe(
      'naver products store_id, uploader_email',
      'seller',
      (v) => `/api/naver/products?store_id=${v}&uploader_email=${v}`,
      emptyAt('data'),
    ),
    probe('uploaded-products workspace_id', 'seller', (v) => `/api/uploaded-products?workspace_id=${v}`),
    probe('uploaded-products page, limit', 'seller', (v) => `/api/uploaded-products?page=${v}&limit=${v}`),
    probe(
      'uploaders platform, workspace_id',
      'seller',
      (v) => `/api/uploaded-products/uploaders?platform=${v}&workspace_id=${v}`,
    ),
    probe(
      'investigator search',
      'seller',
      (v) => `${investigator}/products/all?search=${v}`,
      emptyAt('products'),
    ),
    probe(
      'investigator source_filter',
      'seller',
      (v) => `${investigator}/products/all?source_filter=${v}`,
      emptyAt('products'),
    ),
    probe('investigator date_filter', 'seller', (v) => `${investigator}/products/all?date_filter=${v}`),
    probe(
      'investigator html-files search',
      'seller',
      (v) => `${investigator}/html-files?search=${v}`,
      emptyAt('files'),
    ),
    probe('investigator crawl-history domain', 'seller', (v) => `${investigator}/crawl-history?domain=${v}`),
    probe(
      'investigator parsed-products domain',
      'seller',
      (v) => `${investigator}/parsed-products?domain=${v}`,
    ),
    probe(
      'investigator html-content file_path',
      'seller',
      (v) => `${investigator}/html-content?file_path=${v}`,
    ),
    probe(
      'admin access-stats hours, ip_page, ip_limit',
      'admin',
      (v) => `/api/admin/access-stats?hours=${v}&ip_page=${v}&ip_limit=${v}`,
    ),
    probe('admin banned-ips page, limit', 'admin', (v) => `/api/admin/banned-ips?page=${v}&limit=${v}`),
    probe('orders wingAccount', 'seller', (v) => `/api/coupang/orders?wingAccount=${v}&${days}`),
    probe(
      'orders status, workspace_id, maxPerPage',
      'seller',
      (v) => `${orders}&status=${v}&workspace_id=${v}&maxPerPage=${v}`,
    ),
    probe(
      'orders dates',
      'seller',
      (v) => `/api/coupang/orders?wingAccount=${store.wingAccount}&createdAtFrom=${v}&createdAtTo=${v}`,
    ),
    probe(
      'payments history (takes no parameters)',
      'seller',
      (v) => `/api/payments/history?search=${v}&order_id=${v}`,
      emptyAt('data'),
    ),
    probe(
      'product-search history (takes no parameters)',
      'seller',
      (v) => `/api/product-search/history?q=${v}`,
      emptyAt('results'),
    ),
    probe('bulk batches limit', 'seller', (v) => `/api/product-registration/bulk?limit=${v}`),
    probe(
      'category search q',
      'seller',
      (v) => `/api/workspaces/${store.workspaceId}/categories?q=${v}`,
      anyOk,
    ),
  ];
}

/** Parameters in the path: the router decodes and bounds them before any schema sees them. */
export function pathProbes(): Probe[] {
  return [
    probe('investigator dates/:source', 'seller', (v) => `${investigator}/dates/${v}`, emptyAt('dates')),
    probe('investigator products/:source/:date', 'seller', (v) => `${investigator}/products/${v}/${v}`),
    probe('admin ip-details/:ip', 'admin', (v) => `/api/admin/ip-details/${v}`),
    probe('admin check-ip/:ip', 'admin', (v) => `/api/admin/check-ip/${v}`),
    probe('bulk batch :batch_id', 'seller', (v) => `/api/product-registration/bulk/${v}`),
    probe('return centers :wingAccount', 'seller', (v) => `/api/coupang/return-centers/${v}`),
    probe(
      'product-search :id',
      'seller',
      (v) => `/api/product-search/${v}`,
      () => false,
      'DELETE',
    ),
  ];
}
