import {
  ADDRESS_DETAILS,
  ADDRESSES,
  GIVEN_NAMES,
  PARCEL_MESSAGES,
  SURNAMES,
} from '../coupang/korean-data.ts';
import { hashSeed, SeededRandom } from '../coupang/random.ts';
import { asObject, type JsonObject } from './field-checker.ts';
import { combinationsOf } from './option-combinations.ts';
import type { StoredProduct } from './store.ts';

/** A listed product sells this long after its registration, so a fresh upload has an order in a demo. */
export const FIRST_ORDER_DELAY_MS = 1000;
/** Share of generated product orders the buyer asks to cancel. */
export const CANCEL_REQUEST_SHARE = 0.05;
/** A cancel request comes this long after payment. */
export const CANCEL_REQUEST_AFTER_MS = 30 * 60_000;
/** Demo-catalogue products take turns every 6 hours (two orders a day each), on slots counted from the epoch. */
export const DEMO_ORDER_SLOT_MS = 6 * 3_600_000;

/** What an order of a product needs to know about it. */
export interface OrderableProduct {
  /** Stable generation key, so the same product and index always give the same order. */
  key: string;
  channelProductNo: number;
  originProductNo: number;
  name: string;
  salePrice: number;
  sellerProductCode: string | null;
  deliveryFee: number;
  combinations: Array<{ id: number; label: string; price: number }>;
}

/** Delivery info once a product order has been dispatched. */
export interface SandboxDelivery {
  deliveryMethod: string;
  deliveryCompany: string | null;
  trackingNumber: string | null;
  sendDate: number;
  deliveredDate: number | null;
  /** When the sandbox accepted the dispatch; delivery completes `deliveredAfterMs` later. */
  dispatchedAt: number;
}

/** One product order as the sandbox keeps it (one product order per order). */
export interface SandboxProductOrder {
  clientId: string;
  orderId: string;
  productOrderId: string;
  orderDate: number;
  paymentDate: number;
  ordererName: string;
  ordererTel: string;
  productId: string;
  originalProductId: string;
  productName: string;
  sellerProductCode: string | null;
  optionCode: string | null;
  productOption: string | null;
  quantity: number;
  unitPrice: number;
  deliveryFeeAmount: number;
  totalPaymentAmount: number;
  shippingAddress: {
    name: string;
    tel1: string;
    baseAddress: string;
    detailedAddress: string;
    zipCode: string;
  };
  shippingMemo: string;
  shippingDueDate: number;
  productOrderStatus: string;
  placeOrderStatus: string;
  placeOrderDate: number | null;
  claimType: string | null;
  claimStatus: string | null;
  claimRequestDate: number | null;
  /** When the seeded buyer asks to cancel, if they do; applied only while the order is still unshipped. */
  cancelRequestAt: number | null;
  delivery: SandboxDelivery | null;
  lastChangedType: string;
  lastChangedDate: number;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Option text `"{group1}: {value1} / {group2}: {value2}"` of one combination row. */
function optionLabel(groups: JsonObject, row: JsonObject): string {
  const parts: string[] = [];
  for (let n = 1; n <= 4; n += 1) {
    const value = text(row[`optionName${n}`]);
    if (value === undefined) continue;
    parts.push(`${text(groups[`optionGroupName${n}`]) ?? `옵션${n}`}: ${value}`);
  }
  return parts.join(' / ');
}

/** The parts of a stored product its orders carry. */
export function orderableProduct(product: StoredProduct): OrderableProduct {
  const origin = product.originProduct;
  const detail = asObject(origin.detailAttribute) ?? {};
  const groups = asObject(asObject(detail.optionInfo)?.optionCombinationGroupNames) ?? {};
  const fee = asObject(asObject(origin.deliveryInfo)?.deliveryFee);
  return {
    key: `product:${product.originProductNo}`,
    channelProductNo: product.channelProductNo,
    originProductNo: product.originProductNo,
    name: text(origin.name) ?? '',
    salePrice: amount(origin.salePrice),
    sellerProductCode: text(asObject(detail.sellerCodeInfo)?.sellerManagementCode) ?? null,
    deliveryFee: amount(fee?.baseFee),
    combinations: combinationsOf(origin)
      .filter((row) => row.usable !== false)
      .map((row) => ({ id: amount(row.id), label: optionLabel(groups, row), price: amount(row.price) })),
  };
}

const KST_OFFSET_MS = 9 * 3_600_000;

function kstDigits(ms: number): string {
  return new Date(ms + KST_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

function phone(random: SeededRandom): string {
  return `010-${random.digits(4)}-${random.digits(4)}`;
}

/** The `index`-th order of a product, paid at `paidAt`: identical for the same seed, application and product. */
export function generateProductOrder(
  clientId: string,
  product: OrderableProduct,
  index: number,
  paidAt: number,
  seed: number,
): SandboxProductOrder {
  const random = new SeededRandom(hashSeed('naver-order', seed, clientId, product.key, index));
  const combination = product.combinations.length > 0 ? random.pick(product.combinations) : undefined;
  const quantity = random.int(1, 3);
  const unitPrice = product.salePrice + (combination?.price ?? 0);
  const ordererName = `${random.pick(SURNAMES)}${random.pick(GIVEN_NAMES)}`;
  const ordererTel = phone(random);
  const sameReceiver = random.chance(0.7);
  const receiverName = `${random.pick(SURNAMES)}${random.pick(GIVEN_NAMES)}`;
  const receiverTel = phone(random);
  const address = random.pick(ADDRESSES);
  const detailedAddress = random.pick(ADDRESS_DETAILS);
  const shippingMemo = random.pick(PARCEL_MESSAGES);
  const cancels = random.chance(CANCEL_REQUEST_SHARE);
  const idDigits = String(hashSeed('naver-order-id', seed, clientId, product.key, index)).padStart(10, '0');
  const day = kstDigits(paidAt);
  const orderDate = paidAt - random.int(5, 60) * 1000;
  return {
    clientId,
    orderId: `${day}${idDigits}`,
    productOrderId: `${day}${idDigits}1`,
    orderDate,
    paymentDate: paidAt,
    ordererName,
    ordererTel,
    productId: String(product.channelProductNo),
    originalProductId: String(product.originProductNo),
    productName: product.name,
    sellerProductCode: product.sellerProductCode,
    optionCode: combination === undefined ? null : String(combination.id),
    productOption: combination === undefined ? null : combination.label,
    quantity,
    unitPrice,
    deliveryFeeAmount: product.deliveryFee,
    totalPaymentAmount: unitPrice * quantity + product.deliveryFee,
    shippingAddress: {
      name: sameReceiver ? ordererName : receiverName,
      tel1: sameReceiver ? ordererTel : receiverTel,
      baseAddress: address.road,
      detailedAddress,
      zipCode: address.zip,
    },
    shippingMemo,
    shippingDueDate: paidAt + 3 * 86_400_000,
    productOrderStatus: 'PAYED',
    placeOrderStatus: 'NOT_YET',
    placeOrderDate: null,
    claimType: null,
    claimStatus: null,
    claimRequestDate: null,
    cancelRequestAt: cancels ? paidAt + CANCEL_REQUEST_AFTER_MS : null,
    delivery: null,
    lastChangedType: 'PAYED',
    lastChangedDate: paidAt,
  };
}
