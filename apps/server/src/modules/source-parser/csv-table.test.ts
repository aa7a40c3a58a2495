import { errorCodes } from '@ollida/contracts/errors';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/domain-errors.ts';
import { isCsvFileName, parseCsvTable } from './csv-table.ts';

const utf8 = (text: string) => Buffer.from(text, 'utf8');

function failure(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('parseCsvTable', () => {
  it('reads UTF-8 with a BOM, trims cells and drops blank lines', () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      utf8('상품명,URL\r\n 사과 , https://a.kr/1 \r\n\r\n배,https://a.kr/2\r\n'),
    ]);
    expect(parseCsvTable(bytes)).toEqual({
      headers: ['상품명', 'URL'],
      rows: [
        ['사과', 'https://a.kr/1'],
        ['배', 'https://a.kr/2'],
      ],
    });
  });

  it('reads CP949 files saved by Korean Excel', () => {
    const bytes = iconv.encode('상품명,주소\n똠양꿍 소스,https://shop.kr/p?id=1&x=2\n', 'cp949');
    expect(parseCsvTable(bytes).rows).toEqual([['똠양꿍 소스', 'https://shop.kr/p?id=1&x=2']]);
  });

  it('keeps commas, quotes and line breaks inside quoted cells and pads short rows', () => {
    const table = parseCsvTable(utf8('a,b,c\n"1,5kg ""특""","줄\n바꿈"\n'));
    expect(table.rows).toEqual([['1,5kg "특"', '줄\n바꿈', '']]);
  });

  it('does not let rows of empty cells use up the row budget', () => {
    const csv = `url\n${',\n'.repeat(4_000)}${'https://a.kr/x\n'.repeat(3_000)}`;
    expect(parseCsvTable(utf8(csv)).rows).toHaveLength(3_000);
  });

  it('names blank headers by position', () => {
    expect(parseCsvTable(utf8(',URL\nx,y\n')).headers).toEqual(['1열', 'URL']);
  });

  it('refuses empty files, unclosed quotes, too many rows and over-long cells', () => {
    expect(failure(() => parseCsvTable(utf8('\n\n'))).code).toBe(errorCodes.csvEmpty);
    expect(failure(() => parseCsvTable(utf8('a\n"open\n'))).code).toBe(errorCodes.csvMalformed);
    const many = `url\n${'https://a.kr/x\n'.repeat(5_001)}`;
    const tooMany = failure(() => parseCsvTable(utf8(many)));
    expect([tooMany.status, tooMany.code]).toEqual([413, errorCodes.csvTooManyRows]);
    expect(parseCsvTable(utf8(`url\n${'https://a.kr/x\n'.repeat(5_000)}`)).rows).toHaveLength(5_000);
    expect(failure(() => parseCsvTable(utf8(`url\n${'x'.repeat(2_049)}\n`))).detail).toContain('2번째 행');
  });
});

describe('isCsvFileName', () => {
  it.each([
    ['urls.csv', true],
    ['URLS.CSV', true],
    ['목록.Csv', true],
    ['urls.csv.exe', false],
    ['urls.txt', false],
    ['csv', false],
  ])('%s → %s', (name, expected) => {
    expect(isCsvFileName(name)).toBe(expected);
  });
});
