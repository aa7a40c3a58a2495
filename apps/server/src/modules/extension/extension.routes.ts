import { errorBodySchema, errorCodes } from '@ollida/contracts/errors';
import {
  extensionDownloadPath,
  extensionListingReviewPath,
  extensionListingReviewRequestSchema,
  extensionListingReviewResponseSchema,
  extensionWhoamiPath,
  extensionWhoamiSchema,
  extensionZipName,
  storeApiKeyHeader,
} from '@ollida/contracts/extension';
import type { UploadSettings } from '@ollida/contracts/uploads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError, Unauthenticated } from '../../platform/domain-errors.ts';
import type { ApiKeyStore } from '../coupang-stores/index.ts';
import type { UploadService } from '../uploads/index.ts';
import type { ExtensionPackage } from './extension-package.ts';

const tags = ['extension'];

/** Key checks are counted per presenting address: guessing keys is what this limit stops. */
const whoamiRateLimit = { max: 60, timeWindow: '1 minute' };
/**
 * The review asks the marketplace (category prediction, notices) as the key upload does: the same limit per address,
 * since the key is only known after the body is read.
 */
const reviewRateLimit = { max: 30, timeWindow: '1 minute' };

const invalidKey = () =>
  new Unauthenticated(
    '유효하지 않은 API 키입니다. 워크스페이스의 외부 API 키에서 키를 확인해 주세요.',
    errorCodes.apiKeyInvalid,
  );

function keyOf(request: FastifyRequest): string {
  const value = request.headers[storeApiKeyHeader];
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined || key.trim() === '') throw invalidKey();
  return key.trim();
}

/**
 * `GET /api/extension/whoami`, `POST /api/extension/listing-review` and `GET /api/extension/download` (the browser
 * extension of issues 11 and 21).
 */
export function registerExtensionRoutes(
  app: FastifyInstance,
  deps: {
    findStoreByApiKey: (key: string) => Promise<ApiKeyStore | undefined>;
    /**
     * The store's upload settings (defaults when never saved): the extension prices with the rule and converts
     * foreign prices with the store's own exchange rates (none when never set).
     */
    settingsOf: (workspaceId: string) => Promise<Pick<UploadSettings, 'price_rule' | 'exchange_rates'>>;
    /** The pre-upload review for the key's store (`uploader.reviewWithApiKey`): 401 `api_key_invalid` as the upload. */
    reviewWithApiKey: UploadService['reviewWithApiKey'];
    extensionPackage: ExtensionPackage;
    publicUrl: string;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    extensionWhoamiPath,
    {
      config: { rateLimit: whoamiRateLimit },
      schema: {
        tags,
        summary: '스토어 API 키가 올리는 스토어 (확장 프로그램의 연결 확인, 헤더 x-ollida-api-key)',
        response: { 200: extensionWhoamiSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const store = await deps.findStoreByApiKey(keyOf(request));
      if (store === undefined) throw invalidKey();
      const settings = await deps.settingsOf(store.workspaceId);
      const rates = settings.exchange_rates ?? [];
      return {
        workspace_id: store.workspaceId,
        workspace_name: store.workspaceName,
        platform: store.platform,
        store_label:
          store.platform === 'coupang'
            ? (store.wingAccount ?? store.workspaceName)
            : (store.storeName ?? store.workspaceName),
        key_prefix: store.keyPrefix,
        products_url: `${deps.publicUrl}/mypage/products`,
        price_rule: settings.price_rule,
        // Left out while the store set none, as the answer was before (the extension falls back to the defaults).
        ...(rates.length > 0 ? { exchange_rates: [...rates] } : {}),
      };
    },
  );

  routes.post(
    extensionListingReviewPath,
    {
      config: { rateLimit: reviewRateLimit },
      schema: {
        tags,
        summary:
          '스토어 API 키로 업로드 전 검수: 최종 판매가·마진과 마켓이 거절할 항목 (확장 프로그램용, 로그인 불필요)',
        body: extensionListingReviewRequestSchema,
        response: {
          200: extensionListingReviewResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
          504: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await deps.reviewWithApiKey({
        apiKey: request.body.api_key,
        details: request.body.product_details,
        categoryId: request.body.category_id,
      }),
    }),
  );

  routes.get(
    extensionDownloadPath,
    { schema: { tags, summary: '이 서버 주소가 들어 있는 확장 프로그램 (zip)' } },
    async (_request, reply) => {
      const zip = deps.extensionPackage.zip();
      if (zip === null) {
        throw new DomainError(
          503,
          errorCodes.unavailable,
          '확장 프로그램이 아직 빌드되지 않았습니다. 서버에서 npm run build를 실행해 주세요.',
        );
      }
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${extensionZipName}"`)
        .header('cache-control', 'no-cache')
        .send(Buffer.from(zip));
    },
  );
}
