import {
  orderListQuerySchema,
  orderListResponseSchema,
  productLookupParamsSchema,
  productLookupQuerySchema,
  productLookupResponseSchema,
} from '@ollida/contracts/coupang-orders';
import { errorBodySchema } from '@ollida/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/authenticate.ts';
import type { WorkspaceModuleDeps } from '../workspaces/index.ts';
import { createCoupangOrdersRepo } from './coupang-orders.repo.ts';
import { createCoupangOrderService } from './coupang-orders.service.ts';

const tags = ['coupang-orders'];
const security = [{ bearer: [] }];

/**
 * Each order list call fans out to up to 20 Wing pages on the store's own call budget; counted per signed-in user
 * (after sign-in, so the key is the user rather than a shared office address).
 */
const orderListRateLimit = {
  max: 30,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => request.auth?.user.id ?? request.ip,
};

/** `GET /api/coupang/orders` and `GET /api/coupang/products/{sellerProductId}` (docs/product/products-and-orders.md#calls). */
export function registerCoupangOrderRoutes(app: FastifyInstance, deps: WorkspaceModuleDeps): void {
  const service = createCoupangOrderService({
    repo: createCoupangOrdersRepo(deps.db),
    clients: deps.clients,
    secrets: deps.secrets,
    clock: deps.clock,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/coupang/orders',
    {
      preHandler: deps.requireUser,
      config: { rateLimit: orderListRateLimit },
      schema: {
        tags,
        summary: '쿠팡 주문 목록 (Wing 발주서 조회)',
        security,
        querystring: orderListQuerySchema,
        response: {
          200: orderListResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) =>
      service.listOrders({
        userId: currentAuth(request).user.id,
        wingAccount: request.query.wingAccount,
        workspaceId: request.query.workspace_id,
        createdAtFrom: request.query.createdAtFrom,
        createdAtTo: request.query.createdAtTo,
        status: request.query.status,
        refresh: request.query.refresh,
      }),
  );

  // Numeric ids only, so `GET /api/coupang/products` (the list) and any named sub-route stay free.
  routes.get(
    '/api/coupang/products/:sellerProductId(^\\d+$)',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary: '주문 상품의 등록 정보 조회 (도매처 페이지)',
        security,
        params: productLookupParamsSchema,
        querystring: productLookupQuerySchema,
        response: {
          200: productLookupResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      service.lookupProduct(
        currentAuth(request).user.id,
        request.params.sellerProductId,
        request.query.vendorItemId,
      ),
  );
}
