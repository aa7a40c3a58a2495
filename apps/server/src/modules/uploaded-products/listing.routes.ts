import { errorBodySchema } from '@ollida/contracts/errors';
import {
  listingStateRefreshRequestSchema,
  listingStateRefreshResponseSchema,
  resendRequestSchema,
  uploadedProductIdParamsSchema,
  uploadedProductResponseSchema,
} from '@ollida/contracts/uploaded-products';
import { uploadResponseSchema } from '@ollida/contracts/uploads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/authenticate.ts';
import { createListingRefresh } from './listing-refresh.ts';
import { createListingRepo } from './listing-repo.ts';
import { createProductDetail } from './product-detail.ts';
import { createResendService } from './resend-service.ts';
import type { UploadedProductsDeps } from './uploaded-products.module.ts';

const tags = ['uploaded-products'];
const security = [{ bearer: [] }];

/**
 * Counted per signed-in user, after sign-in (as the order list is), so neither a shared office address nor a second
 * session changes how often one seller reaches Wing.
 */
const perUser = (request: FastifyRequest) => request.auth?.user.id ?? request.ip;
/** Each refresh reads Wing once or twice per listing; a seller's screen refreshes a page at a time. */
const refreshRateLimit = {
  max: 30,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: perUser,
};
const resendRateLimit = {
  max: 60,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: perUser,
};

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
};
const resendErrors = {
  ...errors,
  403: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  502: errorBodySchema,
  504: errorBodySchema,
};

/**
 * `GET /api/uploaded-products/{id}`, `POST /api/uploaded-products/listing-states` and
 * `POST /api/uploaded-products/{id}/resend`.
 */
export function registerListingRoutes(app: FastifyInstance, deps: UploadedProductsDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const listing = {
    repo: createListingRepo(deps.db),
    clients: deps.clients,
    secrets: deps.secrets,
    clock: deps.clock,
  };
  const refresher = createListingRefresh(listing);
  const resender = createResendService({ ...listing, uploader: deps.uploader });
  const detail = createProductDetail({ db: deps.db, repo: listing.repo });

  routes.get(
    '/api/uploaded-products/:id',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary: '등록한 상품 하나 (보낸 초안 전체 포함)',
        security,
        params: uploadedProductIdParamsSchema,
        response: { 200: uploadedProductResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await detail.get(currentAuth(request).user.id, request.params.id),
    }),
  );

  routes.post(
    '/api/uploaded-products/listing-states',
    {
      preHandler: deps.requireUser,
      config: { rateLimit: refreshRateLimit },
      schema: {
        tags,
        summary: '쿠팡 상품의 검수 상태를 Wing에서 다시 읽기 (반려 사유 포함)',
        security,
        body: listingStateRefreshRequestSchema,
        response: { 200: listingStateRefreshResponseSchema, ...errors },
      },
    },
    async (request) => refresher.refresh(currentAuth(request).user.id, request.body.ids),
  );

  routes.post(
    '/api/uploaded-products/:id/resend',
    {
      preHandler: deps.requireUser,
      config: { rateLimit: resendRateLimit },
      schema: {
        tags,
        summary: '실패했거나 쿠팡 검수에서 반려된 상품을 초안 수정 후 다시 보내기',
        security,
        params: uploadedProductIdParamsSchema,
        body: resendRequestSchema,
        response: { 200: uploadResponseSchema, ...resendErrors },
      },
    },
    async (request) =>
      resender.resend({
        userId: currentAuth(request).user.id,
        id: request.params.id,
        details: request.body.product_details,
        categoryId: request.body.category_id,
      }),
  );
}
