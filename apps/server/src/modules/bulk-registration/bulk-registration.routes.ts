import { errorBodySchema } from '@ollida/contracts/errors';
import {
  bulkBatchSchema,
  bulkBatchStatuses,
  bulkLimits,
  bulkRegistrationRequestSchema,
} from '@ollida/contracts/uploads';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../platform/authenticate.ts';
import { type BulkEventDeps, streamBatchEvents } from './bulk-events.ts';
import type { BulkRegistrationService } from './bulk-registration.service.ts';

const tags = ['bulk-registration'];
const security = [{ bearer: [] }];

const batchParamsSchema = z.object({ batch_id: z.string().max(100) });
const recentQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) });

/** `GET /api/product-registration/bulk`: the caller's recent batches, newest first, without their items. */
export const recentBatchesSchema = z.object({
  data: z.array(
    z.object({
      batch_id: z.string(),
      workspace_id: z.string(),
      platform: z.enum(['coupang', 'naver']),
      status: z.enum(bulkBatchStatuses),
      total: z.number().int(),
      success: z.number().int(),
      fail: z.number().int(),
      created_at: z.string(),
      finished_at: z.string().nullable(),
    }),
  ),
});

export interface BulkRegistrationRouteDeps {
  service: BulkRegistrationService;
  requireUser: preHandlerHookHandler;
  /** The event stream's parts (hub, leases, open streams, re-authentication). */
  events: Omit<BulkEventDeps, 'service'>;
  /** Batches one client may start (and 그래도 등록 calls it may make) per minute. */
  rateLimitPerMinute?: number;
}

/** Bulk registration (docs/product/listing.md#bulk-registration) as a durable server-side batch. */
export function registerBulkRegistrationRoutes(app: FastifyInstance, deps: BulkRegistrationRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { service } = deps;

  routes.post(
    '/api/product-registration/bulk',
    {
      preHandler: deps.requireUser,
      // A 5,000-row CSV's URLs do not fit the app's default body limit.
      bodyLimit: bulkLimits.maxBodyBytes,
      config: { rateLimit: { max: deps.rateLimitPerMinute ?? 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: `URL 목록 일괄 등록 시작 (한 줄에 하나, 최대 ${bulkLimits.maxUrls.toLocaleString('ko-KR')}개)`,
        security,
        body: bulkRegistrationRequestSchema,
        response: {
          201: bulkBatchSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const batch = await service.create(currentAuth(request).user.id, request.body);
      return reply.status(201).send(batch);
    },
  );

  routes.get(
    '/api/product-registration/bulk',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary: '내 최근 일괄 등록 작업',
        security,
        querystring: recentQuerySchema,
        response: { 200: recentBatchesSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ data: await service.recent(currentAuth(request).user.id, request.query.limit) }),
  );

  routes.get(
    '/api/product-registration/bulk/:batch_id',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary: '일괄 등록 진행 상황',
        security,
        params: batchParamsSchema,
        response: { 200: bulkBatchSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.get(currentAuth(request).user.id, request.params.batch_id),
  );

  routes.get(
    '/api/product-registration/bulk/:batch_id/events',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary:
          '일괄 등록 진행 상황 스트림 (text/event-stream: snapshot, 바뀐 항목만 담은 change, 마지막 snapshot; 사용자당 5개까지)',
        security,
        params: batchParamsSchema,
        produces: ['text/event-stream'],
        response: { 401: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    (request, reply) =>
      streamBatchEvents(request, reply, request.params.batch_id, { service, ...deps.events }),
  );

  routes.post(
    '/api/product-registration/bulk/:batch_id/stop',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary: '일괄 등록 중단 (대기 중인 항목은 실패 처리, 진행 중인 항목은 마무리)',
        security,
        params: batchParamsSchema,
        response: { 200: bulkBatchSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.stop(currentAuth(request).user.id, request.params.batch_id),
  );

  routes.post(
    '/api/product-registration/bulk/:batch_id/confirm-duplicates',
    {
      preHandler: deps.requireUser,
      config: { rateLimit: { max: deps.rateLimitPerMinute ?? 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          '그래도 등록: 중복이라 등록하지 않은 항목을 중복 확인 없이 다시 등록 (작업의 워크스페이스 멤버만)',
        security,
        params: batchParamsSchema,
        response: {
          200: bulkBatchSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => service.confirmDuplicates(currentAuth(request).user.id, request.params.batch_id),
  );
}
