import type { SiteAdapter } from './adapter.ts';
import { GENERIC_EXTRACTORS } from './generic/chain.ts';
import { buildSourceProduct, type ExtractorResult } from './merge.ts';
import { createPage, type Page } from './page.ts';
import { SITE_ADAPTERS } from './sites/registry.ts';
import type { ExtractWarning, SourceField, SourceProduct, WarningCode } from './source-product.ts';

/**
 * Adapter verdicts meaning "this page is not the product": the generic extractors must not fill the fields back in from
 * whatever the page shows instead (another product's meta tags, a login page's title).
 */
const notTheProduct: ReadonlySet<WarningCode> = new Set([
  'login_required',
  'blocked_page',
  'product_id_mismatch',
]);

/** Pages beyond this size are cut before parsing: no product page needs more, and parsing time must stay bounded. */
export const MAX_HTML_LENGTH = 6_000_000;

/** The site adapter for a page: by host first, then by markup fingerprint (shops on their own domains). */
export function pickAdapter(page: Page): SiteAdapter | undefined {
  return (
    SITE_ADAPTERS.find((adapter) => adapter.matchesHost(page.host)) ??
    SITE_ADAPTERS.find((adapter) => adapter.matchesPage(page))
  );
}

/** Runs one extractor; a failure costs only its own fields and is reported, never the whole result. */
export function guarded<T>(id: string, run: () => T, fallback: T, warnings: ExtractWarning[]): T {
  try {
    return run();
  } catch {
    warnings.push({
      code: 'extractor_failed',
      message: `페이지 일부(${id})를 읽지 못했습니다. 가져온 정보를 확인해 주세요.`,
    });
    return fallback;
  }
}

function hasField(results: readonly ExtractorResult[], field: SourceField): boolean {
  return results.some((result) => {
    const value = result.fields[field];
    return value !== null && value !== undefined && (!Array.isArray(value) || value.length > 0);
  });
}

function runExtraction(html: string, url: string): SourceProduct {
  const page = createPage(html.length > MAX_HTML_LENGTH ? html.slice(0, MAX_HTML_LENGTH) : html, url);
  const adapter = pickAdapter(page);
  const results: ExtractorResult[] = [];
  const warnings: ExtractWarning[] = [];
  if (adapter !== undefined) {
    const found = guarded(adapter.id, () => adapter.extract(page), { fields: {} }, warnings);
    results.push({ extractor: adapter.id, fields: found.fields });
    warnings.push(...(found.warnings ?? []));
  }
  const refused = warnings.some((warning) => notTheProduct.has(warning.code));
  for (const extractor of refused ? [] : GENERIC_EXTRACTORS) {
    if (extractor.provides?.every((field) => hasField(results, field))) continue;
    results.push({
      extractor: extractor.id,
      fields: guarded(extractor.id, () => extractor.extract(page), {}, warnings),
      notes: guarded(extractor.id, () => extractor.notes?.(page) ?? [], [], warnings),
    });
  }
  const product = buildSourceProduct({ url, parser: adapter?.id ?? 'generic', results, warnings });
  return needsBrowser(page, product) ? withWarning(product, NEEDS_BROWSER) : product;
}

/** Mount points of client-rendered shops (React, Next.js, Vue, Nuxt): their server HTML is an empty shell. */
const appMount = /id=["']?(?:root|app|__next|__nuxt)["'\s>]/;
/** Less visible text than this on a page without a price: the page is drawn by scripts in the browser. */
const shellTextLength = 1_500;
/** Inline script a shell carries at least: the app's state and code instead of the page's words. */
const shellScriptLength = 20_000;

const NEEDS_BROWSER: ExtractWarning = {
  code: 'needs_browser',
  message:
    '이 쇼핑몰은 상품 정보를 브라우저에서 그려서, 서버가 받은 페이지에는 가격·옵션이 없습니다. 올리다 브라우저 확장 프로그램으로 상품 페이지를 열어 가져와 주세요.',
};

/** No price, and the page is a shell a browser fills in (little visible text, or an app mount point). */
function needsBrowser(page: Page, product: SourceProduct): boolean {
  if (product.salePrice !== null || product.warnings.some((warning) => notTheProduct.has(warning.code))) {
    return false;
  }
  if (product.warnings.some((warning) => warning.code === 'price_private')) return false;
  if (appMount.test(page.html.slice(0, 200_000))) return true;
  // A script-heavy page with little text is drawn in the browser; a small plain page is just not a product.
  const scriptLength = page.scripts().reduce((sum, script) => sum + script.text.length, 0);
  return page.visibleTextLength() < shellTextLength && scriptLength > shellScriptLength;
}

function withWarning(product: SourceProduct, warning: ExtractWarning): SourceProduct {
  return { ...product, warnings: [warning, ...product.warnings].slice(0, 50) };
}

/**
 * Reads a product page into a `SourceProduct`: the matching site adapter first, then the generic extractors
 * (JSON-LD → microdata → OpenGraph/product meta → Korean price text → title), merged field by field.
 * Never throws: a page that cannot be read yields empty fields and warnings.
 */
export function extract(html: string, url: string): SourceProduct {
  try {
    return runExtraction(html, url);
  } catch {
    return buildSourceProduct({
      url,
      parser: 'generic',
      results: [],
      warnings: [{ code: 'extractor_failed', message: '페이지를 해석하지 못했습니다.' }],
    });
  }
}
