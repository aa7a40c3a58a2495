import { errorBodySchema } from '@ollida/contracts/errors';
import {
  syncCheckRequestSchema,
  syncCheckResponseSchema,
  syncEventResponseSchema,
  syncEventsQuerySchema,
  syncEventsResponseSchema,
  syncRunResponseSchema,
  syncSettingsResponseSchema,
  syncSettingsSchema,
} from '@ollida/contracts/supplier-sync';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { hookJobStart, type JobStartOptions } from '../../jobs/job-start.ts';
import { currentAuth } from '../../platform/authenticate.ts';
import type { WorkspaceModuleDeps } from '../workspaces/index.ts';
import {
  createSupplierSyncService,
  type SupplierSyncDeps,
  type SupplierSyncService,
} from './supplier-sync.service.ts';
import { createSyncRunWorker, type SyncRunJobOptions } from './sync-run-worker.ts';

const tags = ['supplier-sync'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.uuid() });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** A check reads supplier pages and may call the marketplace: counted per signed-in user. */
const checkRateLimit = {
  max: 10,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => request.auth?.user.id ?? request.ip,
};

/** Supplier sync (issue 24): "지금 확인", runs, the change history, held changes, and the workspace's rules. */
export function registerSupplierSync(
  app: FastifyInstance,
  deps: WorkspaceModuleDeps &
    Pick<SupplierSyncDeps, 'urlParser' | 'settingsOf' | 'fetcher'> &
    JobStartOptions & {
      sweepIntervalSeconds: number;
      /** The app's job queue: runs are durable jobs. Without it a run is checked in the process that started it. */
      runner?: JobRunner;
      jobs?: SyncRunJobOptions;
    },
): SupplierSyncService {
  const onError = (error: unknown) => app.log.error({ err: error }, 'supplier sync run job failed');
  const worker =
    deps.runner === undefined
      ? undefined
      : createSyncRunWorker({
          runner: deps.runner,
          runningRunIds: () => service.runningRunIds(),
          run: (runId, signal) => service.runJob(runId, signal),
          options: deps.jobs,
          onError,
        });
  const service = createSupplierSyncService({
    ...deps,
    runs: worker === undefined ? undefined : { enqueue: worker.enqueue, onError },
  });
  if (worker !== undefined) hookJobStart(app, deps, worker);
  let sweeping: NodeJS.Timeout | undefined;
  if (deps.sweepIntervalSeconds > 0) {
    app.addHook('onReady', async () => {
      sweeping = setInterval(() => {
        service
          .sweep()
          .catch((error: unknown) => app.log.error({ err: error }, 'supplier sync sweep failed'));
      }, deps.sweepIntervalSeconds * 1_000).unref();
    });
  }
  app.addHook('onClose', async () => {
    clearInterval(sweeping);
    worker?.stop();
    await service.drain();
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: FastifyRequest) => currentAuth(request).user.id;

  routes.post(
    '/api/sync/check',
    {
      preHandler: deps.requireUser,
      config: { rateLimit: checkRateLimit },
      schema: {
        tags,
        summary: '공급처 지금 확인 (상품 하나 또는 워크스페이스 전체)',
        security,
        body: syncCheckRequestSchema,
        response: { 202: syncCheckResponseSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const runId = await service.startCheck(userOf(request), request.body);
      return reply.code(202).send({ data: { run_id: runId } });
    },
  );

  routes.get(
    '/api/sync/runs/:id',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary: '확인 작업 진행 상황',
        security,
        params: idParams,
        response: { 200: syncRunResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.run(userOf(request), request.params.id) }),
  );

  routes.get(
    '/api/sync/events',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary: '공급처 변경 내역 (품절, 재입고, 가격 변경, 옵션 변경, 읽기 실패, 승인 대기)',
        security,
        querystring: syncEventsQuerySchema,
        response: { 200: syncEventsResponseSchema, ...errors },
      },
    },
    async (request) => service.events(userOf(request), request.query),
  );

  for (const decision of ['approve', 'reject'] as const) {
    routes.post(
      `/api/sync/events/:id/${decision}`,
      {
        preHandler: deps.requireUser,
        schema: {
          tags,
          summary: decision === 'approve' ? '승인 대기 중인 가격 변경 승인' : '승인 대기 중인 가격 변경 거절',
          security,
          params: idParams,
          response: { 200: syncEventResponseSchema, ...errors, 409: errorBodySchema },
        },
      },
      async (request) => ({
        data:
          decision === 'approve'
            ? await service.approve(userOf(request), request.params.id)
            : await service.reject(userOf(request), request.params.id),
      }),
    );
  }

  routes.get(
    '/api/workspaces/:id/sync-settings',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary: '공급처 동기화 규칙',
        security,
        params: idParams,
        response: { 200: syncSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.settings(userOf(request), request.params.id) }),
  );

  routes.put(
    '/api/workspaces/:id/sync-settings',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary: '공급처 동기화 규칙 저장',
        security,
        params: idParams,
        body: syncSettingsSchema,
        response: { 200: syncSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.saveSettings(userOf(request), request.params.id, request.body),
    }),
  );
  return service;
}
