import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlSite } from '../src/modules/investigator/crawl-sites.ts';
import { type LoopbackServer, startLoopbackServer } from '../src/sources/loopback-server.test-helper.ts';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { investigatorKit } from '../test/kits/investigator.ts';
import { expectVictimUntouched } from './ssrf-targets.ts';

/**
 * The crawler's sites are fixed in code, so no request names a URL to crawl. What can still lead it astray is what
 * a site's pages say: listing links, sitemaps and redirects pointing at internal addresses. The site here is a shop
 * on a loopback port whose every pointer aims at the victim or the metadata service; the site's own rules would
 * even accept those URLs as products (`/p/<n>` on any origin), so only the crawler's origin check and the fetcher
 * stand in between.
 */

let victim: LoopbackServer;
let shop: LoopbackServer;
let ctx: TestContext;
const domain = 'hostile-shop.example';

const productPage = (name: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${name}</title>` +
  `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    image: ['/img/1.png'],
    offers: { '@type': 'Offer', price: '12000', priceCurrency: 'KRW' },
  })}</script></head><body><h1>${name}</h1></body></html>`;

function shopAnswer(path: string, response: ServerResponse, victimOrigin: string) {
  const redirect = (location: string) => response.writeHead(302, { location }).end();
  const html = (body: string) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  switch (path) {
    case '/robots.txt':
      return response
        .writeHead(200, { 'content-type': 'text/plain' })
        .end(
          `User-agent: *\nAllow: /\nSitemap: ${victimOrigin}/sitemap.xml\n` +
            `Sitemap: http://169.254.169.254/sitemap.xml\nSitemap: ${shop.origin}/sitemap.xml\n`,
        );
    case '/list': {
      const links = [
        `${victimOrigin}/p/1`,
        'http://169.254.169.254/p/2',
        `http://[::1]:${victim.port}/p/3`,
        `http://localhost:${victim.port}/list`,
        `${victimOrigin}/list`,
        '/p/10',
        '/p/11',
        '/p/12',
        '/list?page=2',
      ];
      return html(links.map((href) => `<a href="${href}">상품</a>`).join('\n'));
    }
    case '/list?page=2':
      return redirect(`${victimOrigin}/list`);
    case '/sitemap.xml':
      return response
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` +
            `<url><loc>${victimOrigin}/p/20</loc></url><url><loc>${shop.origin}/p/21</loc></url></urlset>`,
        );
    case '/p/10':
    case '/p/21':
      return redirect(`${victimOrigin}${path}`);
    case '/p/11':
      return redirect('http://169.254.169.254/latest/meta-data/');
    case '/p/12':
      return html(productPage('정상 상품'));
    default:
      return response.writeHead(404).end();
  }
}

beforeAll(async () => {
  victim = await startLoopbackServer((_request, response) => response.end('internal secret'));
  shop = await startLoopbackServer((request, response) =>
    shopAnswer(request.url ?? '', response, victim.origin),
  );
  const site: CrawlSite = {
    name: '적대적 상점',
    domain,
    source: 'generic',
    origin: shop.origin,
    robotsUrl: `${shop.origin}/robots.txt`,
    startUrls: [`${shop.origin}/list`],
    productIdOf: (url) => /^\/p\/(\d+)$/.exec(url.pathname)?.[1] ?? null,
    isListing: (url) => url.pathname === '/list',
  };
  ctx = await buildTestApp({
    // The shop is the one local origin the fetcher may use, as the demo shop is in sandbox mode.
    sourceFetch: { allowedPrefixes: [`${shop.origin}/`], totalTimeoutMs: 3_000 },
    investigator: {
      sites: [site],
      politeness: { minDelayMs: 0, honourCrawlDelay: false },
      jobs: {
        sweepIntervalSeconds: 0,
        stopTimeoutMs: 1_000,
        pollingIntervalSeconds: 0.5,
        retryDelaySeconds: 1,
      },
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await Promise.all([victim.close(), shop.close()]);
});

describe('the crawler on a site that points at internal addresses', () => {
  it('crawls the real product, refuses the redirects away, and never connects to the victim', async () => {
    const kit = investigatorKit(ctx);
    const { token } = await kit.seller();
    const started = await kit.startCrawl(token, domain, 20);
    const result = await kit.finished(token, started.data.session_id, 30_000);

    const byId = new Map(result.data.products.map((product) => [product.product_id, product]));
    expect(byId.get('12')).toMatchObject({ success: true, item_name: '정상 상품' });
    // Same-origin product pages (from the listing and the sitemap) that redirect away were refused with a reason.
    for (const id of ['10', '11', '21']) {
      expect(byId.get(id), id).toMatchObject({ success: false, error: expect.stringMatching(/[가-힣]/) });
    }
    // Links and sitemap entries on other origins never became crawl items.
    for (const product of result.data.products) expect(product.url.startsWith(`${shop.origin}/`)).toBe(true);
    for (const id of ['1', '2', '3', '20']) expect(byId.has(id), id).toBe(false);

    const asked = shop.requests.map((request) => request.path);
    expect(asked).toContain('/robots.txt');
    expect(asked).toContain('/p/12');
    expectVictimUntouched(victim);
  });

  it('refuses to start a crawl of an address instead of a known site', async () => {
    const kit = investigatorKit(ctx);
    const { token } = await kit.seller();
    for (const target of [victim.origin, `127.0.0.1:${victim.port}`, '169.254.169.254', 'localhost']) {
      const response = await kit.call(token, 'POST', '/api/product-investigator/crawler/start', {
        domain: target,
        max_crawls: 1,
      });
      expect(response.statusCode, target).toBe(400);
      expect(response.json(), target).toMatchObject({
        code: 'crawl_site_unknown',
        detail: expect.stringMatching(/[가-힣]/),
      });
    }
    expectVictimUntouched(victim);
  });
});
