import { z } from 'zod';
import { naverIdSchema } from './naver-schemas.ts';

/** One row of `last-changed-statuses` (lifecycle §4): the product order's latest change. */
export interface NaverChangedStatus {
  orderId: string;
  productOrderId: string;
  lastChangedType: string;
  /** ISO-8601 as Naver wrote it (`+09:00`). */
  lastChangedDate: string;
  paymentDate: string | null;
  productOrderStatus: string | null;
  claimType: string | null;
  claimStatus: string | null;
  receiverAddressChanged: boolean;
}

/** Receiver of a product order. */
export interface NaverShippingAddress {
  name: string | null;
  tel1: string | null;
  baseAddress: string | null;
  detailedAddress: string | null;
  zipCode: string | null;
}

/** Delivery of a dispatched product order. */
export interface NaverDelivery {
  deliveryMethod: string | null;
  deliveryCompany: string | null;
  trackingNumber: string | null;
  sendDate: string | null;
  deliveredDate: string | null;
}

/** One product order from `POST …/product-orders/query`, flattened; ids are strings, money numbers, dates ISO text. */
export interface NaverProductOrder {
  productOrderId: string;
  orderId: string;
  orderDate: string | null;
  paymentDate: string | null;
  ordererName: string | null;
  ordererTel: string | null;
  productOrderStatus: string;
  /** `NOT_YET` before 발주확인, then `OK`. */
  placeOrderStatus: string | null;
  claimType: string | null;
  claimStatus: string | null;
  /** Channel product no (the buyer-facing one). */
  productId: string | null;
  /** Origin product no (the one product PUTs take). */
  originalProductId: string | null;
  optionCode: string | null;
  productOption: string | null;
  sellerProductCode: string | null;
  productName: string | null;
  quantity: number;
  unitPrice: number;
  totalPaymentAmount: number;
  deliveryFeeAmount: number;
  shippingAddress: NaverShippingAddress | null;
  shippingMemo: string | null;
  shippingDueDate: string | null;
  delivery: NaverDelivery | null;
}

const text = z
  .union([z.string(), z.number().transform(String)])
  .nullish()
  .transform((value) => value ?? null);
const money = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .nullish()
  .transform((value) => value ?? 0);

const changedStatusSchema = z
  .looseObject({
    orderId: naverIdSchema,
    productOrderId: naverIdSchema,
    lastChangedType: z.string(),
    lastChangedDate: z.string(),
    paymentDate: text,
    productOrderStatus: text,
    claimType: text,
    claimStatus: text,
    receiverAddressChanged: z.boolean().nullish(),
  })
  .transform(
    (row): NaverChangedStatus => ({
      orderId: row.orderId,
      productOrderId: row.productOrderId,
      lastChangedType: row.lastChangedType,
      lastChangedDate: row.lastChangedDate,
      paymentDate: row.paymentDate,
      productOrderStatus: row.productOrderStatus,
      claimType: row.claimType,
      claimStatus: row.claimStatus,
      receiverAddressChanged: row.receiverAddressChanged ?? false,
    }),
  );

export const naverChangedStatusesSchema = z.looseObject({
  data: z
    .looseObject({
      lastChangeStatuses: z
        .array(changedStatusSchema)
        .nullish()
        .transform((rows) => rows ?? []),
      more: z
        .looseObject({
          moreFrom: z.string(),
          moreSequence: z.union([z.string(), z.number().transform(String)]),
        })
        .nullish(),
    })
    .nullish(),
});

const addressSchema = z.looseObject({
  name: text,
  tel1: text,
  baseAddress: text,
  detailedAddress: text,
  zipCode: text,
});

const deliverySchema = z.looseObject({
  deliveryMethod: text,
  deliveryCompany: text,
  trackingNumber: text,
  sendDate: text,
  deliveredDate: text,
});

const productOrderRowSchema = z
  .looseObject({
    order: z.looseObject({
      orderId: naverIdSchema,
      orderDate: text,
      paymentDate: text,
      ordererName: text,
      ordererTel: text,
    }),
    productOrder: z.looseObject({
      productOrderId: naverIdSchema,
      productOrderStatus: z.string(),
      placeOrderStatus: text,
      claimType: text,
      claimStatus: text,
      productId: text,
      originalProductId: text,
      optionCode: text,
      productOption: text,
      sellerProductCode: text,
      productName: text,
      quantity: money,
      unitPrice: money,
      totalPaymentAmount: money,
      deliveryFeeAmount: money,
      shippingAddress: addressSchema.nullish(),
      shippingMemo: text,
      shippingDueDate: text,
    }),
    delivery: deliverySchema.nullish(),
  })
  .transform(
    ({ order, productOrder: p, delivery }): NaverProductOrder => ({
      productOrderId: p.productOrderId,
      orderId: order.orderId,
      orderDate: order.orderDate,
      paymentDate: order.paymentDate,
      ordererName: order.ordererName,
      ordererTel: order.ordererTel,
      productOrderStatus: p.productOrderStatus,
      placeOrderStatus: p.placeOrderStatus,
      claimType: p.claimType,
      claimStatus: p.claimStatus,
      productId: p.productId,
      originalProductId: p.originalProductId,
      optionCode: p.optionCode,
      productOption: p.productOption,
      sellerProductCode: p.sellerProductCode,
      productName: p.productName,
      quantity: p.quantity,
      unitPrice: p.unitPrice,
      totalPaymentAmount: p.totalPaymentAmount,
      deliveryFeeAmount: p.deliveryFeeAmount,
      shippingAddress: p.shippingAddress ?? null,
      shippingMemo: p.shippingMemo,
      shippingDueDate: p.shippingDueDate,
      delivery: delivery ?? null,
    }),
  );

export const naverProductOrdersSchema = z.looseObject({
  data: z
    .array(productOrderRowSchema)
    .nullish()
    .transform((rows) => rows ?? []),
});

const failureSchema = z.looseObject({
  productOrderId: naverIdSchema,
  code: text.transform((code) => code ?? ''),
  message: text.transform((message) => message ?? ''),
});

export const naverConfirmAnswerSchema = z.looseObject({
  data: z
    .looseObject({
      successProductOrderInfos: z.array(z.looseObject({ productOrderId: naverIdSchema })).nullish(),
      failProductOrderInfos: z.array(failureSchema).nullish(),
    })
    .nullish(),
});

export const naverDispatchAnswerSchema = z.looseObject({
  data: z
    .looseObject({
      successProductOrderIds: z.array(naverIdSchema).nullish(),
      failProductOrderInfos: z.array(failureSchema).nullish(),
    })
    .nullish(),
});
