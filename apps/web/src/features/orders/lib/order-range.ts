import { defaultOrderRangeDays, maxOrderRangeDays } from '@ollida/contracts/coupang-orders';
import { daysBetween, seoulToday, shiftDay } from './seoul-time';

/** The order dates asked for, as Seoul calendar days `YYYY-MM-DD`. */
export interface OrderRange {
  from: string;
  to: string;
}

/** From 30 days ago to today, in Seoul (docs/product/products-and-orders.md#limits). */
export function defaultOrderRange(now: Date = new Date()): OrderRange {
  const to = seoulToday(now);
  return { from: shiftDay(to, -defaultOrderRangeDays), to };
}

/** Why the range cannot be asked for, in the server's own words, or null when it can. */
export function orderRangeError({ from, to }: OrderRange): string | null {
  if (from === '') return '조회 시작일을 입력해 주세요.';
  if (to === '') return '조회 종료일을 입력해 주세요.';
  const days = daysBetween(from, to);
  if (days === null) return '조회 기간이 올바른 날짜가 아닙니다.';
  if (days < 0) return '조회 시작일은 종료일보다 늦을 수 없습니다.';
  if (days >= maxOrderRangeDays) return `주문은 한 번에 최대 ${maxOrderRangeDays}일까지 조회할 수 있습니다.`;
  return null;
}
