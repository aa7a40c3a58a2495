import type { FastifyInstance, FastifyReply } from 'fastify';
import { isBillingCardPreset } from './billing-cards.ts';
import {
  findBillingWindow,
  openBillingWindow,
  registerCard,
  validateBillingWindow,
} from './billing-window.ts';
import { billingWindowCsp, NOTICE_PAGE_CSP, renderBillingWindow, renderNoticePage } from './checkout-page.ts';
import { corsHeaders, sendHtml, withQuery } from './checkout-routes.ts';
import { CHECKOUT_FAILURES } from './errors.ts';
import { readField } from './fields.ts';
import type { TossSandboxContext } from './options.ts';

function text(source: unknown, name: string): string {
  const value = readField(source, name);
  return typeof value === 'string' ? value : '';
}

/** The browser side of 자동결제: window creation for the shim's `requestBillingAuth`, the card window and its form. */
export function registerBillingWindowRoutes(app: FastifyInstance, ctx: TossSandboxContext): void {
  const merchantName = (clientKey: string, mId: string) =>
    ctx.keys.find((pair) => pair.clientKey === clientKey)?.merchantName ?? mId;
  const notice = (reply: FastifyReply, status: number, title: string, message: string) =>
    sendHtml(reply, status, renderNoticePage(title, message), NOTICE_PAGE_CSP);

  if (ctx.cors) {
    app.options('/billing/sessions', async (_request, reply) => reply.code(204).headers(corsHeaders).send());
  }

  app.post('/billing/sessions', async (request, reply) => {
    if (ctx.cors) reply.headers(corsHeaders);
    reply.header('cache-control', 'no-store');
    const validation = validateBillingWindow(request.body, ctx.keys, ctx.allowedReturnOrigins);
    if (validation.kind === 'error') {
      const { status, code, message } = validation.error;
      return reply.code(status).send({ code, message });
    }
    const window = openBillingWindow(ctx.state.value, validation.window, ctx.now());
    ctx.state.changed();
    const windowUrl = `${ctx.baseUrlFor(request)}/billing/window?id=${encodeURIComponent(window.windowId)}`;
    return reply.code(201).send({ windowUrl });
  });

  app.get('/billing/window', async (request, reply) => {
    const window = findBillingWindow(ctx.state.value, text(request.query, 'id'), ctx.now());
    if (window === undefined) {
      return notice(
        reply,
        404,
        '카드 등록 창을 찾을 수 없습니다',
        '30분이 지났거나 이미 처리되었습니다. 처음부터 다시 시작해 주세요.',
      );
    }
    return sendHtml(
      reply,
      200,
      renderBillingWindow(window, merchantName(window.clientKey, window.mId)),
      billingWindowCsp(window),
    );
  });

  app.post('/billing/window', async (request, reply) => {
    const window = findBillingWindow(ctx.state.value, text(request.body, 'window'), ctx.now());
    const action = text(request.body, 'action');
    const preset = readField(request.body, 'preset') ?? 'normal';
    if (
      window === undefined ||
      (action !== 'register' && action !== 'cancel') ||
      !isBillingCardPreset(preset)
    ) {
      return notice(reply, 400, '잘못된 요청입니다', '카드 등록 창에서 다시 선택해 주세요.');
    }
    let location: string;
    if (action === 'register') {
      const authKey = registerCard(ctx.state.value, window, preset, ctx.now());
      location = withQuery(window.successUrl, { customerKey: window.customerKey, authKey });
    } else {
      delete ctx.state.value.billingWindows?.[window.windowId];
      location = withQuery(window.failUrl, {
        code: 'PAY_PROCESS_CANCELED',
        message: CHECKOUT_FAILURES.PAY_PROCESS_CANCELED,
      });
    }
    ctx.state.changed();
    return reply.code(302).header('location', location).header('cache-control', 'no-store').send();
  });
}
