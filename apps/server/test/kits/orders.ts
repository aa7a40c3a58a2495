import { type MarketOrder, orderListResponseSchema } from '@ollida/contracts/orders';
import { uploadResponseSchema } from '@ollida/contracts/uploads';
import { expect } from 'vitest';
import type { IncomingOrder } from '../../src/modules/orders/index.ts';
import type { TestContext } from '../build-test-app.ts';
import { chairDraft, type uploadKit } from './uploads.ts';

type Kit = ReturnType<typeof uploadKit>;

/** The order list of a store as the screen asks for it (every tab unless `status`). */
export async function listOrders(
  kit: Kit,
  token: string,
  workspaceId: string,
  params: Record<string, string> = {},
) {
  const query = new URLSearchParams({ workspace_id: workspaceId, page_size: '100', ...params });
  const response = await kit.call(token, 'GET', `/api/orders?${query.toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return orderListResponseSchema.parse(response.json());
}

/** Starts a read of the store's orders and waits until it is done. */
export async function syncOrders(kit: Kit, token: string, workspaceId: string): Promise<void> {
  const started = await kit.call(token, 'POST', '/api/orders/sync', { workspace_id: workspaceId });
  expect(started.statusCode, started.body).toBe(202);
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const body = await listOrders(kit, token, workspaceId, { page_size: '20' });
    if (!body.sync.running && body.sync.last_synced_at !== null) {
      expect(body.sync.last_error).toBeNull();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the order sync did not finish');
}

/** Every order of the store in the default range, across pages. */
export async function allOrders(
  kit: Kit,
  token: string,
  workspaceId: string,
  params: Record<string, string> = {},
) {
  const orders: MarketOrder[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const body = await listOrders(kit, token, workspaceId, { ...params, page: String(page) });
    orders.push(...body.data);
    if (orders.length >= body.total) break;
  }
  return orders;
}

/** The margin the list must show: paid (items and shipping) − fee at the rate − supplier cost − shipping passed on. */
export function expectedMargin(order: MarketOrder, feeX100: number): number | null {
  if (order.cost === null) return null;
  return order.amount - Math.round(((order.amount + order.shipping_fee) * feeX100) / 10_000) - order.cost;
}

/** A multipart body of a tracking file for `POST /api/orders/dispatch-csv`. */
export function trackingCsvUpload(workspaceId: string, csv: string, fileName = 'tracking.csv') {
  const boundary = '----ollidaOrdersBoundary';
  const payload = Buffer.from(
    [
      `--${boundary}\r\nContent-Disposition: form-data; name="workspace_id"\r\n\r\n${workspaceId}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n`,
      `--${boundary}--\r\n`,
    ].join(''),
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** One kept order written straight to the database (for tests that need an order without a market read). */
export function sampleOrderRow(workspaceId: string, now: Date) {
  return {
    workspaceId,
    platform: 'coupang' as const,
    marketKey: '600000000000000001',
    orderNumber: '300000000000000001',
    tab: 'ACCEPT',
    marketStatus: 'ACCEPT',
    orderedAt: now,
    paidAt: now,
    buyerName: '김*수',
    productName: '접이식 캠핑의자',
    optionName: '블랙',
    quantity: 1,
    amount: 25_000,
    shippingFee: 3_000,
    people: {
      ordererName: '김*수',
      ordererPhone: '0502-1234-5678',
      receiverName: '김민수',
      receiverPhone: '0502-1234-5678',
      postCode: '06236',
      address1: '서울특별시 강남구 테헤란로 123',
      address2: '4층',
      message: '문 앞에 놓아 주세요',
    },
    items: [],
    searchText: '300000000000000001 김*수 접이식 캠핑의자',
    categoryPath: null,
    costTotal: null,
    feeRateX100: 1080,
    syncedAt: now,
  };
}

/** The chair draft priced from a supplier cost of 15,000원 (블랙) and 16,000원 (카키). */
export function pricedChair(imageBaseUrl: string) {
  const draft = chairDraft(imageBaseUrl);
  return {
    ...draft,
    items: draft.items.map((item, index) => ({ ...item, supplierPrice: 15_000 + index * 1_000 })),
  };
}

/** Uploads the priced chair to a store, waits for the sandbox's first sale (a second later), and reads the orders. */
export async function listAndSell(
  ctx: TestContext,
  kit: Kit,
  platform: 'coupang' | 'naver',
  store: { workspaceId: string; owner: { token: string }; member: { token: string } },
  imageBaseUrl: string,
): Promise<{ sellerProductId: string | null }> {
  const uploaded = await kit.upload(store.owner.token, platform, {
    product_details: pricedChair(imageBaseUrl),
    workspace_id: store.workspaceId,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  ctx.clock.now = new Date();
  await syncOrders(kit, store.member.token, store.workspaceId);
  return { sellerProductId: uploadResponseSchema.parse(uploaded.json()).data.seller_product_id };
}

/** An order as a market read gives it (a two-mug Coupang box, 상품준비중), with `over` changed. */
export const incomingOrder = (over: Partial<IncomingOrder> = {}): IncomingOrder => ({
  platform: 'coupang',
  marketKey: 'box-1',
  orderNumber: 'order-1',
  tab: 'INSTRUCT',
  marketStatus: 'INSTRUCT',
  orderedAt: new Date('2026-11-29T01:00:00Z'),
  paidAt: new Date('2026-11-29T01:00:00Z'),
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
