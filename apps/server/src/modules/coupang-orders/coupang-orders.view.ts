import type { Order, ProductLookupResponse } from '@ollida/contracts/coupang-orders';
import type { CoupangOrderSheet } from '../../integrations/coupang/order-sheet-schema.ts';
import type { ListingLookupRow } from './coupang-orders.repo.ts';

/** One Wing order sheet in the documented order shape (docs/product/products-and-orders.md#order-fields): ids stay exact strings, money is won as numbers. */
export function orderView(sheet: CoupangOrderSheet): Order {
  return {
    orderId: sheet.orderId,
    shipmentBoxId: sheet.shipmentBoxId,
    orderedAt: sheet.orderedAt,
    paidAt: sheet.paidAt,
    status: sheet.status,
    shippingPrice: sheet.shippingPrice,
    remotePrice: sheet.remotePrice,
    parcelPrintMessage: sheet.parcelPrintMessage,
    deliveryCompanyName: sheet.deliveryCompanyName,
    invoiceNumber: sheet.invoiceNumber,
    inTrasitDateTime: sheet.inTrasitDateTime,
    deliveredDate: sheet.deliveredDate,
    refer: sheet.refer,
    shipmentType: sheet.shipmentType,
    orderer: {
      name: sheet.orderer.name,
      email: sheet.orderer.email,
      safeNumber: sheet.orderer.safeNumber,
      ordererNumber: sheet.orderer.ordererNumber,
    },
    receiver: {
      name: sheet.receiver.name,
      safeNumber: sheet.receiver.safeNumber,
      receiverNumber: sheet.receiver.receiverNumber,
      postCode: sheet.receiver.postCode,
      addr1: sheet.receiver.addr1,
      addr2: sheet.receiver.addr2,
    },
    orderItems: sheet.orderItems.map((item) => ({
      vendorItemName: item.vendorItemName,
      vendorItemPackageName: item.vendorItemPackageName,
      sellerProductName: item.sellerProductName,
      sellerProductId: item.sellerProductId,
      shippingCount: item.shippingCount,
      salesPrice: item.salesPrice,
      orderPrice: item.orderPrice,
      discountPrice: item.discountPrice,
      deliveryChargeTypeName: item.deliveryChargeTypeName,
      productId: item.productId,
      vendorItemId: item.vendorItemId,
      estimatedShippingDate: item.estimatedShippingDate,
    })),
  };
}

function timeOf(order: Order): number {
  const ms = order.orderedAt === null ? Number.NaN : Date.parse(order.orderedAt);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

function idOrder(a: string, b: string): number {
  const left = BigInt(a);
  const right = BigInt(b);
  return left === right ? 0 : left < right ? -1 : 1;
}

/** Newest `orderedAt` first; orders without a readable time last; equal times by shipmentBoxId, higher first. */
export function newestFirst(orders: Order[]): Order[] {
  return orders.sort((a, b) => timeOf(b) - timeOf(a) || idOrder(b.shipmentBoxId, a.shipmentBoxId));
}

/** The name a supplier page is shown by: the last path segment of its URL, else its host; '' when unknown. */
export function supplierFilename(url: string): string {
  if (url === '') return '';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '';
  }
  const last = parsed.pathname.split('/').filter(Boolean).at(-1);
  if (last === undefined) return parsed.hostname;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The lookup answer (docs/product/products-and-orders.md#supplier-page-lookup): our record of the listing, with the supplier page it was made from. */
export function lookupView(row: ListingLookupRow): ProductLookupResponse {
  return {
    status: 'success',
    data: {
      sellerProductName: row.sellerProductName,
      createdAt: row.createdAt.toISOString(),
      uploadStatus: row.status,
      fileInfo: { url: row.originalUrl, filename: supplierFilename(row.originalUrl) },
    },
  };
}
