import { josa } from 'es-hangul';
import { z } from 'zod';
import { calendarDateSchema } from './calendar-date.ts';
import { orderPageSizes, orderStatuses, orderStatusLabels } from './coupang-orders.ts';

/** Naver's tabs, mapped from productOrderStatus, placeOrderStatus and claims (issue 26). */
export const naverOrderTabs = ['PAYED', 'CONFIRMED', 'DELIVERING', 'DELIVERED', 'CLAIM'] as const;
export type NaverOrderTab = (typeof naverOrderTabs)[number];

/** Every tab of the order screen: Coupang's by Wing status (docs/product/products-and-orders.md#order-status-tabs), Naver's as above. */
export const marketOrderTabs = [...orderStatuses, 'PAYED', 'CONFIRMED', 'DELIVERED', 'CLAIM'] as const;
export type MarketOrderTab = (typeof marketOrderTabs)[number];

export const naverOrderTabLabels: Record<NaverOrderTab, string> = {
  PAYED: '결제완료',
  CONFIRMED: '발주확인',
  DELIVERING: '배송중',
  DELIVERED: '배송완료',
  CLAIM: '취소/반품 요청',
};

/** Tabs of a market, in screen order, with their Korean names. */
export function orderTabsOf(platform: 'coupang' | 'naver'): { code: MarketOrderTab; label: string }[] {
  return platform === 'coupang'
    ? orderStatuses.map((code) => ({ code, label: orderStatusLabels[code] }))
    : naverOrderTabs.map((code) => ({ code, label: naverOrderTabLabels[code] }));
}

/** Limits of the order APIs. */
export const orderLimits = {
  queryLength: 100,
  maxPage: 1_000,
  confirmIds: 100,
  dispatchItems: 500,
  csvMaxBytes: 1024 * 1024,
  csvMaxRows: 2_000,
  exportMaxRows: 50_000,
  feeCategories: 100,
  supplierOrderNumberLength: 60,
} as const;

const day = (label: string) =>
  calendarDateSchema({
    missing: `${josa(label, '을/를')} 입력해 주세요.`,
    format: `${josa(label, '은/는')} YYYY-MM-DD 형식이어야 합니다.`,
    invalid: `${josa(label, '이/가')} 올바른 날짜가 아닙니다.`,
  });

const workspaceId = z.uuid('워크스페이스를 다시 선택해 주세요.');
const orderId = z.uuid('주문을 찾을 수 없습니다.');

/** Filters shared by the list and the CSV export; dates are Seoul days, both ends included. */
export const orderFilterSchema = z.object({
  workspace_id: workspaceId,
  status: z.enum(marketOrderTabs, { message: '알 수 없는 주문 상태입니다.' }).optional(),
  from: day('조회 시작일').optional(),
  to: day('조회 종료일').optional(),
  q: z
    .string()
    .trim()
    .max(orderLimits.queryLength, `검색어는 ${orderLimits.queryLength}자 이하여야 합니다.`)
    .optional(),
});

