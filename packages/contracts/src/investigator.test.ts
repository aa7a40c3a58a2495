import { describe, expect, it } from 'vitest';
import { allProductsQuerySchema, crawlStartBodySchema, filePathSchema } from './investigator.ts';

describe('investigator contracts', () => {
  it('refuses date filters that are not YYYYMMDD or no real day, without throwing', () => {
    for (const value of ['2026-11', '2026-11-20', '20261399', '20270229', 'abcdefgh']) {
      expect(allProductsQuerySchema.safeParse({ date_filter: value }).success, value).toBe(false);
    }
    expect(allProductsQuerySchema.parse({ date_filter: '20280229' }).date_filter).toBe('20280229');
    expect(allProductsQuerySchema.parse({}).parse).toBe(true);
  });

  it('takes crawl sizes 1 to 50, 2 by default', () => {
    expect(crawlStartBodySchema.parse({ domain: 'domeggook.com' }).max_crawls).toBe(2);
    expect(crawlStartBodySchema.safeParse({ domain: 'domeggook.com', max_crawls: 51 }).success).toBe(false);
  });

  it('takes only paths of the store', () => {
    expect(filePathSchema.safeParse('godo.shop.example/2026-11-20/1001.html').success).toBe(true);
    for (const path of [
      '../x.html',
      'a/2026-11-20/../b.html',
      'a/20261120/1.html',
      'a/2026-11-20/1.htm',
      '/a/2026-11-20/1.html',
    ]) {
      expect(filePathSchema.safeParse(path).success, path).toBe(false);
    }
  });
});
