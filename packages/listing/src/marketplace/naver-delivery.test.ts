import { describe, expect, it } from 'vitest';
import { naverDeliveryOf } from './naver-delivery.ts';

const store = {
  courierCode: 'HANJIN',
  returnFee: 3000,
  exchangeFee: 6000,
  remoteFees: { jeju: 0, island: 0 },
};

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

  it('adds the store extra fees by zone: two zones when Jeju and the islands cost the same, three otherwise', () => {
    const free = { payType: 'free', fee: 0, freeOver: null } as const;
    expect(naverDeliveryOf(free, { ...store, remoteFees: { jeju: 3000, island: 5000 } }).deliveryFee).toEqual(
      {
        deliveryFeeType: 'FREE',
        baseFee: 0,
        deliveryFeeByArea: { deliveryAreaType: 'AREA_3', area2extraFee: 3000, area3extraFee: 5000 },
      },
    );
    expect(
      naverDeliveryOf(free, { ...store, remoteFees: { jeju: 4000, island: 4000 } }).deliveryFee
        .deliveryFeeByArea,
    ).toEqual({ deliveryAreaType: 'AREA_2', area2extraFee: 4000 });
    expect(naverDeliveryOf(free, store).deliveryFee).not.toHaveProperty('deliveryFeeByArea');
  });
});
