import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  checkoutPageCsp,
  NOTICE_PAGE_CSP,
  renderCheckoutPage,
  renderNoticePage,
  renderReceiptPage,
} from './checkout-page.ts';
import { validateCheckoutRequest } from './checkout-request.ts';
import { CHECKOUT_FAILURES } from './errors.ts';
import { readField } from './fields.ts';
import type { StoredPayment, TossSandboxContext } from './options.ts';
import { effectiveStatus } from './payment-object.ts';
import { findByCheckoutId, findByPaymentKey, openPayment } from './store.ts';

/** Appends parameters to a merchant URL without re-encoding the query it already carries. */
export function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  const extra = new URLSearchParams(params).toString();
  const existing = url.search.slice(1);
  url.search = existing === '' ? extra : `${existing}&${extra}`;
  return url.toString();
}

/** Where the window sends the buyer after a choice, with exactly the parameters Toss sends. */
function redirectFor(payment: StoredPayment, action: 'pay' | 'cancel' | 'reject'): string {
  if (action === 'pay') {
    const params: Record<string, string> = {
      paymentKey: payment.paymentKey,
      orderId: payment.orderId,
      amount: String(payment.amount),
    };
    // The v1 window appends paymentType; the v2 payment window is not documented to.
    if (payment.sdk === 'v1') params.paymentType = 'NORMAL';
    return withQuery(payment.successUrl, params);
  }
  const code = action === 'cancel' ? 'PAY_PROCESS_CANCELED' : 'REJECT_CARD_COMPANY';
  return withQuery(payment.failUrl, { code, message: CHECKOUT_FAILURES[code], orderId: payment.orderId });
}

export function sendHtml(reply: FastifyReply, status: number, html: string, csp: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', csp)
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .send(html);
}

function sendNotice(reply: FastifyReply, status: number, title: string, message: string): FastifyReply {
  return sendHtml(reply, status, renderNoticePage(title, message), NOTICE_PAGE_CSP);
}

function readAction(body: unknown): 'pay' | 'cancel' | 'reject' | undefined {
  const action = readField(body, 'action');
  return action === 'pay' || action === 'cancel' || action === 'reject' ? action : undefined;
}

function readText(source: unknown, name: string): string {
  const value = readField(source, name);
  return typeof value === 'string' ? value : '';
}

// The shim may be loaded from another origin (standalone sandbox next to a dev server), so this one endpoint allows CORS.
export const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
};

/** Registers the browser side: window creation for the SDK shim, the checkout page and its form, receipts. */
export function registerCheckoutRoutes(app: FastifyInstance, ctx: TossSandboxContext): void {
  const merchantName = (payment: StoredPayment) =>
    ctx.keys.find((pair) => pair.clientKey === payment.clientKey)?.merchantName ?? payment.mId;

  if (ctx.cors) {
    app.options('/checkout/sessions', async (_request, reply) => reply.code(204).headers(corsHeaders).send());
  }

  app.post('/checkout/sessions', async (request, reply) => {
    if (ctx.cors) reply.headers(corsHeaders);
    reply.header('cache-control', 'no-store');
    const validation = validateCheckoutRequest(request.body, ctx.keys, ctx.allowedReturnOrigins);
    if (validation.kind === 'error') {
      const { status, code, message } = validation.error;
      return reply.code(status).send({ code, message });
    }
    const payment = openPayment(ctx.state.value, validation.request, ctx.now());
    ctx.state.changed();
    const checkoutUrl = `${ctx.baseUrlFor(request)}/checkout?session=${encodeURIComponent(payment.checkoutId)}`;
    return reply.code(201).send({ checkoutUrl });
  });

  app.get('/checkout', async (request, reply) => {
    const payment = findByCheckoutId(ctx.state.value, readText(request.query, 'session'));
    if (payment === undefined) {
      return sendNotice(reply, 404, '결제창을 찾을 수 없습니다', '결제를 처음부터 다시 시작해 주세요.');
    }
    const status = effectiveStatus(payment, ctx.now());
    if (status === 'EXPIRED') {
      return sendNotice(
        reply,
        410,
        '결제 시간이 만료되었습니다',
        '30분 안에 결제하지 않아 결제창이 닫혔습니다.',
      );
    }
    if (status !== 'READY') {
      return sendNotice(reply, 409, '이미 처리된 결제창입니다', '결제를 처음부터 다시 시작해 주세요.');
    }
    return sendHtml(reply, 200, renderCheckoutPage(payment, merchantName(payment)), checkoutPageCsp(payment));
  });

  app.post('/checkout', async (request, reply) => {
    const payment = findByCheckoutId(ctx.state.value, readText(request.body, 'session'));
    const action = readAction(request.body);
    if (payment === undefined || action === undefined) {
      return sendNotice(reply, 400, '잘못된 요청입니다', '결제창에서 다시 선택해 주세요.');
    }
    const now = ctx.now();
    const status = effectiveStatus(payment, now);
    if (status !== 'READY') {
      const title = status === 'EXPIRED' ? '결제 시간이 만료되었습니다' : '이미 처리된 결제창입니다';
      return sendNotice(reply, 409, title, '결제를 처음부터 다시 시작해 주세요.');
    }
    if (action === 'pay') {
      payment.status = 'IN_PROGRESS';
      payment.authenticatedAt = now;
    } else {
      const code = action === 'cancel' ? 'PAY_PROCESS_CANCELED' : 'REJECT_CARD_COMPANY';
      payment.status = 'ABORTED';
      payment.failure = { code, message: CHECKOUT_FAILURES[code] };
    }
    ctx.state.changed();
    return reply
      .code(302)
      .header('location', redirectFor(payment, action))
      .header('cache-control', 'no-store')
      .send();
  });

  app.get<{ Params: { paymentKey: string } }>('/receipts/:paymentKey', async (request, reply) => {
    const payment = findByPaymentKey(ctx.state.value, request.params.paymentKey);
    if (payment === undefined || payment.approvedAt === undefined) {
      return sendNotice(reply, 404, '영수증을 찾을 수 없습니다', '승인된 결제의 영수증만 볼 수 있습니다.');
    }
    const html = renderReceiptPage(payment, merchantName(payment), effectiveStatus(payment, ctx.now()));
    return sendHtml(reply, 200, html, NOTICE_PAGE_CSP);
  });
}
