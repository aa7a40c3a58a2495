import type { RunningShopSandbox } from '@ollida/sandbox/shop/standalone';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app.ts';
import { buildInvestigatorApp, investigatorKit, startRecordedShop } from '../../../test/kits/investigator.ts';
import { crawlSessions } from '../../db/schema/investigator.ts';

let ctx: TestContext;
let shop: RunningShopSandbox;
let kit: ReturnType<typeof investigatorKit>;
const base = '/api/product-investigator';

beforeAll(async () => {
  ({ shop } = await startRecordedShop());
  ctx = await buildInvestigatorApp(shop, { workers: 0 });
  kit = investigatorKit(ctx);
});
afterAll(async () => {
  await ctx.close();
  await shop.close();
});

const sessionCount = async () =>
  (await ctx.database.db.select({ n: count() }).from(crawlSessions))[0]?.n ?? 0;

describe('Investigator input', () => {
  it('refuses crawl sizes outside 1-50, text, and unknown sites, starting nothing', async () => {
    const seller = await kit.seller();
    const cases: [unknown, string][] = [
      [0, '크롤링할 상품 수는 1 이상이어야 합니다.'],
      [51, '크롤링할 상품 수는 50 이하여야 합니다.'],
      ['많이', '크롤링할 상품 수는 1~50 사이의 숫자여야 합니다.'],
      [2.5, '크롤링할 상품 수는 정수여야 합니다.'],
    ];
    for (const [maxCrawls, message] of cases) {
      const response = await kit.call(seller.token, 'POST', `${base}/crawler/start`, {
        domain: 'godo.shop.example',
        max_crawls: maxCrawls,
      });
      expect(response.statusCode, String(maxCrawls)).toBe(400);
      expect(response.json().errors[0].message).toBe(message);
    }
    const unknown = await kit.call(seller.token, 'POST', `${base}/crawler/start`, {
      domain: 'evil.example',
      max_crawls: 2,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      detail: '지원하지 않는 사이트입니다: evil.example',
      code: 'crawl_site_unknown',
    });
    for (const url of [
      `${base}/crawl-history?domain=evil.example`,
      `${base}/parsed-products?domain=evil.example`,
    ]) {
      expect((await kit.call(seller.token, 'GET', url)).json().code).toBe('crawl_site_unknown');
    }
    expect(await sessionCount()).toBe(0);
  });

  it('runs one crawl per seller at a time, and shows a crawl only to the seller who started it', async () => {
    const seller = await kit.seller();
    const other = await kit.seller();
    const started = await kit.startCrawl(seller.token, 'godo.shop.example', 2);
    const second = await kit.call(seller.token, 'POST', `${base}/crawler/start`, {
      domain: 'cafe24.shop.example',
      max_crawls: 2,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('crawl_already_running');
    const peek = await kit.call(other.token, 'GET', `${base}/crawler/sessions/${started.data.session_id}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toEqual({ detail: '크롤링 작업을 찾을 수 없습니다.', code: 'crawl_not_found' });
  });

  it('refuses file paths outside the store, unknown files, bad date filters and unknown sources', async () => {
    const seller = await kit.seller();
    for (const path of [
      '../etc/passwd',
      'godo.shop.example/2026-11-20/../../app-secret.html',
      '/etc/passwd',
      '',
    ]) {
      const response = await kit.call(
        seller.token,
        'GET',
        `${base}/html-content?file_path=${encodeURIComponent(path)}`,
      );
      expect(response.statusCode, path).toBe(400);
      expect(response.json().code).toBe('validation_error');
    }
    const missing = await kit.call(
      seller.token,
      'GET',
      `${base}/parse-file?file_path=${encodeURIComponent('godo.shop.example/2026-11-20/123.html')}`,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      detail: '저장된 HTML 파일을 찾을 수 없습니다.',
      code: 'html_file_not_found',
    });

    const dashed = await kit.call(seller.token, 'GET', `${base}/products/all?date_filter=2026-11-20`);
    expect(dashed.json().errors[0].message).toBe('날짜는 YYYYMMDD 형식(예: 20261120)으로 입력해 주세요.');
    const impossible = await kit.call(seller.token, 'GET', `${base}/products/all?date_filter=20261332`);
    expect(impossible.json().errors[0].message).toBe('존재하지 않는 날짜입니다.');
    expect((await kit.call(seller.token, 'GET', `${base}/dates/nosuchsource`)).statusCode).toBe(400);
    expect((await kit.call(seller.token, 'GET', `${base}/products/all?parse=yes`)).statusCode).toBe(400);
  });

  it('refuses a 20 MB page to parse before reading it, and a 6 MB one by its length', async () => {
    const seller = await kit.seller();
    const huge = await ctx.app.inject({
      method: 'POST',
      url: `${base}/parse`,
      headers: { authorization: `Bearer ${seller.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ domain: 'godo.shop.example', html_content: 'a'.repeat(20 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ detail: '요청 본문이 너무 큽니다.' });
    const large = await kit.call(seller.token, 'POST', `${base}/parse`, {
      domain: 'godo.shop.example',
      html_content: 'a'.repeat(6 * 1024 * 1024),
    });
    expect(large.statusCode).toBe(400);
    expect(large.json().errors[0].message).toBe('HTML은 5MB 이하여야 합니다.');
  });

  it('answers 401 to every route without a token', async () => {
    const routes: [string, string][] = [
      ['GET', `${base}/sources`],
      ['GET', `${base}/supported-sites`],
      ['POST', `${base}/crawler/start`],
      ['GET', `${base}/crawl-history?domain=godo.shop.example`],
      ['GET', `${base}/stats`],
      ['GET', `${base}/html-files`],
      ['GET', `${base}/products/all`],
      ['GET', '/api/product-search/history'],
    ];
    for (const [method, url] of routes) {
      const response = await kit.call(
        undefined,
        method as 'GET',
        url,
        method === 'POST' ? { domain: 'x', max_crawls: 1 } : undefined,
      );
      expect(response.statusCode, url).toBe(401);
    }
  });
});
