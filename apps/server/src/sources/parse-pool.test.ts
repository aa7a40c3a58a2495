import { errorCodes } from '@ollida/contracts/errors';
import iconv from 'iconv-lite';
import { afterAll, describe, expect, it } from 'vitest';
import { DomainError } from '../platform/domain-errors.ts';
import { createParsePool, inlinePageParser } from './parse-pool.ts';

const page =
  '<html><head><title>무릎 담요</title></head><body><h1>무릎 담요</h1><p>판매가 12,900원</p></body></html>';

/**
 * Big enough that reading it takes several times the test's 1 s limit on a fast machine (a small page takes a few ms,
 * cold; 150,000 paragraphs once fitted in 1 s of CPU and the test passed by accident of speed).
 */
const heavyPage = `<html><body><div id="prdDetail">${'<p>문단 <img src="/a.jpg">'.repeat(500_000)}</div></body></html>`;

describe('parse pool', () => {
  const pool = createParsePool({ threads: 1, cpuLimitMs: 1_000 });
  afterAll(() => pool.close());

  it('decodes the fetched bytes (EUC-KR from the header) and extracts on a parser thread', async () => {
    const body = iconv.encode(page, 'cp949');
    const source = await pool.parse({
      body,
      contentType: 'text/html; charset=euc-kr',
      url: 'https://shop.example/p/1',
    });
    expect(source.name).toBe('무릎 담요');
    expect(source.salePrice).toBe(12_900);
    expect(source).toEqual(await inlinePageParser.parse({ html: page, url: 'https://shop.example/p/1' }));
  }, 30_000);

  it('refuses a page over the CPU limit with source_too_complex, then reads the next page on a fresh thread', async () => {
    const refused = await pool
      .parse({ html: heavyPage, url: 'https://shop.example/p/2' })
      .catch((error) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ status: 422, code: errorCodes.sourceTooComplex });
    expect((refused as DomainError).detail).toContain('너무 크거나 복잡해서 읽지 못했습니다');
    const next = await pool.parse({ html: page, url: 'https://shop.example/p/3' });
    expect(next.name).toBe('무릎 담요');
  }, 30_000);

  it('refuses work once closed', async () => {
    const closed = createParsePool({ threads: 1 });
    await closed.close();
    await expect(closed.parse({ html: page, url: 'https://shop.example/p/4' })).rejects.toThrow('closed');
  });
});
