import { NAVER_DEMO_STORE } from '@ollida/sandbox/naver/demo-accounts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type NaverHarness, sampleProductRequest, startNaverHarness } from '../../../test/kits/naver.ts';
import type { NaverApplicationClient } from './naver-client.ts';
import { NO_ANSWER } from './naver-orders.ts';

const MINUTE = 60_000;
const DAY_MS = 86_400_000;
const BASE = '/v1/pay-order/seller/product-orders';
const CONFIRM_PATH = `${BASE}/confirm`;
let harness: NaverHarness;
let app: NaverApplicationClient;
let start: number;

beforeEach(async () => {
  harness = await startNaverHarness({ orderIntervalMs: MINUTE, deliveredAfterMs: 60 * MINUTE });
  start = harness.clock.ms;
  app = harness.makeClient().forApplication({
    clientId: NAVER_DEMO_STORE.clientId,
    clientSecret: NAVER_DEMO_STORE.clientSecret,
  });
});
afterEach(async () => {
  await harness.close();
});

async function listed(code: string) {
  const images = await app.uploadImages([`https://supplier.example/${code}.png`]);
  return app.createProductUnlessExists(sampleProductRequest(images, code));
}

/** Ids of this run's orders of a product, oldest first. */
async function ordersOf(channelProductNo: string): Promise<string[]> {
  const { rows } = await app.listChangedProductOrders(new Date(start), new Date(harness.clock.ms + 1));
  const details = await app.queryProductOrders(rows.map((row) => row.productOrderId));
  return details.filter((order) => order.productId === channelProductNo).map((order) => order.productOrderId);
}

describe('Naver client: orders (lifecycle §4)', () => {
  it('sees a listed product sell and reads its product orders', async () => {
    const created = await listed('ORDER-1');
    harness.clock.ms += 5 * MINUTE;
    const { rows, resumeFrom } = await app.listChangedProductOrders(
      new Date(start),
      new Date(harness.clock.ms + 1),
    );
    expect(resumeFrom).toBeNull();
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows[0]).toMatchObject({ lastChangedType: 'PAYED', productOrderStatus: 'PAYED' });
    const [order] = await app.queryProductOrders([rows[0]?.productOrderId ?? '', '1']);
    expect(order).toMatchObject({
      productId: created.smartstoreChannelProductNo,
      originalProductId: created.originProductNo,
      sellerProductCode: 'ORDER-1',
      productOrderStatus: 'PAYED',
      placeOrderStatus: 'NOT_YET',
      unitPrice: 12_900,
      deliveryFeeAmount: 3000,
      delivery: null,
      shippingAddress: { zipCode: expect.stringMatching(/^\d{5}$/) },
    });
    expect(order?.totalPaymentAmount).toBe(12_900 * (order?.quantity ?? 0) + 3000);
  });

  it('follows data.more past 300 rows and stops after 20 calls with resumeFrom', async () => {
    await listed('ORDER-PAGES');
    harness.clock.ms += 7 * 60 * MINUTE;
    const path = `${BASE}/last-changed-statuses`;
    const { rows } = await app.listChangedProductOrders(new Date(start), new Date(harness.clock.ms + 1));
    expect(rows.length).toBeGreaterThan(400);
    expect(new Set(rows.map((row) => row.productOrderId)).size).toBe(rows.length);
    expect(harness.sandbox.store.countRequests('GET', path)).toBe(2);
    const ids = rows.map((row) => row.productOrderId);
    expect(await app.queryProductOrders(ids)).toHaveLength(ids.length);
    expect(harness.sandbox.store.countRequests('POST', `${BASE}/query`)).toBe(2);
    const confirmed = await app.confirmProductOrders(ids.slice(0, 40));
    expect(confirmed.succeeded.length + confirmed.failed.length).toBe(40);
    expect(confirmed.failed.every((row) => row.code === '104443')).toBe(true);
    expect(harness.sandbox.store.countRequests('POST', CONFIRM_PATH)).toBe(2);

    const from = new Date(harness.clock.ms - 30 * DAY_MS);
    const bounded = await app.listChangedProductOrders(from, new Date(harness.clock.ms));
    expect(bounded.resumeFrom).toEqual(new Date(from.getTime() + 20 * DAY_MS));
    expect(harness.sandbox.store.countRequests('GET', path)).toBe(22);
  });

  it('confirms, then dispatches to DELIVERING, with per-row failures', async () => {
    const created = await listed('ORDER-SHIP');
    harness.clock.ms += 3 * MINUTE;
    const [a, b, c] = await ordersOf(created.smartstoreChannelProductNo ?? '');
    if (a === undefined || b === undefined || c === undefined) throw new Error('no orders');
    const confirmed = await app.confirmProductOrders([a, b, '42']);
    expect(confirmed.succeeded).toEqual([a, b]);
    expect(confirmed.failed).toEqual([{ productOrderId: '42', code: '100001', message: expect.any(String) }]);
    expect((await app.confirmProductOrders([a])).failed[0]?.code).toBe('105306');

    const dispatched = await app.dispatchProductOrders(
      [
        { productOrderId: a, deliveryCompanyCode: 'CJGLS', trackingNumber: '6012-3456-7890' },
        { productOrderId: b, deliveryCompanyCode: 'NOPE', trackingNumber: '601234567891' },
        { productOrderId: c, deliveryCompanyCode: '', trackingNumber: '', direct: true },
      ],
      new Date(harness.clock.ms),
    );
    expect(dispatched.succeeded).toEqual([a, c]);
    expect(dispatched.failed).toEqual([{ productOrderId: b, code: '104119', message: expect.any(String) }]);
    const [shipped] = await app.queryProductOrders([a]);
    expect(shipped).toMatchObject({
      productOrderStatus: 'DELIVERING',
      placeOrderStatus: 'OK',
      delivery: { deliveryMethod: 'DELIVERY', deliveryCompany: 'CJGLS', trackingNumber: '601234567890' },
    });
    harness.clock.ms += 60 * MINUTE;
    expect((await app.queryProductOrders([c]))[0]?.productOrderStatus).toBe('DELIVERED');
  });

  it('never repeats a confirm, and reports rows an answer left out as NO_ANSWER', async () => {
    const created = await listed('ORDER-LOST');
    harness.clock.ms += 2 * MINUTE;
    const [a] = await ordersOf(created.smartstoreChannelProductNo ?? '');
    if (a === undefined) throw new Error('no orders');
    harness.sandbox.store.failNext({
      method: 'POST',
      path: CONFIRM_PATH,
      status: 503,
      body: { code: 'GW.BLOCK.01' },
    });
    await expect(app.confirmProductOrders([a])).rejects.toThrow();
    expect(harness.sandbox.store.countRequests('POST', CONFIRM_PATH)).toBe(1);

    harness.sandbox.store.failNext({ method: 'POST', path: CONFIRM_PATH, status: 200, body: { data: {} } });
    expect(await app.confirmProductOrders([a])).toEqual({
      succeeded: [],
      failed: [{ productOrderId: a, code: NO_ANSWER, message: expect.any(String) }],
    });
  });

  it('refuses malformed input in Korean before calling Naver', async () => {
    await expect(app.confirmProductOrders(['12a'])).rejects.toThrow('상품주문번호');
    await expect(
      app.dispatchProductOrders(
        [{ productOrderId: '1', deliveryCompanyCode: 'CJGLS', trackingNumber: 'ABC' }],
        new Date(),
      ),
    ).rejects.toThrow('송장번호');
    await expect(app.listChangedProductOrders(new Date(2), new Date(1))).rejects.toThrow('시작 시각');
  });
});
