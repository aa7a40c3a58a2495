import { errorBodySchema } from '@ollida/contracts/errors';
import { uploadWithKeyPaths } from '@ollida/contracts/extension';
import { listingReviewRequestSchema, listingReviewResponseSchema } from '@ollida/contracts/listing-review';
import {
  uploadRequestSchema,
  uploadResponseSchema,
  uploadWithKeyRequestSchema,
} from '@ollida/contracts/uploads';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/authenticate.ts';
import type { WorkspaceModuleDeps } from '../workspaces/index.ts';
import type { UploadService } from './upload.service.ts';
import { createUploadRetention } from './upload-retention.ts';
import { registerUploadSettingsRoutes } from './upload-settings.routes.ts';

const tags = ['uploads'];
const security = [{ bearer: [] }];
/** The web uploads a parsed list in parallel from one browser; this leaves room for that and stops a runaway loop. */
const uploadRateLimit = { max: 120, timeWindow: '1 minute' };
/** External tools calling with a store key; per address, since the key is only known after the body is read. */
const keyUploadRateLimit = { max: 30, timeWindow: '1 minute' };

const uploadErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
  504: errorBodySchema,
};

/**
 * Uploads of a parsed draft to the chosen store (docs/product/listing.md#uploads), the store-key upload for external
 * tools (docs/product/workspaces-and-stores.md#store-api-keys), the upload settings and category search, and the sweep
 * that drops failed attempts past their retention.
 */
export function registerUploadRoutes(
  app: FastifyInstance,
  deps: WorkspaceModuleDeps & {
    /** The upload service, built where the app is composed: other modules upload through it too. */
    service: UploadService;
    failedUploadRetentionDays: number;
  },
): void {
  const { service } = deps;
  const retention = createUploadRetention({
    db: deps.db,
    clock: deps.clock,
    retentionDays: deps.failedUploadRetentionDays,
    onDone: (purged) => {
      if (purged.attempts + purged.payloads > 0)
        app.log.info(purged, '보관 기간이 지난 실패한 등록 기록을 지웠습니다');
    },
    onError: (error) => app.log.error({ err: error }, '실패한 등록 기록 정리에 실패했습니다'),
  });
  app.addHook('onReady', async () => retention.start());
  app.addHook('onClose', async () => retention.stop());
  const routes = app.withTypeProvider<ZodTypeProvider>();

  for (const platform of ['coupang', 'naver'] as const) {
    routes.post(
      `/api/upload-to-${platform}`,
      {
        preHandler: deps.requireUser,
        config: { rateLimit: uploadRateLimit },
        schema: {
          tags,
          summary: platform === 'coupang' ? '쿠팡에 상품 등록' : '네이버 스마트스토어에 상품 등록',
          security,
          body: uploadRequestSchema,
          response: { 200: uploadResponseSchema, ...uploadErrors },
        },
      },
      async (request) =>
        service.uploadForMember({
          userId: currentAuth(request).user.id,
          workspaceId: request.body.workspace_id,
          platform,
          details: request.body.product_details,
          categoryId: request.body.category_id,
          confirmDuplicate: request.body.confirm_duplicate,
          channel: 'web',
        }),
    );
  }

  for (const platform of ['coupang', 'naver'] as const) {
    routes.post(
      uploadWithKeyPaths[platform],
      {
        config: { rateLimit: keyUploadRateLimit },
        schema: {
          tags,
          summary:
            platform === 'coupang'
              ? '스토어 API 키로 쿠팡에 상품 등록 (외부 도구·확장 프로그램용, 로그인 불필요)'
              : '스토어 API 키로 네이버 스마트스토어에 상품 등록 (외부 도구·확장 프로그램용, 로그인 불필요)',
          body: uploadWithKeyRequestSchema,
          response: { 200: uploadResponseSchema, ...uploadErrors },
        },
      },
      async (request) =>
        service.uploadWithApiKey({
          apiKey: request.body.api_key,
          platform,
          details: request.body.product_details,
          categoryId: request.body.category_id,
          confirmDuplicate: request.body.confirm_duplicate,
        }),
    );
  }

  routes.post(
    '/api/listing-review',
    {
      preHandler: deps.requireUser,
      config: { rateLimit: uploadRateLimit },
      schema: {
        tags,
        summary: '업로드 전 검수: 최종 판매가·마진과 마켓이 거절할 항목',
        security,
        body: listingReviewRequestSchema,
        response: { 200: listingReviewResponseSchema, ...uploadErrors },
      },
    },
    async (request) => ({
      data: await service.reviewForMember({
        userId: currentAuth(request).user.id,
        workspaceId: request.body.workspace_id,
        details: request.body.product_details,
        categoryId: request.body.category_id,
      }),
    }),
  );

  registerUploadSettingsRoutes(app, deps);
}
