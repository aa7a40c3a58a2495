import { orderStatuses } from '@ollida/contracts/coupang-orders';
import { z } from 'zod';
import {
  countSchema,
  flagSchema,
  idSchema,
  moneySchema,
  nullableTextSchema,
  optionalIdSchema,
  seoulTimeSchema,
  textSchema,
} from './coupang-values.ts';

/** Order sheet statuses the list API filters by: the order tabs of docs/product/products-and-orders.md#order-status-tabs, defined once in the contracts. */
export const COUPANG_ORDER_STATUSES = orderStatuses;
export type CoupangOrderStatus = (typeof COUPANG_ORDER_STATUSES)[number];

const personSchema = z
  .object({
    name: textSchema,
    email: textSchema,
    safeNumber: textSchema,
    ordererNumber: nullableTextSchema,
  })
  .nullish()
  .transform((value) => value ?? { name: '', email: '', safeNumber: '', ordererNumber: null });

const receiverSchema = z
  .object({
    name: textSchema,
    safeNumber: textSchema,
    receiverNumber: nullableTextSchema,
    addr1: textSchema,
    addr2: textSchema,
    postCode: textSchema,
  })
  .nullish()
  .transform(
    (value) =>
      value ?? { name: '', safeNumber: '', receiverNumber: null, addr1: '', addr2: '', postCode: '' },
  );

const orderItemSchema = z.object({
  vendorItemPackageId: optionalIdSchema,
  vendorItemPackageName: textSchema,
  productId: optionalIdSchema,
  vendorItemId: idSchema,
  vendorItemName: textSchema,
  shippingCount: countSchema,
  salesPrice: moneySchema,
  orderPrice: moneySchema,
  discountPrice: moneySchema,
  externalVendorSkuCode: nullableTextSchema,
  sellerProductId: optionalIdSchema,
  sellerProductName: textSchema,
  sellerProductItemName: textSchema,
  firstSellerProductItemName: textSchema,
  cancelCount: countSchema,
  holdCountForCancel: countSchema,
  estimatedShippingDate: seoulTimeSchema,
  plannedShippingDate: seoulTimeSchema,
  invoiceNumberUploadDate: seoulTimeSchema,
  confirmDate: seoulTimeSchema,
  deliveryChargeTypeName: textSchema,
  usedProduct: flagSchema,
  canceled: flagSchema,
});

/** One order sheet (발주서) with 18-digit ids kept as exact strings and times in Seoul ISO form. */
export const orderSheetSchema = z.object({
  shipmentBoxId: idSchema,
  orderId: idSchema,
  orderedAt: seoulTimeSchema,
  paidAt: seoulTimeSchema,
  status: textSchema,
  orderer: personSchema,
  receiver: receiverSchema,
  shippingPrice: moneySchema,
  remotePrice: moneySchema,
  remoteArea: flagSchema,
  parcelPrintMessage: textSchema,
  splitShipping: flagSchema,
  ableSplitShipping: flagSchema,
  orderItems: z
    .array(orderItemSchema)
    .nullish()
    .transform((items) => items ?? []),
  deliveryCompanyName: textSchema,
  invoiceNumber: textSchema,
  // Spelled so on the wire.
  inTrasitDateTime: seoulTimeSchema,
  deliveredDate: seoulTimeSchema,
  refer: textSchema,
  shipmentType: nullableTextSchema,
  isCod: flagSchema,
});

export type CoupangOrderSheet = z.output<typeof orderSheetSchema>;
export type CoupangOrderItem = CoupangOrderSheet['orderItems'][number];

/** One page of the order sheet list: `{code:200, message, data:[…], nextToken}`. */
export const orderSheetPageSchema = z.object({
  data: z
    .array(orderSheetSchema)
    .nullish()
    .transform((sheets) => sheets ?? []),
  nextToken: z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((token) => (token === null || token === undefined || token === '' ? null : String(token))),
});
