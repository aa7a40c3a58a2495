import type { SellableProduct } from './demo-catalogue.ts';
import {
  ADDRESS_DETAILS,
  ADDRESSES,
  COURIERS,
  GIVEN_NAMES,
  PARCEL_MESSAGES,
  REFERS,
  SURNAMES,
} from './korean-data.ts';
import { DAY_MS, kstDate, kstDateTime, kstSpaced } from './kst.ts';
import { hashSeed, SeededRandom } from './random.ts';

/** Order sheet statuses the list API filters by. */
export const ORDER_STATUSES = [
  'ACCEPT',
  'INSTRUCT',
  'DEPARTURE',
  'DELIVERING',
  'FINAL_DELIVERY',
  'NONE_TRACKING',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How far back generated orders reach. */
export const ORDER_HISTORY_DAYS = 30;

/** A product approved in the sandbox sells once this long after its approval, so a fresh upload has an order. */
export const FIRST_ORDER_DELAY_MS = 1000;

/** One generated order sheet before it is shaped for v4 or v5. */
export interface GeneratedOrder {
  shipmentBoxId: bigint;
  orderId: bigint;
  orderedAt: number;
  status: OrderStatus;
  product: SellableProduct;
  item: SellableProduct['items'][number];
  shippingCount: number;
  discountPrice: number | null;
  ordererName: string;
  ordererSafeNumber: string;
  receiverName: string;
  receiverSafeNumber: string;
  address: (typeof ADDRESSES)[number];
  addressDetail: string;
  parcelPrintMessage: string;
  refer: string;
  courier: { readonly code: string; readonly name: string };
  invoiceNumber: string;
  /** When the seller's invoice upload shipped it; generated shipments depart 20 h after the order. */
  departedAt?: number;
  /** When the courier took a seller-shipped parcel (DELIVERING); generated ones 3 h after departure. */
  pickedUpAt?: number;
}

function safeNumber(random: SeededRandom): string {
  return random.chance(0.7)
    ? `050${random.int(2, 7)}-${random.digits(4)}-${random.digits(4)}`
    : `050-${random.digits(4)}-${random.digits(4)}`;
}

function masked(name: string): string {
  return name.length <= 2
    ? `${name.slice(0, 1)}*`
    : `${name.slice(0, 1)}${'*'.repeat(name.length - 2)}${name.slice(-1)}`;
}

/** Status from the order's age, rolled once so an order only ever moves forward as the clock runs. */
function statusFor(ageDays: number, roll: number, direct: boolean): OrderStatus {
  let status: OrderStatus;
  if (ageDays < 1) status = roll < 0.55 ? 'ACCEPT' : 'INSTRUCT';
  else if (ageDays < 2) status = roll < 0.1 ? 'ACCEPT' : roll < 0.4 ? 'INSTRUCT' : 'DEPARTURE';
  else if (ageDays < 4) status = roll < 0.25 ? 'DEPARTURE' : roll < 0.8 ? 'DELIVERING' : 'FINAL_DELIVERY';
  else status = roll < 0.02 ? 'ACCEPT' : roll < 0.07 ? 'DELIVERING' : 'FINAL_DELIVERY';
  const shipped = status === 'DEPARTURE' || status === 'DELIVERING' || status === 'FINAL_DELIVERY';
  return direct && shipped ? 'NONE_TRACKING' : status;
}

function eighteenDigits(
  lead: string,
  vendorId: string,
  dayStart: number,
  index: number,
  random: SeededRandom,
): bigint {
  const vendorDigits = String(hashSeed(vendorId) % 1000).padStart(3, '0');
  const day = kstDate(dayStart).replaceAll('-', '').slice(2);
  return BigInt(`${lead}${vendorDigits}${day}${String(index % 1000).padStart(3, '0')}${random.digits(5)}`);
}

function generateOne(
  random: SeededRandom,
  vendorId: string,
  dayStart: number,
  index: number,
  product: SellableProduct,
  now: number,
  fixedAt?: number,
): GeneratedOrder {
  // Every draw happens whether or not the order is kept, so the sequence never depends on the clock.
  const drawnAt = dayStart + random.int(0, 86_399) * 1000;
  const orderedAt = fixedAt ?? drawnAt;
  const item = random.pick(product.items);
  const ordererName = `${random.pick(SURNAMES)}${random.pick(GIVEN_NAMES)}`;
  const sameReceiver = random.chance(0.7);
  const otherName = `${random.pick(SURNAMES)}${random.pick(GIVEN_NAMES)}`;
  const ordererSafeNumber = safeNumber(random);
  const otherSafeNumber = safeNumber(random);
  const roll = random.next();
  return {
    shipmentBoxId: eighteenDigits('6', vendorId, dayStart, index, random),
    orderId: eighteenDigits('3', vendorId, dayStart, index, random),
    orderedAt,
    status: statusFor((now - orderedAt) / DAY_MS, roll, product.isDirectDelivery),
    product,
    item,
    shippingCount: random.chance(0.8) ? 1 : random.int(2, 3),
    discountPrice: random.chance(0.25) ? random.pick([1000, 2000, 3000]) : null,
    ordererName: masked(ordererName),
    ordererSafeNumber,
    receiverName: sameReceiver ? ordererName : otherName,
    receiverSafeNumber: sameReceiver ? ordererSafeNumber : otherSafeNumber,
    address: random.pick(ADDRESSES),
    addressDetail: random.pick(ADDRESS_DETAILS),
    parcelPrintMessage: random.pick(PARCEL_MESSAGES),
    refer: random.pick(REFERS),
    courier: random.pick(COURIERS),
    invoiceNumber: random.digits(12),
  };
}

/** A vendor's orders of one Seoul day: the same list every time for the same day, seed and products. */
export function ordersForDay(
  vendorId: string,
  dayStart: number,
  catalogue: readonly SellableProduct[],
  approved: readonly SellableProduct[],
  now: number,
  seed: number,
): GeneratedOrder[] {
  const date = kstDate(dayStart);
  const orders: GeneratedOrder[] = [];
  const random = new SeededRandom(hashSeed('orders', vendorId, date, seed));
  const count = random.int(7, 12);
  for (let index = 0; index < count; index += 1) {
    orders.push(generateOne(random, vendorId, dayStart, index, random.pick(catalogue), now));
  }
  for (const product of approved) {
    const own = new SeededRandom(hashSeed('orders', vendorId, date, product.sellerProductId, seed));
    const perDay = own.int(1, 3);
    for (let k = 0; k < perDay; k += 1) {
      const index = 100 + (((product.sellerProductId % 200) * 4 + k) % 900);
      orders.push(generateOne(own, vendorId, dayStart, index, product, now));
    }
  }
  for (const product of approved) {
    const at = product.availableFrom + FIRST_ORDER_DELAY_MS;
    if (toKstDayStart(at) !== dayStart) continue;
    const own = new SeededRandom(hashSeed('first-order', vendorId, product.sellerProductId, seed));
    // Slot 3 of the product's four: its daily orders use slots 0 to 2.
    const index = 100 + (((product.sellerProductId % 200) * 4 + 3) % 900);
    const first = generateOne(own, vendorId, dayStart, index, product, now, at);
    // A buyer's fresh order waits for the seller: ACCEPT for its first day whatever the status roll said.
    orders.push(now - at < DAY_MS ? { ...first, status: 'ACCEPT' } : first);
  }
  return orders
    .filter((order) => order.orderedAt <= now && order.orderedAt >= order.product.availableFrom)
    .sort((a, b) => a.orderedAt - b.orderedAt || (a.shipmentBoxId < b.shipmentBoxId ? -1 : 1));
}

/** Orders between two Seoul days (inclusive), limited to the last 30 days before `now`. */
export function ordersBetween(
  vendorId: string,
  fromDayStart: number,
  toDayStart: number,
  catalogue: readonly SellableProduct[],
  approved: readonly SellableProduct[],
  now: number,
  seed: number,
): GeneratedOrder[] {
  const todayStart = toKstDayStart(now);
  const first = Math.max(fromDayStart, todayStart - ORDER_HISTORY_DAYS * DAY_MS);
  const last = Math.min(toDayStart, todayStart);
  const orders: GeneratedOrder[] = [];
  for (let day = first; day <= last; day += DAY_MS) {
    orders.push(...ordersForDay(vendorId, day, catalogue, approved, now, seed));
  }
  return orders;
}

/** Start of the Seoul day containing `ms`. */
export function toKstDayStart(ms: number): number {
  const offset = 9 * 60 * 60 * 1000;
  return Math.floor((ms + offset) / DAY_MS) * DAY_MS - offset;
}

type Money = number | { units: number; nanos: number; currencyCode: 'KRW' };

/** The wire shape of one sheet; v5 carries Money objects and `+09:00` times (as the protocol notes suspect). */
export function orderSheetView(order: GeneratedOrder, version: 'v4' | 'v5') {
  const money = (value: number): Money =>
    version === 'v5' ? { units: value, nanos: 0, currencyCode: 'KRW' } : value;
  const time = (ms: number) => kstDateTime(ms, version === 'v5');
  const { status, product, item } = order;
  const shipped = status !== 'ACCEPT' && status !== 'INSTRUCT';
  const tracked = shipped && status !== 'NONE_TRACKING';
  // Kept under two days after the order so no generated time lies in the future of its status.
  const departedAt = order.departedAt ?? order.orderedAt + 20 * 60 * 60 * 1000;
  const deliveredAt = departedAt + 20 * 60 * 60 * 1000;
  const remote = order.address.road.startsWith('제주');
  const orderPrice = item.salePrice * order.shippingCount;
  return {
    shipmentBoxId: order.shipmentBoxId,
    orderId: order.orderId,
    orderedAt: time(order.orderedAt),
    paidAt: time(order.orderedAt + 17_000),
    status,
    orderer: { name: order.ordererName, email: '', safeNumber: order.ordererSafeNumber, ordererNumber: null },
    receiver: {
      name: order.receiverName,
      safeNumber: order.receiverSafeNumber,
      receiverNumber: null,
      addr1: order.address.road,
      addr2: order.addressDetail,
      postCode: order.address.zip,
    },
    shippingPrice: money(product.shippingPrice),
    remotePrice: remote ? money(3000) : null,
    remoteArea: remote,
    parcelPrintMessage: order.parcelPrintMessage,
    splitShipping: false,
    ableSplitShipping: false,
    orderItems: [
      {
        vendorItemPackageId: 0,
        vendorItemPackageName: product.sellerProductName,
        productId: product.productId,
        vendorItemId: item.vendorItemId,
        vendorItemName: `${product.sellerProductName}, ${item.itemName}`,
        shippingCount: order.shippingCount,
        salesPrice: money(item.salePrice),
        orderPrice: money(orderPrice),
        discountPrice: order.discountPrice,
        instantCouponDiscount: 0,
        downloadableCouponDiscount: 0,
        coupangDiscount: 0,
        externalVendorSkuCode: item.externalVendorSku,
        etcInfoHeader: null,
        etcInfoValue: null,
        etcInfoValues: null,
        sellerProductId: product.sellerProductId,
        sellerProductName: product.sellerProductName,
        sellerProductItemName: item.itemName,
        firstSellerProductItemName: item.itemName,
        cancelCount: 0,
        holdCountForCancel: 0,
        estimatedShippingDate: kstDate(order.orderedAt + 2 * DAY_MS),
        plannedShippingDate: '',
        invoiceNumberUploadDate: tracked ? kstDateTime(departedAt) : '',
        extraProperties: {},
        pricingBadge: false,
        usedProduct: false,
        confirmDate: status === 'FINAL_DELIVERY' ? kstSpaced(deliveredAt + 60 * 60 * 1000) : '',
        deliveryChargeTypeName: product.isFreeShipping ? '무료' : '유료',
        canceled: false,
      },
    ],
    overseaShippingInfoDto: { personalCustomsClearanceCode: null, ordererSsn: '', ordererPhoneNumber: null },
    deliveryCompanyName: status === 'NONE_TRACKING' ? '업체직송' : tracked ? order.courier.name : '',
    invoiceNumber: tracked ? order.invoiceNumber : '',
    inTrasitDateTime:
      status === 'DELIVERING' || status === 'FINAL_DELIVERY'
        ? kstSpaced(order.pickedUpAt ?? departedAt + 3 * 60 * 60 * 1000)
        : '',
    deliveredDate: status === 'FINAL_DELIVERY' ? kstSpaced(deliveredAt) : '',
    refer: order.refer,
    shipmentType: 'THIRD_PARTY',
    isCod: false,
    extraProperties: {},
  };
}
