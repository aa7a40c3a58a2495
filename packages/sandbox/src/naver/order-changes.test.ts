import { afterEach, describe, expect, it } from 'vitest';
import { NAVER_DEMO_WINDOW_AND_STORE } from './demo-accounts.ts';
import {
  advance,
  changes,
  close,
  details,
  dispatchRow,
  listed,
  MINUTE,
  otherToken,
  ownOrders,
  START,
  send,
  start,
  t,
} from './order-testing.ts';
import { kstIso } from './responses.ts';

afterEach(async () => {
  await close();
});

describe('naver sandbox orders: confirm and dispatch (lifecycle §4, §6 item 6)', () => {
  it('confirms PAYED/NOT_YET once; unknown, duplicate and foreign ids fail per row', async () => {
    await start();
    const { channel } = await listed();
    t.clock += 2 * MINUTE;
    const [a, b] = (await ownOrders(channel)).map(
      (row: { productOrder: { productOrderId: string } }) => row.productOrder.productOrderId,
    );
    const other = await otherToken(NAVER_DEMO_WINDOW_AND_STORE);
    await send(
      'GET',
      `/last-changed-statuses?lastChangedFrom=${encodeURIComponent(kstIso(START))}`,
      undefined,
      other,
    );
    const foreign = await send('POST', '/confirm', { productOrderIds: [a] }, other);
    expect(foreign.json().data.failProductOrderInfos).toEqual([
      { productOrderId: a, code: '101009', message: expect.any(String) },
    ]);

    const first = (await send('POST', '/confirm', { productOrderIds: [a, b, b, '999'] })).json().data;
    expect(first.successProductOrderInfos).toEqual([
      { productOrderId: a, isReceiverAddressChanged: false },
      { productOrderId: b, isReceiverAddressChanged: false },
    ]);
    expect(first.failProductOrderInfos.map((row: { code: string }) => row.code)).toEqual([
      '104131',
      '100001',
    ]);
    const again = (await send('POST', '/confirm', { productOrderIds: [a] })).json().data;
    expect(again.failProductOrderInfos[0].code).toBe('105306');
    expect((await details([a]))[0].productOrder.placeOrderStatus).toBe('OK');
  });

  it('dispatches with courier checks, then delivers after deliveredAfterMs', async () => {
    await start({ deliveredAfterMs: 60 * MINUTE });
    const { channel } = await listed();
    t.clock += 10 * MINUTE;
    const orders = await ownOrders(channel);
    const ids: string[] = orders.map(
      (row: { productOrder: { productOrderId: string } }) => row.productOrder.productOrderId,
    );
    const [ok, direct, ...rest] = ids;
    if (ok === undefined || direct === undefined) throw new Error('no orders');
    const receiver = (id: string) => {
      const address = orders.find(
        (row: { productOrder: { productOrderId: string } }) => row.productOrder.productOrderId === id,
      ).productOrder.shippingAddress;
      return `${address.name}|${address.baseAddress}|${address.detailedAddress}`;
    };
    const stranger = rest.find((id) => receiver(id) !== receiver(ok));
    if (stranger === undefined) throw new Error('no other receiver');
    const [c1, c2, c3, c4] = rest.filter((id) => id !== stranger);
    const result = (
      await send('POST', '/dispatch', {
        dispatchProductOrders: [
          dispatchRow(ok),
          dispatchRow(direct, {
            deliveryMethod: 'DIRECT_DELIVERY',
            deliveryCompanyCode: undefined,
            trackingNumber: undefined,
          }),
          dispatchRow(stranger),
          dispatchRow(c1 ?? '', { deliveryCompanyCode: undefined }),
          dispatchRow(c2 ?? '', { deliveryCompanyCode: 'NOPE' }),
          dispatchRow(c3 ?? '', { trackingNumber: '' }),
          dispatchRow(c4 ?? '', { trackingNumber: '12-34' }),
        ],
      })
    ).json().data;
    expect(result.successProductOrderIds).toEqual([ok, direct]);
    expect(result.failProductOrderInfos.map((row: { code: string }) => row.code)).toEqual([
      '104121',
      '104118',
      '104119',
      '104120',
      '104122',
    ]);
    const again = (await send('POST', '/dispatch', { dispatchProductOrders: [dispatchRow(ok)] })).json().data;
    expect(again.failProductOrderInfos[0].code).toBe('105306');

    const [shipped] = await details([ok]);
    expect(shipped).toMatchObject({
      productOrder: { productOrderStatus: 'DELIVERING', placeOrderStatus: 'OK' },
      delivery: { deliveryCompany: 'CJGLS', trackingNumber: '123456789012', deliveredDate: null },
    });
    expect((await changes()).find((row) => row.productOrderId === ok)).toMatchObject({
      lastChangedType: 'DISPATCHED',
      lastChangedDate: kstIso(t.clock),
    });
    t.clock += 60 * MINUTE;
    const [delivered] = await details([ok]);
    expect(delivered.productOrder.productOrderStatus).toBe('DELIVERED');
    expect(delivered.delivery.deliveredDate).toBe(kstIso(t.clock));
    const late = (await send('POST', '/confirm', { productOrderIds: [ok] })).json().data;
    expect(late.failProductOrderInfos[0].code).toBe('104442');
    const redo = (await send('POST', '/dispatch', { dispatchProductOrders: [dispatchRow(ok)] })).json().data;
    expect(redo.failProductOrderInfos[0].code).toBe('104442');
  });

  it('turns about 5% of orders into cancel requests that cannot be confirmed or dispatched', async () => {
    await start();
    await listed();
    await advance(12 * 60 * MINUTE);
    const rows = await changes();
    const claimed = rows.filter((row) => row.claimStatus === 'CANCEL_REQUEST');
    expect(claimed.length).toBeGreaterThan(5);
    expect(claimed.length).toBeLessThan(rows.length / 8);
    const [one] = claimed;
    if (one === undefined) throw new Error('no claim');
    expect(one.lastChangedType).toBe('CLAIM_REQUESTED');
    expect((await details([one.productOrderId]))[0].cancel).toMatchObject({ claimStatus: 'CANCEL_REQUEST' });
    const confirm = (await send('POST', '/confirm', { productOrderIds: [one.productOrderId] })).json().data;
    expect(confirm.failProductOrderInfos[0].code).toBe('104443');
    const dispatch = (
      await send('POST', '/dispatch', { dispatchProductOrders: [dispatchRow(one.productOrderId)] })
    ).json().data;
    expect(dispatch.failProductOrderInfos[0].code).toBe('104443');
  });
});
