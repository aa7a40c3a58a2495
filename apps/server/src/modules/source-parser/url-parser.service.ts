import { errorCodes } from '@ollida/contracts/errors';
import { defaultExchangeRateTable, type ExchangeRateTable } from '@ollida/contracts/exchange-rates';
import { foreignPriceWarning } from '@ollida/contracts/foreign-price';
import type { ProductDetails, UrlParserResponse } from '@ollida/contracts/product-details';
import { toProductDetails } from '@ollida/listing/details/to-product-details';
import type { SourceProduct } from '@ollida/listing/source-product';
import type { DomainError } from '../../platform/domain-errors.ts';
import type { PageParser } from '../../sources/parse-pool.ts';
import type { SafeFetcher, SafeFetchRequest } from '../../sources/safe-fetch.ts';
import { SourceFetchError } from '../../sources/source-fetch-error.ts';
import { normalizeSourceUrl } from './normalize-source-url.ts';
import { fetchFailure, httpStatusFailure, noProductFound, sourceProblem } from './source-errors.ts';
import type { SupplierApiRoute } from './supplier-api-route.ts';

/** Content types that can hold a product page. */
const htmlTypes = /^(text\/html|application\/xhtml\+xml|text\/plain)\b/i;

export interface UrlParserDeps {
  fetcher: SafeFetcher;
  /** Reads the fetched page (decode + extract) off the main thread. */
  parser: PageParser;
  /** Official supplier APIs, asked instead of the page when configured (도매꾹 Open API, 오너클랜 GraphQL). */
  supplierApi: SupplierApiRoute;
  /**
   * The exchange rates of a workspace the user belongs to (404 otherwise): a foreign-currency page is converted with
   * them. Without it (or without a workspace in the request) the published default rates convert.
   */
  workspaceRates?: (userId: string, workspaceId: string) => Promise<ExchangeRateTable>;
}

/** What to convert a foreign-currency page with. */
export interface ParseOptions {
  /** Default: the published default rates (`defaultExchangeRateTable`). */
  exchangeRates?: ExchangeRateTable;
  /**
   * Ends the page fetch, the wait for a host slot included; abort with a `SourceFetchError` to have it reported as
   * that failure (a bulk item's deadline), with anything else to have the reason passed through.
   */
  signal?: AbortSignal;
}

/** The parse warnings the seller reads: the extractor's foreign-currency note says how the draft was converted. */
function draftWarnings(
  source: SourceProduct,
  details: ProductDetails,
): UrlParserResponse['source']['warnings'] {
  const warnings = source.warnings
    .filter((warning) => details.foreignPrice == null || warning.code !== 'foreign_currency')
    .map(({ code, message }) => ({ code, message }));
  return details.foreignPrice == null ? warnings : [foreignPriceWarning(details.foreignPrice), ...warnings];
}

async function fetchPage(fetcher: SafeFetcher, url: string, request: SafeFetchRequest) {
  try {
    return await fetcher.fetch(url, { ...request, accept: 'html' });
  } catch (error) {
    if (error instanceof SourceFetchError) throw fetchFailure(error);
    throw error;
  }
}

/** A page's validators as it answered them, for the next read's conditional request. */
export interface PageValidators {
  etag: string | null;
  lastModified: string | null;
}

/** How supplier sync reads a page: within a deadline, paced per host, conditionally when it holds validators. */
export interface CurrentReadOptions {
  signal?: AbortSignal;
  /**
   * Awaited right before the page is requested (not before a supplier API call): the caller's robots.txt check and
   * per-host pacing; what it throws is the read's failure.
   */
  beforeRequest?: (url: string) => Promise<void>;
  validators?: PageValidators;
}

/** What `readCurrent` found: gone (404/410), unchanged since the validators (304), or the product as it is now. */
export type CurrentRead =
  | { state: 'gone'; status: number }
  | { state: 'unchanged' }
  | {
      state: 'read';
      source: SourceProduct;
      validators: PageValidators | null;
      /** The page that answered when a redirect took the read to another path (null: the asked page answered). */
      movedTo: string | null;
    };

