import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { TOSS_DEMO_CLIENT_KEY } from './demo-accounts.ts';
import type { TossSandboxOptions } from './options.ts';
import {
  buildTossTestApp,
  choose,
  FAIL_URL,
  openWindow,
  SUCCESS_URL,
  TEST_PREFIX,
  testClock,
  v2Session,
} from './testing.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(now?: () => number, overrides: Partial<TossSandboxOptions> = {}) {
  app = await buildTossTestApp({ ...(now === undefined ? {} : { now }), ...overrides });
  return app;
}

function openSession(sandbox: FastifyInstance, payload: object) {
  return sandbox.inject({ method: 'POST', url: `${TEST_PREFIX}/checkout/sessions`, payload });
}

function paramsOf(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries());
}

describe('checkout window', () => {
  it('opens a window and answers the shim with a checkout URL under the public base', async () => {
    const sandbox = await start();
    const response = await sandbox.inject({
      method: 'POST',
      url: `${TEST_PREFIX}/checkout/sessions`,
      payload: v2Session(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.json().checkoutUrl).toMatch(
      /^http:\/\/localhost:3000\/sandbox\/toss\/checkout\?session=/,
    );
  });

  it('answers the CORS preflight of the shim', async () => {
    const sandbox = await start();
    const response = await sandbox.inject({ method: 'OPTIONS', url: `${TEST_PREFIX}/checkout/sessions` });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-headers']).toBe('content-type');
  });

  it('refuses invalid SDK input with { code, message }', async () => {
    const sandbox = await start();
    const response = await sandbox.inject({
      method: 'POST',
      url: `${TEST_PREFIX}/checkout/sessions`,
      payload: v2Session({ orderId: 'bad!' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'INVALID_PARAMETER',
      message: expect.stringContaining('orderId'),
    });
  });

  it('renders a Korean page with shop, order, amount as 19,900원 and the three actions, under a strict CSP', async () => {
    const sandbox = await start();
    const checkoutId = await openWindow(sandbox, v2Session({ orderName: '<스타터> 플랜' }));
    const page = await sandbox.inject({ url: `${TEST_PREFIX}/checkout?session=${checkoutId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = page.body;
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('19,900원');
    expect(html).toContain('올리다 (샌드박스)');
    expect(html).toContain('&lt;스타터&gt; 플랜');
    expect(html).toContain('value="pay">결제하기</button>');
    expect(html).toContain('value="cancel">취소</button>');
    expect(html).toContain('value="reject">카드 거절</button>');
    expect(html).not.toMatch(/<script|src=|href=/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).toContain("form-action 'self' http://localhost:3000");
    expect(csp).not.toContain('script-src');
  });

  it('결제하기 redirects to successUrl with exactly paymentKey, orderId and amount (v2)', async () => {
    const sandbox = await start();
    const location = await choose(sandbox, await openWindow(sandbox), 'pay');
    expect(`${location.origin}${location.pathname}`).toBe(SUCCESS_URL);
    const params = paramsOf(location);
    expect(Object.keys(params).sort()).toEqual(['amount', 'orderId', 'paymentKey']);
    expect(params.orderId).toBe('order_starter_0001');
    expect(params.amount).toBe('19900');
    expect(params.paymentKey).toMatch(/^tsbx\d{14}/);
  });

  it('adds paymentType=NORMAL for the v1 window, as the v1 SDK does', async () => {
    const sandbox = await start();
    const v1 = {
      sdk: 'v1',
      clientKey: TOSS_DEMO_CLIENT_KEY,
      method: '카드',
      params: { ...v2Session().params, method: undefined, amount: 19_900 },
    };
    const params = paramsOf(await choose(sandbox, await openWindow(sandbox, v1), 'pay'));
    expect(Object.keys(params).sort()).toEqual(['amount', 'orderId', 'paymentKey', 'paymentType']);
    expect(params.paymentType).toBe('NORMAL');
  });

  it('keeps the query the merchant put on its successUrl', async () => {
    const sandbox = await start();
    const checkoutId = await openWindow(sandbox, v2Session({ successUrl: `${SUCCESS_URL}?plan=pro` }));
    const location = await choose(sandbox, checkoutId, 'pay');
    expect(location.searchParams.get('plan')).toBe('pro');
    expect(location.searchParams.get('orderId')).toBe('order_starter_0001');
  });

  it('취소 redirects to failUrl with exactly code PAY_PROCESS_CANCELED, a Korean message and orderId', async () => {
    const sandbox = await start();
    const location = await choose(sandbox, await openWindow(sandbox), 'cancel');
    expect(`${location.origin}${location.pathname}`).toBe(FAIL_URL);
    expect(paramsOf(location)).toEqual({
      code: 'PAY_PROCESS_CANCELED',
      message: '사용자에 의해 결제가 취소되었습니다.',
      orderId: 'order_starter_0001',
    });
  });

  it('카드 거절 redirects to failUrl with the card company refusal', async () => {
    const sandbox = await start();
    const location = await choose(sandbox, await openWindow(sandbox), 'reject');
    expect(paramsOf(location)).toEqual({
      code: 'REJECT_CARD_COMPANY',
      message: '결제 승인이 거절되었습니다.',
      orderId: 'order_starter_0001',
    });
  });

  it('does not let a finished window be used again', async () => {
    const sandbox = await start();
    const checkoutId = await openWindow(sandbox);
    await choose(sandbox, checkoutId, 'pay');
    const again = await sandbox.inject({ url: `${TEST_PREFIX}/checkout?session=${checkoutId}` });
    expect(again.statusCode).toBe(409);
    await expect(choose(sandbox, checkoutId, 'pay')).rejects.toThrow('409');
  });

  it('shows a 404 page for an unknown window and a 410 page after 30 minutes', async () => {
    const clock = testClock();
    const sandbox = await start(clock.now);
    const unknown = await sandbox.inject({ url: `${TEST_PREFIX}/checkout?session=nope` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('결제창을 찾을 수 없습니다');
    const checkoutId = await openWindow(sandbox);
    clock.advance(31 * 60_000);
    const expired = await sandbox.inject({ url: `${TEST_PREFIX}/checkout?session=${checkoutId}` });
    expect(expired.statusCode).toBe(410);
  });

  it('refuses a form without a known action', async () => {
    const sandbox = await start();
    const checkoutId = await openWindow(sandbox);
    await expect(choose(sandbox, checkoutId, 'steal')).rejects.toThrow('400');
  });
});

describe('checkout window inside the app', () => {
  const appOnly = { cors: false, allowedReturnOrigins: ['http://localhost:3000/'] };

  it('refuses a successUrl or failUrl outside the allowed origins the way the SDK refuses a parameter', async () => {
    const sandbox = await start(undefined, appOnly);
    for (const params of [
      { successUrl: 'https://evil.example/payment/success' },
      { failUrl: 'https://evil.example/payment/fail' },
      { successUrl: 'http://localhost:3001/payment/success' },
    ]) {
      const response = await openSession(sandbox, v2Session(params));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'INVALID_PARAMETER',
        message: expect.stringContaining('http://localhost:3000'),
      });
    }
    const allowed = await openSession(sandbox, v2Session({ successUrl: `${SUCCESS_URL}?plan=pro` }));
    expect(allowed.statusCode).toBe(201);
  });

  it('answers no cross-origin caller when CORS is off', async () => {
    const sandbox = await start(undefined, appOnly);
    const response = await openSession(sandbox, v2Session());
    expect(response.statusCode).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await sandbox.inject({ method: 'OPTIONS', url: `${TEST_PREFIX}/checkout/sessions` });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.statusCode).toBe(404);
  });

  it('refuses a configured return origin that is not http(s)', async () => {
    await expect(start(undefined, { allowedReturnOrigins: ['javascript:alert(1)'] })).rejects.toThrow(
      'allowedReturnOrigins',
    );
  });
});
