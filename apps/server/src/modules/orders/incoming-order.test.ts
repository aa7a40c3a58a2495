import { describe, expect, it } from 'vitest';
import { laterTab } from './incoming-order.ts';
import { naverTabOf } from './naver-incoming.ts';

describe('order tabs', () => {
  it('never moves an order back when a market list lags our own confirm or dispatch', () => {
    expect(laterTab('INSTRUCT', 'ACCEPT')).toBe('INSTRUCT');
    expect(laterTab('DEPARTURE', 'INSTRUCT')).toBe('DEPARTURE');
    expect(laterTab('DEPARTURE', 'DELIVERING')).toBe('DELIVERING');
    expect(laterTab('CONFIRMED', 'PAYED')).toBe('CONFIRMED');
  });

  it('lets a claim through at any stage', () => {
    expect(laterTab('CONFIRMED', 'CLAIM')).toBe('CLAIM');
    expect(laterTab('CLAIM', 'PAYED')).toBe('PAYED');
  });

  it('maps Naver statuses to the screen tabs', () => {
    const tab = (
      productOrderStatus: string,
      placeOrderStatus: string | null,
      claimStatus: string | null = null,
    ) => naverTabOf({ productOrderStatus, placeOrderStatus, claimStatus });
    expect(tab('PAYED', 'NOT_YET')).toBe('PAYED');
    expect(tab('PAYED', 'OK')).toBe('CONFIRMED');
    expect(tab('DELIVERING', 'OK')).toBe('DELIVERING');
    expect(tab('PURCHASE_DECIDED', 'OK')).toBe('DELIVERED');
    expect(tab('PAYED', 'OK', 'CANCEL_REQUEST')).toBe('CLAIM');
    expect(tab('CANCELED', 'CANCEL')).toBe('CLAIM');
  });
});
