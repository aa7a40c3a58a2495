import { z } from 'zod';
import type { NaverChangedStatus, NaverProductOrder } from './naver-order-types.ts';
import { naverIdSchema } from './naver-schemas.ts';

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
