import { courierOf } from '@ollida/contracts/couriers';
import type { CoupangOrderSheet } from '../../integrations/coupang/order-sheet-schema.ts';
import { type IncomingOrder, timeOf, wholeWon } from './incoming-order.ts';

/** A Wing order sheet (one shipment box) as an order of ours; its tab is Wing's status, as docs/product/products-and-orders.md#order-status-tabs names the tabs. */
export function coupangIncoming(sheet: CoupangOrderSheet, readAt: Date): IncomingOrder {
  const courier = sheet.deliveryCompanyName === '' ? undefined : courierOf(sheet.deliveryCompanyName);
  return {
    platform: 'coupang',
    marketKey: sheet.shipmentBoxId,
    orderNumber: sheet.orderId,
    tab: sheet.status,
    marketStatus: sheet.status,
    orderedAt: timeOf(sheet.orderedAt, readAt),
    paidAt: sheet.paidAt ? timeOf(sheet.paidAt, readAt) : null,
    buyerName: sheet.orderer.name,
    people: {
      ordererName: sheet.orderer.name,
      ordererPhone: sheet.orderer.safeNumber,
      receiverName: sheet.receiver.name,
      receiverPhone: sheet.receiver.safeNumber,
      postCode: sheet.receiver.postCode,
      address1: sheet.receiver.addr1,
      address2: sheet.receiver.addr2,
      message: sheet.parcelPrintMessage,
    },
    items: sheet.orderItems.map((item) => {
      const quantity = Math.max(0, item.shippingCount - item.cancelCount);
      const unitPrice = wholeWon(item.salesPrice);
      return {
        name: item.sellerProductName || item.vendorItemName,
        optionName: item.sellerProductItemName || item.vendorItemName,
        quantity,
        unitPrice,
        // orderPrice is for every unit ordered; cancelled units are taken off pro rata.
        amount:
          item.orderPrice === null || item.shippingCount === 0
            ? unitPrice * quantity
            : Math.round((wholeWon(item.orderPrice) * quantity) / item.shippingCount),
        marketItemId: item.vendorItemId,
        marketProductId: item.sellerProductId,
        marketOptionCode: item.externalVendorSkuCode,
      };
    }),
    shippingFee: wholeWon(sheet.shippingPrice) + wholeWon(sheet.remotePrice),
    courierCode: courier?.code ?? (sheet.deliveryCompanyName || null),
    trackingNumber: sheet.invoiceNumber || null,
  };
}
