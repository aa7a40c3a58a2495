import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOSS_DEMO_CLIENT_KEY, TOSS_DEMO_WIDGET_CLIENT_KEY } from './demo-accounts.ts';
import { buildTossTestApp, FAIL_URL, SUCCESS_URL, TEST_BASE_URL, TEST_PREFIX } from './testing.ts';

interface SdkError {
  name: string;
  code: string;
  message: string;
}
interface PaymentWindow {
  requestPayment(...args: unknown[]): Promise<void>;
}
interface TossPaymentsGlobal {
  (
    clientKey: string,
  ): { payment?: (options: { customerKey: string }) => PaymentWindow } & Partial<PaymentWindow>;
  ANONYMOUS: string;
}
interface FakeBrowser {
  window: { TossPayments?: TossPaymentsGlobal };
  posted: { url: string; body: unknown }[];
  assigned: string[];
}

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTossTestApp();
});
afterEach(async () => {
  await app.close();
});

async function loadShim(path: string, offline = false): Promise<FakeBrowser> {
  const script = await app.inject({ url: `${TEST_PREFIX}${path}` });
  const posted: FakeBrowser['posted'] = [];
  const assigned: string[] = [];
  // Stands in for the browser's fetch, routed into the sandbox app instead of the network.
  const fetch = async (
    url: string,
    init: { method: string; body: string; headers: Record<string, string> },
  ) => {
    if (offline) throw new TypeError('Failed to fetch');
    posted.push({ url, body: JSON.parse(init.body) });
    const response = await app.inject({
      method: 'POST',
      url: url.replace('http://localhost:3000', ''),
      headers: init.headers,
      payload: init.body,
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': 'application/json' },
    });
  };
  const window: FakeBrowser['window'] & Record<string, unknown> = {
    fetch,
    location: { assign: (url: string) => assigned.push(url) },
  };
  runInNewContext(script.body, { window });
  return { window, posted, assigned };
}

function tossPayments(browser: FakeBrowser): TossPaymentsGlobal {
  const global = browser.window.TossPayments;
  if (global === undefined) throw new Error('the shim did not define window.TossPayments');
  return global;
}

const order = {
  orderId: 'order_shim_0001',
  orderName: '올리다 프로 플랜',
  successUrl: SUCCESS_URL,
  failUrl: FAIL_URL,
  customerName: '김셀러',
  customerEmail: 'seller@example.com',
};

describe('browser SDK shim', () => {
  it('is served as JavaScript from the paths of the real CDN', async () => {
    for (const path of ['/v2/standard', '/v1', '/v1/payment']) {
      const response = await app.inject({ url: `${TEST_PREFIX}${path}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.body).toContain(JSON.stringify(TEST_BASE_URL));
    }
  });

  it('defines window.TossPayments with the v2 payment() API and the ANONYMOUS constant', async () => {
    const TossPayments = tossPayments(await loadShim('/v2/standard'));
    expect(typeof TossPayments).toBe('function');
    expect(TossPayments.ANONYMOUS).toBe('@@ANONYMOUS');
    expect(typeof TossPayments(TOSS_DEMO_CLIENT_KEY).payment).toBe('function');
  });

  it('v2 requestPayment posts the session to the sandbox and navigates to the checkout page', async () => {
    const browser = await loadShim('/v2/standard');
    const TossPayments = tossPayments(browser);
    const payment = TossPayments(TOSS_DEMO_CLIENT_KEY).payment?.({ customerKey: TossPayments.ANONYMOUS });
    await payment?.requestPayment({ method: 'CARD', amount: { currency: 'KRW', value: 99_000 }, ...order });
    expect(browser.posted).toEqual([
      {
        url: `${TEST_BASE_URL}/checkout/sessions`,
        body: {
          sdk: 'v2',
          clientKey: TOSS_DEMO_CLIENT_KEY,
          customerKey: '@@ANONYMOUS',
          params: { method: 'CARD', amount: { currency: 'KRW', value: 99_000 }, ...order },
        },
      },
    ]);
    expect(browser.assigned).toHaveLength(1);
    const checkoutUrl = new URL(browser.assigned[0] ?? '');
    expect(checkoutUrl.pathname).toBe(`${TEST_PREFIX}/checkout`);
    const page = await app.inject({ url: `${checkoutUrl.pathname}${checkoutUrl.search}` });
    expect(page.body).toContain('99,000원');
    expect(page.body).toContain('올리다 프로 플랜');
  });

  it('rejects the promise with { code, message } on invalid input and does not navigate', async () => {
    const browser = await loadShim('/v2/standard');
    const payment = tossPayments(browser)(TOSS_DEMO_CLIENT_KEY).payment?.({ customerKey: '@@ANONYMOUS' });
    const error = (await payment
      ?.requestPayment({ method: 'CARD', amount: { currency: 'KRW', value: 99_000 }, ...order, orderId: 'x' })
      .catch((e: unknown) => e)) as SdkError;
    expect(error.code).toBe('INVALID_PARAMETER');
    expect(error.message).toContain('orderId');
    expect(browser.assigned).toEqual([]);
  });

  it('refuses a widget client key in payment(), as the v2 SDK does', async () => {
    const TossPayments = tossPayments(await loadShim('/v2/standard'));
    let thrown: SdkError | undefined;
    try {
      TossPayments(TOSS_DEMO_WIDGET_CLIENT_KEY).payment?.({ customerKey: '@@ANONYMOUS' });
    } catch (error) {
      thrown = error as SdkError;
    }
    expect(thrown?.name).toBe('NotSupportedWidgetKeyError');
  });

  it('rejects with NETWORK_ERROR when the sandbox cannot be reached', async () => {
    const browser = await loadShim('/v2/standard', true);
    const payment = tossPayments(browser)(TOSS_DEMO_CLIENT_KEY).payment?.({ customerKey: '@@ANONYMOUS' });
    const error = (await payment
      ?.requestPayment({ method: 'CARD', amount: { currency: 'KRW', value: 99_000 }, ...order })
      .catch((e: unknown) => e)) as SdkError;
    expect(error.code).toBe('NETWORK_ERROR');
  });

  it('v1 requestPayment("카드", …) opens the window the same way', async () => {
    const browser = await loadShim('/v1');
    const tossPaymentsV1 = tossPayments(browser)(TOSS_DEMO_CLIENT_KEY);
    expect(tossPaymentsV1.payment).toBeUndefined();
    await tossPaymentsV1.requestPayment?.('카드', { amount: 19_900, ...order });
    expect(browser.posted[0]?.body).toMatchObject({ sdk: 'v1', method: '카드', params: { amount: 19_900 } });
    expect(browser.assigned[0]).toMatch(/\/sandbox\/toss\/checkout\?session=/);
  });
});
