import { z } from 'zod';
import {
  countSchema,
  flagSchema,
  idSchema,
  moneySchema,
  seoulTimeSchema,
  textSchema,
} from './coupang-values.ts';

const placeAddressSchema = z.object({
  addressType: textSchema,
  countryCode: textSchema,
  companyContactNumber: textSchema,
  phoneNumber2: textSchema,
  returnZipCode: textSchema,
  returnAddress: textSchema,
  returnAddressDetail: textSchema,
});

const addressesSchema = z
  .array(placeAddressSchema)
  .nullish()
  .transform((addresses) => addresses ?? []);

/** A return center (반품지); the fee grid is kept as one map because its keys changed over time (…02kg added). */
export const returnCenterSchema = z
  .looseObject({
    // Documented as a String (digits in every sample); any non-empty code is kept as sent.
    returnCenterCode: textSchema.refine((code) => code !== '', '반품지 코드가 비어 있습니다'),
    shippingPlaceName: textSchema,
    deliverCode: textSchema,
    deliverName: textSchema,
    goodsflowStatus: textSchema,
    errorMessage: textSchema,
    createdAt: seoulTimeSchema,
    usable: flagSchema,
    placeAddresses: addressesSchema,
  })
  .transform((center) => {
    const fees: Record<string, number> = {};
    for (const [key, value] of Object.entries(center)) {
      if (/Fee\d+kg$/.test(key) && (typeof value === 'number' || typeof value === 'string'))
        fees[key] = Number(value);
    }
    return {
      returnCenterCode: center.returnCenterCode,
      shippingPlaceName: center.shippingPlaceName,
      deliverCode: center.deliverCode,
      deliverName: center.deliverName,
      goodsflowStatus: center.goodsflowStatus,
      errorMessage: center.errorMessage,
      createdAt: center.createdAt,
      usable: center.usable,
      placeAddresses: center.placeAddresses,
      fees,
    };
  });

export type CoupangReturnCenter = z.output<typeof returnCenterSchema>;

/** An outbound shipping place (출고지) with its remote-area (도서산간) courier fees. */
export const outboundPlaceSchema = z.object({
  outboundShippingPlaceCode: idSchema,
  shippingPlaceName: textSchema,
  createDate: seoulTimeSchema,
  global: flagSchema,
  usable: flagSchema,
  placeAddresses: addressesSchema,
  remoteInfos: z
    .array(
      z.object({
        remoteInfoId: idSchema,
        deliveryCode: textSchema,
        jeju: moneySchema,
        notJeju: moneySchema,
        usable: flagSchema,
      }),
    )
    .nullish()
    .transform((infos) => infos ?? []),
});

export type CoupangOutboundPlace = z.output<typeof outboundPlaceSchema>;

/** Coupang's page counters; absent ones are derived from the content, since one page is all there is then. */
export interface CoupangPagination {
  currentPage: number;
  totalPages: number;
  totalElements: number;
  countPerPage: number;
}

/** `{content, pagination}` for any item schema. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z
    .object({
      content: z
        .array(item)
        .nullish()
        .transform((content) => content ?? []),
      pagination: z
        .object({
          currentPage: countSchema,
          totalPages: countSchema,
          totalElements: countSchema,
          countPerPage: countSchema,
        })
        .nullish(),
    })
    .transform(({ content, pagination }) => ({
      content: content as z.output<T>[],
      pagination: (pagination ?? {
        currentPage: 1,
        totalPages: 1,
        totalElements: content.length,
        countPerPage: content.length,
      }) satisfies CoupangPagination,
    }));
}
