import { courierOf, trackingNumberProblem } from '@ollida/contracts/couriers';
import type { DispatchLine } from './market-dispatch.ts';
import type { MarketOrderRow } from './order-store.repo.ts';

/** A tracking number for one order, as typed or read from a file (`row` for a file). */
export interface DispatchRequestItem {
  orderId: string;
  courier: string;
  trackingNumber: string;
  row?: number;
}

export const shippedTabs = new Set([
  'DEPARTURE',
  'DELIVERING',
  'FINAL_DELIVERY',
  'NONE_TRACKING',
  'DELIVERED',
]);

/** What to do with one requested tracking number before anything is sent. */
export type Screened =
  | { kind: 'send'; line: DispatchLine }
  | { kind: 'done'; ok: boolean; skipped: boolean; message: string; order: MarketOrderRow | undefined };

const fail = (order: MarketOrderRow | undefined, message: string): Screened => ({
  kind: 'done',
  ok: false,
  skipped: false,
  message,
  order,
});

/**
 * Checks one request against the order we hold: a known courier, a tracking number of its form, the order not
 * already shipped (the same number again is a success that sends nothing), not in flight, not claimed.
 */
export function screenDispatch(
  item: DispatchRequestItem,
  order: MarketOrderRow | undefined,
  seen: Set<string>,
): Screened {
  if (!order) return fail(undefined, '주문을 찾을 수 없습니다.');
  if (seen.has(order.id)) return fail(order, '같은 주문이 두 번 들어 있습니다. 한 번만 보냅니다.');
  seen.add(order.id);
  const courier = courierOf(item.courier);
  if (!courier) return fail(order, `알 수 없는 택배사입니다: ${item.courier.slice(0, 40)}`);
  const trackingNumber = item.trackingNumber.replace(/[\s-]/g, '');
  const problem = trackingNumberProblem(courier, trackingNumber);
  if (problem) return fail(order, problem);
  if (courier.code === 'DIRECT' && order.platform === 'coupang' && !/^\d{1,30}$/.test(trackingNumber)) {
    return fail(order, '쿠팡 업체직송도 송장번호 칸에 숫자를 넣어야 합니다(예: 주문번호).');
  }
  if (order.dispatchState === 'sent' || (shippedTabs.has(order.tab) && order.trackingNumber)) {
    return order.trackingNumber === trackingNumber && order.courierCode === courier.code
      ? { kind: 'done', ok: true, skipped: true, message: '이미 보낸 송장입니다.', order }
      : fail(order, '이미 송장이 등록된 주문입니다. 송장 수정은 마켓 판매자센터에서 해 주세요.');
  }
  if (order.dispatchState === 'sending')
    return fail(order, '송장을 보내는 중입니다. 잠시 후 목록을 새로고침해 주세요.');
  if (order.tab === 'CLAIM') return fail(order, '취소·반품 요청된 주문에는 송장을 보낼 수 없습니다.');
  return { kind: 'send', line: { order, courier, trackingNumber } };
}
