import type { ProductDetails } from '@ollida/contracts/product-details';
import type { NaverDeliveryInfo } from './naver-request-types.ts';

/** The store's extra fees for Jeju and the other remote areas (won); both 0 when none are charged. */
export interface NaverRemoteFees {
  jeju: number;
  island: number;
}

/**
 * `deliveryFee.deliveryFeeByArea`: one extra fee for Jeju and the islands together (`AREA_2`, two zones) when they are
 * equal, else Jeju and the other islands apart (`AREA_3`, three zones); nothing when neither is charged.
 */
export function naverFeeByArea(fees: NaverRemoteFees): NaverDeliveryInfo['deliveryFee']['deliveryFeeByArea'] {
  if (fees.jeju === 0 && fees.island === 0) return undefined;
  return fees.jeju === fees.island
    ? { deliveryAreaType: 'AREA_2', area2extraFee: fees.jeju }
    : { deliveryAreaType: 'AREA_3', area2extraFee: fees.jeju, area3extraFee: fees.island };
}

/** `originProduct.deliveryInfo`: parcel delivery by the store's courier with the draft's fee terms. */
export function naverDeliveryOf(
  delivery: ProductDetails['delivery'],
  store: { courierCode: string; returnFee: number; exchangeFee: number; remoteFees: NaverRemoteFees },
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
  const byArea = naverFeeByArea(store.remoteFees);
  return {
    deliveryType: 'DELIVERY',
    deliveryAttributeType: 'NORMAL',
    deliveryCompany: store.courierCode,
    deliveryFee: byArea === undefined ? deliveryFee : { ...deliveryFee, deliveryFeeByArea: byArea },
    claimDeliveryInfo: { returnDeliveryFee: store.returnFee, exchangeDeliveryFee: store.exchangeFee },
  };
}
