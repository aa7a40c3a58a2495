import Fastify, { type FastifyInstance } from 'fastify';
import { JsonState } from '../state/json-state.ts';
import { TOSS_DEMO_CLIENT_KEY, TOSS_DEMO_SECRET_KEY } from './demo-accounts.ts';
import { initialTossState, type TossSandboxOptions } from './options.ts';
import { tossSandboxPlugin } from './plugin.ts';

// Shared fixtures for the sandbox's own tests; not used at runtime.

export const TEST_PREFIX = '/sandbox/toss';
export const TEST_BASE_URL = 'http://localhost:3000/sandbox/toss';
export const SUCCESS_URL = 'http://localhost:3000/payment/success';
export const FAIL_URL = 'http://localhost:3000/payment/fail';

/** A movable clock for expiry tests. */
export function testClock(start = Date.parse('2026-11-20T03:00:00Z')) {
  let current = start;
  return {
    now: () => current,
    advance: (ms: number) => {
      current += ms;
    },
  };
}

/** Builds a host app with the plugin mounted at /sandbox/toss and a fixed public URL. */
export async function buildTossTestApp(
  overrides: Partial<TossSandboxOptions> = {},
): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(tossSandboxPlugin, { prefix: TEST_PREFIX, publicUrl: TEST_BASE_URL, ...overrides });
  await app.ready();
  return app;
}

/** A plugin app on a movable clock with its state handle exposed, for API tests. */
export async function startTestSandbox() {
  const clock = testClock();
  const state = new JsonState(undefined, initialTossState);
  const sandbox = await buildTossTestApp({ now: clock.now, state });
  return { sandbox, clock, state };
}

/** `Authorization: Basic base64("<secret>:")`. */
export function basicAuth(secretKey: string = TOSS_DEMO_SECRET_KEY): string {
  return `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
}

/** The v2 SDK call the shim forwards, with overridable parameters. */
export function v2Session(params: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return {
    sdk: 'v2',
    clientKey: TOSS_DEMO_CLIENT_KEY,
    customerKey: '@@ANONYMOUS',
    params: {
      method: 'CARD',
      amount: { currency: 'KRW', value: 19_900 },
      orderId: 'order_starter_0001',
      orderName: '올리다 스타터 플랜',
      successUrl: SUCCESS_URL,
      failUrl: FAIL_URL,
      customerName: '김셀러',
      customerEmail: 'seller@example.com',
      ...params,
    },
    ...extra,
  };
}

/** Opens a window through the shim's endpoint and returns its checkout id. */
export async function openWindow(app: FastifyInstance, session: unknown = v2Session()): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `${TEST_PREFIX}/checkout/sessions`,
    payload: session as object,
  });
  const body = response.json<{ checkoutUrl?: string }>();
  if (response.statusCode !== 201 || body.checkoutUrl === undefined) {
    throw new Error(`expected a window, got ${response.statusCode}: ${response.body}`);
  }
  const checkoutId = new URL(body.checkoutUrl).searchParams.get('session');
  if (checkoutId === null) throw new Error('checkout URL without a session');
  return checkoutId;
}

/** Presses a checkout button and returns the redirect target. */
export async function choose(app: FastifyInstance, checkoutId: string, action: string): Promise<URL> {
  const response = await app.inject({
    method: 'POST',
    url: `${TEST_PREFIX}/checkout`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ session: checkoutId, action }).toString(),
  });
  const location = response.headers.location;
  if (response.statusCode !== 302 || typeof location !== 'string') {
    throw new Error(`expected a redirect, got ${response.statusCode}: ${response.body}`);
  }
  return new URL(location);
}

/** Opens a window and pays: the success redirect's paymentKey, orderId and amount. */
export async function authenticatedPayment(app: FastifyInstance, session: unknown = v2Session()) {
  const location = await choose(app, await openWindow(app, session), 'pay');
  return {
    paymentKey: location.searchParams.get('paymentKey') ?? '',
    orderId: location.searchParams.get('orderId') ?? '',
    amount: Number(location.searchParams.get('amount')),
  };
}

/** Calls the confirm API. */
export function postConfirm(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: `${TEST_PREFIX}/v1/payments/confirm`,
    headers: { authorization: basicAuth(), 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}
