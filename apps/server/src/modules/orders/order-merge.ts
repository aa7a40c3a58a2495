import type { StoredOrderItem } from '../../db/schema/orders.ts';
import { feeRateOf, type StoredFeeRates } from './fee-rates.ts';
import { type IncomingOrder, laterTab } from './incoming-order.ts';
import { categoryOf, costOf, type MatchableListing, matchItems } from './listing-match.ts';
import type { HeldOrder, MarketOrderInsert } from './order-store.repo.ts';

/** A tracking number in flight longer than this without the market showing it is taken as not sent. */
export const dispatchSettleMs = 10 * 60_000;

const shippedTabs = new Set(['DEPARTURE', 'DELIVERING', 'FINAL_DELIVERY', 'NONE_TRACKING', 'DELIVERED']);

function searchTextOf(order: IncomingOrder, items: readonly StoredOrderItem[]): string {
  return [
    order.orderNumber,
    order.marketKey,
    order.buyerName,
    order.people.receiverName,
    ...items.map((item) => `${item.name} ${item.optionName}`),
  ]
    .join(' ')
    .toLowerCase()
    .slice(0, 2_000);
}

function dispatchOf(order: IncomingOrder, tab: string, held: HeldOrder | undefined, now: Date) {
  if (shippedTabs.has(tab) && (order.trackingNumber !== null || tab === 'NONE_TRACKING')) {
    return {
      dispatchState: 'sent' as const,
      dispatchMessage: null,
      dispatchStartedAt: held?.dispatchStartedAt ?? null,
      courierCode: order.courierCode ?? held?.courierCode ?? null,
      trackingNumber: order.trackingNumber ?? held?.trackingNumber ?? null,
    };
  }
  if (!held) {
    return {
      dispatchState: 'none' as const,
      dispatchMessage: null,
      dispatchStartedAt: null,
      courierCode: order.courierCode,
      trackingNumber: order.trackingNumber,
    };
  }
  const lost =
    held.dispatchState === 'sending' &&
    (held.dispatchStartedAt === null || now.getTime() - held.dispatchStartedAt.getTime() > dispatchSettleMs);
  return {
    dispatchState: lost ? ('failed' as const) : held.dispatchState,
    dispatchMessage: lost ? '송장 전송 결과를 확인하지 못했습니다. 다시 보내 주세요.' : held.dispatchMessage,
    dispatchStartedAt: held.dispatchStartedAt,
    courierCode: held.courierCode,
    trackingNumber: held.trackingNumber,
  };
}

/**
 * A market read merged into what we hold: the tab never moves back (lists lag our own confirm/dispatch), tracking the
 * market shows settles a dispatch, and every item is matched again (a listing may have been uploaded since).
 */
export function mergeOrders(
  workspaceId: string,
  orders: readonly IncomingOrder[],
  held: ReadonlyMap<string, HeldOrder>,
  listings: readonly MatchableListing[],
  rates: StoredFeeRates,
  now: Date,
): MarketOrderInsert[] {
  return orders.map((order) => {
    const before = held.get(order.marketKey);
    const tab = before ? laterTab(before.tab, order.tab) : order.tab;
    const items = matchItems(order.items, listings);
    const category = categoryOf(items, listings);
    const first = items[0];
    const dispatch = dispatchOf(order, tab, before, now);
    return {
      workspaceId,
      platform: order.platform,
      marketKey: order.marketKey,
      orderNumber: order.orderNumber,
      tab,
      marketStatus: order.marketStatus,
      orderedAt: order.orderedAt,
      paidAt: order.paidAt,
      buyerName: order.buyerName,
      productName: first?.name ?? '',
      optionName: first?.optionName ?? '',
      quantity: items.reduce((sum, item) => sum + item.quantity, 0),
      amount: items.reduce((sum, item) => sum + item.amount, 0),
      shippingFee: order.shippingFee,
      people: order.people,
      items,
      searchText: searchTextOf(order, items),
      categoryPath: category,
      costTotal: costOf(items),
      feeRateX100: feeRateOf(rates, category),
      ...dispatch,
      syncedAt: now,
    };
  });
}
