import { z } from 'zod';
import { Invalid } from '../../platform/domain-errors.ts';
import { parseShape, unwrapEnvelope } from './coupang-response.ts';
import type { CoupangTransport } from './coupang-transport.ts';
import { flagSchema, nullableTextSchema, optionalIdSchema, textSchema } from './coupang-values.ts';
import type { CoupangCredentials } from './signer.ts';

/** Input of category prediction; only the product name is required. */
export interface CoupangCategoryPredictionInput {
  productName: string;
  productDescription?: string;
  brand?: string;
  attributes?: Record<string, string>;
  sellerSkuCode?: string;
}

const predictionSchema = z
  .object({
    autoCategorizationPredictionResultType: textSchema,
    predictedCategoryId: optionalIdSchema,
    predictedCategoryName: nullableTextSchema,
    comment: nullableTextSchema,
  })
  .transform((data) => ({
    /** SUCCESS, FAILURE or INSUFFICIENT_INFORMATION (kept as sent if Coupang adds another). */
    resultType: data.autoCategorizationPredictionResultType,
    categoryId: data.predictedCategoryId,
    categoryName: data.predictedCategoryName,
    comment: data.comment,
  }));

export type CoupangCategoryPrediction = z.output<typeof predictionSchema>;

const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((items) => (items ?? []) as z.output<T>[]);

const categoryMetaSchema = z.object({
  isAllowSingleItem: flagSchema,
  attributes: list(
    z.object({
      attributeTypeName: textSchema,
      dataType: textSchema,
      basicUnit: textSchema,
      usableUnits: list(textSchema),
      required: textSchema,
      groupNumber: textSchema,
      exposed: textSchema,
    }),
  ),
  noticeCategories: list(
    z.object({
      noticeCategoryName: textSchema,
      noticeCategoryDetailNames: list(
        z.object({ noticeCategoryDetailName: textSchema, required: textSchema }),
      ),
    }),
  ),
  requiredDocumentNames: list(z.object({ templateName: textSchema, required: textSchema })),
  certifications: list(
    z.object({ certificationType: textSchema, name: textSchema, dataType: textSchema, required: textSchema }),
  ),
  allowedOfferConditions: list(textSchema),
});

export type CoupangCategoryMeta = z.output<typeof categoryMetaSchema>;

/** Category prediction (advisory) and the meta a product must satisfy (options, notices, certifications). */
export function createCategoryApi(transport: CoupangTransport, credentials: CoupangCredentials) {
  return {
    /** Predicts a leaf category from the product name (and optional details). */
    async predictCategory(input: CoupangCategoryPredictionInput): Promise<CoupangCategoryPrediction> {
      if (input.productName.trim() === '') throw new Invalid('카테고리를 추천받으려면 상품명이 필요합니다.');
      const call = { operation: '카테고리 추천', idempotent: true } as const;
      const body = await transport.send(credentials, {
        ...call,
        method: 'POST',
        path: '/v2/providers/openapi/apis/api/v1/categorization/predict',
        body: input,
      });
      return parseShape(predictionSchema, unwrapEnvelope(body, call), call);
    },

    /** Meta of one leaf display category. */
    async getCategoryMeta(displayCategoryCode: string | number): Promise<CoupangCategoryMeta> {
      const code = String(displayCategoryCode);
      if (!/^\d+$/.test(code)) throw new Invalid('쿠팡 카테고리 코드는 숫자여야 합니다.');
      const call = { operation: '카테고리 메타 조회', idempotent: true } as const;
      const body = await transport.send(credentials, {
        ...call,
        method: 'GET',
        path: `/v2/providers/seller_api/apis/api/v1/marketplace/meta/category-related-metas/display-category-codes/${code}`,
      });
      return parseShape(categoryMetaSchema, unwrapEnvelope(body, call), call);
    },
  };
}
