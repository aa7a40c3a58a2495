import { orderStatusLabels } from '@ollida/contracts/coupang-orders';
import { couriers } from '@ollida/contracts/couriers';
import { type MarketOrder, naverOrderTabLabels, type OrderDetail } from '@ollida/contracts/orders';
import type { MarketOrderRow } from './order-store.repo.ts';

const tabLabels: Record<string, string> = { ...orderStatusLabels, ...naverOrderTabLabels };
const courierNames = new Map(couriers.map((courier) => [courier.code, courier.name]));

/** The fee of an order: its rate of what the buyer paid (items and shipping), as the margin column computes it. */
export function feeOf(row: Pick<MarketOrderRow, 'amount' | 'shippingFee' | 'feeRateX100'>): number {
  return Math.round(((row.amount + row.shippingFee) * row.feeRateX100) / 10_000);
}

/** One kept order as the list shows it; an unmatched one has cost and margin null (never 0). */
export function marketOrderView(row: MarketOrderRow): MarketOrder {
  const extra = row.items.length > 1 ? ` 외 ${row.items.length - 1}건` : '';
  return {
    id: row.id,
    platform: row.platform,
    order_number: row.orderNumber,
    market_key: row.marketKey,
    ordered_at: row.orderedAt.toISOString(),
    status: row.tab,
    status_label: tabLabels[row.tab] ?? row.tab,
    market_status: row.marketStatus,
    buyer_name: row.buyerName,
    product_name: `${row.productName}${extra}`,
    option_name: row.optionName,
    quantity: row.quantity,
    amount: row.amount,
    shipping_fee: row.shippingFee,
    match: row.costTotal === null ? 'unmatched' : 'matched',
    courier_code: row.courierCode,
    courier_name: row.courierCode === null ? null : (courierNames.get(row.courierCode) ?? row.courierCode),
    tracking_number: row.trackingNumber,
    dispatch_state: row.dispatchState,
    dispatch_message: row.dispatchMessage,
    supplier_order_number: row.supplierOrderNumber,
    supplier_paid: row.supplierPaid,
    cost: row.costTotal,
    fee_rate_percent: row.feeRateX100 / 100,
    fee: feeOf(row),
    margin: row.margin,
  };
}

/** The detail modal's view: the row, the people, and each item with the listing it sold from. */
export function orderDetailView(
  row: MarketOrderRow,
  listings: ReadonlyMap<string, { name: string; supplierUrl: string }>,
): OrderDetail {
  return {
    ...marketOrderView(row),
    paid_at: row.paidAt?.toISOString() ?? null,
    orderer: { name: row.people.ordererName, phone: row.people.ordererPhone },
    receiver: {
      name: row.people.receiverName,
      phone: row.people.receiverPhone,
      post_code: row.people.postCode,
      address1: row.people.address1,
      address2: row.people.address2,
      message: row.people.message,
    },
    items: row.items.map((item) => {
      const listing = item.listingId === null ? undefined : listings.get(item.listingId);
      return {
        name: item.name,
        option_name: item.optionName,
        quantity: item.quantity,
        unit_price: item.unitPrice,
        amount: item.amount,
        listing:
          item.listingId === null || !listing
            ? null
            : {
                id: item.listingId,
                name: listing.name,
                supplier_url: listing.supplierUrl,
                supplier_option: item.listingOption ?? '',
                unit_cost: item.unitCost,
              },
      };
    }),
  };
}
