import { orderActionResponseSchema, orderDetailSchema } from '@ollida/contracts/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import {
  allOrders,
  expectedMargin,
  listAndSell,
  listOrders,
  syncOrders,
  trackingCsvUpload,
} from '../../../test/kits/orders.ts';
import { startImageServer, uploadKit } from '../../../test/kits/uploads.ts';

let ctx: TestContext;
let kit: ReturnType<typeof uploadKit>;
let images: Awaited<ReturnType<typeof startImageServer>>;
let store: Awaited<ReturnType<ReturnType<typeof uploadKit>['coupangStore']>>;
let sellerProductId: string;

beforeAll(async () => {
  images = await startImageServer();
  ctx = await buildTestApp({ sourceFetch: { allowedPrefixes: [images.baseUrl] } });
  kit = uploadKit(ctx);
  store = await kit.coupangStore();
  // Approval requested at upload: the sandbox approves at once and sells the product a second later.
  await kit.setWorkspace(store.workspaceId, { requested: true });
  sellerProductId = (await listAndSell(ctx, kit, 'coupang', store, images.baseUrl)).sellerProductId ?? '';
});
afterAll(async () => {
  await ctx.close();
  await images.close();
});

describe('Coupang orders kept in our database', () => {
  it('keeps the month of orders, matches ours to the listing and its supplier cost, and shows the rest unmatched', async () => {
    const orders = await allOrders(kit, store.member.token, store.workspaceId);
    expect(orders.length).toBeGreaterThan(50);
    const ours = orders.filter((order) => order.match === 'matched');
    const others = orders.filter((order) => order.match === 'unmatched');
    expect(ours.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    for (const order of ours) {
      expect(order.product_name).toContain('캠핑의자');
      expect(order.cost).toBeGreaterThanOrEqual(15_000 * order.quantity);
      expect(order.margin).toBe(expectedMargin(order, 1080));
    }
    for (const order of others) {
      expect(order.cost).toBeNull();
      expect(order.margin).toBeNull();
    }
    const body = await listOrders(kit, store.member.token, store.workspaceId);
    expect(body.summary.count).toBe(orders.length);
    expect(body.summary.unmatched).toBe(others.length);
    expect(body.summary.margin_orders).toBe(ours.length);
    expect(body.summary.margin).toBe(ours.reduce((sum, order) => sum + (order.margin ?? 0), 0));
  });

  it('filters by tab and finds orders by buyer, product and order number', async () => {
    const accepted = await allOrders(kit, store.member.token, store.workspaceId, { status: 'ACCEPT' });
    expect(accepted.every((order) => order.status === 'ACCEPT' && order.status_label === '결제완료')).toBe(
      true,
    );
    const [order] = await allOrders(kit, store.member.token, store.workspaceId);
    if (!order) throw new Error('no orders');
    for (const q of [order.order_number, order.buyer_name, order.product_name.slice(0, 4)]) {
      const found = await allOrders(kit, store.member.token, store.workspaceId, { q });
      expect(found.map((entry) => entry.id)).toContain(order.id);
    }
  });

  it('answers 404 to a seller outside the store, for the list and for one order', async () => {
    const list = await kit.call(store.outsider.token, 'GET', `/api/orders?workspace_id=${store.workspaceId}`);
    expect(list.statusCode).toBe(404);
    const [order] = await allOrders(kit, store.member.token, store.workspaceId);
    const one = await kit.call(
      store.outsider.token,
      'GET',
      `/api/orders/${order?.id}?workspace_id=${store.workspaceId}`,
    );
    expect(one.statusCode).toBe(404);
  });

  it('shows the supplier page and option of a matched order, and the margin from what the seller paid once recorded', async () => {
    const [order] = (await allOrders(kit, store.member.token, store.workspaceId)).filter(
      (entry) => entry.match === 'matched',
    );
    if (!order) throw new Error('no matched order');
    const detail = orderDetailSchema.parse(
      (
        await kit.call(store.member.token, 'GET', `/api/orders/${order.id}?workspace_id=${store.workspaceId}`)
      ).json(),
    );
    expect(detail.items[0]?.listing?.supplier_url).toContain('supplier.example/products/chair-100');
    expect(['블랙', '카키']).toContain(detail.items[0]?.listing?.supplier_option);
    expect(detail.receiver.address1).not.toBe('');
    const saved = await kit.call(store.member.token, 'PUT', `/api/orders/${order.id}/supplier-order`, {
      workspace_id: store.workspaceId,
      supplier_order_number: 'DM-20261129-001',
      supplier_paid: 20_000,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = orderDetailSchema.parse(saved.json());
    const paid = order.amount + order.shipping_fee;
    expect(after.margin).toBe(paid - Math.round((paid * 1080) / 10_000) - 20_000);
    expect(after.supplier_order_number).toBe('DM-20261129-001');
  });

  it('re-prices margins when the fee rates change, and only owners and admins may change them', async () => {
    const refused = await kit.call(store.member.token, 'PUT', '/api/orders/fee-rates', {
      workspace_id: store.workspaceId,
      default_percent: 9,
      categories: [],
    });
    expect(refused.statusCode).toBe(403);
    const saved = await kit.call(store.owner.token, 'PUT', '/api/orders/fee-rates', {
      workspace_id: store.workspaceId,
      default_percent: 9,
      categories: [{ category: '스포츠/레저 > 캠핑', percent: 5.5 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const orders = await allOrders(kit, store.member.token, store.workspaceId);
    const matched = orders.filter((order) => order.match === 'matched' && order.supplier_paid === null);
    expect(
      matched.every((order) => order.fee_rate_percent === 5.5 && order.margin === expectedMargin(order, 550)),
    ).toBe(true);
    expect(
      orders.filter((order) => order.match === 'unmatched').every((order) => order.fee_rate_percent === 9),
    ).toBe(true);
    const bad = await kit.call(store.owner.token, 'PUT', '/api/orders/fee-rates', {
      workspace_id: store.workspaceId,
      default_percent: 120,
      categories: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('50%');
  });

  it('confirms orders at Wing and moves them to 상품준비중; confirming again sends nothing', async () => {
    const accepted = (
      await allOrders(kit, store.member.token, store.workspaceId, { status: 'ACCEPT' })
    ).slice(0, 3);
    expect(accepted.length).toBeGreaterThan(0);
    const ids = accepted.map((order) => order.id);
    const first = orderActionResponseSchema.parse(
      (
        await kit.call(store.member.token, 'POST', '/api/orders/confirm', {
          workspace_id: store.workspaceId,
          order_ids: ids,
        })
      ).json(),
    );
    expect(first.results.every((entry) => entry.ok && !entry.skipped)).toBe(true);
    await syncOrders(kit, store.member.token, store.workspaceId);
    const instructed = await allOrders(kit, store.member.token, store.workspaceId, { status: 'INSTRUCT' });
    expect(instructed.map((order) => order.id)).toEqual(expect.arrayContaining(ids));
    const again = orderActionResponseSchema.parse(
      (
        await kit.call(store.member.token, 'POST', '/api/orders/confirm', {
          workspace_id: store.workspaceId,
          order_ids: ids,
        })
      ).json(),
    );
    expect(again.results.every((entry) => entry.ok && entry.skipped)).toBe(true);
  });

  it('sends tracking numbers once: a bad number is refused before sending, the same number again is skipped', async () => {
    const ready = (await allOrders(kit, store.member.token, store.workspaceId, { status: 'INSTRUCT' })).slice(
      0,
      2,
    );
    const [one, two] = ready;
    if (!one || !two) throw new Error('need two orders in 상품준비중');
    const send = (items: { order_id: string; courier: string; tracking_number: string }[]) =>
      kit.call(store.member.token, 'POST', '/api/orders/dispatch', {
        workspace_id: store.workspaceId,
        items,
      });
    const first = orderActionResponseSchema.parse(
      (
        await send([
          { order_id: one.id, courier: 'CJ대한통운', tracking_number: '6012-3456-7890' },
          { order_id: two.id, courier: 'CJ대한통운', tracking_number: '123' },
        ])
      ).json(),
    );
    expect(first.results[0]).toMatchObject({ ok: true, skipped: false });
    expect(first.results[1]).toMatchObject({ ok: false });
    expect(first.results[1]?.message).toContain('자리');
    const again = orderActionResponseSchema.parse(
      (await send([{ order_id: one.id, courier: 'CJGLS', tracking_number: '601234567890' }])).json(),
    );
    expect(again.results[0]).toMatchObject({ ok: true, skipped: true });
    const other = orderActionResponseSchema.parse(
      (await send([{ order_id: one.id, courier: 'CJGLS', tracking_number: '601234567891' }])).json(),
    );
    expect(other.results[0]?.ok).toBe(false);
    await syncOrders(kit, store.member.token, store.workspaceId);
    const shipped = await allOrders(kit, store.member.token, store.workspaceId, { q: one.order_number });
    const row = shipped.find((order) => order.id === one.id);
    expect(row).toMatchObject({
      status: 'DEPARTURE',
      dispatch_state: 'sent',
      tracking_number: '601234567890',
      courier_code: 'CJGLS',
    });
  });

  it('sends a tracking CSV: each row gets its own result, unknown order numbers fail alone', async () => {
    const [order] = await allOrders(kit, store.member.token, store.workspaceId, { status: 'ACCEPT' });
    if (!order) throw new Error('no order in 결제완료');
    const csv = `주문번호,택배사,송장번호\n${order.order_number},한진택배,512345678901\n999999999999999999,CJ대한통운,601234567892\n`;
    const upload = trackingCsvUpload(store.workspaceId, csv);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/dispatch-csv',
      headers: { authorization: `Bearer ${store.member.token}`, ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = orderActionResponseSchema.parse(response.json());
    expect(result.results.find((entry) => entry.row === 2)).toMatchObject({ ok: false });
    expect(result.results.filter((entry) => entry.row === 1).every((entry) => entry.ok)).toBe(true);
  });

  it('exports the filtered orders as CSV with margins, an unmatched margin left empty', async () => {
    const response = await kit.call(
      store.member.token,
      'GET',
      `/api/orders/export.csv?workspace_id=${store.workspaceId}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('마진');
    const body = await listOrders(kit, store.member.token, store.workspaceId);
    expect(lines.length - 1).toBe(body.total);
    expect(lines.some((line) => line.includes(',미연결,'))).toBe(true);
    expect(sellerProductId).not.toBe('');
  });
});
