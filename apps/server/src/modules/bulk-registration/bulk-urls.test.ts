import { errorCodes } from '@ollida/contracts/errors';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/domain-errors.ts';
import { prepareBulkUrls } from './bulk-urls.ts';

function refusal(lines: string[]): { code: string; detail: string } {
  try {
    prepareBulkUrls(lines);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, detail: error.detail };
  }
  throw new Error('expected a refusal');
}

describe('prepareBulkUrls', () => {
  it('trims, drops blank lines and adds https:// where no scheme leads', () => {
    expect(prepareBulkUrls(['  shop.example/item/1 ', '', '   ', 'http://shop.example/item/2'])).toEqual({
      lines: [
        { url: 'https://shop.example/item/1', invalid: false },
        { url: 'http://shop.example/item/2', invalid: false },
      ],
      duplicatesSkipped: 0,
    });
  });

  it('keeps the same URL once: host and scheme case, fragments and pasted blocks do not make it new', () => {
    const prepared = prepareBulkUrls([
      'https://Shop.Example/item/1#reviews',
      'HTTPS://shop.example/item/1',
      'shop.example/item/1\nshop.example/item/2\r\nshop.example/item/2',
      'https://shop.example/item/1?color=red',
    ]);
    expect(prepared.lines.map((line) => line.url)).toEqual([
      'https://shop.example/item/1',
      'https://shop.example/item/2',
      'https://shop.example/item/1?color=red',
    ]);
    expect(prepared.duplicatesSkipped).toBe(3);
  });

  it('keeps a line that is not a web address as an item that failed, naming the line', () => {
    expect(prepareBulkUrls(['ftp://files.example/a', 'shop.example/ok', 'not a url']).lines).toEqual([
      {
        url: 'ftp://files.example/a',
        invalid: true,
        message: '올바른 URL이 아닙니다: ftp://files.example/a',
      },
      { url: 'https://shop.example/ok', invalid: false },
      { url: 'not a url', invalid: true, message: '올바른 URL이 아닙니다: not a url' },
    ]);
  });

  it('refuses a paste without any URL', () => {
    expect(refusal(['', '  ', '\n'])).toEqual({
      code: errorCodes.bulkNoUrls,
      detail: '유효한 URL이 없습니다. 한 줄에 하나씩 입력해주세요.',
    });
  });

  it('refuses more than 5,000 distinct URLs with the count, but not 5,000 plus duplicates', () => {
    const urls = Array.from({ length: 6_000 }, (_, index) => `shop.example/item/${index}`);
    expect(refusal(urls)).toEqual({
      code: errorCodes.bulkTooManyUrls,
      detail: '한 번에 최대 5,000개까지 등록할 수 있습니다. (입력 6,000개)',
    });
    const withDuplicates = [...urls.slice(0, 5_000), ...urls.slice(0, 500)];
    expect(prepareBulkUrls(withDuplicates)).toMatchObject({ duplicatesSkipped: 500 });
    expect(prepareBulkUrls(withDuplicates).lines).toHaveLength(5_000);
  });
});
