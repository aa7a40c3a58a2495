import { josa } from 'es-hangul';
import { z } from 'zod';
import { calendarDateSchema } from './calendar-date.ts';

/** Order sheet statuses, in tab order (docs/product/products-and-orders.md#order-status-tabs); ACCEPT is the default tab. */
export const orderStatuses = [
  'ACCEPT',
  'INSTRUCT',
  'DEPARTURE',
  'DELIVERING',
  'FINAL_DELIVERY',
  'NONE_TRACKING',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  ACCEPT: '결제완료',
  INSTRUCT: '상품준비중',
  DEPARTURE: '배송지시',
  DELIVERING: '배송중',
  FINAL_DELIVERY: '배송완료',
  NONE_TRACKING: '업체 직접 배송',
};

/** Page sizes of the order table (docs/product/products-and-orders.md#limits). */
export const orderPageSizes = [20, 50, 100] as const;
/** Days one query may span (Wing's own limit). */
export const maxOrderRangeDays = 31;
/** Days the date range starts before today (docs/product/products-and-orders.md#limits). */
export const defaultOrderRangeDays = 30;
/** Orders one query reads at most; more come back with `truncated: true`. */
export const maxOrdersPerQuery = 1_000;

const day = (label: string) =>
  calendarDateSchema({
    missing: `${josa(label, '을/를')} 입력해 주세요.`,
    format: `${josa(label, '은/는')} YYYY-MM-DD 형식이어야 합니다.`,
    invalid: `${josa(label, '이/가')} 올바른 날짜가 아닙니다.`,
  });

/** `GET /api/coupang/orders` (docs/product/products-and-orders.md#calls). */
export const orderListQuerySchema = z
  .object({
    createdAtFrom: day('조회 시작일'),
    createdAtTo: day('조회 종료일'),
    status: z.enum(orderStatuses, { message: '알 수 없는 주문 상태입니다.' }).default('ACCEPT'),
    maxPerPage: z.coerce
      .number({ message: '페이지 크기는 20, 50, 100 중 하나여야 합니다.' })
      .refine((value) => orderPageSizes.some((size) => size === value), {
        message: '페이지 크기는 20, 50, 100 중 하나여야 합니다.',
      })
      .default(20),
    wingAccount: z
      .string({ message: '조회할 쿠팡 스토어를 선택해 주세요.' })
      .trim()
      .min(1, '조회할 쿠팡 스토어를 선택해 주세요.')
      .max(50, 'Wing 아이디는 50자 이하여야 합니다.'),
    /** Picks the store exactly when one Wing account is connected in several workspaces. */
    workspace_id: z.uuid('워크스페이스를 찾을 수 없습니다.').optional(),
    /** `true` reads Wing now instead of answering from the 30-second cache (the screen's 새로고침 button). */
    refresh: z
      .enum(['true', 'false'], { message: 'refresh는 true 또는 false여야 합니다.' })
      .transform((value) => value === 'true')
      .default(false),
  })
  .refine((query) => query.createdAtFrom <= query.createdAtTo, {
    message: '조회 시작일은 종료일보다 늦을 수 없습니다.',
    path: ['createdAtFrom'],
  })
  .refine(
    (query) =>
      (Date.parse(`${query.createdAtTo}T00:00:00Z`) - Date.parse(`${query.createdAtFrom}T00:00:00Z`)) /
        86_400_000 <
      maxOrderRangeDays,
    { message: `주문은 한 번에 최대 ${maxOrderRangeDays}일까지 조회할 수 있습니다.`, path: ['createdAtTo'] },
  );
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

/** One ordered item (docs/product/products-and-orders.md#order-fields); ids are exact decimal strings. */
export const orderItemSchema = z.object({
  vendorItemName: z.string(),
  vendorItemPackageName: z.string(),
  sellerProductName: z.string(),
  sellerProductId: z.string().nullable(),
  shippingCount: z.number().int(),
  salesPrice: z.number().nullable(),
  orderPrice: z.number().nullable(),
  discountPrice: z.number().nullable(),
  deliveryChargeTypeName: z.string(),
  productId: z.string().nullable(),
  vendorItemId: z.string(),
  estimatedShippingDate: z.string().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** One order sheet (docs/product/products-and-orders.md#order-fields); `inTrasitDateTime` keeps Coupang's spelling; times are Seoul wall-clock ISO. */
export const orderSchema = z.object({
  orderId: z.string(),
  shipmentBoxId: z.string(),
  orderedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  status: z.string(),
  shippingPrice: z.number().nullable(),
  remotePrice: z.number().nullable(),
  parcelPrintMessage: z.string(),
  deliveryCompanyName: z.string(),
  invoiceNumber: z.string(),
  inTrasitDateTime: z.string().nullable(),
  deliveredDate: z.string().nullable(),
  refer: z.string(),
  shipmentType: z.string().nullable(),
  orderer: z.object({
    name: z.string(),
    email: z.string(),
    safeNumber: z.string(),
    ordererNumber: z.string().nullable(),
  }),
  receiver: z.object({
    name: z.string(),
    safeNumber: z.string(),
    receiverNumber: z.string().nullable(),
    postCode: z.string(),
    addr1: z.string(),
    addr2: z.string(),
  }),
  orderItems: z.array(orderItemSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** `GET /api/coupang/orders`: every sheet of the range, newest first; `truncated` when the cap cut it short. */
export const orderListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(orderSchema),
  truncated: z.boolean(),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** `GET /api/coupang/products/{sellerProductId}?vendorItemId=`: our record of the listing an order came from. */
export const productLookupQuerySchema = z.object({
  vendorItemId: z
    .string()
    .regex(/^\d{1,20}$/, '옵션 ID(vendorItemId)는 숫자여야 합니다.')
    .optional(),
});
export const productLookupParamsSchema = z.object({
  sellerProductId: z.string().regex(/^\d{1,20}$/, '판매자 상품 ID를 찾을 수 없습니다.'),
});

export const productLookupResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    sellerProductName: z.string(),
    createdAt: z.string(),
    uploadStatus: z.string(),
    /** The supplier page the listing was made from; url is empty when it is not known. */
    fileInfo: z.object({ url: z.string(), filename: z.string() }),
  }),
});
export type ProductLookupResponse = z.infer<typeof productLookupResponseSchema>;

/** What one order is worth: the sum of `orderPrice` over all its items (the first design used only the first item). */
export function orderAmount(order: Pick<Order, 'orderItems'>): number {
  return order.orderItems.reduce((sum, item) => sum + (item.orderPrice ?? 0), 0);
}

/** Count, total and rounded average of the orders shown (docs/product/products-and-orders.md#order-list, over all items of each order). */
export function orderSummary(orders: readonly Pick<Order, 'orderItems'>[]): {
  count: number;
  total: number;
  average: number;
} {
  const total = orders.reduce((sum, order) => sum + orderAmount(order), 0);
  return {
    count: orders.length,
    total,
    average: orders.length === 0 ? 0 : Math.round(total / orders.length),
  };
}
