import {
  type Order,
  type OrderStatus,
  orderStatuses,
  orderStatusLabels,
} from '@ollida/contracts/coupang-orders';
import { formatWon } from '../../../lib/format';

export function isOrderStatus(value: string): value is OrderStatus {
  return orderStatuses.some((status) => status === value);
}

/** The Korean name of a status; a code Coupang added later is shown as sent. */
export function statusLabel(status: string): string {
  return isOrderStatus(status) ? orderStatusLabels[status] : status;
}

interface StatusColours {
  /** The selected tab. */
  tab: string;
  /** The badge in the table and the modal. */
  badge: string;
}

/** Each status keeps its own colour on the tabs and on the rows. */
export const statusColours: Record<OrderStatus, StatusColours> = {
  ACCEPT: { tab: 'border-blue-600 text-blue-700', badge: 'bg-blue-50 text-blue-700 ring-blue-200' },
  INSTRUCT: { tab: 'border-amber-500 text-amber-700', badge: 'bg-amber-50 text-amber-800 ring-amber-200' },
  DEPARTURE: {
    tab: 'border-violet-600 text-violet-700',
    badge: 'bg-violet-50 text-violet-700 ring-violet-200',
  },
  DELIVERING: { tab: 'border-cyan-600 text-cyan-700', badge: 'bg-cyan-50 text-cyan-800 ring-cyan-200' },
  FINAL_DELIVERY: {
    tab: 'border-emerald-600 text-emerald-700',
    badge: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  },
  NONE_TRACKING: { tab: 'border-rose-600 text-rose-700', badge: 'bg-rose-50 text-rose-700 ring-rose-200' },
};

const unknownStatusBadge = 'bg-slate-100 text-slate-700 ring-slate-200';

export function statusBadgeClass(status: string): string {
  return isOrderStatus(status) ? statusColours[status].badge : unknownStatusBadge;
}

/** The first item's name, plus `외 N건` for the other items of the order. */
export function orderProductName(order: Pick<Order, 'orderItems'>): string {
  const [first, ...rest] = order.orderItems;
  if (!first) return '-';
  const name = first.sellerProductName || first.vendorItemName || '-';
  return rest.length > 0 ? `${name} 외 ${rest.length}건` : name;
}

/** Pieces ordered, over all items. */
export function orderQuantity(order: Pick<Order, 'orderItems'>): number {
  return order.orderItems.reduce((sum, item) => sum + item.shippingCount, 0);
}

/** Won, or `-` when Coupang sent no amount. */
export function formatMoney(amount: number | null): string {
  return amount === null ? '-' : formatWon(amount);
}

/** A text field Coupang may leave blank. */
export function orDash(value: string | null | undefined): string {
  return value?.trim() ? value : '-';
}
