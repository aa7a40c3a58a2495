import { extractLinks } from '@ollida/listing/crawl/links';
import { parseRobots, type RobotsRules } from '@ollida/listing/crawl/robots';
import { parseSitemap } from '@ollida/listing/crawl/sitemap';
import { decodeHtml } from '@ollida/listing/decode';
import type { CrawlItem } from '../../db/schema/investigator.ts';
import type { SafeFetcher, SafeFetchResult } from '../../sources/safe-fetch.ts';
import { SourceFetchError } from '../../sources/source-fetch-error.ts';
import type { CrawlSite } from './crawl-sites.ts';
import type { HostPacer } from './host-pacer.ts';

/** The product token robots.txt groups are matched against. */
export const crawlerAgent = 'OllidaBot';
/** Listing pages one discovery reads at most, whatever the crawl size. */
const maxListingPages = 30;
/** Sitemap documents one discovery reads at most. */
const maxSitemaps = 3;
/** The longest Crawl-delay honoured; longer ones are taken as this (a 50-page crawl stays under half an hour). */
const maxCrawlDelayMs = 30_000;
/** robots.txt rules kept per file, so a resumed or repeated crawl does not ask again at once. */
const robotsTtlMs = 10 * 60_000;

/** How polite the crawler is: the least pause between two requests to one host, and whether Crawl-delay counts. */
export interface Politeness {
  minDelayMs: number;
  honourCrawlDelay: boolean;
}

/** A product page as fetched: its HTML (decoded to text) and the bytes it came as. */
export interface FetchedPage {
  url: string;
  html: string;
  contentType: string | null;
  size: number;
}

/** A page the crawler could not use, with the reason the seller reads. */
export class PageRefused extends Error {}

const htmlTypes = /^(text\/html|application\/xhtml\+xml)\b/i;

/** The pause before each request to a host: the configured least, or the site's Crawl-delay when longer (capped). */
export function politeDelayMs(politeness: Politeness, rules: Pick<RobotsRules, 'crawlDelaySeconds'>): number {
  const crawlDelay = politeness.honourCrawlDelay ? (rules.crawlDelaySeconds ?? 0) * 1000 : 0;
  return Math.min(maxCrawlDelayMs, Math.max(politeness.minDelayMs, crawlDelay));
}

/** Which robots answer means what (RFC 9309 §2.3.1): 4xx allows all, an unreachable file disallows all. */
export function rulesOfAnswer(answer: SafeFetchResult | null): RobotsRules {
  if (answer !== null && answer.status >= 200 && answer.status < 300) {
    return parseRobots(answer.body.toString('utf8'), crawlerAgent);
  }
  if (answer !== null && answer.status >= 400 && answer.status < 500) return parseRobots('', crawlerAgent);
  return parseRobots(`User-agent: *\nDisallow: /`, crawlerAgent);
}

