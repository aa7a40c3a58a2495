import { courierOf } from '@ollida/contracts/couriers';
import type { NaverProductOrder } from '../../integrations/naver/naver-order-types.ts';
import { type IncomingOrder, timeOf, wholeWon } from './incoming-order.ts';

const claimStatuses = new Set(['CANCELED', 'RETURNED', 'EXCHANGED', 'CANCELED_BY_NOPAYMENT']);
/**
 * Claim states in which the order must not be shipped as if nothing happened (requests, cancels and returns under
 * way, exchanges re-delivering); rejected or withdrawn claims and purchase-decision holds are not among them. Naver's
 * full list is in its docs (naver-commerce-lifecycle §4 names only some): an unknown state is not taken as a claim.
 */
const openClaims = new Set([
  'CANCEL_REQUEST',
  'CANCELING',
  'ADMIN_CANCELING',
  'RETURN_REQUEST',
  'COLLECTING',
  'COLLECT_DONE',
  'RETURN_HOLDBACK',
  'EXCHANGE_REQUEST',
  'EXCHANGE_HOLDBACK',
  'EXCHANGE_REDELIVERING',
]);

/** The screen tab of a Naver product order: 결제완료/발주확인 by placeOrderStatus, claims under 취소/반품 요청. */
export function naverTabOf(
  order: Pick<NaverProductOrder, 'productOrderStatus' | 'placeOrderStatus' | 'claimStatus'>,
): string {
  if (claimStatuses.has(order.productOrderStatus)) return 'CLAIM';
  if (order.claimStatus && openClaims.has(order.claimStatus)) return 'CLAIM';
  switch (order.productOrderStatus) {
    case 'PAYED':
      return order.placeOrderStatus === 'OK' ? 'CONFIRMED' : 'PAYED';
    case 'DELIVERING':
      return 'DELIVERING';
    case 'DELIVERED':
    case 'PURCHASE_DECIDED':
      return 'DELIVERED';
    default:
      return order.productOrderStatus;
  }
}

/** A Naver product order as an order of ours; undefined while it waits for payment (nothing to ship yet). */
export function naverIncoming(order: NaverProductOrder, readAt: Date): IncomingOrder | undefined {
  if (order.productOrderStatus === 'PAYMENT_WAITING') return undefined;
  const unitPrice = wholeWon(order.unitPrice);
  const company = order.delivery?.deliveryCompany ?? null;
  const address = order.shippingAddress;
  const buyer = order.ordererName ?? '';
  return {
    platform: 'naver',
    marketKey: order.productOrderId,
    orderNumber: order.orderId,
    tab: naverTabOf(order),
    marketStatus: order.claimStatus
      ? `${order.productOrderStatus}/${order.claimStatus}`
      : order.productOrderStatus,
    orderedAt: timeOf(order.orderDate ?? order.paymentDate, readAt),
    paidAt: order.paymentDate ? timeOf(order.paymentDate, readAt) : null,
    buyerName: buyer,
    people: {
      ordererName: buyer,
      ordererPhone: order.ordererTel ?? '',
      receiverName: address?.name ?? '',
      receiverPhone: address?.tel1 ?? '',
      postCode: address?.zipCode ?? '',
      address1: address?.baseAddress ?? '',
      address2: address?.detailedAddress ?? '',
      message: order.shippingMemo ?? '',
    },
    items: [
      {
        name: order.productName ?? '',
        optionName: order.productOption ?? '',
        quantity: order.quantity,
        unitPrice,
        amount:
          order.totalPaymentAmount > 0 ? wholeWon(order.totalPaymentAmount) : unitPrice * order.quantity,
        marketItemId: order.optionCode ?? order.productOrderId,
        marketProductId: order.originalProductId ?? order.productId,
        marketOptionCode: order.optionCode,
      },
    ],
    shippingFee: wholeWon(order.deliveryFeeAmount),
    courierCode: company === null ? null : (courierOf(company)?.code ?? company),
    trackingNumber: order.delivery?.trackingNumber ?? null,
  };
}
