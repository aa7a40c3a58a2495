import { describe, expect, it } from 'vitest';
import { naverDeliveryOf } from './naver-delivery.ts';

const store = { courierCode: 'HANJIN', returnFee: 3000, exchangeFee: 6000 };

describe('naverDeliveryOf', () => {
  it('sends parcel delivery with the claim fees', () => {
    expect(naverDeliveryOf({ payType: 'prepaid', fee: 3000, freeOver: null }, store)).toEqual({
      deliveryType: 'DELIVERY',
      deliveryAttributeType: 'NORMAL',
      deliveryCompany: 'HANJIN',
      deliveryFee: { deliveryFeeType: 'PAID', baseFee: 3000, deliveryFeePayType: 'PREPAID' },
      claimDeliveryInfo: { returnDeliveryFee: 3000, exchangeDeliveryFee: 6000 },
    });
  });

  it('maps free, conditional-free and cash-on-delivery fees', () => {
    expect(naverDeliveryOf({ payType: 'free', fee: 3000, freeOver: null }, store).deliveryFee).toEqual({
      deliveryFeeType: 'FREE',
      baseFee: 0,
    });
    expect(naverDeliveryOf({ payType: 'prepaid', fee: 3000, freeOver: 50_000 }, store).deliveryFee).toEqual({
      deliveryFeeType: 'CONDITIONAL_FREE',
      baseFee: 3000,
      freeConditionalAmount: 50_000,
      deliveryFeePayType: 'PREPAID',
    });
    expect(naverDeliveryOf({ payType: 'cod', fee: 4000, freeOver: null }, store).deliveryFee).toEqual({
      deliveryFeeType: 'PAID',
      baseFee: 4000,
      deliveryFeePayType: 'COLLECT',
    });
  });
});
