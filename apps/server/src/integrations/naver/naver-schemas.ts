import { z } from 'zod';
import { Upstream } from '../../platform/domain-errors.ts';
import { type OutboundResponse, parseProviderShape } from '../http-client.ts';

/** int64 ids arrive as JSON numbers; accept digit strings too and keep them as strings. */
export const naverIdSchema = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)])
  .transform(String);

const countSchema = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);
const flagSchema = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

export const naverTokenSchema = z.looseObject({
  access_token: z.string().min(1),
  // Documented as seconds; absent would mean the documented 3 hours.
  expires_in: countSchema.optional(),
  // Presumably "Bearer" [?]; every call sends Bearer whatever it says.
  token_type: z.string().optional(),
});

export const naverChannelSchema = z.looseObject({
  channelNo: naverIdSchema,
  channelType: z.string().optional(),
  name: z.string().optional(),
  url: z.string().optional(),
  representativeImageUrl: z.string().optional(),
  talkTalkAccountId: z.string().optional(),
});

// Live calls return an array; the docs render a single object. Accept both.
export const naverChannelsSchema = z.union([
  z.array(naverChannelSchema),
  naverChannelSchema.transform((one) => [one]),
]);

export const naverImageUploadSchema = z.looseObject({
  images: z.array(z.looseObject({ url: z.string().min(1) })),
});

export const naverCreatedProductSchema = z.looseObject({
  originProductNo: naverIdSchema,
  smartstoreChannelProductNo: naverIdSchema.optional(),
  windowChannelProductNo: naverIdSchema.optional(),
});

export const naverChannelProductSchema = z.looseObject({
  channelProductNo: naverIdSchema,
  originProductNo: naverIdSchema.optional(),
  channelServiceType: z.string().optional(),
  name: z.string().optional(),
  sellerManagementCode: z.string().nullish(),
  statusType: z.string().optional(),
  channelProductDisplayStatusType: z.string().optional(),
  salePrice: countSchema.optional(),
  stockQuantity: countSchema.optional(),
  categoryId: naverIdSchema.optional(),
  wholeCategoryName: z.string().nullish(),
  representativeImage: z.looseObject({ url: z.string() }).nullish(),
  regDate: z.string().optional(),
  modifiedDate: z.string().optional(),
});

export const naverProductPageSchema = z.looseObject({
  contents: z.array(
    z.looseObject({
      originProductNo: naverIdSchema,
      groupProductNo: naverIdSchema.nullish(),
      channelProducts: z.array(naverChannelProductSchema).default([]),
    }),
  ),
  page: countSchema.optional(),
  size: countSchema.optional(),
  totalElements: countSchema.optional(),
  totalPages: countSchema.optional(),
  first: z.boolean().optional(),
  last: z.boolean().optional(),
});

export const naverCategorySchema = z.looseObject({
  id: naverIdSchema,
  name: z.string(),
  wholeCategoryName: z.string(),
  last: flagSchema.optional(),
});

export const naverCategoriesSchema = z.array(naverCategorySchema);

const stringListSchema = z
  .array(z.string())
  .nullish()
  .transform((items) => items ?? []);

/** One `certificationInfos[]` entry of `GET /v1/categories/{id}`; flags absent on some answers read as false. */
export const naverCertificationInfoSchema = z.looseObject({
  id: naverIdSchema,
  name: z.string(),
  kindTypes: stringListSchema,
  green: flagSchema.nullish(),
  certificationMarkType: z.string().nullish(),
  companyName: flagSchema.nullish(),
  certificationDate: flagSchema.nullish(),
  kcParallelImportExemptionObject: flagSchema.nullish(),
  nonEssential: flagSchema.nullish(),
});

/** `GET /v1/categories/{id}`: the list fields plus exceptional flags and certificates (both may be missing). */
export const naverCategoryDetailSchema = naverCategorySchema.extend({
  exceptionalCategories: stringListSchema,
  certificationInfos: z
    .array(naverCertificationInfoSchema)
    .nullish()
    .transform((items) => items ?? []),
});

/** One notice type of `GET /v1/products-for-provided-notice[/{type}]`. */
export const naverNoticeTypeSchema = z.looseObject({
  productInfoProvidedNoticeType: z.string().min(1),
  productInfoProvidedNoticeTypeName: z.string().nullish(),
  productInfoProvidedNoticeContents: z
    .array(
      z.looseObject({
        fieldType: z.string().nullish(),
        fieldName: z.string().min(1),
        fieldDescription: z.string().nullish(),
        fieldAddDescription: z.string().nullish(),
        fieldMaxLength: countSchema.nullish(),
      }),
    )
    .nullish()
    .transform((items) => items ?? []),
});

export const naverNoticeTypesSchema = z.array(naverNoticeTypeSchema);

/** `{originAreaCodeNames[{code, name}]}`; codes stay strings (leading zeros matter: `0200037`). */
export const naverOriginAreasSchema = z.looseObject({
  originAreaCodeNames: z
    .array(z.looseObject({ code: z.string().min(1), name: z.string() }))
    .nullish()
    .transform((items) => items ?? []),
});

/** Parses a 2xx answer against `schema`, or fails with a Korean Upstream error naming what did not fit. */
export function readNaverJson<T extends z.ZodType>(
  response: OutboundResponse,
  schema: T,
  context: { action: string; idempotent: boolean },
): z.output<T> {
  let json: unknown;
  try {
    json = JSON.parse(response.text);
  } catch {
    throw new Upstream(
      `네이버 커머스 ${context.action} 응답을 해석하지 못했습니다. (HTTP ${response.status})`,
      {
        provider: 'naver',
        httpStatus: response.status,
        retryable: context.idempotent,
      },
    );
  }
  return parseProviderShape(schema, json, {
    provider: 'naver',
    what: context.action,
    httpStatus: response.status,
    retryable: context.idempotent,
  });
}
