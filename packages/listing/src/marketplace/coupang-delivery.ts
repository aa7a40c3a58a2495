import type { ProductDetails } from '@ollida/contracts/product-details';
import type { CoupangProductRequest } from './coupang-request-types.ts';

type DeliveryFields = Pick<
  CoupangProductRequest,
  'deliveryChargeType' | 'deliveryCharge' | 'freeShipOverAmount' | 'deliveryChargeOnReturn'
>;

const conditionalTypes = {
  9800: 'FREE_DELIVERY_OVER_9800',
  19800: 'FREE_DELIVERY_OVER_19800',
  30000: 'FREE_DELIVERY_OVER_30000',
} as const;

function isConditionalAmount(amount: number): amount is keyof typeof conditionalTypes {
  return amount in conditionalTypes;
}

/** Coupang's delivery charge fields for the draft's delivery terms. */
export function coupangDeliveryOf(
  delivery: ProductDetails['delivery'],
  chargeOnReturn: number,
): DeliveryFields {
  if (delivery.payType === 'free' || delivery.fee === 0) {
    return {
      deliveryChargeType: 'FREE',
      deliveryCharge: 0,
      freeShipOverAmount: 0,
      deliveryChargeOnReturn: chargeOnReturn,
    };
  }
  if (delivery.payType === 'cod') {
    return {
      deliveryChargeType: 'CHARGE_RECEIVED',
      deliveryCharge: delivery.fee,
      freeShipOverAmount: 0,
      deliveryChargeOnReturn: chargeOnReturn,
    };
  }
  const freeOver = delivery.freeOver;
  if (freeOver !== null && freeOver > 0) {
    if (isConditionalAmount(freeOver)) {
      // Coupang rejects a first-return charge on its fixed conditional-free types.
      return {
        deliveryChargeType: conditionalTypes[freeOver],
        deliveryCharge: delivery.fee,
        freeShipOverAmount: freeOver,
        deliveryChargeOnReturn: 0,
      };
    }
    // Any other threshold is conditional free delivery too (lifecycle notes §3.2 list CONDITIONAL_FREE): NOT_FREE
    // with a threshold would charge every buyer the fee whatever they spend.
    return {
      deliveryChargeType: 'CONDITIONAL_FREE',
      deliveryCharge: delivery.fee,
      freeShipOverAmount: freeOver,
      deliveryChargeOnReturn: 0,
    };
  }
  return {
    deliveryChargeType: 'NOT_FREE',
    deliveryCharge: delivery.fee,
    freeShipOverAmount: 0,
    deliveryChargeOnReturn: chargeOnReturn,
  };
}
