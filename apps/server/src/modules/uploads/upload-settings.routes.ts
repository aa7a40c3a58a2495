import { errorBodySchema } from '@ollida/contracts/errors';
import {
  categorySearchQuerySchema,
  categorySearchResponseSchema,
  uploadSettingsSchema,
} from '@ollida/contracts/uploads';
import { workspaceIdParamsSchema } from '@ollida/contracts/workspaces';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/authenticate.ts';
import type { WorkspaceModuleDeps } from '../workspaces/index.ts';
import { createCategorySearchService } from './category-search.service.ts';
import { createUploadSettingsService } from './upload-settings.ts';
import { createUploadsRepo } from './uploads.repo.ts';

const tags = ['uploads'];
const security = [{ bearer: [] }];
/** Each keystroke of the category search box may ask; the marketplace calls behind it are paced by the clients. */
const searchRateLimit = { max: 120, timeWindow: '1 minute' };

/** A store's upload settings (price rule and listing defaults) and the category search of the upload tool. */
export function registerUploadSettingsRoutes(app: FastifyInstance, deps: WorkspaceModuleDeps) {
  const repo = createUploadsRepo(deps.db);
  const settings = createUploadSettingsService({ repo, access: deps.access, clock: deps.clock });
  const categories = createCategorySearchService({ ...deps, repo });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const readErrors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

  routes.get(
    '/api/workspaces/:id/upload-settings',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary: '업로드 설정 (가격 규칙, A/S, 택배사, 기본 재고, 반품·교환 배송비)',
        security,
        params: workspaceIdParamsSchema,
        response: { 200: uploadSettingsSchema, ...readErrors },
      },
    },
    async (request) => settings.read(currentAuth(request).user.id, request.params.id),
  );

  routes.put(
    '/api/workspaces/:id/upload-settings',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary: '업로드 설정 저장 (소유자, 관리자)',
        security,
        params: workspaceIdParamsSchema,
        body: uploadSettingsSchema,
        response: { 200: uploadSettingsSchema, ...readErrors, 403: errorBodySchema },
      },
    },
    async (request) => settings.save(currentAuth(request).user.id, request.params.id, request.body),
  );

  routes.get(
    '/api/workspaces/:id/categories',
    {
      preHandler: deps.requireUser,
      config: { rateLimit: searchRateLimit },
      schema: {
        tags,
        summary: '마켓 카테고리 검색 (쿠팡: 코드 확인 또는 추천, 네이버: 최하위 카테고리 경로)',
        security,
        params: workspaceIdParamsSchema,
        querystring: categorySearchQuerySchema,
        response: {
          200: categorySearchResponseSchema,
          ...readErrors,
          429: errorBodySchema,
          502: errorBodySchema,
          504: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await categories.search(currentAuth(request).user.id, request.params.id, request.query.q),
    }),
  );
}
