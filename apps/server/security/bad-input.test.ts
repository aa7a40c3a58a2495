import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { createUser, loginAs } from '../test/factories.ts';

/** Input that once reached a 500 or a 502 (issue 22 §8): each is refused with a Korean 400 and changes nothing. */

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  token = await loginAs(ctx, (await createUser(ctx)).id);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('impossible dates', () => {
  it('are refused by the Investigator, the orders and the exchange rates, never a 500', async () => {
    for (const date of ['2026-02-30', '2026-13-01', '0000-01-01']) {
      const byDate = await call('GET', `/api/product-investigator/products/dome/${date}`);
      expect(byDate.statusCode, `${date}: ${byDate.body}`).toBe(400);
      expect(byDate.json().detail).toMatch(/[가-힣]/);
    }
    const all = await call('GET', '/api/product-investigator/products/all?date_filter=20261301');
    expect(all.statusCode).toBe(400);
  });

  it('in a stored file path are refused by the Investigator file routes, never a 500', async () => {
    for (const route of ['html-content', 'parse-file']) {
      for (const date of ['0000-00-00', '2026-02-30']) {
        const path = encodeURIComponent(`domeggook.com/${date}/item.html`);
        const response = await call('GET', `/api/product-investigator/${route}?file_path=${path}`);
        expect(response.statusCode, `${route} ${date}: ${response.body}`).toBe(400);
        expect(response.json().errors[0].message).toContain('실제 날짜');
      }
    }
  });
});

describe('marketplace keys with characters a header cannot carry', () => {
  it('are refused when the store is connected, with a Korean message, and no workspace is made', async () => {
    const keys = ['AKCP\r\nX-Injected: 1', '액세스키1234', 'abc def'];
    for (const accessKey of keys) {
      const coupang = await call('POST', '/api/workspaces', {
        platform: 'coupang',
        workspace_name: '키 시험',
        wing_account: 'key-test',
        vendor_code: 'A00099999',
        access_key: accessKey,
        secret_key: 'secret0123456789',
      });
      expect(coupang.statusCode, coupang.body).toBe(400);
      expect(coupang.json().errors[0]).toMatchObject({ path: 'body.access_key' });
      expect(coupang.json().errors[0].message).toContain('영문, 숫자, 기호만');
    }
    const naver = await call('POST', '/api/workspaces', {
      platform: 'naver',
      workspace_name: '키 시험',
      naver_client_id: 'client-id',
      naver_client_secret: '시크릿\n',
    });
    expect(naver.statusCode, naver.body).toBe(400);
    for (const accesskey of keys) {
      const check = await call('POST', '/api/validate-coupang-credentials', {
        accesskey,
        secretkey: 'secret0123456789',
        vendorId: 'A00099999',
      });
      expect(check.statusCode, check.body).toBe(400);
      expect(check.json().errors[0].message).toContain('영문, 숫자, 기호만');
    }
    expect((await call('GET', '/api/workspaces')).json().data).toEqual([]);
  });
});
