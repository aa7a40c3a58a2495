import { describe, expect, it } from 'vitest';
import { incomingOrder } from '../../../test/kits/orders.ts';
import { defaultFeeRates } from './fee-rates.ts';
import type { IncomingOrder } from './incoming-order.ts';
import { ordersToWrite } from './order-merge.ts';

const now = new Date('2026-11-29T01:00:00Z');

const write = (order: IncomingOrder) => ordersToWrite('ws', [order], [], defaultFeeRates('coupang'), now)[0];

describe('a market read as rows to write', () => {
  it('says sent only when the market shows the parcel shipped with a number, or sent directly', () => {
    expect(write(incomingOrder())?.dispatchState).toBe('none');
    expect(
      write(incomingOrder({ tab: 'DEPARTURE', courierCode: 'CJGLS', trackingNumber: '601234567890' })),
    ).toMatchObject({
      dispatchState: 'sent',
      trackingNumber: '601234567890',
    });
    expect(write(incomingOrder({ tab: 'NONE_TRACKING' }))?.dispatchState).toBe('sent');
  });

  it('has no cost, and so no margin, for an order of a product we never listed', () => {
    expect(write(incomingOrder())).toMatchObject({
      costTotal: null,
      amount: 19_800,
      quantity: 2,
      feeRateX100: 1080,
    });
  });
});
