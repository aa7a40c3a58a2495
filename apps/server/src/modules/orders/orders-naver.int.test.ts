import { orderActionResponseSchema, orderDetailSchema } from '@ollida/contracts/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import {
  allOrders,
  expectedMargin,
  listAndSell,
  syncOrders,
  trackingCsvUpload,
} from '../../../test/kits/orders.ts';
import { startImageServer, uploadKit } from '../../../test/kits/uploads.ts';

let ctx: TestContext;
let kit: ReturnType<typeof uploadKit>;
let images: Awaited<ReturnType<typeof startImageServer>>;
let store: Awaited<ReturnType<ReturnType<typeof uploadKit>['naverStore']>>;

beforeAll(async () => {
  images = await startImageServer();
  ctx = await buildTestApp({ sourceFetch: { allowedPrefixes: [images.baseUrl] } });
  kit = uploadKit(ctx);
  store = await kit.naverStore();
  await listAndSell(ctx, kit, 'naver', store, images.baseUrl);
});
afterAll(async () => {
  await ctx.close();
  await images.close();
});

describe('Naver orders kept in our database', () => {
  it("shows our listing's orders matched with the option's supplier cost, and the demo catalogue's as unmatched", async () => {
    const orders = await allOrders(kit, store.member.token, store.workspaceId);
    const ours = orders.filter((order) => order.match === 'matched');
    const others = orders.filter((order) => order.match === 'unmatched');
    expect(ours.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    for (const order of ours) {
      expect(order.platform).toBe('naver');
      expect(order.margin).toBe(expectedMargin(order, 550));
    }
    expect(others.every((order) => order.margin === null && order.cost === null)).toBe(true);
    const [first] = ours;
    const detail = orderDetailSchema.parse(
      (
        await kit.call(
          store.member.token,
          'GET',
          `/api/orders/${first?.id}?workspace_id=${store.workspaceId}`,
        )
      ).json(),
    );
    const item = detail.items[0];
    expect(item?.listing?.supplier_url).toContain('supplier.example');
    expect(item?.listing?.unit_cost).toBe(item?.listing?.supplier_option === '카키' ? 16_000 : 15_000);
  });

  it('confirms paid orders (발주확인) and sends a tracking CSV that moves them to 배송중 at Naver', async () => {
    const paid = (await allOrders(kit, store.member.token, store.workspaceId, { status: 'PAYED' })).slice(
      0,
      2,
    );
    expect(paid.length).toBeGreaterThan(0);
    const confirmed = orderActionResponseSchema.parse(
      (
        await kit.call(store.member.token, 'POST', '/api/orders/confirm', {
          workspace_id: store.workspaceId,
          order_ids: paid.map((order) => order.id),
        })
      ).json(),
    );
    expect(confirmed.failed).toBe(0);
    const inTab = await allOrders(kit, store.member.token, store.workspaceId, { status: 'CONFIRMED' });
    expect(inTab.map((order) => order.id)).toEqual(expect.arrayContaining(paid.map((order) => order.id)));

    const csv = `상품주문번호,택배사,송장번호\n${paid.map((order, index) => `${order.market_key},CJ대한통운,60123456789${index}`).join('\n')}\n`;
    const upload = trackingCsvUpload(store.workspaceId, csv);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/dispatch-csv',
      headers: { authorization: `Bearer ${store.member.token}`, ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(orderActionResponseSchema.parse(response.json()).failed).toBe(0);
    // The market's own record, read again, shows them shipped with the numbers sent.
    ctx.clock.now = new Date();
    await syncOrders(kit, store.member.token, store.workspaceId);
    const shipping = await allOrders(kit, store.member.token, store.workspaceId, { status: 'DELIVERING' });
    for (const [index, order] of paid.entries()) {
      expect(shipping.find((entry) => entry.id === order.id)).toMatchObject({
        dispatch_state: 'sent',
        courier_code: 'CJGLS',
        tracking_number: `60123456789${index}`,
      });
    }
  });
});
