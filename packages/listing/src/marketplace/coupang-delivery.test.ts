import { describe, expect, it } from 'vitest';
import { coupangDeliveryOf } from './coupang-delivery.ts';

describe('coupangDeliveryOf', () => {
  it('is FREE for free delivery or a zero fee', () => {
    const free = {
      deliveryChargeType: 'FREE',
      deliveryCharge: 0,
      freeShipOverAmount: 0,
      deliveryChargeOnReturn: 2500,
    };
    expect(coupangDeliveryOf({ payType: 'free', fee: 3000, freeOver: null }, 2500)).toEqual(free);
    expect(coupangDeliveryOf({ payType: 'prepaid', fee: 0, freeOver: 50_000 }, 2500)).toEqual(free);
  });

  it('charges the fee as NOT_FREE', () => {
    expect(coupangDeliveryOf({ payType: 'prepaid', fee: 3000, freeOver: null }, 2500)).toEqual({
      deliveryChargeType: 'NOT_FREE',
      deliveryCharge: 3000,
      freeShipOverAmount: 0,
      deliveryChargeOnReturn: 2500,
    });
  });

  it('uses the fixed conditional types with a zero first-return charge', () => {
    expect(coupangDeliveryOf({ payType: 'prepaid', fee: 3000, freeOver: 19_800 }, 2500)).toEqual({
      deliveryChargeType: 'FREE_DELIVERY_OVER_19800',
      deliveryCharge: 3000,
      freeShipOverAmount: 19_800,
      deliveryChargeOnReturn: 0,
    });
    expect(
      coupangDeliveryOf({ payType: 'prepaid', fee: 2500, freeOver: 9800 }, 2500).deliveryChargeType,
    ).toBe('FREE_DELIVERY_OVER_9800');
    expect(
      coupangDeliveryOf({ payType: 'prepaid', fee: 2500, freeOver: 30_000 }, 2500).deliveryChargeType,
    ).toBe('FREE_DELIVERY_OVER_30000');
  });

  it('sends other free-over amounts as CONDITIONAL_FREE (a NOT_FREE threshold still charged every buyer)', () => {
    expect(coupangDeliveryOf({ payType: 'prepaid', fee: 3000, freeOver: 50_000 }, 2500)).toEqual({
      deliveryChargeType: 'CONDITIONAL_FREE',
      deliveryCharge: 3000,
      freeShipOverAmount: 50_000,
      deliveryChargeOnReturn: 0,
    });
  });

  it('is CHARGE_RECEIVED for cash on delivery', () => {
    expect(coupangDeliveryOf({ payType: 'cod', fee: 4000, freeOver: null }, 2500)).toEqual({
      deliveryChargeType: 'CHARGE_RECEIVED',
      deliveryCharge: 4000,
      freeShipOverAmount: 0,
      deliveryChargeOnReturn: 2500,
    });
  });
});
