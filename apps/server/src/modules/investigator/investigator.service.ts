import { gunzipSync } from 'node:zlib';
import { errorCodes } from '@ollida/contracts/errors';
import type {
  AllProducts,
  CrawlResult,
  HtmlContent,
  HtmlFiles,
  InvestigatorStats,
  ParseFileResponse,
  ParseHtmlResponse,
  SupportedSitesResponse,
} from '@ollida/contracts/investigator';
import { sourceNameOf, sourceNames } from '@ollida/listing/sources';
import type { Database } from '../../db/client.ts';
import type { CrawledPageRow } from '../../db/schema/investigator.ts';
import { Conflict, Invalid, NotFound } from '../../platform/domain-errors.ts';
import type { PageParser } from '../../sources/parse-pool.ts';
import type { PlanLimits } from '../plans/index.ts';
import type { CrawlRunsOf } from './crawl-runs.ts';
import { type CrawlSessionsRepo, createCrawlSessionsRepo } from './crawl-sessions.repo.ts';
import { type CrawlSite, defaultSiteOf } from './crawl-sites.ts';
import type { HtmlLinks } from './html-links.ts';
import {
  crawlResultOf,
  fileKeyOf,
  htmlFileOf,
  listedProductOf,
  parsedDetailOf,
} from './investigator.view.ts';
import { parsePage } from './page-parse.ts';
import type { PageStoreRepo } from './page-store.repo.ts';

export interface InvestigatorDeps {
  db: Database;
  sessions: CrawlSessionsRepo;
  pages: PageStoreRepo;
  parser: PageParser;
  sites: readonly CrawlSite[];
  limits: PlanLimits;
  /** The caller's runs this month against the plan, shown with the sites. */
  runsOf: CrawlRunsOf;
  links: HtmlLinks;
  /** Called after a crawl session is committed (enqueue its job). */
  startJob: (sessionId: string) => Promise<void>;
  clock: () => Date;
}

const fileNotFound = () => new NotFound('저장된 HTML 파일을 찾을 수 없습니다.', errorCodes.htmlFileNotFound);

const seoulDateTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function pagesOf(total: number, limit: number) {
  return Math.max(1, Math.ceil(total / limit));
}

