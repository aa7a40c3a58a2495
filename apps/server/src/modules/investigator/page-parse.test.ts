import { describe, expect, it } from 'vitest';
import { inlinePageParser, type PageParser, pageTooComplex } from '../../sources/parse-pool.ts';
import { parsePage } from './page-parse.ts';

const page = '<html><head><title>무릎 담요</title></head><body><p>판매가 12,900원</p></body></html>';

describe('parsePage', () => {
  it('reads a page into its draft and summary', async () => {
    const parsed = await parsePage(inlinePageParser, page, 'https://shop.example.kr/p/1');
    expect(parsed).toMatchObject({ success: true, summary: { itemName: '무릎 담요', salePrice: 12_900 } });
  });

  it('keeps a page the parser threads refused as unread, so a crawl stores it and goes on', async () => {
    const refusing: PageParser = {
      parse: () => Promise.reject(pageTooComplex(5_000)),
      close: async () => {},
    };
    const parsed = await parsePage(refusing, page, 'https://shop.example.kr/p/1');
    expect(parsed).toMatchObject({
      success: false,
      details: null,
      message: expect.stringContaining('너무 크거나 복잡해서'),
      summary: { itemName: null, salePrice: null, images: [] },
    });
  });

  it('still throws what is not a refusal (a broken thread is not a page problem)', async () => {
    const broken: PageParser = {
      parse: () => Promise.reject(new Error('worker died')),
      close: async () => {},
    };
    await expect(parsePage(broken, page, 'https://shop.example.kr/p/1')).rejects.toThrow('worker died');
  });
});
