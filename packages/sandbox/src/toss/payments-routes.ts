import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkSecretKey } from './auth.ts';
import { chargeBillingKey, deleteBillingKey, issueBillingKey, scriptBillingCards } from './billing-api.ts';
import { isBillingCardPreset } from './billing-cards.ts';
import { sendBillingDeleted } from './billing-webhook.ts';
import { cancelPayment } from './cancel.ts';
import { confirmPayment, getPaymentByKey, getPaymentByOrder, type PaymentApiScope } from './confirm.ts';
import {
  isTossErrorCode,
  sendSerialized,
  sendTossReply,
  serializeReply,
  type TossReply,
  tossError,
} from './errors.ts';
import { readField } from './fields.ts';
import type { TossMerchantKeys, TossSandboxContext } from './options.ts';
import { idempotencyScope, recallAnswer, rememberAnswer } from './store.ts';

type Handler = (scope: PaymentApiScope, merchant: TossMerchantKeys) => TossReply;

const maxIdempotencyKeyLength = 300;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function forcedError(code: string): TossReply {
  return isTossErrorCode(code)
    ? tossError(code)
    : tossError('INVALID_REQUEST', `지원하지 않는 TossPayments-Test-Code 입니다: ${code}`);
}

/**
 * Registers the REST API a merchant server calls with its secret key: confirm, lookups, cancel, and 자동결제 (billing
 * key issue, charge, delete).
 */
export function registerPaymentRoutes(app: FastifyInstance, ctx: TossSandboxContext): void {
  function scopeFor(request: FastifyRequest): PaymentApiScope {
    return { state: ctx.state.value, now: ctx.now(), baseUrl: ctx.baseUrlFor(request) };
  }

  function read(request: FastifyRequest, reply: FastifyReply, handler: Handler): FastifyReply {
    const auth = checkSecretKey(request.headers.authorization, ctx.keys);
    if (auth.kind === 'error') return sendTossReply(reply, auth.reply);
    return sendTossReply(reply, handler(scopeFor(request), auth.keys));
  }

  // Writes replay the first answer for a repeated Idempotency-Key, as Toss does for 15 days.
  function write(request: FastifyRequest, reply: FastifyReply, handler: Handler): FastifyReply {
    const auth = checkSecretKey(request.headers.authorization, ctx.keys);
    if (auth.kind === 'error') return sendTossReply(reply, auth.reply);
    const scope = scopeFor(request);
    const key = header(request, 'idempotency-key');
    if (key !== undefined && (key === '' || key.length > maxIdempotencyKeyLength)) {
      return sendTossReply(reply, tossError('INVALID_REQUEST', 'Idempotency-Key는 300자 이하여야 합니다.'));
    }
    const scopeKey =
      key === undefined ? undefined : idempotencyScope(auth.keys.secretKey, request.method, request.url, key);
    const stored = scopeKey === undefined ? undefined : recallAnswer(scope.state, scopeKey, scope.now);
    if (stored !== undefined) return sendSerialized(reply, stored);

    const testCode = header(request, 'tosspayments-test-code');
    const answer = serializeReply(testCode === undefined ? handler(scope, auth.keys) : forcedError(testCode));
    // A 5xx leaves the outcome open, so a retry with the same key must run again rather than replay it.
    if (scopeKey !== undefined && answer.status < 500)
      rememberAnswer(scope.state, scopeKey, answer, scope.now);
    ctx.state.changed();
    return sendSerialized(reply, answer);
  }

  app.post('/v1/payments/confirm', async (request, reply) =>
    write(request, reply, (scope, merchant) => confirmPayment(scope, merchant, request.body)),
  );
  app.get<{ Params: { orderId: string } }>('/v1/payments/orders/:orderId', async (request, reply) =>
    read(request, reply, (scope, merchant) => getPaymentByOrder(scope, merchant, request.params.orderId)),
  );
  app.get<{ Params: { paymentKey: string } }>('/v1/payments/:paymentKey', async (request, reply) =>
    read(request, reply, (scope, merchant) => getPaymentByKey(scope, merchant, request.params.paymentKey)),
  );
  app.post<{ Params: { paymentKey: string } }>('/v1/payments/:paymentKey/cancel', async (request, reply) =>
    write(request, reply, (scope, merchant) =>
      cancelPayment(scope, merchant, request.params.paymentKey, request.body),
    ),
  );

  app.post('/v1/billing/authorizations/issue', async (request, reply) =>
    write(request, reply, (scope, merchant) => issueBillingKey(scope, merchant, request.body)),
  );
  // Fastify decodes the path parameter, so a key sent with '=' as %3D is found.
  app.post<{ Params: { billingKey: string } }>('/v1/billing/:billingKey', async (request, reply) =>
    write(request, reply, (scope, merchant) =>
      chargeBillingKey(scope, merchant, request.params.billingKey, request.body),
    ),
  );
  app.delete<{ Params: { billingKey: string } }>('/v1/billing/:billingKey', async (request, reply) => {
    const auth = checkSecretKey(request.headers.authorization, ctx.keys);
    if (auth.kind === 'error') return sendTossReply(reply, auth.reply);
    const { billingKey } = request.params;
    const result = deleteBillingKey(scopeFor(request), auth.keys, billingKey);
    if (result !== 'deleted') return sendTossReply(reply, result);
    ctx.state.changed();
    if (ctx.webhookUrl !== undefined) sendBillingDeleted(ctx.webhookUrl, billingKey, ctx.now);
    return reply.code(200).send();
  });

  // Test control, not part of Toss: makes a customer's registered cards behave as another test card from now on.
  app.post('/_control/billing-cards', async (request, reply) => {
    const customerKey = readField(request.body, 'customerKey');
    const preset = readField(request.body, 'preset');
    if (typeof customerKey !== 'string' || !isBillingCardPreset(preset)) {
      return sendTossReply(
        reply,
        tossError('INVALID_REQUEST', 'customerKey와 preset(normal, insufficient, stopped)이 필요합니다.'),
      );
    }
    const changed = scriptBillingCards(scopeFor(request), customerKey, preset);
    ctx.state.changed();
    return reply.code(200).send({ changed });
  });
}
