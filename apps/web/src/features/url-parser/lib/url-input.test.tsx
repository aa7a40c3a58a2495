import { describe, expect, it } from 'vitest';
import {
  columnPreview,
  guessUrlColumn,
  isCsvFileName,
  nonUrlColumnWarning,
  normalizeUrl,
  unsupportedSchemeText,
  urlsFromLines,
} from './url-input';

describe('url input rules (docs/product/listing.md#url-rules)', () => {
  it.each([
    ['  shop.example.com/p/1 ', 'https://shop.example.com/p/1'],
    ['http://a.example', 'http://a.example'],
    ['HTTPS://A.example', 'HTTPS://A.example'],
    ['   ', null],
  ])('normalizes %j to %j', (raw, expected) => {
    expect(normalizeUrl(raw)).toBe(expected);
  });

  it('keeps non-blank lines in order', () => {
    expect(urlsFromLines('a.example\r\n\n  b.example  \n')).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it.each([
    [['이름', 'URL', '가격'], 'URL'],
    [['설명', '링크'], '링크'],
    [['번호', '상품 URL'], '상품 URL'],
    [['이름', '상품URL'], '상품URL'],
    [['이름', 'source_url'], 'source_url'],
    [['이름', '가격'], null],
    [['번호', '상품주소'], '상품주소'],
    [['상품명', '가격', '판매처 주소'], '판매처 주소'],
  ])('guesses the URL column of %j', (headers, expected) => {
    expect(guessUrlColumn(headers)).toBe(expected);
  });

  it.each([
    ['ftp://files.example/p/1', 'ftp:// 주소는 지원하지 않습니다.'],
    [' FILE:///etc/passwd', 'file:// 주소는 지원하지 않습니다.'],
    ['https://a.example', null],
    ['a.example/p?next=ftp://x', null],
  ])('tells whether %j has an unsupported scheme', (raw, expected) => {
    const text = unsupportedSchemeText(raw);
    if (expected === null) expect(text).toBeNull();
    else expect(text).toContain(expected);
  });

  it('warns when the chosen column holds no web address', () => {
    const table = {
      headers: ['상품명', '링크'],
      rows: [
        ['', ''],
        ['보온 텀블러', 'shop.example.com/p/1'],
        ['머그컵', 'https://shop.example.com/p/2'],
      ],
    };
    expect(nonUrlColumnWarning(table, '상품명')).toBe(
      "'상품명' 컬럼에는 상품 주소가 보이지 않습니다. URL이 들어 있는 컬럼을 골라 주세요.",
    );
    expect(nonUrlColumnWarning(table, '링크')).toBeNull();
  });

  it('previews the first non-blank cells with their rows', () => {
    const table = {
      headers: ['u'],
      rows: [[''], ['a.example'], ['b.example'], ['c.example'], ['d.example']],
    };
    expect(columnPreview(table, 'u', 3)).toEqual([
      { row: 1, url: 'https://a.example' },
      { row: 2, url: 'https://b.example' },
      { row: 3, url: 'https://c.example' },
    ]);
  });

  it('accepts .csv in any letter case only', () => {
    expect([isCsvFileName('a.CSV'), isCsvFileName('a.csv.txt'), isCsvFileName('csv')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