/** `GET /api/orders`. */
export const orderListQuerySchema = orderFilterSchema.extend({
  page: z.coerce
    .number({ message: '페이지는 숫자여야 합니다.' })
    .int('페이지는 정수여야 합니다.')
    .min(1, '페이지는 1 이상이어야 합니다.')
    .max(orderLimits.maxPage, `페이지는 ${orderLimits.maxPage} 이하여야 합니다.`)
    .default(1),
  page_size: z.coerce
    .number({ message: '페이지 크기는 20, 50, 100 중 하나여야 합니다.' })
    .refine((value) => orderPageSizes.some((size) => size === value), {
      message: '페이지 크기는 20, 50, 100 중 하나여야 합니다.',
    })
    .default(20),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const dispatchStates = ['none', 'sending', 'sent', 'failed'] as const;

/** One order as the list shows it: a Coupang shipment box or a Naver product order. Money in won. */
export const marketOrderSchema = z.object({
  id: z.string(),
  platform: z.enum(['coupang', 'naver']),
  /** The buyer's order number (Coupang orderId, Naver orderId). */
  order_number: z.string(),
  /** What the market ships by: Coupang shipmentBoxId, Naver productOrderId. */
  market_key: z.string(),
  ordered_at: z.string(),
  status: z.string(),
  status_label: z.string(),
  market_status: z.string(),
  buyer_name: z.string(),
  product_name: z.string(),
  option_name: z.string(),
  quantity: z.number().int(),
  amount: z.number().int(),
  shipping_fee: z.number().int(),
  /** `unmatched`: at least one item is not one of our listings; cost and margin are then null, never 0. */
  match: z.enum(['matched', 'unmatched']),
  courier_code: z.string().nullable(),
  courier_name: z.string().nullable(),
  tracking_number: z.string().nullable(),
  dispatch_state: z.enum(dispatchStates),
  dispatch_message: z.string().nullable(),
  supplier_order_number: z.string().nullable(),
  supplier_paid: z.number().int().nullable(),
  /** The supplier cost that priced the listing, times the quantity; null when unmatched or unknown. */
  cost: z.number().int().nullable(),
  fee_rate_percent: z.number(),
  fee: z.number().int(),
  margin: z.number().int().nullable(),
});
export type MarketOrder = z.infer<typeof marketOrderSchema>;

export const orderSummarySchema = z.object({
  count: z.number().int(),
  amount: z.number().int(),
  average: z.number().int(),
  /** Summed over the orders whose margin is known (`margin_orders` of them). */
  margin: z.number().int(),
  margin_orders: z.number().int(),
  unmatched: z.number().int(),
});

export const orderSyncSchema = z.object({
  last_synced_at: z.string().nullable(),
  last_error: z.string().nullable(),
  running: z.boolean(),
});
export type OrderSync = z.infer<typeof orderSyncSchema>;

export const orderListResponseSchema = z.object({
  data: z.array(marketOrderSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  summary: orderSummarySchema,
  sync: orderSyncSchema,
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

export const orderItemDetailSchema = z.object({
  name: z.string(),
  option_name: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  amount: z.number().int(),
  /** Our listing this item sold from, with the supplier page and option it was made from; null when unmatched. */
  listing: z
    .object({
      id: z.string(),
      name: z.string(),
      supplier_url: z.string(),
      supplier_option: z.string(),
      unit_cost: z.number().int().nullable(),
    })
    .nullable(),
});

/** `GET /api/orders/{id}`: the row plus what the detail modal and the supplier-order helper show. */
export const orderDetailSchema = marketOrderSchema.extend({
  paid_at: z.string().nullable(),
  orderer: z.object({ name: z.string(), phone: z.string() }),
  receiver: z.object({
    name: z.string(),
    phone: z.string(),
    post_code: z.string(),
    address1: z.string(),
    address2: z.string(),
    message: z.string(),
  }),
  items: z.array(orderItemDetailSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderDetailQuerySchema = z.object({ workspace_id: workspaceId });
export const orderIdParamsSchema = z.object({ id: orderId });

/** `POST /api/orders/confirm`: 발주 확인 of the chosen orders. */
export const orderConfirmRequestSchema = z.object({
  workspace_id: workspaceId,
  order_ids: z
    .array(orderId)
    .min(1, '발주 확인할 주문을 선택해 주세요.')
    .max(orderLimits.confirmIds, `한 번에 ${orderLimits.confirmIds}건까지 발주 확인할 수 있습니다.`),
});

const courierText = z.string().trim().min(1, '택배사를 입력해 주세요.').max(40, '택배사 이름이 너무 깁니다.');
const trackingText = z.string().trim().max(30, '송장번호는 30자 이하여야 합니다.');

/** `POST /api/orders/dispatch`: tracking numbers typed per order. */
export const orderDispatchRequestSchema = z.object({
  workspace_id: workspaceId,
  items: z
    .array(z.object({ order_id: orderId, courier: courierText, tracking_number: trackingText }))
    .min(1, '송장번호를 보낼 주문을 선택해 주세요.')
    .max(orderLimits.dispatchItems, `한 번에 ${orderLimits.dispatchItems}건까지 보낼 수 있습니다.`),
});
export type OrderDispatchRequest = z.infer<typeof orderDispatchRequestSchema>;

/** Per order (or CSV row) result of confirm and dispatch. */
export const orderActionResultSchema = z.object({
  order_id: z.string().nullable(),
  /** The CSV row (1 = first data row), on `dispatch-csv` only. */
  row: z.number().int().optional(),
  order_number: z.string().nullable(),
  ok: z.boolean(),
  /** True when nothing was sent because it had already been done (never sent twice). */
  skipped: z.boolean(),
  message: z.string(),
});
export type OrderActionResult = z.infer<typeof orderActionResultSchema>;

export const orderActionResponseSchema = z.object({
  results: z.array(orderActionResultSchema),
  succeeded: z.number().int(),
  failed: z.number().int(),
});
export type OrderActionResponse = z.infer<typeof orderActionResponseSchema>;

/** `PUT /api/orders/{id}/supplier-order`: what the seller ordered at the supplier. */
export const supplierOrderRequestSchema = z.object({
  workspace_id: workspaceId,
  supplier_order_number: z
    .string()
    .trim()
    .max(orderLimits.supplierOrderNumberLength, '공급처 주문번호가 너무 깁니다.')
    .nullable(),
  supplier_paid: z
    .number({ message: '공급처 결제 금액은 숫자여야 합니다.' })
    .int('공급처 결제 금액은 원 단위 정수여야 합니다.')
    .min(0, '공급처 결제 금액은 0원 이상이어야 합니다.')
    .max(100_000_000, '공급처 결제 금액이 너무 큽니다.')
    .nullable(),
});

const percent = z
  .number({ message: '수수료율은 숫자여야 합니다.' })
  .min(0, '수수료율은 0% 이상이어야 합니다.')
  .max(50, '수수료율은 50% 이하여야 합니다.')
  .refine(
    (value) =>
      Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    {
      message: '수수료율은 소수점 둘째 자리까지 입력할 수 있습니다.',
    },
  );

/** Marketplace fee rates of one store: a default, and overrides by category path prefix ("생활용품 > 주방용품"). */
export const feeRatesSchema = z.object({
  default_percent: percent,
  categories: z
    .array(
      z.object({
        category: z.string().trim().min(1, '카테고리를 입력해 주세요.').max(300, '카테고리가 너무 깁니다.'),
        percent,
      }),
    )
    .max(
      orderLimits.feeCategories,
      `카테고리별 수수료율은 ${orderLimits.feeCategories}개까지 정할 수 있습니다.`,
    ),
});
export type FeeRates = z.infer<typeof feeRatesSchema>;
export const feeRatesRequestSchema = feeRatesSchema.extend({ workspace_id: workspaceId });

/** Defaults when a store set none (docs/orders.md says where they come from); the seller should set their own. */
export const defaultFeePercent = { coupang: 10.8, naver: 5.5 } as const;

/** `POST /api/orders/sync`. */
export const orderSyncRequestSchema = z.object({ workspace_id: workspaceId });