/** The Product Investigator (docs/product/search-and-investigator.md#product-investigator): sites, crawls, the page store and the parser. */
export function createInvestigatorService(deps: InvestigatorDeps) {
  const sitesByDomain = new Map(deps.sites.map((site) => [site.domain, site]));

  function siteOf(domain: string): CrawlSite {
    const site = sitesByDomain.get(domain);
    if (site === undefined) {
      throw new Invalid(`지원하지 않는 사이트입니다: ${domain}`, errorCodes.crawlSiteUnknown);
    }
    return site;
  }

  function knownSource(source: string): string {
    if (!(source in sourceNames()))
      throw new Invalid(`알 수 없는 소스입니다: ${source}`, errorCodes.validation);
    return source;
  }

  /** The caller's own page at a file path; another user's page answers 404 like one never stored. */
  async function storedPage(userId: string, filePath: string): Promise<CrawledPageRow> {
    const key = fileKeyOf(filePath);
    const page = key === null ? undefined : await deps.pages.findPage(userId, key);
    if (page === undefined) throw fileNotFound();
    return page;
  }

  const htmlOf = (page: CrawledPageRow) => gunzipSync(page.body).toString('utf8');

  return {
    async supportedSites(userId: string): Promise<SupportedSitesResponse> {
      return {
        data: {
          sites: deps.sites.map(({ name, domain, source }) => ({ name, domain, source })),
          default_domain: defaultSiteOf(deps.sites)?.domain ?? null,
          runs: await deps.runsOf(userId),
        },
      };
    },

    sources: () => ({ sources: sourceNames() }),

    /**
     * Starts a crawl: the site must be supported, the plan must allow another run this month (counted and inserted
     * under the seller's plan lock), and the seller has no other crawl running. The job starts after commit.
     */
    async startCrawl(userId: string, body: { domain: string; max_crawls: number }): Promise<CrawlResult> {
      const site = siteOf(body.domain);
      const session = await deps.db.transaction(async (tx) => {
        await deps.limits.assertCanCrawl(userId, tx);
        const sessions = createCrawlSessionsRepo(tx);
        if ((await sessions.runningOf(userId)) !== undefined) {
          throw new Conflict(
            '이미 진행 중인 크롤링이 있습니다. 끝난 뒤 다시 시작해 주세요.',
            errorCodes.crawlAlreadyRunning,
          );
        }
        return sessions.create({
          userId,
          domain: site.domain,
          maxCrawls: body.max_crawls,
          startedAt: deps.clock(),
        });
      });
      await deps.startJob(session.id);
      return crawlResultOf(session);
    },

    /** One of the caller's crawls (another user's answers 404). */
    async crawlSession(userId: string, id: string): Promise<CrawlResult> {
      const session = await deps.sessions.find(id);
      if (session === undefined || session.userId !== userId) {
        throw new NotFound('크롤링 작업을 찾을 수 없습니다.', errorCodes.crawlNotFound);
      }
      return crawlResultOf(session);
    },

    /** The caller's own visits of a site's product pages. */
    async crawlHistory(userId: string, domain: string, limit: number) {
      const rows = await deps.pages.history(userId, siteOf(domain).domain, limit);
      return {
        data: {
          history: rows.map((row) => ({
            product_id: row.productId,
            url: row.url,
            crawled_at: row.crawledAt.toISOString(),
            last_accessed_at: row.lastAccessedAt.toISOString(),
            visit_count: row.visitCount,
            file_size: row.fileSize,
          })),
        },
      };
    },

    async parsedProducts(userId: string, domain: string, limit: number) {
      const rows = await deps.pages.parsedOfDomain(userId, siteOf(domain).domain, limit);
      return {
        data: {
          products: rows.map((row) => ({
            product_id: row.productId,
            url: row.url,
            item_name: row.itemName ?? row.productId,
            original_price: row.originalPrice,
            sale_price: row.salePrice,
            company_name: row.companyName,
            images: row.images,
            parsed_at: row.modifiedAt.toISOString(),
          })),
        },
      };
    },

    async dates(userId: string, source: string) {
      return { dates: await deps.pages.datesOf(userId, knownSource(source)) };
    },

    async productsOfDate(userId: string, source: string, date: string) {
      const name = sourceNameOf(knownSource(source));
      const rows = await deps.pages.pages(userId, { source, date }, 0, 1_000);
      return { products: rows.map((row) => listedProductOf(row, name, false)) };
    },

    async allProducts(
      userId: string,
      query: {
        page: number;
        limit: number;
        parse: boolean;
        source_filter?: string;
        date_filter?: string;
        search?: string;
      },
    ): Promise<AllProducts> {
      const filter = {
        source: query.source_filter === undefined ? undefined : knownSource(query.source_filter),
        date:
          query.date_filter === undefined
            ? undefined
            : `${query.date_filter.slice(0, 4)}-${query.date_filter.slice(4, 6)}-${query.date_filter.slice(6)}`,
        search: query.search,
        parsedOnly: query.parse,
      };
      const total = await deps.pages.countPages(userId, filter);
      const rows = await deps.pages.pages(userId, filter, (query.page - 1) * query.limit, query.limit);
      return {
        products: rows.map((row) => listedProductOf(row, sourceNameOf(row.source), !query.parse)),
        total,
        total_pages: pagesOf(total, query.limit),
        page: query.page,
        limit: query.limit,
      };
    },

    async stats(userId: string): Promise<InvestigatorStats> {
      const [counts, totals] = await Promise.all([
        deps.pages.sourceCounts(userId),
        deps.pages.totals(userId),
      ]);
      return {
        stats: {
          total_products: totals.products,
          total_files: totals.files,
          sources: counts.map((row) => ({
            source: row.source,
            name: sourceNameOf(row.source),
            count: row.count,
            latest_date: row.latestDate ?? '',
          })),
          latest_crawl_formatted: totals.latest === null ? null : seoulDateTime.format(totals.latest),
        },
      };
    },

    async htmlFiles(
      userId: string,
      query: { page: number; limit: number; search?: string },
    ): Promise<HtmlFiles> {
      const total = await deps.pages.countPages(userId, { search: query.search });
      const rows = await deps.pages.files(userId, query.search, (query.page - 1) * query.limit, query.limit);
      return {
        files: rows.map(htmlFileOf),
        pagination: { page: query.page, limit: query.limit, total, total_pages: pagesOf(total, query.limit) },
      };
    },

    /** The caller's stored page, with a signed link that lets only them (who receive it) open it in a new tab. */
    async htmlContent(userId: string, filePath: string): Promise<HtmlContent> {
      const page = await storedPage(userId, filePath);
      return { content: htmlOf(page), file: htmlFileOf(page), view_url: deps.links.linkTo(page.id) };
    },

    /** The stored page behind a signed link; a wrong or expired link is refused without saying which. */
    async viewPage(pageId: string, expires: number, signature: string): Promise<string> {
      if (!deps.links.isValid(pageId, expires, signature)) {
        throw new Invalid(
          '링크가 만료되었거나 올바르지 않습니다. 상품 조사기에서 파일을 다시 열어 주세요.',
          errorCodes.htmlLinkInvalid,
        );
      }
      const page = await deps.pages.findPageById(pageId);
      if (page === undefined) throw fileNotFound();
      return htmlOf(page);
    },

    async parseFile(userId: string, filePath: string): Promise<ParseFileResponse> {
      const page = await storedPage(userId, filePath);
      const parse = await parsePage(deps.parser, htmlOf(page), page.url);
      return { success: parse.success, message: parse.message, product: parsedDetailOf(page, parse) };
    },

    /** HTML the parser tab loaded, read as a page of the chosen site (its start URL stands in for the page's). */
    async parseHtml(domain: string, html: string): Promise<ParseHtmlResponse> {
      const site = siteOf(domain);
      const parse = await parsePage(deps.parser, html, site.startUrls[0] ?? site.origin);
      return {
        success: parse.success,
        message: parse.message,
        product: {
          sellerProductName: parse.details?.sellerProductName ?? parse.source.name,
          items: (parse.details?.items ?? []).map((item) => ({
            itemName: item.itemName,
            images: item.images.map((image) => image.vendorPath),
          })),
          error: parse.success ? null : parse.message,
          parser: parse.source.parser,
          warnings: parse.source.warnings.map(({ code, message }) => ({ code, message })),
          details: parse.details,
        },
      };
    },
  };
}

export type InvestigatorService = ReturnType<typeof createInvestigatorService>;
