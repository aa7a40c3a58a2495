import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { NaverDemoApplication } from './demo-accounts.ts';
import type { NaverSandboxOptions } from './options.ts';
import { kstIso } from './responses.ts';
import {
  buildNaverTestApp,
  injectToken,
  injectUpload,
  naverProductBody,
  pngBytes,
  TEST_PREFIX,
} from './testing.ts';

export const START = Date.UTC(2026, 0, 15, 1, 0, 0);
export const MINUTE = 60_000;
export const DAY_MS = 86_400_000;
/** The sandbox under test, its t.clock and the demo store's t.token; `start` resets them. */
export const t = { clock: START, app: undefined as unknown as FastifyInstance, token: '' };

export async function start(opts: NaverSandboxOptions = {}) {
  t.clock = START;
  t.app = await buildNaverTestApp({ now: () => t.clock, orderIntervalMs: MINUTE, ...opts });
  t.token = await injectToken(t.app, t.clock);
}
/** Moves the t.clock on; a fresh t.token, since tokens live 3 hours. */
export async function advance(ms: number) {
  t.clock += ms;
  t.token = await injectToken(t.app, t.clock);
}

export function send(method: 'GET' | 'POST', path: string, payload?: unknown, bearer = t.token) {
  return t.app.inject({
    method,
    url: `${TEST_PREFIX}/v1/pay-order/seller/product-orders${path}`,
    headers: { authorization: `Bearer ${bearer}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function listed(
  options?: Record<string, unknown>,
): Promise<{ origin: number; channel: number }> {
  const image = (await injectUpload(t.app, t.token, [{ name: 'a.png', bytes: pngBytes('o') }])).json()
    .images[0].url;
  const body = naverProductBody(image, 'ORD-1');
  const detailAttribute = {
    ...body.originProduct.detailAttribute,
    ...(options === undefined ? {} : { optionInfo: options }),
  };
  const created = await t.app.inject({
    method: 'POST',
    url: `${TEST_PREFIX}/v2/products`,
    headers: { authorization: `Bearer ${t.token}` },
    payload: { ...body, originProduct: { ...body.originProduct, detailAttribute } },
  });
  expect(created.statusCode, created.body).toBe(200);
  return { origin: created.json().originProductNo, channel: created.json().smartstoreChannelProductNo };
}

export interface ChangedRow {
  productOrderId: string;
  lastChangedType: string;
  lastChangedDate: string;
  productOrderStatus: string;
  claimStatus?: string;
}

export async function changes(from = START - MINUTE, extra = ''): Promise<ChangedRow[]> {
  const response = await send(
    'GET',
    `/last-changed-statuses?lastChangedFrom=${encodeURIComponent(kstIso(from))}${extra}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.lastChangeStatuses;
}

export async function details(ids: string[]) {
  const response = await send('POST', '/query', { productOrderIds: ids });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

export async function ownOrders(channel: number) {
  const ids = (await changes()).map((row) => row.productOrderId);
  const all = ids.length === 0 ? [] : await details(ids);
  return all.filter(
    (row: { productOrder: { productId: string } }) => row.productOrder.productId === String(channel),
  );
}

export const dispatchRow = (productOrderId: string, overrides: Record<string, unknown> = {}) => ({
  productOrderId,
  deliveryMethod: 'DELIVERY',
  deliveryCompanyCode: 'CJGLS',
  trackingNumber: '123456789012',
  dispatchDate: kstIso(t.clock),
  ...overrides,
});

/** Closes the sandbox of the current test. */
export async function close() {
  await t.app.close();
}

/** A token of another demo application, for foreign-order checks. */
export function otherToken(application: NaverDemoApplication) {
  return injectToken(t.app, t.clock, application);
}
