import type { SandboxProductOrder } from './order-generator.ts';

/** How the sandbox sells: pace, delivery time, seed and cap. */
export interface NaverOrderOptions {
  /** Time between two orders of one listed product after its first; default 10 minutes. */
  intervalMs: number;
  /** A dispatched product order is delivered this long after the dispatch call; default 1 day. */
  deliveredAfterMs: number;
  seed: number;
  /** Product orders kept per application, oldest dropped; default 2,000. */
  maxPerApplication: number;
}

export const DEFAULT_ORDER_OPTIONS: NaverOrderOptions = {
  intervalMs: 600_000,
  deliveredAfterMs: 86_400_000,
  seed: 1,
  maxPerApplication: 2000,
};

/** A per-row refusal of confirm or dispatch. */
export interface OrderFailure {
  productOrderId: string;
  code: string;
  message: string;
}

/** One row of a dispatch request after the body check. */
export interface DispatchRow {
  productOrderId: string;
  deliveryMethod: string;
  deliveryCompanyCode: string | undefined;
  trackingNumber: string | undefined;
  dispatchDate: number;
}

/** Courier codes the sandbox accepts (the common part of Naver's ~200). */
export const NAVER_COURIER_CODES: ReadonlySet<string> = new Set([
  'CJGLS',
  'HYUNDAI',
  'HANJIN',
  'KGB',
  'EPOST',
  'KDEXP',
  'ILYANG',
  'CHUNIL',
  'CVSNET',
  'CUPARCEL',
  'CH1',
  'DAESIN',
  'HONAM',
  'KUNYOUNG',
  'HDEXP',
  'SLX',
]);
const TRACKING_NUMBER = /^\d{10,14}$/;

export const fail = (productOrderId: string, code: string, message: string): OrderFailure => ({
  productOrderId,
  code,
  message,
});

/** Why a PAYED, unclaimed product order cannot be dispatched with this row, if it cannot. */
export function dispatchProblem(
  order: SandboxProductOrder,
  row: DispatchRow,
  orders: Map<string, SandboxProductOrder>,
): OrderFailure | undefined {
  const id = order.productOrderId;
  if (order.productOrderStatus === 'DELIVERING') {
    return fail(id, '105306', '이미 발송처리된 상품주문입니다.');
  }
  if (order.productOrderStatus !== 'PAYED') {
    return fail(id, '104442', '발송처리할 수 없는 주문 상태입니다. 상태를 확인해 주세요.');
  }
  if (row.deliveryMethod !== 'DELIVERY') return undefined;
  const courier = row.deliveryCompanyCode ?? '';
  const tracking = row.trackingNumber ?? '';
  if (courier === '') return fail(id, '104118', '택배사를 입력해 주세요.');
  if (!NAVER_COURIER_CODES.has(courier)) return fail(id, '104119', '유효하지 않은 택배사 코드입니다.');
  if (tracking === '') return fail(id, '104120', '송장번호를 입력해 주세요.');
  if (!TRACKING_NUMBER.test(tracking)) return fail(id, '104122', '유효하지 않은 송장번호입니다.');
  const receiver = (o: SandboxProductOrder) =>
    `${o.shippingAddress.name}|${o.shippingAddress.baseAddress}|${o.shippingAddress.detailedAddress}`;
  for (const other of orders.values()) {
    const used =
      other !== order &&
      other.delivery?.deliveryCompany === courier &&
      other.delivery.trackingNumber === tracking &&
      receiver(other) !== receiver(order);
    if (used) return fail(id, '104121', '다른 수령인의 상품주문에 이미 사용된 송장번호입니다.');
  }
  return undefined;
}