/** Fetches a site politely: robots.txt honoured for every request (redirects included), one host paced. */
export function createCrawler(deps: { fetcher: SafeFetcher; pacer: HostPacer; politeness: Politeness }) {
  const robotsCache = new Map<string, { rules: RobotsRules; until: number }>();

  async function robotsOf(site: CrawlSite, signal?: AbortSignal): Promise<RobotsRules> {
    const kept = robotsCache.get(site.robotsUrl);
    if (kept !== undefined && kept.until > Date.now()) return kept.rules;
    let answer: SafeFetchResult | null = null;
    try {
      await deps.pacer.wait(new URL(site.origin).host, deps.politeness.minDelayMs, signal);
      answer = await deps.fetcher.fetch(site.robotsUrl, { signal });
    } catch (error) {
      if (!(error instanceof SourceFetchError)) throw error;
    }
    const rules = rulesOfAnswer(answer);
    robotsCache.set(site.robotsUrl, { rules, until: Date.now() + robotsTtlMs });
    return rules;
  }

  const delayOf = (rules: RobotsRules) => politeDelayMs(deps.politeness, rules);

  const allowed = (rules: RobotsRules, url: URL) => rules.isAllowed(`${url.pathname}${url.search}`);

  /** One request of the site: paced, refused when robots.txt disallows it or it leads off the site. */
  async function get(site: CrawlSite, rules: RobotsRules, url: URL, signal?: AbortSignal) {
    if (url.origin !== site.origin)
      throw new PageRefused(`다른 사이트의 주소라 가져오지 않았습니다: ${url.href}`);
    if (!allowed(rules, url)) throw new PageRefused('robots.txt가 이 주소의 수집을 허용하지 않습니다.');
    await deps.pacer.wait(url.host, delayOf(rules), signal);
    let refusedRedirect: URL | null = null;
    const answer = await deps.fetcher.fetch(url.href, {
      signal,
      followRedirect: (next) => {
        if (next.origin === site.origin && allowed(rules, next)) return true;
        refusedRedirect = next;
        return false;
      },
    });
    if (refusedRedirect !== null) {
      const target: URL = refusedRedirect;
      throw new PageRefused(
        target.origin === site.origin
          ? `robots.txt가 허용하지 않는 주소로 이동해 가져오지 않았습니다 (로그인이 필요한 상품일 수 있습니다): ${target.pathname}`
          : `다른 사이트로 이동해 가져오지 않았습니다: ${target.origin}`,
      );
    }
    if (answer.status < 200 || answer.status >= 300)
      throw new PageRefused(`사이트가 HTTP ${answer.status}로 답했습니다.`);
    return answer;
  }

  /** Product links of one page of the site, and the listing pages it links to. */
  function linksOf(site: CrawlSite, html: string, pageUrl: string) {
    const products: { url: string; productId: string }[] = [];
    const listings: string[] = [];
    for (const href of extractLinks(html, pageUrl)) {
      const url = new URL(href);
      if (url.origin !== site.origin) continue;
      const productId = site.productIdOf(url);
      if (productId !== null) products.push({ url: url.href, productId });
      else if (site.isListing(url)) listings.push(url.href);
    }
    return { products, listings };
  }

  return {
    robotsOf,

    /**
     * Finds up to `maxCrawls` product pages: the site's listing pages first (breadth first from its start pages,
     * following pagination), then the sitemaps robots.txt names. Pages robots.txt disallows are never requested.
     */
    async discover(
      site: CrawlSite,
      rules: RobotsRules,
      maxCrawls: number,
      signal?: AbortSignal,
    ): Promise<CrawlItem[]> {
      const found = new Map<string, string>();
      const add = (product: { url: string; productId: string }) => {
        if (found.size < maxCrawls && !found.has(product.productId) && allowed(rules, new URL(product.url))) {
          found.set(product.productId, product.url);
        }
      };
      const queue = [...site.startUrls];
      const seen = new Set(queue);
      let listingsRead = 0;
      while (queue.length > 0 && found.size < maxCrawls && listingsRead < maxListingPages) {
        const next = queue.shift();
        if (next === undefined) break;
        const url = new URL(next);
        if (!allowed(rules, url)) continue;
        listingsRead += 1;
        try {
          const answer = await get(site, rules, url, signal);
          const { html } = decodeHtml(answer.body, answer.contentType);
          const links = linksOf(site, html, answer.url);
          for (const product of links.products) add(product);
          for (const listing of links.listings) {
            if (!seen.has(listing)) {
              seen.add(listing);
              queue.push(listing);
            }
          }
        } catch (error) {
          if (!(error instanceof PageRefused || error instanceof SourceFetchError)) throw error;
        }
      }
      for (const sitemap of rules.sitemaps.slice(0, maxSitemaps)) {
        if (found.size >= maxCrawls) break;
        try {
          const answer = await get(site, rules, new URL(sitemap), signal);
          for (const loc of parseSitemap(answer.body.toString('utf8')).urls) {
            const url = new URL(loc);
            const productId = url.origin === site.origin ? site.productIdOf(url) : null;
            if (productId !== null) add({ url: url.href, productId });
          }
        } catch (error) {
          if (!(error instanceof PageRefused || error instanceof SourceFetchError)) throw error;
        }
      }
      return [...found].map(([productId, url]) => ({
        url,
        productId,
        status: 'pending',
        fileSize: 0,
        itemName: null,
        error: null,
      }));
    },

    /** Fetches one product page as HTML text; `PageRefused` or `SourceFetchError` say why it could not be. */
    async fetchProduct(
      site: CrawlSite,
      rules: RobotsRules,
      url: string,
      signal?: AbortSignal,
    ): Promise<FetchedPage> {
      const answer = await get(site, rules, new URL(url), signal);
      if (answer.contentType !== null && !htmlTypes.test(answer.contentType)) {
        throw new PageRefused(`HTML 페이지가 아닙니다 (${answer.contentType.split(';')[0]}).`);
      }
      const { html } = decodeHtml(answer.body, answer.contentType);
      return { url: answer.url, html, contentType: answer.contentType, size: answer.body.length };
    },
  };
}

export type Crawler = ReturnType<typeof createCrawler>;
