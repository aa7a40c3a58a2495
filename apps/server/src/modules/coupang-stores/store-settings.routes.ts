import {
  changeWingAccountSchema,
  connectReturnCenterSchema,
  connectShippingPlaceSchema,
  coupangStoreResponseSchema,
  generatedStoreApiKeySchema,
  messageResponseSchema,
  placePageQuerySchema,
  returnCenterPageSchema,
  shippingPlacePageSchema,
  storeApiKeyStatusSchema,
  storeParamsSchema,
  updateStoreExtraSchema,
} from '@ollida/contracts/coupang-stores';
import { errorBodySchema } from '@ollida/contracts/errors';
import { workspaceIdParamsSchema } from '@ollida/contracts/workspaces';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/authenticate.ts';
import type { WorkspaceModuleDeps } from '../workspaces/index.ts';
import type { CoupangStoresRepo } from './coupang-stores.repo.ts';
import type { StoreAccess } from './store-access.ts';
import { createStoreApiKeyService } from './store-api-keys.service.ts';
import { createStoreSettingsService } from './store-settings.service.ts';

const tags = ['coupang-stores'];
const security = [{ bearer: [] }];
const storeErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  502: errorBodySchema,
};

/** Return centers, shipping places, extra settings and store API keys of one store (docs/product/workspaces-and-stores.md#store-settings, #calls). */
export function registerStoreSettingsRoutes(
  app: FastifyInstance,
  context: { deps: WorkspaceModuleDeps; repo: CoupangStoresRepo; stores: StoreAccess },
) {
  const { deps, repo, stores } = context;
  const settings = createStoreSettingsService({ repo, stores });
  const apiKeys = createStoreApiKeyService({ repo, stores, access: deps.access, clock: deps.clock });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = deps.requireUser;
  const userOf = (request: Parameters<typeof currentAuth>[0]) => currentAuth(request).user.id;

  api.get(
    '/api/coupang/return-centers/:wingAccount',
    {
      preHandler,
      schema: {
        tags,
        summary: '반품지 목록 (WING, 한 페이지 최대 50개)',
        security,
        params: storeParamsSchema,
        querystring: placePageQuerySchema,
        response: { 200: returnCenterPageSchema, ...storeErrors },
      },
    },
    async (request) => ({
      data: await settings.listReturnCenters(userOf(request), request.params.wingAccount, request.query),
    }),
  );

  api.get(
    '/api/coupang/shipping-places/:wingAccount',
    {
      preHandler,
      schema: {
        tags,
        summary: '출고지 목록 (WING, 한 페이지 최대 50개)',
        security,
        params: storeParamsSchema,
        querystring: placePageQuerySchema,
        response: { 200: shippingPlacePageSchema, ...storeErrors },
      },
    },
    async (request) => ({
      data: await settings.listShippingPlaces(userOf(request), request.params.wingAccount, request.query),
    }),
  );

  api.patch(
    '/api/coupang/stores/:wingAccount/connect-return-center',
    {
      preHandler,
      schema: {
        tags,
        summary: '반품지 연결 (WING에서 사용 가능한지 확인 후 저장)',
        security,
        params: storeParamsSchema,
        body: connectReturnCenterSchema,
        response: { 200: coupangStoreResponseSchema, ...storeErrors },
      },
    },
    async (request) => ({
      data: await settings.connectReturnCenter(userOf(request), request.params.wingAccount, request.body),
    }),
  );

  api.patch(
    '/api/coupang/stores/:wingAccount/connect-shipping-place',
    {
      preHandler,
      schema: {
        tags,
        summary: '출고지 연결 (WING에서 사용 가능한지 확인 후 저장)',
        security,
        params: storeParamsSchema,
        body: connectShippingPlaceSchema,
        response: { 200: coupangStoreResponseSchema, ...storeErrors },
      },
    },
    async (request) => ({
      data: await settings.connectShippingPlace(userOf(request), request.params.wingAccount, request.body),
    }),
  );

  api.patch(
    '/api/coupang/stores/:wingAccount/update-extra',
    {
      preHandler,
      schema: {
        tags,
        summary: '반품배송비·초도배송비와 자동 승인 저장',
        security,
        params: storeParamsSchema,
        body: updateStoreExtraSchema,
        response: { 200: coupangStoreResponseSchema, ...storeErrors },
      },
    },
    async (request) => ({
      data: await settings.updateExtra(userOf(request), request.params.wingAccount, request.body),
    }),
  );

  api.put(
    '/api/coupang/stores/:wingAccount/wing-account',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Wing 아이디 고치기 (소유자)',
        security,
        params: storeParamsSchema,
        body: changeWingAccountSchema,
        response: { 200: coupangStoreResponseSchema, ...storeErrors, 409: errorBodySchema },
      },
    },
    async (request) => ({
      data: await settings.changeWingAccount(userOf(request), request.params.wingAccount, request.body),
    }),
  );

  api.post(
    '/api/coupang/stores/:wingAccount/generate-api-key',
    {
      preHandler,
      schema: {
        tags,
        summary: '스토어 API 키 발급 (한 번만 표시, 이전 키는 즉시 폐기)',
        security,
        params: storeParamsSchema,
        response: { 200: generatedStoreApiKeySchema, ...storeErrors },
      },
    },
    async (request, reply) => {
      const data = await apiKeys.generate(userOf(request), request.params.wingAccount);
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  api.delete(
    '/api/coupang/stores/:wingAccount/revoke-api-key',
    {
      preHandler,
      schema: {
        tags,
        summary: '스토어 API 키 폐기 (즉시)',
        security,
        params: storeParamsSchema,
        response: { 200: messageResponseSchema, ...storeErrors },
      },
    },
    async (request) => {
      await apiKeys.revoke(userOf(request), request.params.wingAccount);
      return { message: 'API 키를 폐기했습니다.' };
    },
  );

  api.get(
    '/api/coupang/stores/:wingAccount/api-key',
    {
      preHandler,
      schema: {
        tags,
        summary: '스토어 API 키 상태 (키 원문은 제외)',
        security,
        params: storeParamsSchema,
        response: { 200: storeApiKeyStatusSchema, ...storeErrors },
      },
    },
    async (request) => ({ data: await apiKeys.status(userOf(request), request.params.wingAccount) }),
  );

  // The same key management by workspace id, for every store (Naver's included: the browser extension uploads there).
  api.post(
    '/api/workspaces/:id/api-key',
    {
      preHandler,
      schema: {
        tags,
        summary: '스토어 API 키 발급 (쿠팡·네이버, 한 번만 표시, 이전 키는 즉시 폐기)',
        security,
        params: workspaceIdParamsSchema,
        response: { 200: generatedStoreApiKeySchema, ...storeErrors },
      },
    },
    async (request, reply) => {
      const data = await apiKeys.generateForWorkspace(userOf(request), request.params.id);
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  api.delete(
    '/api/workspaces/:id/api-key',
    {
      preHandler,
      schema: {
        tags,
        summary: '스토어 API 키 폐기 (쿠팡·네이버, 즉시)',
        security,
        params: workspaceIdParamsSchema,
        response: { 200: messageResponseSchema, ...storeErrors },
      },
    },
    async (request) => {
      await apiKeys.revokeForWorkspace(userOf(request), request.params.id);
      return { message: 'API 키를 폐기했습니다.' };
    },
  );

  api.get(
    '/api/workspaces/:id/api-key',
    {
      preHandler,
      schema: {
        tags,
        summary: '스토어 API 키 상태 (쿠팡·네이버, 키 원문은 제외)',
        security,
        params: workspaceIdParamsSchema,
        response: { 200: storeApiKeyStatusSchema, ...storeErrors },
      },
    },
    async (request) => ({
      data: await apiKeys.statusForWorkspace(userOf(request), request.params.id),
    }),
  );
}
