import { errorCodes } from '@ollida/contracts/errors';
import { productDetailsSchema, urlParserResponseSchema } from '@ollida/contracts/product-details';
import { type RunningDomeggookSandbox, startDomeggookSandbox } from '@ollida/sandbox/domeggook/standalone';
import { ownerclanSeeds } from '@ollida/sandbox/ownerclan/seeds';
import { type RunningOwnerclanSandbox, startOwnerclanSandbox } from '@ollida/sandbox/ownerclan/standalone';
import { productsOfStyle, shopMemberOnlyProducts } from '@ollida/sandbox/shop/catalogue';
import { type RunningShopSandbox, startShopSandbox } from '@ollida/sandbox/shop/standalone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser, loginAs } from '../../../test/factories.ts';
import { startTroubleServer } from '../../../test/kits/source-parser.ts';

let ctx: TestContext;
let shop: RunningShopSandbox;
let domeggook: RunningDomeggookSandbox;
let ownerclan: RunningOwnerclanSandbox;
let trouble: Awaited<ReturnType<typeof startTroubleServer>>;
let token: string;

beforeAll(async () => {
  shop = await startShopSandbox();
  domeggook = await startDomeggookSandbox({ shopBaseUrl: shop.baseUrl });
  ownerclan = await startOwnerclanSandbox({ shopBaseUrl: shop.baseUrl });
  trouble = await startTroubleServer();
  ctx = await buildTestApp({
    env: {
      DOMEGGOOK_API_BASE: domeggook.baseUrl,
      OWNERCLAN_AUTH_BASE: ownerclan.baseUrl,
      OWNERCLAN_API_BASE: ownerclan.baseUrl,
    },
    sourceFetch: { allowedPrefixes: [`${shop.baseUrl}/`, trouble.baseUrl], totalTimeoutMs: 1_500 },
  });
  token = await loginAs(ctx, (await createUser(ctx)).id);
});
afterAll(async () => {
  await ctx.close();
  await Promise.all([shop.close(), domeggook.close(), ownerclan.close(), trouble.close()]);
});

const parse = (url: string, auth: string | null = token) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/url-parser',
    headers: auth === null ? {} : { authorization: `Bearer ${auth}` },
    payload: { url },
  });

describe('POST /api/url-parser', () => {
  it('needs a signed-in seller', async () => {
    const response = await parse(`${shop.baseUrl}/`, null);
    expect(response.statusCode).toBe(401);
  });

  it('turns every demo-shop page (five site styles, EUC-KR included) into a valid listing draft', async () => {
    for (const product of shop.catalogue) {
      const response = await parse(shop.productUrl(product));
      expect(response.statusCode, product.id).toBe(200);
      const body = urlParserResponseSchema.parse(response.json());
      expect(productDetailsSchema.safeParse(body.data).success, product.id).toBe(true);
      expect(body.data.price, product.id).toBe(product.expected.salePrice);
      expect(body.data.imageUrl, product.id).toBe(`${shop.baseUrl}/${product.expected.images[0]}`);
      expect(body.data.sellerProductName.length, product.id).toBeGreaterThan(1);
      expect(body.data.sourceUrl, product.id).toBe(shop.productUrl(product));
      expect(body.data.items.length, product.id).toBe(product.expected.options?.variants.length ?? 1);
    }
  });

  it('trims the URL, names the parser and passes warnings on', async () => {
    const soldOut = shop.catalogue.find((product) => product.soldOut);
    if (soldOut === undefined) throw new Error('the demo shop has a sold-out product');
    const response = await parse(`   ${shop.productUrl(soldOut)}  `);
    expect(response.statusCode).toBe(200);
    const body = urlParserResponseSchema.parse(response.json());
    expect(body.source.warnings.map((warning) => warning.code)).toContain('sold_out');
    expect(body.source.parser).not.toBe('');
  });

  it('reads 도매꾹 items through the Open API when a key is configured', async () => {
    const product = productsOfStyle('domeggook')[0];
    if (product === undefined) throw new Error('no domeggook product');
    const response = await parse(`domeggook.com/${product.siteNo}`);
    expect(response.statusCode).toBe(200);
    const body = urlParserResponseSchema.parse(response.json());
    expect(body.source.parser).toBe('domeggook');
    expect(body.data.price).toBe(product.expected.salePrice);
    expect(body.data.sourceUrl).toBe(`https://domeggook.com/${product.siteNo}`);
  });

  it('reads 오너클랜 items through its GraphQL API', async () => {
    const seed = ownerclanSeeds[0];
    if (seed === undefined) throw new Error('no ownerclan seed');
    const response = await parse(`https://ownerclan.com/V2/product/view.php?selfcode=${seed.key}`);
    expect(response.statusCode).toBe(200);
    const body = urlParserResponseSchema.parse(response.json());
    expect(body.source.parser).toBe('ownerclan');
    expect(body.data.price).toBeGreaterThan(0);
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data/', 400, errorCodes.sourceAddressBlocked],
    ['http://127.0.0.1:9/', 400, errorCodes.sourceAddressBlocked],
    ['http://[::1]/', 400, errorCodes.sourceAddressBlocked],
    ['file:///etc/passwd', 400, errorCodes.sourceUrlInvalid],
    ['javascript:alert(1)', 400, errorCodes.sourceUrlInvalid],
    ['   ', 400, errorCodes.validation],
  ])('refuses %s', async (url, status, code) => {
    const response = await parse(url);
    expect([response.statusCode, response.json().code]).toEqual([status, code]);
    expect(response.json().detail).toMatch(/[가-힣]/);
  });

  it('refuses the shop origin outside the allowed sandbox prefix', async () => {
    const response = await parse(`${shop.origin}/sandbox/google/.well-known/openid-configuration`);
    expect([response.statusCode, response.json().code]).toEqual([400, errorCodes.sourceAddressBlocked]);
  });

  it('explains pages that are not products: 404, not HTML, login walls, too large, too slow', async () => {
    const cases: [string, number, string][] = [
      [`${shop.baseUrl}/godo/goods/goods_view.php?goodsNo=1`, 422, errorCodes.sourceHttpError],
      [`${shop.baseUrl}/${productsOfStyle('godo')[0]?.expected.images[0]}`, 422, errorCodes.sourceNotHtml],
      [`${shop.baseUrl}/${shopMemberOnlyProducts[0]?.path}`, 422, errorCodes.sourceLoginRequired],
      [`${trouble.baseUrl}json`, 422, errorCodes.sourceNotHtml],
      [`${trouble.baseUrl}huge`, 422, errorCodes.sourceTooLarge],
      [`${trouble.baseUrl}slow`, 504, errorCodes.sourceTimeout],
      [`${shop.baseUrl}/`, 422, errorCodes.noProductFound],
    ];
    for (const [url, status, code] of cases) {
      const response = await parse(url);
      expect([response.statusCode, response.json().code], url).toEqual([status, code]);
    }
  });
});
