import { errorBodySchema } from '@ollida/contracts/errors';
import {
  naverProductListQuerySchema,
  naverProductPageResponseSchema,
  productListQuerySchema,
  productPageResponseSchema,
  uploaderListQuerySchema,
  uploaderListResponseSchema,
} from '@ollida/contracts/uploaded-products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/authenticate.ts';
import { createProductListRepo } from './product-list.repo.ts';
import { createProductListService } from './product-list.service.ts';
import { naverProductPageBody, pageJsonSerializer, productPageBody } from './product-list-json.ts';
import type { UploadedProductsDeps } from './uploaded-products.module.ts';

const tags = ['uploaded-products'];
const security = [{ bearer: [] }];
const listErrors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** `GET /api/coupang/products`, `/api/naver/products`, `/api/uploaded-products`, `/api/uploaded-products/uploaders`. */
export function registerProductListRoutes(app: FastifyInstance, deps: UploadedProductsDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const list = createProductListService({
    repo: createProductListRepo(deps.db),
    clock: deps.clock,
    cache: deps.productListCache,
  });

  // The Coupang list and the merged list of both marketplaces answer the same shape (data.products + pagination).
  const pagedLists = [
    {
      url: '/api/coupang/products',
      scope: 'coupang',
      summary: '쿠팡에 등록한 상품 목록 (내 워크스페이스, 최신순)',
    },
    {
      url: '/api/uploaded-products',
      scope: 'all',
      summary: '등록한 상품 목록 (쿠팡과 네이버를 합쳐 최신순)',
    },
  ] as const;
  for (const { url, scope, summary } of pagedLists) {
    routes.get(
      url,
      {
        preHandler: deps.requireUser,
        serializerCompiler: pageJsonSerializer,
        schema: {
          tags,
          summary,
          security,
          querystring: productListQuerySchema,
          response: { 200: productPageResponseSchema, ...listErrors },
        },
      },
      async (request) => {
        const { query } = request;
        const page = await list.page({
          userId: currentAuth(request).user.id,
          scope,
          page: query.page,
          limit: query.limit,
          workspaceId: query.workspace_id,
          uploaderEmail: query.uploader_email,
        });
        return productPageBody(page);
      },
    );
  }

  routes.get(
    '/api/naver/products',
    {
      preHandler: deps.requireUser,
      serializerCompiler: pageJsonSerializer,
      schema: {
        tags,
        summary: '네이버 스마트스토어에 등록한 상품 목록 (내 워크스페이스, 최신순)',
        security,
        querystring: naverProductListQuerySchema,
        response: { 200: naverProductPageResponseSchema, ...listErrors },
      },
    },
    async (request) => {
      const { query } = request;
      const page = await list.page({
        userId: currentAuth(request).user.id,
        scope: 'naver',
        page: query.page,
        limit: query.limit,
        workspaceId: query.workspace_id,
        uploaderEmail: query.uploader_email,
        storeId: query.store_id,
      });
      return naverProductPageBody(page);
    },
  );

  routes.get(
    '/api/uploaded-products/uploaders',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary: '등록한 상품의 업로더 이메일 목록 (선택한 워크스페이스 전체)',
        security,
        querystring: uploaderListQuerySchema,
        response: { 200: uploaderListResponseSchema, ...listErrors },
      },
    },
    async (request) => ({
      data: await list.uploaders({
        userId: currentAuth(request).user.id,
        platform: request.query.platform,
        workspaceId: request.query.workspace_id,
      }),
    }),
  );
}
