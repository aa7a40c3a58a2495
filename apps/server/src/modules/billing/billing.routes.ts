import { errorBodySchema } from '@ollida/contracts/errors';
import {
  billingAuthBodySchema,
  billingAuthResponseSchema,
  billingIssueBodySchema,
  billingIssueResponseSchema,
  changePlanBodySchema,
  changePreviewQuerySchema,
  changePreviewResponseSchema,
  subscriptionActionResponseSchema,
} from '@ollida/contracts/subscriptions';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/authenticate.ts';
import { perUserRateLimit } from '../../platform/per-user-rate-limit.ts';
import type { BillingService } from './billing.service.ts';

const tags = ['subscriptions'];
const security = [{ bearer: [] }];

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
};

/** `POST /api/subscriptions/billing-auth|billing-issue|change|cancel|resume`, `GET /api/subscriptions/change-preview`. */
export function registerBillingRoutes(
  app: FastifyInstance,
  deps: { requireUser: preHandlerAsyncHookHandler; service: BillingService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { service } = deps;
  const userOf = (request: FastifyRequest) => currentAuth(request).user.id;

  routes.post(
    '/api/subscriptions/billing-auth',
    {
      preHandler: deps.requireUser,
      config: { rateLimit: perUserRateLimit(20) },
      schema: {
        tags,
        summary: '카드 등록 창 열기 (plan_type이 있으면 그 플랜 구독, 없으면 카드 변경)',
        security,
        body: billingAuthBodySchema,
        response: { 200: billingAuthResponseSchema, ...errors },
      },
    },
    async (request) => service.billingAuth(userOf(request), request.body),
  );

  routes.post(
    '/api/subscriptions/billing-issue',
    {
      preHandler: deps.requireUser,
      config: { rateLimit: perUserRateLimit(20) },
      schema: {
        tags,
        summary: '카드 등록 완료 (빌링키 발급, 구독이면 첫 달 결제)',
        security,
        body: billingIssueBodySchema,
        response: { 200: billingIssueResponseSchema, ...errors },
      },
    },
    async (request) => service.billingIssue(userOf(request), request.body),
  );

  routes.get(
    '/api/subscriptions/change-preview',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary: '플랜 변경·해지 미리 보기 (적용 시점, 결제·환불 금액, 한도 초과 항목)',
        security,
        querystring: changePreviewQuerySchema,
        response: { 200: changePreviewResponseSchema, ...errors },
      },
    },
    async (request) => service.preview(userOf(request), request.query.plan_type),
  );

  routes.post(
    '/api/subscriptions/change',
    {
      preHandler: deps.requireUser,
      config: { rateLimit: perUserRateLimit(10) },
      schema: {
        tags,
        summary: '플랜 변경 (상위는 즉시 결제, 하위는 결제 기간 끝에 적용)',
        security,
        body: changePlanBodySchema,
        response: { 200: subscriptionActionResponseSchema, ...errors },
      },
    },
    async (request) => service.change(userOf(request), request.body.plan_type),
  );

  routes.post(
    '/api/subscriptions/cancel',
    {
      preHandler: deps.requireUser,
      config: { rateLimit: perUserRateLimit(10) },
      schema: {
        tags,
        summary: '구독 해지 (결제 기간 끝에 종료, 7일 이내 미사용이면 즉시 전액 환불)',
        security,
        response: { 200: subscriptionActionResponseSchema, ...errors },
      },
    },
    async (request) => service.cancel(userOf(request)),
  );

  routes.post(
    '/api/subscriptions/resume',
    {
      preHandler: deps.requireUser,
      config: { rateLimit: perUserRateLimit(10) },
      schema: {
        tags,
        summary: '해지·플랜 변경 예약 취소',
        security,
        response: { 200: subscriptionActionResponseSchema, ...errors },
      },
    },
    async (request) => service.resume(userOf(request)),
  );
}
