import type { SandboxProductOrder } from './order-generator.ts';
import { kstIso } from './responses.ts';

/** One row of `last-changed-statuses`. */
export function changedRow(order: SandboxProductOrder) {
  return {
    orderId: order.orderId,
    productOrderId: order.productOrderId,
    lastChangedType: order.lastChangedType,
    paymentDate: kstIso(order.paymentDate),
    lastChangedDate: kstIso(order.lastChangedDate),
    productOrderStatus: order.productOrderStatus,
    ...(order.claimType === null ? {} : { claimType: order.claimType, claimStatus: order.claimStatus }),
    receiverAddressChanged: false,
  };
}

const optionalIso = (ms: number | null) => (ms === null ? null : kstIso(ms));

/** One product order as `POST …/query` answers it. */
export function productOrderView(order: SandboxProductOrder) {
  const { delivery } = order;
  return {
    order: {
      orderId: order.orderId,
      orderDate: kstIso(order.orderDate),
      paymentDate: kstIso(order.paymentDate),
      ordererName: order.ordererName,
      ordererTel: order.ordererTel,
      paymentMeans: '신용카드',
    },
    productOrder: {
      productOrderId: order.productOrderId,
      productOrderStatus: order.productOrderStatus,
      placeOrderStatus: order.placeOrderStatus,
      placeOrderDate: optionalIso(order.placeOrderDate),
      claimType: order.claimType,
      claimStatus: order.claimStatus,
      productId: order.productId,
      originalProductId: order.originalProductId,
      optionCode: order.optionCode,
      productOption: order.productOption,
      sellerProductCode: order.sellerProductCode,
      quantity: order.quantity,
      unitPrice: order.unitPrice,
      totalPaymentAmount: order.totalPaymentAmount,
      deliveryFeeAmount: order.deliveryFeeAmount,
      productName: order.productName,
      shippingAddress: { ...order.shippingAddress, addressType: 'DOMESTIC' },
      shippingMemo: order.shippingMemo,
      shippingDueDate: kstIso(order.shippingDueDate),
    },
    delivery:
      delivery === null
        ? null
        : {
            deliveryMethod: delivery.deliveryMethod,
            deliveryCompany: delivery.deliveryCompany,
            trackingNumber: delivery.trackingNumber,
            sendDate: kstIso(delivery.sendDate),
            deliveredDate: optionalIso(delivery.deliveredDate),
            deliveryStatus: delivery.deliveredDate === null ? 'DELIVERING' : 'DELIVERY_COMPLETION',
          },
    ...(order.claimType === 'CANCEL'
      ? {
          cancel: {
            claimStatus: order.claimStatus,
            claimRequestDate: optionalIso(order.claimRequestDate),
            cancelReason: 'INTENT_CHANGED',
            requestChannel: '구매자',
          },
        }
      : {}),
  };
}
