import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CrawlResult, crawlResultSchema } from '@ollida/contracts/investigator';
import { BENCH_LIST_PAGE_SIZE, benchListingPath } from '@ollida/sandbox/shop/bench-products';
import { type RunningShopSandbox, startShopSandbox } from '@ollida/sandbox/shop/standalone';
import { and, eq, gte } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { crawledPages } from '../apps/server/src/db/schema/investigator.ts';
import type { CrawlSite } from '../apps/server/src/modules/investigator/crawl-sites.ts';
import { createUnlimitedPlanLimits } from '../apps/server/src/modules/plans/plan-limits.ts';
import { createUser, loginAs } from '../apps/server/test/factories.ts';
import { freePort } from '../scripts/built-server.ts';
import type { BenchResult } from './benchmark.ts';
import { median } from './listing-throughput.ts';

/** The site the crawl is told about: the shop's load-test listing, as a site of its own. */
const benchDomain = 'bench.shop.example';
/** One crawl as large as the API allows (`max_crawls` 1-50), which one listing page fills. */
const pagesPerCrawl = BENCH_LIST_PAGE_SIZE;
const pollMs = 50;
/** A crawl still running after this is reported as stuck rather than waited for. */
const crawlTimeoutMs = 120_000;

/**
 * Targets. Time per page: with no politeness delay a page costs one loopback fetch, one parse, a gzip and one
 * transaction. The crawler's own work should stay under a tenth of the default pace (CRAWL_DELAY_MS 1,000 ms between
 * two requests to a host), so < 100 ms a page, i.e. at least 10 pages/s end to end including job pickup and discovery.
 * Bytes per page: the load-test pages are ~1,070 B of HTML and gzip to ~640 B at any level; < 800 B (75% of raw) passes
 * a compressed store and misses one that keeps pages uncompressed or adds per-page overhead. (8 KB would pass either.)
 */
const msPerPageTarget = 100;
const compressedBytesTarget = 800;

/** The shop's `/bench/list` listing and `/bench/items/{n}` pages as one crawl site. */
function benchSite(shop: RunningShopSandbox): CrawlSite {
  const base = new URL(`${shop.baseUrl}/`);
  const pathInShop = (url: URL): string | null =>
    url.origin === base.origin && url.pathname.startsWith(base.pathname)
      ? url.pathname.slice(base.pathname.length)
      : null;
  return {
    name: '올리다 벤치 (샌드박스)',
    domain: benchDomain,
    source: 'generic',
    origin: base.origin,
    robotsUrl: `${shop.baseUrl}/robots.txt`,
    startUrls: [new URL(benchListingPath(1), base).href],
    productIdOf: (url) => /^bench\/items\/(\d{1,9})$/.exec(pathInShop(url) ?? '')?.[1] ?? null,
    isListing: (url) => pathInShop(url) === 'bench/list',
  };
}

interface CrawlRun {
  /** From the start call to the first poll that saw the session no longer running. */
  endToEndMs: number;
  /** The session's own started_at → finished_at. */
  sessionMs: number;
  shopRequests: number;
  rawBytes: number;
  compressedBytes: number;
}

/**
 * The Product Investigator crawling 50 load-test pages of a standalone demo shop (no pacing) with zero politeness
 * delay, on the real app over real HTTP with a fresh PGlite on disk: pages per second from the start call until the
 * session ends, and the bytes each page takes in `crawled_pages` after gzip. Median of three crawls of the same pages.
 */
