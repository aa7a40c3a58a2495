import { errorBodySchema } from '@ollida/contracts/errors';
import {
  createdWorkspaceSchema,
  createWorkspaceSchema,
  credentialTestResponseSchema,
  updateCredentialsSchema,
  workspaceIdParamsSchema,
  workspaceListSchema,
  workspaceResponseSchema,
  workspaceStatsResponseSchema,
} from '@ollida/contracts/workspaces';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/authenticate.ts';
import { createKeyChecker } from './marketplace-keys.ts';
import { createWorkspaceKeysService } from './workspace-keys.service.ts';
import type { WorkspaceModuleDeps } from './workspace-module-deps.ts';
import { createWorkspaceStats } from './workspace-stats.ts';
import { createWorkspacesRepo } from './workspaces.repo.ts';
import { createWorkspaceService } from './workspaces.service.ts';

const tags = ['workspaces'];
const security = [{ bearer: [] }];
const scopedErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  502: errorBodySchema,
};

/** Workspaces of the signed-in user: list, create, key update and test, current and main choice (docs/product/workspaces-and-stores.md#workspace-fields, #calls). */
export function registerWorkspaceRoutes(app: FastifyInstance, deps: WorkspaceModuleDeps) {
  const repo = createWorkspacesRepo(deps.db);
  const checker = createKeyChecker(deps.clients);
  const common = {
    repo,
    access: deps.access,
    checker,
    secrets: deps.secrets,
    limits: deps.limits,
    clock: deps.clock,
  };
  const workspaces = createWorkspaceService(common);
  const keys = createWorkspaceKeysService({ ...common, workspaces });
  const stats = createWorkspaceStats(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = deps.requireUser;

  api.get(
    '/api/workspaces/:id/stats',
    {
      preHandler,
      schema: {
        tags,
        summary: '워크스페이스 통계 (이번 달 등록 상품, 전체 등록 상품, 멤버 수)',
        security,
        params: workspaceIdParamsSchema,
        response: {
          200: workspaceStatsResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => ({ data: await stats.of(currentAuth(request).user.id, request.params.id) }),
  );

  api.get(
    '/api/workspaces',
    {
      preHandler,
      schema: {
        tags,
        summary: '내 워크스페이스 목록',
        security,
        response: { 200: workspaceListSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ data: await workspaces.listWorkspaces(currentAuth(request).user.id) }),
  );

  api.post(
    '/api/workspaces',
    {
      preHandler,
      schema: {
        tags,
        summary: '워크스페이스 만들기 (키를 마켓에서 확인한 뒤 저장)',
        security,
        body: createWorkspaceSchema,
        response: {
          201: createdWorkspaceSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const created = await workspaces.createWorkspace(currentAuth(request).user.id, request.body);
      return reply.status(201).send({ data: created });
    },
  );

  api.put(
    '/api/workspaces/:id/credentials',
    {
      preHandler,
      schema: {
        tags,
        summary: 'API 키 변경 (마켓에서 확인한 뒤 암호화해 저장)',
        security,
        params: workspaceIdParamsSchema,
        body: updateCredentialsSchema,
        response: { 200: workspaceResponseSchema, ...scopedErrors },
      },
    },
    async (request) => ({
      data: await keys.updateCredentials(currentAuth(request).user.id, request.params.id, request.body),
    }),
  );

  api.post(
    '/api/workspaces/:id/test-credentials',
    {
      preHandler,
      schema: {
        tags,
        summary: 'API 키 테스트 (결과와 키 상태를 기록)',
        security,
        params: workspaceIdParamsSchema,
        response: { 200: credentialTestResponseSchema, ...scopedErrors },
      },
    },
    async (request) => ({
      data: await keys.testCredentials(currentAuth(request).user.id, request.params.id),
    }),
  );

  api.post(
    '/api/workspaces/:id/current',
    {
      preHandler,
      schema: {
        tags,
        summary: '작업할 워크스페이스 선택',
        security,
        params: workspaceIdParamsSchema,
        response: {
          200: workspaceResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await workspaces.selectCurrent(currentAuth(request).user.id, request.params.id),
    }),
  );

  api.post(
    '/api/workspaces/:id/main',
    {
      preHandler,
      schema: {
        tags,
        summary: '대표 워크스페이스 지정',
        security,
        params: workspaceIdParamsSchema,
        response: {
          200: workspaceResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await workspaces.selectMain(currentAuth(request).user.id, request.params.id),
    }),
  );
}
