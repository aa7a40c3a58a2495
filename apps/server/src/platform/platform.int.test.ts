import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
});
afterAll(() => ctx.close());

describe('platform', () => {
  it('reports liveness (readiness is tested in modules/health)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('tells the SPA it runs in sandbox mode', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/app-info' });
    expect(response.json()).toMatchObject({
      sandbox: true,
      support_email: expect.stringContaining('@'),
      sandbox_demo: { coupang: { vendor_code: 'A00012345' }, naver: { client_id: expect.any(String) } },
      business: { sample: true, name: '올리다 (데모)' },
    });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers unknown API routes with a Korean 404', async () => {
    for (const url of ['/api/nope', '/auth/nope', '/api']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: '요청한 API를 찾을 수 없습니다.', code: 'route_not_found' });
    }
  });

  it('sends strict security headers and no CORS', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('rate-limits /auth/* with a Korean message', async () => {
    const statuses: number[] = [];
    let last = await ctx.app.inject({ method: 'GET', url: '/auth/google/login' });
    statuses.push(last.statusCode);
    for (let i = 0; i < 3; i += 1) {
      last = await ctx.app.inject({ method: 'GET', url: '/auth/google/login' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([302, 302, 302, 429]);
    expect(last.json()).toMatchObject({
      code: 'rate_limited',
      detail: expect.stringContaining('요청이 너무 많습니다'),
    });
  });

  it('publishes OpenAPI from the zod contracts, as JSON and as a page', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(json.statusCode).toBe(200);
    const document = json.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/user/me', '/api/auth/logout', '/auth/google/login', '/api/health']),
    );
    expect(
      document.paths['/api/user/me'].get.responses['200'].content['application/json'].schema.properties,
    ).toHaveProperty('profile_picture');
    expect(Object.keys(document.paths).some((path) => path.startsWith('/sandbox'))).toBe(false);
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/user/me');
  });

  it('mounts the sandbox Google provider in sandbox mode', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/sandbox/google/.well-known/openid-configuration',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().issuer).toBe('http://ollida.test/sandbox/google');
  });

  it('mounts the marketplace, payment and supplier-shop sandboxes, each answering in its own protocol', async () => {
    const shop = await ctx.app.inject({ method: 'GET', url: '/sandbox/shop/' });
    expect(shop.statusCode).toBe(200);
    expect(shop.headers['content-type']).toContain('text/html');
    const shim = await ctx.app.inject({ method: 'GET', url: '/sandbox/toss/v2/standard' });
    expect(shim.statusCode).toBe(200);
    expect(shim.headers['content-type']).toContain('javascript');
    const toss = await ctx.app.inject({ method: 'GET', url: '/sandbox/toss/v1/payments/unknown-key' });
    expect(toss.json()).toHaveProperty('code');
    const naver = await ctx.app.inject({ method: 'GET', url: '/sandbox/naver/v1/seller/channels' });
    expect(naver.statusCode).toBe(401);
    expect(JSON.stringify(naver.json())).toContain('GW.AUTHN');
    const coupang = await ctx.app.inject({
      method: 'GET',
      url: '/sandbox/coupang/v2/providers/seller_api/apis/api/v1/marketplace/seller-products/1',
    });
    expect(coupang.statusCode).toBe(401);
    expect(coupang.json().code).not.toBe('route_not_found');
  });

  it('lets the mounted Toss checkout return buyers only to the app itself, without CORS', async () => {
    const session = (successUrl: string) => ({
      sdk: 'v2',
      clientKey: ctx.config.integrations.toss.clientKey,
      customerKey: '@@ANONYMOUS',
      params: {
        method: 'CARD',
        amount: { currency: 'KRW', value: 19_900 },
        orderId: `order_${successUrl.length}_0001`,
        orderName: '올리다 스타터 플랜',
        successUrl,
        failUrl: 'http://ollida.test/payment/fail',
      },
    });
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/sandbox/toss/checkout/sessions',
      headers: { origin: 'https://evil.example' },
      payload: session('https://evil.example/payment/success'),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/sandbox/toss/checkout/sessions',
      payload: session('http://ollida.test/payment/success'),
    });
    expect(own.statusCode).toBeLessThan(300);
  });
});