export async function measureInvestigatorCrawl(
  runs = 3,
): Promise<{ results: BenchResult[]; summary: string }> {
  let shopRequests = 0;
  const shop = await startShopSandbox({
    onRequest: () => {
      shopRequests += 1;
    },
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'ollida-bench-crawl-'));
  const database = openDatabase({ dataDir });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({ PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  try {
    await database.migrate();
    const app = await buildApp({
      config,
      database,
      planLimits: createUnlimitedPlanLimits(),
      sourceFetch: { allowedPrefixes: [`${shop.baseUrl}/`] },
      investigator: { sites: [benchSite(shop)], politeness: { minDelayMs: 0, honourCrawlDelay: false } },
    });
    try {
      await app.listen({ port, host: '127.0.0.1' });
      const ctx = { database, config, clock: { now: new Date() } };
      const token = await loginAs(ctx, (await createUser(ctx)).id);
      const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<CrawlResult> => {
        const response = await fetch(`${base}/api/product-investigator${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        if (response.status !== 200)
          throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
        return crawlResultSchema.parse(JSON.parse(text));
      };

      const crawl = async (): Promise<CrawlRun> => {
        const since = new Date();
        const requestsBefore = shopRequests;
        const started = performance.now();
        const { data } = await call('POST', '/crawler/start', {
          domain: benchDomain,
          max_crawls: pagesPerCrawl,
        });
        let result: CrawlResult;
        for (;;) {
          result = await call('GET', `/crawler/sessions/${data.session_id}`);
          if (result.status !== 'running') break;
          if (performance.now() - started > crawlTimeoutMs) throw new Error(`crawl stuck: ${result.message}`);
          await new Promise((resolve) => setTimeout(resolve, pollMs));
        }
        const endToEndMs = performance.now() - started;
        const failures = result.data.products.filter((product) => !product.success);
        if (result.status !== 'success' || result.data.successful !== pagesPerCrawl || failures.length > 0) {
          throw new Error(
            `crawl ended ${result.status} (${result.message}): ${result.data.successful}/${pagesPerCrawl} saved; ` +
              failures.map((product) => `${product.url}: ${product.error ?? '?'}`).join('; '),
          );
        }
        const rows = await database.db
          .select({
            size: crawledPages.size,
            compressedSize: crawledPages.compressedSize,
            parseSuccess: crawledPages.parseSuccess,
            parseMessage: crawledPages.parseMessage,
          })
          .from(crawledPages)
          .where(and(eq(crawledPages.domain, benchDomain), gte(crawledPages.modifiedAt, since)));
        const unparsed = rows.filter((row) => !row.parseSuccess);
        if (rows.length !== pagesPerCrawl || unparsed.length > 0) {
          throw new Error(
            `${rows.length} pages stored by this crawl (expected ${pagesPerCrawl}), ${unparsed.length} not parsed: ` +
              [...new Set(unparsed.map((row) => row.parseMessage))].join('; '),
          );
        }
        const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
        const finishedAt = result.data.finished_at;
        return {
          endToEndMs,
          sessionMs:
            finishedAt === null ? Number.NaN : Date.parse(finishedAt) - Date.parse(result.data.started_at),
          shopRequests: shopRequests - requestsBefore,
          rawBytes: average(rows.map((row) => row.size)),
          compressedBytes: average(rows.map((row) => row.compressedSize)),
        };
      };

      const done: CrawlRun[] = [];
      for (let run = 0; run < runs; run += 1) done.push(await crawl());
      const msPerPage = median(done.map((run) => run.endToEndMs / pagesPerCrawl));
      const pagesPerSecond = 1000 / msPerPage;
      const compressed = median(done.map((run) => run.compressedBytes));
      const raw = median(done.map((run) => run.rawBytes));
      const perRun = done
        .map(
          (run) =>
            `${(run.endToEndMs / 1000).toFixed(2)} s (session ${(run.sessionMs / 1000).toFixed(2)} s, ${run.shopRequests} shop requests)`,
        )
        .join(', ');
      const setup = `real HTTP on loopback, standalone demo shop without pacing, PGlite on disk, polled every ${pollMs} ms`;
      return {
        summary: `investigator crawl: ${pagesPerCrawl} pages × ${runs}: ${perRun}; median ${pagesPerSecond.toFixed(1)} pages/s, ${compressed.toFixed(0)} B/page stored (raw ${raw.toFixed(0)} B)`,
        results: [
          {
            figure: 'Investigator crawl, time per page end to end (zero politeness delay)',
            target: msPerPageTarget,
            measured: msPerPage,
            unit: 'ms',
            detail: `${pagesPerSecond.toFixed(1)} pages/s (target ≥ ${1000 / msPerPageTarget}); median of ${runs} crawls of ${pagesPerCrawl} pages from POST crawler/start until the session left running: ${perRun}; all pages stored and parsed; discovery from one listing page; ${setup}`,
          },
          {
            figure: 'Investigator page store, compressed bytes per page',
            target: compressedBytesTarget,
            measured: compressed,
            unit: 'B',
            detail: `average compressed_size of the ${pagesPerCrawl} crawled_pages rows (gzip), raw ${raw.toFixed(0)} B, ratio ${(raw / compressed).toFixed(2)}:1 (${((compressed / raw) * 100).toFixed(0)}% of raw); JSON-LD load-test product pages, median of ${runs} crawls`,
          },
        ],
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    await shop.close();
  }
}
