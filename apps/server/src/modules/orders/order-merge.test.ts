import { describe, expect, it } from 'vitest';
import { defaultFeeRates } from './fee-rates.ts';
import type { IncomingOrder } from './incoming-order.ts';
import { dispatchSettleMs, mergeOrders } from './order-merge.ts';
import type { HeldOrder } from './order-store.repo.ts';

const now = new Date('2026-11-29T01:00:00Z');

const incoming = (over: Partial<IncomingOrder> = {}): IncomingOrder => ({
  platform: 'coupang',
  marketKey: 'box-1',
  orderNumber: 'order-1',
  tab: 'INSTRUCT',
  marketStatus: 'INSTRUCT',
  orderedAt: now,
  paidAt: now,
  buyerName: '김*수',
  people: {
    ordererName: '김*수',
    ordererPhone: '',
    receiverName: '김민수',
    receiverPhone: '',
    postCode: '',
    address1: '',
    address2: '',
    message: '',
  },
  items: [
    {
      name: '머그컵',
      optionName: '화이트',
      quantity: 2,
      unitPrice: 9_900,
      amount: 19_800,
      marketItemId: '501',
      marketProductId: '1001',
      marketOptionCode: null,
    },
  ],
  shippingFee: 3_000,
  courierCode: null,
  trackingNumber: null,
  ...over,
});

const held = (over: Partial<HeldOrder>): Map<string, HeldOrder> =>
  new Map([
    [
      'box-1',
      {
        id: 'row-1',
        tab: 'INSTRUCT',
        dispatchState: 'none',
        dispatchStartedAt: null,
        dispatchMessage: null,
        courierCode: null,
        trackingNumber: null,
        ...over,
      },
    ],
  ]);

const merge = (order: IncomingOrder, before: Map<string, HeldOrder>, at = now) =>
  mergeOrders('ws', [order], before, [], defaultFeeRates('coupang'), at)[0];

describe('merging a market read into kept orders', () => {
  it('keeps our later tab when the market list still shows the earlier one', () => {
    expect(merge(incoming({ tab: 'ACCEPT' }), held({ tab: 'INSTRUCT' }))?.tab).toBe('INSTRUCT');
  });

  it('settles a tracking number in flight as sent once the market shows it', () => {
    const row = merge(
      incoming({ tab: 'DEPARTURE', courierCode: 'CJGLS', trackingNumber: '601234567890' }),
      held({
        dispatchState: 'sending',
        dispatchStartedAt: now,
        courierCode: 'CJGLS',
        trackingNumber: '601234567890',
      }),
    );
    expect(row).toMatchObject({ dispatchState: 'sent', trackingNumber: '601234567890', tab: 'DEPARTURE' });
  });

  it('keeps a fresh one in flight, and takes a long-lost one as not sent so the seller may send it again', () => {
    const sending = held({
      dispatchState: 'sending',
      dispatchStartedAt: now,
      trackingNumber: '601234567890',
    });
    expect(merge(incoming(), sending)?.dispatchState).toBe('sending');
    const later = new Date(now.getTime() + dispatchSettleMs + 1_000);
    expect(merge(incoming(), sending, later)).toMatchObject({
      dispatchState: 'failed',
      dispatchMessage: expect.stringContaining('다시 보내'),
    });
  });

  it('has no cost, and so no margin, for an order of a product we never listed', () => {
    expect(merge(incoming(), new Map())).toMatchObject({ costTotal: null, amount: 19_800, quantity: 2 });
  });
});
