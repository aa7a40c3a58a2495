import { errorBodySchema } from '@ollida/contracts/errors';
import {
  productSearchBodySchema,
  productSearchDeleteResponseSchema,
  productSearchHistorySchema,
  productSearchIdParamsSchema,
  productSearchRecordSchema,
} from '@ollida/contracts/product-search';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/authenticate.ts';
import type { ProductSearchService } from './product-search.service.ts';

const tags = ['product-search'];
const security = [{ bearer: [] }];

/** A search fetches a supplier page; counted per signed-in user. */
const searchRateLimit = {
  max: 30,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => request.auth?.user.id ?? request.ip,
};

/** `POST /api/product-search`, `GET /api/product-search/history`, `DELETE /api/product-search/{id}` (docs/product/search-and-investigator.md#calls). */
export function registerProductSearchRoutes(
  app: FastifyInstance,
  deps: { requireUser: preHandlerHookHandler; service: ProductSearchService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { service } = deps;

  routes.post(
    '/api/product-search',
    {
      preHandler: deps.requireUser,
      config: { rateLimit: searchRateLimit },
      schema: {
        tags,
        summary: '상품 페이지를 분석해 검색 기록에 남기기',
        security,
        body: productSearchBodySchema,
        response: {
          200: productSearchRecordSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
          504: errorBodySchema,
        },
      },
    },
    async (request) => service.search(currentAuth(request).user.id, request.body),
  );

  routes.get(
    '/api/product-search/history',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary: '내 상품 검색 기록 (최신순, 100개)',
        security,
        response: { 200: productSearchHistorySchema, 401: errorBodySchema },
      },
    },
    async (request) => service.history(currentAuth(request).user.id),
  );

  routes.delete(
    '/api/product-search/:id',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary: '내 상품 검색 기록 삭제',
        security,
        params: productSearchIdParamsSchema,
        response: {
          200: productSearchDeleteResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => service.remove(currentAuth(request).user.id, request.params.id),
  );
}