/** A sign-in page: its path says so, or it asks for a password. */
const signInPath = /log-?in|sign-?in|sign_in|auth|member|account|intro/i;
const passwordField = /type\s*=\s*["']?password/i;

/**
 * Where a redirect took a read from `asked`, when it went to another page (another host or path; a new query alone
 * is not) that is not a sign-in page; null otherwise. A shop that asks to sign in has not ended the product.
 */
function movedTo(asked: string, page: { url: string; body: Buffer }): string | null {
  const from = new URL(asked);
  const to = new URL(page.url);
  if (from.host === to.host && from.pathname === to.pathname) return null;
  if (signInPath.test(to.pathname) || passwordField.test(page.body.toString('latin1'))) return null;
  return page.url;
}

/** Why a page is not a usable product (login wall, wrong product, nothing found), or null when it is one. */
export function usabilityProblem(source: SourceProduct): DomainError | null {
  const blocking = source.warnings.find((warning) =>
    ['login_required', 'blocked_page', 'product_id_mismatch'].includes(warning.code),
  );
  if (blocking?.code === 'login_required') {
    return sourceProblem(422, errorCodes.sourceLoginRequired, blocking.message);
  }
  if (blocking?.code === 'product_id_mismatch') {
    return sourceProblem(422, errorCodes.sourceProductMismatch, blocking.message);
  }
  if (blocking !== undefined && source.name === null) {
    return sourceProblem(502, errorCodes.sourceBlocked, blocking.message);
  }
  if (source.name === null || (source.salePrice === null && source.images.length === 0)) {
    const shell = source.warnings.find((warning) => warning.code === 'needs_browser');
    return shell === undefined
      ? noProductFound()
      : sourceProblem(422, errorCodes.sourceNeedsBrowser, shell.message);
  }
  return null;
}

/** Turns warnings that mean "this is not the product" into the error the seller sees. */
function refuseUnusable(source: SourceProduct): void {
  const problem = usabilityProblem(source);
  if (problem !== null) throw problem;
}

/** `POST /api/url-parser`: URL → (supplier API | SSRF-safe fetch → charset → extract) → listing draft. */
export function createUrlParserService(deps: UrlParserDeps) {
  /** The product at `url`, gone (404, 410) or unchanged (304, only when asked conditionally). */
  async function readOrGone(url: string, options: CurrentReadOptions): Promise<CurrentRead> {
    const fromApi = await deps.supplierApi.read(url);
    if (fromApi !== undefined) return { state: 'read', source: fromApi, validators: null, movedTo: null };
    await options.beforeRequest?.(url);
    const page = await fetchPage(deps.fetcher, url, {
      signal: options.signal,
      conditional: options.validators,
    });
    if (page.status === 404 || page.status === 410) return { state: 'gone', status: page.status };
    if (page.status === 304 && options.validators !== undefined) return { state: 'unchanged' };
    if (page.status < 200 || page.status >= 300) throw httpStatusFailure(page.status);
    if (page.contentType !== null && !htmlTypes.test(page.contentType)) {
      throw sourceProblem(
        422,
        errorCodes.sourceNotHtml,
        `상품 페이지(HTML)가 아닙니다 (${page.contentType.split(';')[0]}). 상품 상세 페이지의 주소를 넣어 주세요.`,
      );
    }
    const source = await deps.parser.parse({ body: page.body, contentType: page.contentType, url: page.url });
    const etag = page.headers.etag ?? null;
    const lastModified = page.headers['last-modified'] ?? null;
    const validators = etag === null && lastModified === null ? null : { etag, lastModified };
    return { state: 'read', source, validators, movedTo: movedTo(url, page) };
  }

  async function readSource(url: string, signal: AbortSignal | undefined): Promise<SourceProduct> {
    const read = await readOrGone(url, { signal });
    if (read.state === 'gone') throw httpStatusFailure(read.status);
    // Asked without validators, a page is never "unchanged" (a 304 is thrown as a failed status).
    if (read.state === 'unchanged') throw httpStatusFailure(304);
    return read.source;
  }

  async function parse(rawUrl: string, options: ParseOptions = {}): Promise<UrlParserResponse> {
    const url = normalizeSourceUrl(rawUrl);
    const source = await readSource(url, options.signal);
    refuseUnusable(source);
    const data = toProductDetails(source, {
      exchangeRates: options.exchangeRates ?? defaultExchangeRateTable,
    });
    return { data, source: { parser: source.parser, warnings: draftWarnings(source, data) } };
  }

  return {
    parse,

    /**
     * The supplier's product as it is now, for supplier sync: `gone` when its page answers 404 or 410 (removed or
     * ended), `unchanged` when it answers 304 to the validators of the last read; any other failure (blocked, broken,
     * not a product) is thrown, so "could not read" is never taken for "sold out".
     */
    async readCurrent(rawUrl: string, options: CurrentReadOptions = {}): Promise<CurrentRead> {
      const read = await readOrGone(normalizeSourceUrl(rawUrl), options);
      if (read.state !== 'read') return read;
      const problem = usabilityProblem(read.source);
      if (problem === null) return read;
      // A product page that now redirects to a page with no product (the category list, the shop's front page) is
      // how many shops end a product; a login wall or a block page stays a failed read.
      if (read.movedTo !== null && problem.code === errorCodes.noProductFound)
        return { state: 'gone', status: 301 };
      throw problem;
    },

    /** Whether `readCurrentBatch` reads `rawUrl` (its supplier API answers many products in one call). */
    readsInBatches(rawUrl: string): boolean {
      try {
        return deps.supplierApi.batchKey(normalizeSourceUrl(rawUrl)) !== null;
      } catch {
        return false;
      }
    },

    /**
     * `readCurrent` for many URLs that `readsInBatches`, with one supplier API call: each URL's read, or the error it
     * failed with (a product the API did not answer is not found, never gone: it may be a hiccup of the API).
     */
    async readCurrentBatch(rawUrls: readonly string[]): Promise<Map<string, CurrentRead | Error>> {
      const normalized = rawUrls.map((raw) => ({ raw, url: normalizeSourceUrl(raw) }));
      const found = await deps.supplierApi.readBatch(normalized.map(({ url }) => url));
      return new Map(
        normalized.map(({ raw, url }): [string, CurrentRead | Error] => {
          const source = found.get(url);
          if (source === undefined) return [raw, noProductFound()];
          return [
            raw,
            usabilityProblem(source) ?? { state: 'read', source, validators: null, movedTo: null },
          ];
        }),
      );
    },

    /**
     * `POST /api/url-parser` for a signed-in user: with `workspace_id`, the workspace is checked (404 when the user is
     * not in it) before anything is fetched, and its exchange rates convert a foreign-currency page.
     */
    async parseForUser(
      userId: string,
      request: { url: string; workspace_id?: string },
    ): Promise<UrlParserResponse> {
      const { workspace_id: workspaceId } = request;
      const exchangeRates =
        workspaceId === undefined || deps.workspaceRates === undefined
          ? defaultExchangeRateTable
          : await deps.workspaceRates(userId, workspaceId);
      return parse(request.url, { exchangeRates });
    },
  };
}

export type UrlParserService = ReturnType<typeof createUrlParserService>;
