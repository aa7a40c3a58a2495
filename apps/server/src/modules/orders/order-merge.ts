import type { StoredOrderItem } from '../../db/schema/orders.ts';
import { shippedTabs } from './dispatch-screen.ts';
import { feeRateOf, type StoredFeeRates } from './fee-rates.ts';
import type { IncomingOrder } from './incoming-order.ts';
import { categoryOf, costOf, type MatchableListing, matchItems } from './listing-match.ts';
import type { MarketOrderInsert } from './order-store.repo.ts';

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

/** What the market itself shows of a dispatch: shipped with a tracking number (or direct), or nothing yet. */
function dispatchOf(order: IncomingOrder) {
  const shipped =
    shippedTabs.has(order.tab) && (order.trackingNumber !== null || order.tab === 'NONE_TRACKING');
  return {
    dispatchState: shipped ? ('sent' as const) : ('none' as const),
    dispatchMessage: null,
    dispatchStartedAt: null,
    courierCode: order.courierCode,
    trackingNumber: order.trackingNumber,
  };
}

/**
 * A market read as rows to write, every item matched again (a listing may have been uploaded since). The dispatch
 * columns carry only what the market shows; the upsert merges them with the row as it is then (order-store.repo).
 */
export function ordersToWrite(
  workspaceId: string,
  orders: readonly IncomingOrder[],
  listings: readonly MatchableListing[],
  rates: StoredFeeRates,
  now: Date,
): MarketOrderInsert[] {
  return orders.map((order) => {
    const items = matchItems(order.items, listings);
    const category = categoryOf(items, listings);
    const first = items[0];
    const dispatch = dispatchOf(order);
    return {
      workspaceId,
      platform: order.platform,
      marketKey: order.marketKey,
      orderNumber: order.orderNumber,
      tab: order.tab,
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
