import { errorBodySchema } from '@ollida/contracts/errors';
import {
  abandonPaymentBodySchema,
  type ClientKeyResponse,
  clientKeyResponseSchema,
  confirmPaymentBodySchema,
  confirmPaymentResponseSchema,
  createPaymentBodySchema,
  createPaymentResponseSchema,
  paymentHistoryResponseSchema,
  tossWebhookBodySchema,
} from '@ollida/contracts/payments';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../platform/authenticate.ts';
import { perUserRateLimit } from '../../platform/per-user-rate-limit.ts';
import type { PaymentWebhook } from './payment-webhook.ts';
import type { PaymentsService } from './payments.service.ts';

const tags = ['payments'];
const security = [{ bearer: [] }];

/** Toss reads only the status; the body just says the event was taken. */
const webhookAnswerSchema = z.object({ ok: z.literal(true) });

/** `GET /api/payments/client-key`, `POST /api/payments/create|confirm|webhook`, `GET /api/payments/history`. */
export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: {
    requireUser: preHandlerAsyncHookHandler;
    service: PaymentsService;
    webhook: PaymentWebhook;
    clientKey: ClientKeyResponse;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { service } = deps;

  routes.get(
    '/api/payments/client-key',
    {
      schema: {
        tags,
        summary: '토스페이먼츠 클라이언트 키와 SDK 주소',
        response: { 200: clientKeyResponseSchema },
      },
    },
    async () => deps.clientKey,
  );

  routes.post(
    '/api/payments/create',
    {
      preHandler: deps.requireUser,
      config: { rateLimit: perUserRateLimit(20) },
      schema: {
        tags,
        summary: '결제 주문 생성 (금액은 요금제로 서버가 정함)',
        security,
        body: createPaymentBodySchema,
        response: {
          200: createPaymentResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => service.createOrder(currentAuth(request).user.id, request.body),
  );

  routes.post(
    '/api/payments/confirm',
    {
      preHandler: deps.requireUser,
      // Above the few retries of one success page, also when several tabs reload it at once.
      config: { rateLimit: perUserRateLimit(60) },
      schema: {
        tags,
        summary: '결제 승인 (토스페이먼츠 confirm)',
        security,
        body: confirmPaymentBodySchema,
        response: {
          200: confirmPaymentResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => service.confirm(currentAuth(request).user.id, request.body),
  );

  routes.post(
    '/api/payments/abandon',
    {
      preHandler: deps.requireUser,
      config: { rateLimit: perUserRateLimit(30) },
      schema: {
        tags,
        summary: '결제창에서 결제하지 않고 돌아온 주문 알리기 (취소 또는 실패로 기록)',
        security,
        body: abandonPaymentBodySchema,
        response: {
          204: z.null(),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await service.abandon(currentAuth(request).user.id, request.body);
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/api/payments/history',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary: '내 결제 내역 (최신순)',
        security,
        response: { 200: paymentHistoryResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => service.history(currentAuth(request).user.id),
  );

  routes.post(
    '/api/payments/webhook',
    {
      // Each event costs one lookup at Toss, so an open endpoint must not become a way to flood it.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '토스페이먼츠 웹훅 (PAYMENT_STATUS_CHANGED, BILLING_DELETED)',
        body: tossWebhookBodySchema,
        response: {
          200: webhookAnswerSchema,
          400: errorBodySchema,
          429: errorBodySchema,
          500: errorBodySchema,
        },
      },
    },
    async (request) => {
      await deps.webhook.handle(request.body);
      return { ok: true as const };
    },
  );
}
