import { errorCodes } from '@ollida/contracts/errors';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser, loginAs } from '../../../test/factories.ts';
import { multipartFile } from '../../../test/kits/source-parser.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  token = await loginAs(ctx, (await createUser(ctx)).id);
});
afterAll(() => ctx.close());

const upload = (fileName: string, bytes: Uint8Array, auth: string | null = token) => {
  const form = multipartFile(fileName, bytes);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/parse-csv',
    headers: { ...form.headers, ...(auth === null ? {} : { authorization: `Bearer ${auth}` }) },
    payload: form.payload,
  });
};

describe('POST /api/parse-csv', () => {
  it('reads an Excel CP949 file with quoted cells into headers and rows', async () => {
    const csv =
      '상품명,URL,메모\r\n"똠얌 소스, 500g",https://shop.kr/p?id=1,"줄\r\n바꿈"\r\n배,https://shop.kr/p?id=2,\r\n';
    const response = await upload('상품목록.CSV', iconv.encode(csv, 'cp949'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      headers: ['상품명', 'URL', '메모'],
      rows: [
        ['똠얌 소스, 500g', 'https://shop.kr/p?id=1', '줄\r\n바꿈'],
        ['배', 'https://shop.kr/p?id=2', ''],
      ],
    });
  });

  it('reads UTF-8 with a BOM', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('url\nhttps://a.kr/1\n')]);
    expect((await upload('urls.csv', bytes)).json()).toEqual({
      headers: ['url'],
      rows: [['https://a.kr/1']],
    });
  });

  it('needs a signed-in seller', async () => {
    expect((await upload('urls.csv', Buffer.from('url\n'), null)).statusCode).toBe(401);
  });

  it('refuses other files, empty files, too many rows and files over 5 MB with Korean messages', async () => {
    const cases: [string, Uint8Array, number, string][] = [
      ['urls.txt', Buffer.from('url\nhttps://a.kr\n'), 400, errorCodes.csvNotCsv],
      ['urls.csv', Buffer.from('\n\n'), 400, errorCodes.csvEmpty],
      ['urls.csv', Buffer.from(`url\n${'https://a.kr/x\n'.repeat(5_001)}`), 413, errorCodes.csvTooManyRows],
      ['urls.csv', Buffer.alloc(5 * 1024 * 1024 + 10, 0x61), 413, errorCodes.csvTooLarge],
      ['urls.csv', Buffer.from('a\n"unclosed\n'), 422, errorCodes.csvMalformed],
    ];
    for (const [name, bytes, status, code] of cases) {
      const response = await upload(name, bytes);
      expect([response.statusCode, response.json().code], name).toEqual([status, code]);
      expect(response.json().detail).toMatch(/[가-힣]/);
    }
  });

  it('answers a cut-off or boundary-less multipart body with 400, not 500', async () => {
    const form = multipartFile('urls.csv', Buffer.from('url\nhttps://a.kr/1\n'));
    const cut = form.payload.subarray(0, form.payload.length - 30);
    const bodies = [
      { headers: form.headers, payload: cut },
      { headers: { 'content-type': 'multipart/form-data' }, payload: Buffer.from('garbage') },
    ];
    for (const body of bodies) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/parse-csv',
        headers: { ...body.headers, authorization: `Bearer ${token}` },
        payload: body.payload,
      });
      expect([response.statusCode, response.json().code]).toEqual([400, errorCodes.csvMalformed]);
    }
  });

  it('refuses a request without a file', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/parse-csv',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: {},
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe(errorCodes.csvMissingFile);
  });
});
