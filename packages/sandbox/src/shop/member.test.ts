import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsOfStyle, shopMemberOnlyProducts } from './catalogue.ts';
import { SHOP_DEMO_MEMBER } from './demo-accounts.ts';
import { DOMEME_LOGIN, GODO_LOGIN, type LoginWall } from './render-misc.ts';
import {
  buildShopTestApp,
  getShop,
  hiddenInputValue,
  metaContent,
  TEST_HOST,
  TEST_PREFIX,
} from './testing.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildShopTestApp();
});
afterAll(async () => {
  await app.close();
});

async function submitLogin(wall: LoginWall, id: string, password: string, returnTo: string) {
  return app.inject({
    method: 'POST',
    url: `${TEST_PREFIX}/${wall.actionPath}`,
    headers: { host: TEST_HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      [wall.idField]: id,
      [wall.passwordField]: password,
      [wall.returnParam]: returnTo,
    }).toString(),
  });
}

function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? (setCookie[0] ?? '') : (setCookie ?? '');
  expect(header).toContain(`Path=${TEST_PREFIX}/`);
  return header.split(';')[0] ?? '';
}

describe('login walls', () => {
  it('redirects the member-only godo product to a login page that answers 200, then serves it after login', async () => {
    const [product] = shopMemberOnlyProducts;
    if (product === undefined) throw new Error('no member-only product');
    const productUrl = `${TEST_PREFIX}/${product.path}`;

    const anonymous = await getShop(app, product.path);
    expect(anonymous.statusCode).toBe(302);
    const location = new URL(String(anonymous.headers.location), `http://${TEST_HOST}`);
    expect(location.pathname).toBe(`${TEST_PREFIX}/${GODO_LOGIN.formPath}`);
    expect(location.searchParams.get('returnUrl')).toBe(productUrl);

    const form = await getShop(app, `${location.pathname}${location.search}`);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(`<title>${GODO_LOGIN.title}</title>`);
    expect(hiddenInputValue(form.body, 'returnUrl')).toBe(productUrl);
    expect(form.body).toContain('name="loginId"');
    expect(form.body).toContain('name="loginPwd"');

    const wrong = await submitLogin(GODO_LOGIN, SHOP_DEMO_MEMBER.loginId, 'wrong', productUrl);
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain('아이디 또는 비밀번호가 일치하지 않습니다.');
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const ok = await submitLogin(GODO_LOGIN, SHOP_DEMO_MEMBER.loginId, SHOP_DEMO_MEMBER.password, productUrl);
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe(productUrl);
    const cookie = sessionCookie(ok.headers['set-cookie']);

    const page = await getShop(app, product.path, { cookie });
    expect(page.statusCode).toBe(200);
    expect(hiddenInputValue(page.body, 'set_goods_price')).toBe(String(product.salePrice));
    expect(page.body).toContain(product.name);
  });

  it('redirects 도매매 item pages to mem_formLogin and serves them with 도매매 branding after login', async () => {
    const [product] = productsOfStyle('domeggook');
    if (product === undefined) throw new Error('no domeggook product');
    const path = `${TEST_PREFIX}/domeme/s/${product.siteNo}`;
    const anonymous = await getShop(app, path);
    expect(anonymous.statusCode).toBe(302);
    expect(String(anonymous.headers.location)).toBe(
      `${TEST_PREFIX}/${DOMEME_LOGIN.formPath}?back=${encodeURIComponent(path)}`,
    );
    const ok = await submitLogin(DOMEME_LOGIN, SHOP_DEMO_MEMBER.loginId, SHOP_DEMO_MEMBER.password, path);
    expect(ok.headers.location).toBe(path);
    const page = await getShop(app, path, { cookie: sessionCookie(ok.headers['set-cookie']) });
    expect(page.statusCode).toBe(200);
    expect(metaContent(page.body, 'og:title')).toBe(`[도매매] ${product.name}`);
    expect(page.body).toContain(`<title>${product.name} - 도매매</title>`);
  });

  it('never redirects outside the shop after login and ignores unknown session cookies', async () => {
    for (const target of ['https://evil.example/', '//evil.example/x', '/other/app']) {
      const ok = await submitLogin(GODO_LOGIN, SHOP_DEMO_MEMBER.loginId, SHOP_DEMO_MEMBER.password, target);
      expect(ok.headers.location, target).toBe(`${TEST_PREFIX}/`);
    }
    const [product] = shopMemberOnlyProducts;
    const forged = await getShop(app, product?.path ?? '', { cookie: 'SHOPSESSID=forged' });
    expect(forged.statusCode).toBe(302);
  });
});
