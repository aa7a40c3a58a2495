import type { ProductDetails } from '@ollida/contracts/product-details';
import type { NaverDeliveryInfo } from './naver-request-types.ts';

/** `originProduct.deliveryInfo`: parcel delivery by the store's courier with the draft's fee terms. */
export function naverDeliveryOf(
  delivery: ProductDetails['delivery'],
  store: { courierCode: string; returnFee: number; exchangeFee: number },
): NaverDeliveryInfo {
  const payType = delivery.payType === 'cod' ? 'COLLECT' : 'PREPAID';
  const isFree = delivery.payType === 'free' || delivery.fee === 0;
  const deliveryFee: NaverDeliveryInfo['deliveryFee'] = isFree
    ? { deliveryFeeType: 'FREE', baseFee: 0 }
    : delivery.freeOver !== null && delivery.freeOver > 0
      ? {
          deliveryFeeType: 'CONDITIONAL_FREE',
          baseFee: delivery.fee,
          freeConditionalAmount: delivery.freeOver,
          deliveryFeePayType: payType,
        }
      : { deliveryFeeType: 'PAID', baseFee: delivery.fee, deliveryFeePayType: payType };
  return {
    deliveryType: 'DELIVERY',
    deliveryAttributeType: 'NORMAL',
    deliveryCompany: store.courierCode,
    deliveryFee,
    claimDeliveryInfo: { returnDeliveryFee: store.returnFee, exchangeDeliveryFee: store.exchangeFee },
  };
}
