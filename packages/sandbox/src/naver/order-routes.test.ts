import { afterEach, describe, expect, it } from 'vitest';
import {
  advance,
  type ChangedRow,
  changes,
  close,
  DAY_MS,
  details,
  listed,
  MINUTE,
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

describe('naver sandbox orders: generation and changed statuses (lifecycle §4, §6 item 6)', () => {
  it('sells a fresh listing 1 s after registration, then at the configured pace', async () => {
    await start();
    const { origin, channel } = await listed();
    expect(await ownOrders(channel)).toHaveLength(0);
    t.clock += 1000;
    const [first] = await ownOrders(channel);
    expect(first).toMatchObject({
      order: { paymentDate: kstIso(START + 1000) },
      productOrder: {
        productOrderStatus: 'PAYED',
        placeOrderStatus: 'NOT_YET',
        productId: String(channel),
        originalProductId: String(origin),
        sellerProductCode: 'ORD-1',
        productName: '밀폐용기 ORD-1',
        unitPrice: 10_000,
        shippingAddress: { name: expect.any(String), zipCode: expect.stringMatching(/^\d{5}$/) },
      },
      delivery: null,
    });
    expect(first.productOrder.quantity).toBeGreaterThanOrEqual(1);
    expect(first.productOrder.totalPaymentAmount).toBe(10_000 * first.productOrder.quantity);
    t.clock += 10 * MINUTE;
    expect(await ownOrders(channel)).toHaveLength(11);
  });

  it('generates the same orders for the same t.clock and seed, plus demo-catalogue orders', async () => {
    await start();
    await advance(DAY_MS);
    const firstRun = (await changes(START)).map((row) => row.productOrderId);
    await close();
    await start();
    await advance(DAY_MS);
    expect((await changes(START)).map((row) => row.productOrderId)).toEqual(firstRun);
    const demo = await details(firstRun);
    expect(demo.length).toBeGreaterThanOrEqual(4);
    expect(demo.map((row: { productOrder: { productId: string } }) => row.productOrder.productId)).toContain(
      '9100000001',
    );
  });

  it('picks an option combination: text, code and price', async () => {
    await start();
    const { channel } = await listed({
      optionCombinationGroupNames: { optionGroupName1: '색상', optionGroupName2: '크기' },
      optionCombinations: [
        { optionName1: '빨강', optionName2: 'L', stockQuantity: 7, price: 1_000, usable: true },
      ],
    });
    t.clock += 1000;
    const [order] = await ownOrders(channel);
    expect(order.productOrder).toMatchObject({ productOption: '색상: 빨강 / 크기: L', unitPrice: 11_000 });
    expect(order.productOrder.optionCode).toMatch(/^\d+$/);
  });

  it('pages changed statuses with more{moreFrom, moreSequence}, sorted by time then id', async () => {
    await start();
    await listed();
    t.clock += 30 * MINUTE;
    const all = await changes();
    expect(all.length).toBeGreaterThan(5);
    const paged: ChangedRow[] = [];
    let extra = '&limitCount=4';
    let from = START - MINUTE;
    for (let call = 0; call < 50; call += 1) {
      const body = (
        await send(
          'GET',
          `/last-changed-statuses?lastChangedFrom=${encodeURIComponent(kstIso(from))}${extra}`,
        )
      ).json();
      expect(body).toMatchObject({ timestamp: expect.any(String), traceId: expect.any(String) });
      paged.push(...body.data.lastChangeStatuses);
      if (body.data.more === undefined) break;
      expect(body.data.lastChangeStatuses).toHaveLength(4);
      from = Date.parse(body.data.more.moreFrom);
      extra = `&limitCount=4&moreSequence=${body.data.more.moreSequence}`;
    }
    expect(paged).toEqual(all);
    const keys = all.map((row) => `${Date.parse(row.lastChangedDate)}|${row.productOrderId}`);
    expect([...keys].sort((a, b) => (a.padStart(30) < b.padStart(30) ? -1 : 1))).toEqual(keys);
    expect(all[0]).toMatchObject({ lastChangedType: 'PAYED', receiverAddressChanged: false });
  });

  it('refuses bad windows and parameters in the order error shape', async () => {
    await start();
    const wide = await send(
      'GET',
      `/last-changed-statuses?lastChangedFrom=${encodeURIComponent(kstIso(START))}&lastChangedTo=${encodeURIComponent(kstIso(START + DAY_MS + 1))}`,
    );
    expect(wide.statusCode).toBe(400);
    expect(wide.json()).toMatchObject({
      code: '104139',
      timestamp: expect.any(String),
      traceId: expect.any(String),
    });
    expect((await send('GET', '/last-changed-statuses')).json().code).toBe('4000');
    const tooMany = await send(
      'GET',
      `/last-changed-statuses?lastChangedFrom=${encodeURIComponent(kstIso(START))}&limitCount=301`,
    );
    expect(tooMany.statusCode).toBe(400);
    expect((await send('POST', '/query', { productOrderIds: [] })).statusCode).toBe(400);
    const ids = Array.from({ length: 31 }, (_, i) => String(i + 1));
    expect((await send('POST', '/confirm', { productOrderIds: ids })).json().code).toBe('4000');
    expect(
      (await send('POST', '/dispatch', { dispatchProductOrders: [{ productOrderId: '1' }] })).statusCode,
    ).toBe(400);
    expect((await send('POST', '/query', { productOrderIds: ['1'] }, 'wrong')).json().code).toBe('GW.AUTHN');
  });

  it('keeps at most maxOrdersPerApplication product orders, dropping the oldest', async () => {
    await start({ maxOrdersPerApplication: 50 });
    await listed();
    await advance(20 * 60 * MINUTE);
    const rows = await changes();
    expect(rows).toHaveLength(50);
    expect(Date.parse(rows[0]?.lastChangedDate ?? '')).toBeGreaterThan(START + 10 * 60 * MINUTE);
  });
});
