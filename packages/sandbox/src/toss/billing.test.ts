import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { TOSS_DEMO_CLIENT_KEY } from './demo-accounts.ts';
import { basicAuth, buildTossTestApp, FAIL_URL, startTestSandbox, TEST_PREFIX } from './testing.ts';

const customerKey = '7d8b6c1e-1111-4a2b-9c3d-0123456789ab';
const successUrl = 'http://localhost:3000/billing/success?from=plan';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function sandbox() {
  const started = await startTestSandbox();
  apps.push(started.sandbox);
  return started;
}

function openBillingWindow(app: FastifyInstance, overrides: Record<string, unknown> = {}, params = {}) {
  return app.inject({
    method: 'POST',
    url: `${TEST_PREFIX}/billing/sessions`,
    payload: {
      sdk: 'v2',
      clientKey: TOSS_DEMO_CLIENT_KEY,
      customerKey,
      params: { method: 'CARD', successUrl, failUrl: FAIL_URL, customerName: '김셀러', ...params },
      ...overrides,
    },
  });
}

async function register(app: FastifyInstance, preset = 'normal', action = 'register'): Promise<URL> {
  const opened = await openBillingWindow(app);
  expect(opened.statusCode).toBe(201);
  const windowId = new URL(opened.json<{ windowUrl: string }>().windowUrl).searchParams.get('id') ?? '';
  const page = await app.inject({ method: 'GET', url: `${TEST_PREFIX}/billing/window?id=${windowId}` });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('자동결제 카드 등록');
  const posted = await app.inject({
    method: 'POST',
    url: `${TEST_PREFIX}/billing/window`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ window: windowId, preset, action }).toString(),
  });
  expect(posted.statusCode).toBe(302);
  return new URL(String(posted.headers.location));
}

