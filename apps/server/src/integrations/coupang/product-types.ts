import type {
  CoupangProductItemRequest,
  CoupangProductRequest,
} from '@ollida/listing/marketplace/coupang-request-types';
import { z } from 'zod';
import {
  flagSchema,
  idSchema,
  moneySchema,
  nullableTextSchema,
  optionalIdSchema,
  seoulTimeSchema,
  textSchema,
} from './coupang-values.ts';

export type { CoupangProductItemRequest, CoupangProductRequest };

/** `PUT …/seller-products`: the whole create body again, plus the product's id and each option's id. */
export type CoupangProductUpdateRequest = Omit<CoupangProductRequest, 'items'> & {
  sellerProductId: string;
  items: (CoupangProductItemRequest & { sellerProductItemId: string })[];
};

/** Filter codes of the product list API plus IN_REVIEW for 심사중, whose real code is unconfirmed. */
export type CoupangProductStatus =
  | 'SAVING'
  | 'SAVED'
  | 'APPROVING'
  | 'IN_REVIEW'
  | 'APPROVED'
  | 'PARTIAL_APPROVED'
  | 'DENIED'
  | 'DELETED'
  | 'UNKNOWN';

const statusByName: Record<string, CoupangProductStatus> = {
  임시저장중: 'SAVING',
  저장중: 'SAVING',
  임시저장: 'SAVED',
  승인대기중: 'APPROVING',
  심사중: 'IN_REVIEW',
  승인완료: 'APPROVED',
  부분승인완료: 'PARTIAL_APPROVED',
  승인반려: 'DENIED',
  상품삭제: 'DELETED',
};

/** Maps Coupang's Korean `statusName` to a code; unknown names (Coupang adds them) become UNKNOWN, never an error. */
export function productStatusFromName(statusName: string): CoupangProductStatus {
  return statusByName[statusName.trim()] ?? 'UNKNOWN';
}

/** Purchase options read per item; Coupang categories list a handful. */
const maxItemAttributes = 20;

const productItemSchema = z.object({
  itemName: textSchema,
  sellerProductItemId: optionalIdSchema,
  vendorItemId: optionalIdSchema,
  originalPrice: moneySchema,
  salePrice: moneySchema,
  maximumBuyCount: moneySchema,
  externalVendorSku: nullableTextSchema,
  // Purchase options as listed (category meta names, values from the item's options); the first ones are enough.
  attributes: z
    .array(z.object({ attributeTypeName: textSchema, attributeValueName: textSchema }))
    .nullish()
    .transform((attributes) => (attributes ?? []).slice(0, maxItemAttributes)),
});

/** `data` of `GET …/seller-products/{id}`: the fields Ollida reads, ids as exact strings. */
export const sellerProductSchema = z
  .object({
    sellerProductId: idSchema,
    sellerProductName: textSchema,
    displayProductName: nullableTextSchema,
    statusName: textSchema,
    displayCategoryCode: optionalIdSchema,
    categoryId: optionalIdSchema,
    productId: optionalIdSchema,
    vendorId: textSchema,
    saleStartedAt: nullableTextSchema,
    saleEndedAt: nullableTextSchema,
    requested: flagSchema,
    items: z
      .array(productItemSchema)
      .nullish()
      .transform((items) => items ?? []),
  })
  .transform((product) => ({ ...product, status: productStatusFromName(product.statusName) }));

export type CoupangSellerProduct = z.output<typeof sellerProductSchema>;

/**
 * One entry of `GET …/seller-products/{id}/histories`. The protocol notes (docs/protocols/coupang-wing.md §3) only confirm the sample's
 * `"code":"200"`; every field is read leniently and missing ones become empty.
 */
export const productHistoryEntrySchema = z.object({
  status: textSchema,
  createdAt: seoulTimeSchema,
  createdBy: textSchema,
  comment: textSchema,
});

export type CoupangProductHistoryEntry = z.output<typeof productHistoryEntrySchema>;

/** `data` of the histories call: entries, or nothing when Coupang sends null. */
export const productHistoriesSchema = z
  .array(productHistoryEntrySchema)
  .nullish()
  .transform((entries) => entries ?? []);
