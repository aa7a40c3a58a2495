import { listingPath } from '@ollida/sandbox/shop/render-listing';
import { describe, expect, it } from 'vitest';
import type { SafeFetcher, SafeFetchRequest, SafeFetchResult } from '../../sources/safe-fetch.ts';
import { sandboxShopSites } from './crawl-sites.ts';
import { createCrawler, politeDelayMs } from './crawler.ts';
import { createHostPacer } from './host-pacer.ts';

const shopBase = 'https://shop.test/sandbox/shop';
const [domeggook] = sandboxShopSites(shopBase, listingPath);
if (domeggook === undefined) throw new Error('no domeggook section');

/** A site in memory: path+query -> [status, body, location?]. */
function fakeSite(pages: Record<string, [number, string, string?]>) {
  const asked: string[] = [];
  const fetcher: SafeFetcher = {
    async fetch(url: string, request?: SafeFetchRequest): Promise<SafeFetchResult> {
      const target = new URL(url);
      asked.push(`${target.pathname}${target.search}`);
      const [status, body, location] = pages[`${target.pathname}${target.search}`] ?? [404, 'no'];
      if (location !== undefined) {
        const next = new URL(location, target);
        if (request?.followRedirect?.(next) === false) {
          return {
            url,
            status,
            contentType: 'text/html',
            headers: { location },
            body: Buffer.from(''),
            redirects: [],
          };
        }
        return this.fetch(next.href, request);
      }
      return {
        url,
        status,
        contentType: url.endsWith('robots.txt') ? 'text/plain' : 'text/html; charset=utf-8',
        headers: {},
        body: Buffer.from(body),
        redirects: [],
      };
    },
    close: async () => undefined,
  };
  return { fetcher, asked };
}

function recordingPacer() {
  const waits: [string, number][] = [];
  return { waits, wait: async (host: string, delayMs: number) => void waits.push([host, delayMs]) };
}

const listing = (links: string[]) =>
  `<html><body>${links.map((href) => `<a href="${href}">x</a>`).join('')}</body></html>`;

describe('crawler politeness', () => {
  it('pauses before every request to the host by the longer of its own least pause and Crawl-delay', async () => {
    const site = fakeSite({
      '/sandbox/shop/robots.txt': [
        200,
        'User-agent: *\nCrawl-delay: 2\nDisallow: /sandbox/shop/domeggook/7\n',
      ],
      '/sandbox/shop/domeggook/list?page=1': [
        200,
        listing(['5?from=lstGen', '7', 'list?page=2', '/elsewhere']),
      ],
      '/sandbox/shop/domeggook/list?page=2': [200, listing(['6'])],
    });
    const pacer = recordingPacer();
    const crawler = createCrawler({
      fetcher: site.fetcher,
      pacer,
      politeness: { minDelayMs: 500, honourCrawlDelay: true },
    });
    const rules = await crawler.robotsOf(domeggook);
    const items = await crawler.discover(domeggook, rules, 10);

    expect(items.map((item) => item.productId)).toEqual(['5', '6']);
    expect(site.asked).toEqual([
      '/sandbox/shop/robots.txt',
      '/sandbox/shop/domeggook/list?page=1',
      '/sandbox/shop/domeggook/list?page=2',
    ]);
    expect(pacer.waits).toEqual([
      ['shop.test', 500],
      ['shop.test', 2_000],
      ['shop.test', 2_000],
    ]);
  });

  it('never follows a redirect into a disallowed path, and says so', async () => {
    const site = fakeSite({
      '/sandbox/shop/robots.txt': [200, 'User-agent: *\nDisallow: /sandbox/shop/login\n'],
      '/sandbox/shop/domeggook/9': [302, '', '/sandbox/shop/login?return=9'],
    });
    const crawler = createCrawler({
      fetcher: site.fetcher,
      pacer: recordingPacer(),
      politeness: { minDelayMs: 0, honourCrawlDelay: true },
    });
    const rules = await crawler.robotsOf(domeggook);
    await expect(crawler.fetchProduct(domeggook, rules, `${shopBase}/domeggook/9`)).rejects.toThrow(
      'robots.txt가 허용하지 않는 주소로 이동해 가져오지 않았습니다',
    );
    expect(site.asked).not.toContain('/sandbox/shop/login?return=9');
  });

  it('takes an unreachable robots.txt as "disallow all" and a missing one as "allow all" (RFC 9309)', async () => {
    const missing = createCrawler({
      fetcher: fakeSite({}).fetcher,
      pacer: recordingPacer(),
      politeness: { minDelayMs: 0, honourCrawlDelay: true },
    });
    expect((await missing.robotsOf(domeggook)).isAllowed('/sandbox/shop/domeggook/1')).toBe(true);
    const failing = createCrawler({
      fetcher: fakeSite({ '/sandbox/shop/robots.txt': [503, 'busy'] }).fetcher,
      pacer: recordingPacer(),
      politeness: { minDelayMs: 0, honourCrawlDelay: true },
    });
    expect((await failing.robotsOf(domeggook)).isAllowed('/sandbox/shop/domeggook/1')).toBe(false);
  });

  it('caps a Crawl-delay at 30 s and can leave it out (the benchmark)', () => {
    expect(politeDelayMs({ minDelayMs: 1_000, honourCrawlDelay: true }, { crawlDelaySeconds: 120 })).toBe(
      30_000,
    );
    expect(politeDelayMs({ minDelayMs: 0, honourCrawlDelay: false }, { crawlDelaySeconds: 5 })).toBe(0);
    expect(politeDelayMs({ minDelayMs: 1_000, honourCrawlDelay: true }, { crawlDelaySeconds: null })).toBe(
      1_000,
    );
  });
});

describe('host pacer', () => {
  it('gives each request to a host the next slot after the previous one, other hosts unaffected', async () => {
    let clock = 0;
    const pacer = createHostPacer(() => clock);
    const started: string[] = [];
    const first = pacer.wait('a.test', 100).then(() => started.push('a1'));
    const second = pacer.wait('a.test', 100).then(() => started.push('a2'));
    const other = pacer.wait('b.test', 100).then(() => started.push('b1'));
    await first;
    await other;
    expect(started).toEqual(['a1', 'b1']);
    clock = 100;
    await second;
    expect(started).toEqual(['a1', 'b1', 'a2']);
  });
});
