import { describe, expect, it } from 'vitest';
import { columnPreview, guessUrlColumn, isCsvFileName, normalizeUrl, urlsFromLines } from './url-input';

describe('url input rules (spec 1 §5)', () => {
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
  ])('guesses the URL column of %j', (headers, expected) => {
    expect(guessUrlColumn(headers)).toBe(expected);
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
