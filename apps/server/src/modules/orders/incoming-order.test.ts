import { describe, expect, it } from 'vitest';
import { naverTabOf } from './naver-incoming.ts';

describe('order tabs', () => {
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
    expect(tab('PAYED', 'OK', 'CANCELING')).toBe('CLAIM');
    expect(tab('DELIVERED', 'OK', 'COLLECT_DONE')).toBe('CLAIM');
    expect(tab('DELIVERED', 'OK', 'PURCHASE_DECISION_HOLDBACK')).toBe('DELIVERED');
    expect(tab('PAYED', 'OK', 'CANCEL_REJECT')).toBe('CONFIRMED');
  });
});
