import {
  connectStoreResponseSchema,
  connectStoreSchema,
  coupangStoreListSchema,
  credentialsValidResponseSchema,
  disconnectStoreSchema,
  messageResponseSchema,
  revealedStoreKeysSchema,
  storeParamsSchema,
  validateCoupangCredentialsSchema,
} from '@ollida/contracts/coupang-stores';
import { errorBodySchema } from '@ollida/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/authenticate.ts';
import {
  createKeyChecker,
  createWorkspaceKeysService,
  createWorkspaceService,
  createWorkspacesRepo,
  type WorkspaceModuleDeps,
} from '../workspaces/index.ts';
import { createCoupangStoresRepo } from './coupang-stores.repo.ts';
import { createCoupangStoreService } from './coupang-stores.service.ts';
import { createStoreAccess } from './store-access.ts';
import { registerStoreSettingsRoutes } from './store-settings.routes.ts';

const tags = ['coupang-stores'];
const security = [{ bearer: [] }];

/** Coupang stores: list, key check, connect, disconnect and the owner's recorded key reveal (docs/product/workspaces-and-stores.md#coupang-stores, #calls). */
export function registerCoupangStoreRoutes(app: FastifyInstance, deps: WorkspaceModuleDeps) {
  const repo = createCoupangStoresRepo(deps.db);
  const workspacesRepo = createWorkspacesRepo(deps.db);
  const checker = createKeyChecker(deps.clients);
  const common = {
    repo: workspacesRepo,
    access: deps.access,
    checker,
    secrets: deps.secrets,
    limits: deps.limits,
    clock: deps.clock,
  };
  const workspaces = createWorkspaceService(common);
  const stores = createStoreAccess({
    repo,
    access: deps.access,
    secrets: deps.secrets,
    clients: deps.clients,
  });
  const service = createCoupangStoreService({
    repo,
    stores,
    checker,
    workspacesRepo,
    workspaces,
    workspaceKeys: createWorkspaceKeysService({ ...common, workspaces }),
    clock: deps.clock,
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = deps.requireUser;

  api.get(
    '/api/coupang/stores',
    {
      preHandler,
      schema: {
        tags,
        summary: '내 쿠팡 스토어 목록 (시크릿 키는 제외)',
        security,
        response: { 200: coupangStoreListSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ data: await service.listStores(currentAuth(request).user.id) }),
  );

  api.post(
    '/api/validate-coupang-credentials',
    {
      preHandler,
      schema: {
        tags,
        summary: '쿠팡 API 키 확인 (저장하지 않음)',
        security,
        body: validateCoupangCredentialsSchema,
        response: {
          200: credentialsValidResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => service.validateCredentials(request.body),
  );

  api.post(
    '/api/coupang/connect',
    {
      preHandler,
      schema: {
        tags,
        summary: '쿠팡 스토어 연결 (없으면 만들고, 있으면 키를 교체)',
        security,
        body: connectStoreSchema,
        response: {
          200: connectStoreResponseSchema,
          201: connectStoreResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { store, created } = await service.connect(currentAuth(request).user.id, request.body);
      const message = created ? '쿠팡 스토어를 연결했습니다.' : '쿠팡 스토어의 API 키를 새로 연결했습니다.';
      return reply.status(created ? 201 : 200).send({ data: store, message });
    },
  );

  api.delete(
    '/api/coupang/stores/:wingAccount',
    {
      preHandler,
      schema: {
        tags,
        summary: '쿠팡 스토어 연결 해제 (Wing 아이디를 정확히 입력해 확인)',
        security,
        params: storeParamsSchema,
        body: disconnectStoreSchema,
        response: {
          200: messageResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { wingAccount } = request.params;
      await service.disconnect(currentAuth(request).user.id, wingAccount, request.body.wingAccount);
      return { message: '쿠팡 스토어 연결을 해제했습니다.' };
    },
  );

  api.post(
    '/api/coupang/stores/:wingAccount/reveal-keys',
    {
      preHandler,
      schema: {
        tags,
        summary: '저장된 쿠팡 API 키 원문 보기 (소유자만, 기록됨)',
        security,
        params: storeParamsSchema,
        response: {
          200: revealedStoreKeysSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const keys = await service.revealKeys(
        currentAuth(request).user.id,
        request.params.wingAccount,
        request.id,
      );
      // Keys in clear must not linger in any cache.
      return reply.header('cache-control', 'no-store').send({ data: keys });
    },
  );

  registerStoreSettingsRoutes(app, { deps, repo, stores });
}
