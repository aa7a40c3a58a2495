import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TOSS_DEMO_CLIENT_KEY, TOSS_DEMO_SECRET_KEY } from '@ollida/sandbox/toss/demo-accounts';
import { actAsBuyer, type BuyerAction } from '@ollida/sandbox/toss/scripted-buyer';
import { eq } from 'drizzle-orm';
import { payments, subscriptions } from '../../src/db/schema/billing.ts';
import { buildTestApp, type TestContext } from '../build-test-app.ts';
import { createUser, loginAs } from '../factories.ts';

/** An error answer the proxy makes up instead of Toss's. */
export interface ForgedAnswer {
  status: number;
  code: string;
}

/**
 * Sits between the app and the Toss sandbox so a test can see and steer what the app sends: counts confirm calls,
 * forces a Toss error on confirm (the sandbox's `TossPayments-Test-Code`), loses confirm answers after Toss acted,
 * or fails lookups.
 */
export interface TossProxy {
  /** The API base the app is configured with. */
  baseUrl: string;
  /** Where requests go (the sandbox's origin), set once the test app has started it. */
  target: string;
  confirmCalls: number;
  /** Sent as `TossPayments-Test-Code` on confirm calls. */
  forceConfirmCode: string | undefined;
  /** Confirm reaches Toss, but the app gets `lostConfirmAnswer` instead of Toss's answer (a lost response). */
  loseConfirmAnswers: boolean;
  /** What a lost confirm answer becomes; a 500 unless a test picks another. */
  lostConfirmAnswer: ForgedAnswer;
  /** Lookups (GET) answer `lookupFailure` without reaching Toss. */
  failLookups: boolean;
  /** What a failed lookup answers; a 503 unless a test picks another. */
  lookupFailure: ForgedAnswer;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const forwardedHeaders = ['authorization', 'content-type', 'accept', 'idempotency-key'];

const lostAnswer: ForgedAnswer = { status: 500, code: 'FAILED_INTERNAL_SYSTEM_PROCESSING' };
const failedLookup: ForgedAnswer = { status: 503, code: 'COMMON_ERROR' };

/** Lets every request through to Toss again, with the default forged answers. */
export function resetTossProxy(proxy: TossProxy): void {
  proxy.forceConfirmCode = undefined;
  proxy.loseConfirmAnswers = false;
  proxy.lostConfirmAnswer = lostAnswer;
  proxy.failLookups = false;
  proxy.lookupFailure = failedLookup;
}

/** Starts the proxy on an ephemeral port. */
export async function startTossProxy(): Promise<TossProxy> {
  const proxy: TossProxy = {
    baseUrl: '',
    target: '',
    confirmCalls: 0,
    forceConfirmCode: undefined,
    loseConfirmAnswers: false,
    lostConfirmAnswer: lostAnswer,
    failLookups: false,
    lookupFailure: failedLookup,
    close: async () => {},
  };
  const fail = (response: ServerResponse, answer: ForgedAnswer) =>
    response
      .writeHead(answer.status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ code: answer.code, message: '프록시가 만든 오류입니다.' }));

  const server = createServer(async (request, response) => {
    const url = request.url ?? '/';
    const isConfirm = request.method === 'POST' && url.endsWith('/v1/payments/confirm');
    if (request.method === 'GET' && proxy.failLookups) return fail(response, proxy.lookupFailure);
    const headers: Record<string, string> = {};
    for (const name of forwardedHeaders) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    if (isConfirm) {
      proxy.confirmCalls += 1;
      if (proxy.forceConfirmCode !== undefined) headers['tosspayments-test-code'] = proxy.forceConfirmCode;
    }
    const body = await readBody(request);
    const answer = await fetch(`${proxy.target}${url}`, {
      method: request.method,
      headers,
      body: body.length > 0 ? body : undefined,
    });
    const text = await answer.text();
    if (isConfirm && proxy.loseConfirmAnswers) return fail(response, proxy.lostConfirmAnswer);
    response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' }).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  proxy.baseUrl = `http://127.0.0.1:${port}/sandbox/toss`;
  proxy.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return proxy;
}

/** The test app with its Toss calls going through a proxy. */
export async function buildPaymentsTestApp(): Promise<{ ctx: TestContext; proxy: TossProxy }> {
  const proxy = await startTossProxy();
  const ctx = await buildTestApp({ env: { TOSS_API_BASE: proxy.baseUrl } });
  proxy.target = ctx.toss.origin;
  const close = ctx.close;
  ctx.close = async () => {
    await close();
    await proxy.close();
  };
  return { ctx, proxy };
}

/** A fresh user with a valid token. */
export async function signedInSeller(ctx: TestContext) {
  const user = await createUser(ctx);
  const token = await loginAs(ctx, user.id);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

export interface CreatedOrder {
  amount: number;
  orderId: string;
  orderName: string;
}

export async function createOrder(
  ctx: TestContext,
  token: string,
  planType: string,
  extra: Record<string, unknown> = {},
): Promise<CreatedOrder> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/create',
    headers: { authorization: `Bearer ${token}` },
    payload: { plan_type: planType, ...extra },
  });
  if (response.statusCode !== 200)
    throw new Error(`create answered ${response.statusCode}: ${response.body}`);
  return response.json<CreatedOrder>();
}

/** Plays the buyer in the sandbox window; returns where the window sends the browser. */
export function checkout(ctx: TestContext, order: CreatedOrder, action: BuyerAction = 'pay'): Promise<URL> {
  return actAsBuyer(
    ctx.toss.baseUrl,
    {
      clientKey: TOSS_DEMO_CLIENT_KEY,
      ...order,
      successUrl: 'http://ollida.test/payment/success',
      failUrl: 'http://ollida.test/payment/fail',
    },
    action,
  );
}

/** The confirm body the success page sends, read from the success URL. */
export async function paidOrder(ctx: TestContext, order: CreatedOrder) {
  const redirect = await checkout(ctx, order);
  return {
    payment_key: redirect.searchParams.get('paymentKey') ?? '',
    order_id: redirect.searchParams.get('orderId') ?? '',
    amount: Number(redirect.searchParams.get('amount')),
  };
}

export function confirm(ctx: TestContext, token: string, body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/confirm',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
}

/** Creates, pays and confirms an order; throws unless confirm answered 200. */
export async function buyPlan(ctx: TestContext, token: string, planType: string) {
  const body = await paidOrder(ctx, await createOrder(ctx, token, planType));
  const response = await confirm(ctx, token, body);
  if (response.statusCode !== 200)
    throw new Error(`confirm answered ${response.statusCode}: ${response.body}`);
  return body;
}

export function postWebhook(ctx: TestContext, body: unknown) {
  return ctx.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: body as object });
}

/** Cancels a payment at Toss with the merchant's secret key, as the seller's admin would. */
export async function cancelAtToss(ctx: TestContext, paymentKey: string) {
  const response = await fetch(`${ctx.toss.baseUrl}/v1/payments/${encodeURIComponent(paymentKey)}/cancel`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${TOSS_DEMO_SECRET_KEY}:`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ cancelReason: '고객 요청' }),
  });
  if (response.status !== 200)
    throw new Error(`cancel answered ${response.status}: ${await response.text()}`);
}

/** The sandbox's own record of a payment. */
export function tossSide(ctx: TestContext, paymentKey: string) {
  return ctx.toss.state.value.payments[paymentKey];
}

export async function paymentRow(ctx: TestContext, orderId: string) {
  const [row] = await ctx.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  if (row === undefined) throw new Error(`no payment ${orderId}`);
  return row;
}

export async function subscriptionRow(ctx: TestContext, userId: string) {
  const [row] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}
