import { courierByCode } from './couriers.ts';
import { demoCatalogueFor, type SellableProduct } from './demo-catalogue.ts';
import { kstDayStart } from './kst.ts';
import type { CoupangSandboxContext } from './options.ts';
import type { DispatchOverride } from './order-dispatch-store.ts';
import { type GeneratedOrder, type OrderStatus, ordersBetween } from './order-generator.ts';
import type { StoredProduct } from './product-store.ts';

/** A stored product as the order generator sells it. */
export function sellable(product: StoredProduct): SellableProduct {
  const body = product.body;
  const items = Array.isArray(body.items) ? (body.items as Record<string, unknown>[]) : [];
  return {
    sellerProductId: product.sellerProductId,
    sellerProductName: product.sellerProductName,
    productId: product.productId ?? 0,
    isFreeShipping: body.deliveryChargeType === 'FREE',
    shippingPrice: body.deliveryChargeType === 'FREE' ? 0 : Number(body.deliveryCharge ?? 0),
    isDirectDelivery: body.deliveryCompanyCode === 'DIRECT' || body.deliveryMethod === 'VENDOR_DIRECT',
    availableFrom: product.approvedAt ?? Number.POSITIVE_INFINITY,
    items: items.map((item, index) => ({
      vendorItemId: product.items[index]?.vendorItemId ?? 0,
      itemName: String(item.itemName ?? ''),
      salePrice: Number(item.salePrice ?? 0),
      externalVendorSku: typeof item.externalVendorSku === 'string' ? item.externalVendorSku : '',
    })),
  };
}

/** A vendor's generated orders between two Seoul days, with the seller's dispatch changes applied. */
export function vendorOrdersBetween(
  ctx: CoupangSandboxContext,
  vendorId: string,
  fromDayStart: number,
  toDayStart: number,
): GeneratedOrder[] {
  const catalogue = demoCatalogueFor(vendorId);
  const approved = ctx.products.approvedFor(vendorId).map(sellable);
  const now = ctx.now();
  return ordersBetween(vendorId, fromDayStart, toDayStart, catalogue, approved, now, ctx.seed).map((order) =>
    withDispatch(ctx, vendorId, order),
  );
}

/** The status an override stands for now: an uploaded invoice is picked up by the courier after a while. */
function currentStatus(ctx: CoupangSandboxContext, override: DispatchOverride): OrderStatus {
  const pickedUp = ctx.now() - override.changedAt >= ctx.courierPickupMs;
  return override.status === 'DEPARTURE' && pickedUp ? 'DELIVERING' : override.status;
}

function withDispatch(ctx: CoupangSandboxContext, vendorId: string, order: GeneratedOrder): GeneratedOrder {
  const override = ctx.dispatch.get(vendorId, order.shipmentBoxId.toString());
  if (!override) return order;
  const status = currentStatus(ctx, override);
  const courier = courierByCode(override.deliveryCompanyCode);
  if (!courier) return { ...order, status };
  return {
    ...order,
    status,
    courier,
    invoiceNumber: override.invoiceNumber,
    departedAt: override.changedAt,
    pickedUpAt: override.changedAt + ctx.courierPickupMs,
  };
}

/**
 * One of the vendor's current sheets by shipmentBoxId. The id carries its Seoul day (digits 5–10, yyMMdd, see
 * order-generator), so only that day is generated.
 */
export function findVendorOrder(
  ctx: CoupangSandboxContext,
  vendorId: string,
  shipmentBoxId: string,
): GeneratedOrder | undefined {
  const match = /^6\d{3}(\d{2})(\d{2})(\d{2})\d{8}$/.exec(shipmentBoxId);
  if (!match) return undefined;
  const day = kstDayStart(`20${match[1]}-${match[2]}-${match[3]}`);
  if (day === undefined) return undefined;
  return vendorOrdersBetween(ctx, vendorId, day, day).find(
    (order) => order.shipmentBoxId.toString() === shipmentBoxId,
  );
}

/** Who the parcel goes to; one tracking number may cover several boxes of the same receiver. */
export function receiverKey(order: GeneratedOrder): string {
  return [order.receiverName, order.address.zip, order.address.road, order.addressDetail].join('|');
}
