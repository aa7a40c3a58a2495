import { gzipSync } from 'node:zlib';
import type { Database } from '../../db/client.ts';
import type { CrawlItem, CrawlSessionRow } from '../../db/schema/investigator.ts';
import { seoulDayOf } from '../../platform/seoul-calendar.ts';
import type { PageParser } from '../../sources/parse-pool.ts';
import { SourceFetchError } from '../../sources/source-fetch-error.ts';
import { fetchFailure } from '../source-parser/index.ts';
import { type CrawlSessionsRepo, createCrawlSessionsRepo } from './crawl-sessions.repo.ts';
import type { CrawlSite } from './crawl-sites.ts';
import { type Crawler, PageRefused } from './crawler.ts';
import { parsePage } from './page-parse.ts';
import { createPageStoreRepo } from './page-store.repo.ts';

export interface CrawlJobData {
  session_id: string;
}

export interface CrawlJobDeps {
  db: Database;
  sessions: CrawlSessionsRepo;
  crawler: Crawler;
  parser: PageParser;
  sites: ReadonlyMap<string, CrawlSite>;
  clock: () => Date;
}

/** The crawl's closing words: how many pages were kept, or why none. */
function outcomeOf(items: CrawlItem[]): { status: 'success' | 'error'; message: string } {
  const saved = items.filter((item) => item.status === 'success').length;
  if (items.length === 0) {
    return {
      status: 'error',
      message: '수집할 상품 페이지를 찾지 못했습니다 (목록 페이지와 사이트맵 모두).',
    };
  }
  if (saved === 0)
    return { status: 'error', message: `상품 페이지 ${items.length}개를 모두 가져오지 못했습니다.` };
  return {
    status: 'success',
    message: `상품 페이지 ${items.length}개 중 ${saved}개를 저장하고 분석했습니다.`,
  };
}

/** Why a page could not be kept, in the seller's words. */
function failureText(error: unknown): string {
  if (error instanceof PageRefused) return error.message;
  if (error instanceof SourceFetchError) return fetchFailure(error).detail;
  throw error;
}

/**
 * One crawl, run by a durable job: discovery (once; its plan is saved), then each planned page in order — fetched,
 * parsed, stored compressed with its history — and the outcome saved after every page, so a job that is stopped or
 * crashes resumes at the first page not done. Aborting stops between pages.
 */
export function createCrawlJob(deps: CrawlJobDeps) {
  /** Fetches, parses and stores one planned page; the outcome and the stored page are written together. */
  async function crawlPage(
    session: CrawlSessionRow,
    site: CrawlSite,
    index: number,
    item: CrawlItem,
    signal: AbortSignal,
  ) {
    const rules = await deps.crawler.robotsOf(site, signal);
    let page: Awaited<ReturnType<Crawler['fetchProduct']>>;
    try {
      page = await deps.crawler.fetchProduct(site, rules, item.url, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      await deps.sessions.saveItem(session.id, index, {
        ...item,
        status: 'failed',
        error: failureText(error),
      });
      return;
    }
    const parsed = await parsePage(deps.parser, page.html, page.url);
    const now = deps.clock();
    const stored = Buffer.from(page.html, 'utf8');
    const body = gzipSync(stored);
    await deps.db.transaction(async (tx) => {
      const pages = createPageStoreRepo(tx);
      await pages.savePage({
        userId: session.userId,
        domain: site.domain,
        productId: item.productId,
        crawlDate: seoulDayOf(now),
        url: page.url,
        source: parsed.source.parser,
        contentType: page.contentType,
        size: stored.length,
        compressedSize: body.length,
        body,
        modifiedAt: now,
        parseSuccess: parsed.success,
        parseMessage: parsed.message,
        ...parsed.summary,
      });
      await pages.recordVisit({
        userId: session.userId,
        domain: site.domain,
        productId: item.productId,
        url: page.url,
        at: now,
        fileSize: stored.length,
      });
      await createCrawlSessionsRepo(tx).saveItem(session.id, index, {
        ...item,
        status: 'success',
        fileSize: stored.length,
        itemName: parsed.summary.itemName,
        error: parsed.success ? null : parsed.message,
      });
    });
  }

  return async function runCrawl(data: CrawlJobData, signal: AbortSignal): Promise<void> {
    const session = await deps.sessions.find(data.session_id);
    if (session === undefined || session.status !== 'running') return;
    const site = deps.sites.get(session.domain);
    if (site === undefined) {
      await deps.sessions.finish(session.id, 'error', '지원하지 않는 사이트입니다.', deps.clock());
      return;
    }
    let items = session.items;
    if (!session.discovered) {
      const rules = await deps.crawler.robotsOf(site, signal);
      items = await deps.crawler.discover(site, rules, session.maxCrawls, signal);
      await deps.sessions.savePlan(session.id, items);
    }
    for (const [index, item] of items.entries()) {
      if (item.status !== 'pending') continue;
      signal.throwIfAborted();
      await crawlPage(session, site, index, item, signal);
    }
    const finished = (await deps.sessions.find(session.id))?.items ?? items;
    const { status, message } = outcomeOf(finished);
    await deps.sessions.finish(session.id, status, message, deps.clock());
  };
}

export type CrawlJob = ReturnType<typeof createCrawlJob>;