function api(app: FastifyInstance, method: 'POST' | 'DELETE', path: string, body?: unknown, headers = {}) {
  return app.inject({
    method,
    url: `${TEST_PREFIX}${path}`,
    headers: {
      authorization: basicAuth(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function issuedKey(app: FastifyInstance, preset = 'normal'): Promise<string> {
  const back = await register(app, preset);
  const issued = await api(app, 'POST', '/v1/billing/authorizations/issue', {
    authKey: back.searchParams.get('authKey'),
    customerKey,
  });
  expect(issued.statusCode).toBe(200);
  return issued.json<{ billingKey: string }>().billingKey;
}

const charge = (app: FastifyInstance, key: string, orderId: string, extra = {}, headers = {}) =>
  api(
    app,
    'POST',
    `/v1/billing/${encodeURIComponent(key)}`,
    { customerKey, amount: 99_000, orderId, orderName: '올리다 프로 플랜 1개월', ...extra },
    headers,
  );

describe('Toss sandbox billing window', () => {
  it('sends the registered card back to successUrl with customerKey and a one-time authKey, keeping its query', async () => {
    const { sandbox: app } = await sandbox();
    const back = await register(app);
    expect(back.origin + back.pathname).toBe('http://localhost:3000/billing/success');
    expect(back.searchParams.get('from')).toBe('plan');
    expect(back.searchParams.get('customerKey')).toBe(customerKey);
    expect(back.searchParams.get('authKey')).toMatch(/^bln_/);
  });

  it('sends a closed window to failUrl with PAY_PROCESS_CANCELED', async () => {
    const { sandbox: app } = await sandbox();
    const back = await register(app, 'normal', 'cancel');
    expect(back.searchParams.get('code')).toBe('PAY_PROCESS_CANCELED');
    expect(back.searchParams.get('message')).toBeTruthy();
  });

  it('refuses the anonymous customerKey, other methods and relative return URLs like the SDK', async () => {
    const { sandbox: app } = await sandbox();
    expect((await openBillingWindow(app, { customerKey: '@@ANONYMOUS' })).statusCode).toBe(400);
    expect((await openBillingWindow(app, {}, { method: 'TRANSFER' })).json<{ code: string }>().code).toBe(
      'NOT_SUPPORTED_METHOD',
    );
    expect((await openBillingWindow(app, {}, { successUrl: '/billing/success' })).statusCode).toBe(400);
    expect((await openBillingWindow(app, {}, { customerName: 'x'.repeat(101) })).statusCode).toBe(400);
  });
});

describe('Toss sandbox billing API', () => {
  it('issues a 44-character billing key once per authKey, for the same customerKey only', async () => {
    const { sandbox: app } = await sandbox();
    const back = await register(app);
    const authKey = back.searchParams.get('authKey');
    const other = await api(app, 'POST', '/v1/billing/authorizations/issue', {
      authKey,
      customerKey: 'someone-else',
    });
    expect(other.statusCode).toBe(400);
    const issued = await api(app, 'POST', '/v1/billing/authorizations/issue', { authKey, customerKey });
    expect(issued.statusCode).toBe(200);
    const billing = issued.json<{
      billingKey: string;
      method: string;
      card: { number: string; issuerCode: string };
    }>();
    expect(billing.billingKey).toMatch(/^[A-Za-z0-9_-]{43}=$/);
    expect(billing.method).toBe('카드');
    expect(billing.card.number).toMatch(/^43301234\*{4}\d{3}\*$/);
    const again = await api(app, 'POST', '/v1/billing/authorizations/issue', { authKey, customerKey });
    expect(again.statusCode).toBe(404);
    expect(again.json<{ code: string }>().code).toBe('NOT_FOUND_BILLING');
  });

  it('charges a normal card as a BILLING payment that can be looked up and cancelled', async () => {
    const { sandbox: app } = await sandbox();
    const key = await issuedKey(app);
    const charged = await charge(app, key, 'ollida_b_order0001');
    expect(charged.statusCode).toBe(200);
    const payment = charged.json<{ type: string; status: string; paymentKey: string; totalAmount: number }>();
    expect(payment).toMatchObject({ type: 'BILLING', status: 'DONE', totalAmount: 99_000 });
    const found = await app.inject({
      method: 'GET',
      url: `${TEST_PREFIX}/v1/payments/orders/ollida_b_order0001`,
      headers: { authorization: basicAuth() },
    });
    expect(found.json<{ paymentKey: string }>().paymentKey).toBe(payment.paymentKey);
    const cancelled = await api(app, 'POST', `/v1/payments/${payment.paymentKey}/cancel`, {
      cancelReason: '청약철회',
    });
    expect(cancelled.json<{ status: string }>().status).toBe('CANCELED');
    expect((await charge(app, key, 'ollida_b_order0001')).json<{ code: string }>().code).toBe(
      'DUPLICATED_ORDER_ID',
    );
  });

  it('declines by the card picked in the window, and by the test-code header', async () => {
    const { sandbox: app } = await sandbox();
    const poor = await issuedKey(app, 'insufficient');
    const declined = await charge(app, poor, 'ollida_b_order0002');
    expect(declined.statusCode).toBe(403);
    expect(declined.json<{ code: string }>().code).toBe('REJECT_CARD_PAYMENT');
    const stopped = await issuedKey(app, 'stopped');
    expect((await charge(app, stopped, 'ollida_b_order0003')).json<{ code: string }>().code).toBe(
      'INVALID_STOPPED_CARD',
    );
    const good = await issuedKey(app);
    const forced = await charge(
      app,
      good,
      'ollida_b_order0004',
      {},
      { 'tosspayments-test-code': 'FAILED_INTERNAL_SYSTEM_PROCESSING' },
    );
    expect(forced.statusCode).toBe(500);
  });

  it('checks the customerKey, the amount and the orderId of a charge', async () => {
    const { sandbox: app } = await sandbox();
    const key = await issuedKey(app);
    const code = async (response: Promise<{ json: <T>() => T }>) =>
      (await response).json<{ code: string }>().code;
    expect(await code(charge(app, key, 'ollida_b_order0005', { customerKey: 'another-key' }))).toBe(
      'NOT_MATCHES_CUSTOMER_KEY',
    );
    expect(await code(charge(app, key, 'ollida_b_order0006', { amount: 50 }))).toBe('BELOW_MINIMUM_AMOUNT');
    expect(await code(charge(app, key, 'bad id!'))).toBe('INVALID_REQUEST');
    expect(await code(charge(app, 'unknownkey=', 'ollida_b_order0007'))).toBe('INVALID_BILL_KEY_REQUEST');
  });

  it('replays a repeated Idempotency-Key instead of charging twice', async () => {
    const { sandbox: app, state } = await sandbox();
    const key = await issuedKey(app);
    const headers = { 'idempotency-key': 'ollida_b_order0008' };
    const first = await charge(app, key, 'ollida_b_order0008', {}, headers);
    const second = await charge(app, key, 'ollida_b_order0008', {}, headers);
    expect(second.body).toBe(first.body);
    const billing = Object.values(state.value.payments).filter((payment) => payment.type === 'BILLING');
    expect(billing).toHaveLength(1);
  });

  it('deletes a key once (200, empty), then refuses it, and lets a test script the cards of a customer', async () => {
    const { sandbox: app } = await sandbox();
    const key = await issuedKey(app);
    await app.inject({
      method: 'POST',
      url: `${TEST_PREFIX}/_control/billing-cards`,
      payload: { customerKey, preset: 'insufficient' },
    });
    expect((await charge(app, key, 'ollida_b_order0009')).json<{ code: string }>().code).toBe(
      'REJECT_CARD_PAYMENT',
    );
    const deleted = await api(app, 'DELETE', `/v1/billing/${encodeURIComponent(key)}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body).toBe('');
    const twice = await api(app, 'DELETE', `/v1/billing/${encodeURIComponent(key)}`);
    expect(twice.json<{ code: string }>().code).toBe('ALREADY_REMOVED_BILLING_KEY');
    expect((await charge(app, key, 'ollida_b_order0010')).json<{ code: string }>().code).toBe(
      'ALREADY_REMOVED_BILLING_KEY',
    );
  });

  it('posts BILLING_DELETED with the transmission headers to the webhook URL', async () => {
    const received: { headers: Record<string, unknown>; body: string }[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const app = await buildTossTestApp({ webhookUrl: `http://127.0.0.1:${port}/api/payments/webhook` });
      apps.push(app);
      const key = await issuedKey(app);
      await api(app, 'DELETE', `/v1/billing/${encodeURIComponent(key)}`);
      await expect.poll(() => received.length).toBe(1);
      const [event] = received;
      expect(JSON.parse(event?.body ?? '{}')).toMatchObject({
        eventType: 'BILLING_DELETED',
        data: { billingKey: key, reason: '삭제 API 요청' },
      });
      expect(event?.headers['tosspayments-webhook-transmission-id']).toMatch(/^whtrans_/);
      expect(event?.headers['tosspayments-webhook-retried-count']).toBe('0');
    } finally {
      server.close();
    }
  });
});
