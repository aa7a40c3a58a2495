import Fastify, { type FastifyInstance } from 'fastify';
import type { CoupangDemoVendor } from './demo-accounts.ts';
import { kstDate } from './kst.ts';
import { parseLosslessBody } from './lossless-body.ts';
import type { CoupangSandboxContext, CoupangSandboxOptions } from './options.ts';
import { createCoupangSandboxContext, mountCoupangSandbox } from './plugin.ts';
import { call, FIRST_VENDOR, manualClock, TEST_PREFIX } from './testing.ts';
import { toWireJson } from './wire.ts';

// Test-only helpers for the acknowledge and invoice routes; not used at runtime.

/** A listed sheet with its ids exact (read losslessly from the raw answer). */
export interface ListedSheet {
  shipmentBoxId: string;
  orderId: string;
  vendorItemId: string;
  orderedAt: string;
  status: string;
  deliveryCompanyName: string;
  invoiceNumber: string;
  inTrasitDateTime: string;
  receiver: { name: string; addr1: string; addr2: string; postCode: string };
}

/** The app plus the context behind it, so a test can see and seed the dispatch store. */
export async function startDispatchApp(options: CoupangSandboxOptions = {}) {
  const clock = manualClock();
  const ctx: CoupangSandboxContext = createCoupangSandboxContext({
    now: clock.now,
    rateLimitPerSecond: 0,
    ...options,
  });
  const app: FastifyInstance = Fastify();
  await app.register(async (scope) => mountCoupangSandbox(scope, ctx), { prefix: TEST_PREFIX });
  await app.ready();
  return { app, clock, ctx };
}

/** As `startDispatchApp`, plus the vendor's INSTRUCT sheets to pick from by index. */
export async function startWithPreparing(options: CoupangSandboxOptions = {}) {
  const started = await startDispatchApp(options);
  const preparing = await sheetsIn(started.app, started.clock, 'INSTRUCT');
  const pick = (index: number): ListedSheet => {
    const sheet = preparing[index];
    if (!sheet) throw new Error(`fewer than ${index + 1} INSTRUCT orders`);
    return sheet;
  };
  return { ...started, pick };
}

/** Result codes of a dispatch answer, in row order. */
export const resultCodes = (response: { json(): { data: { responseList: { resultCode: string }[] } } }) =>
  response.json().data.responseList.map((row) => row.resultCode);

export const ackPath = (version = 'v4', vendorId = FIRST_VENDOR.vendorId) =>
  `/v2/providers/openapi/apis/api/${version}/vendors/${vendorId}/ordersheets/acknowledgement`;
export const invoicePath = (version = 'v4', vendorId = FIRST_VENDOR.vendorId) =>
  `/v2/providers/openapi/apis/api/${version}/vendors/${vendorId}/orders/invoices`;

/** The vendor's sheets of the last 30 days in one status (v4, all pages). */
export async function sheetsIn(
  app: FastifyInstance,
  clock: { ms: number },
  status: string,
  vendor: CoupangDemoVendor = FIRST_VENDOR,
): Promise<ListedSheet[]> {
  const range = `createdAtFrom=${kstDate(clock.ms - 30 * 86_400_000)}&createdAtTo=${kstDate(clock.ms)}`;
  const base = `/v2/providers/openapi/apis/api/v4/vendors/${vendor.vendorId}/ordersheets?${range}&status=${status}`;
  const sheets: ListedSheet[] = [];
  let token = '';
  do {
    const response = await call(
      app,
      clock,
      'GET',
      `${base}${token ? `&nextToken=${token}` : ''}`,
      undefined,
      vendor,
    );
    const body = parseLosslessBody(response.body) as { data: Record<string, unknown>[]; nextToken: string };
    for (const sheet of body.data) {
      const item = (sheet.orderItems as Record<string, unknown>[])[0] ?? {};
      sheets.push({
        ...(sheet as unknown as ListedSheet),
        shipmentBoxId: String(sheet.shipmentBoxId),
        orderId: String(sheet.orderId),
        vendorItemId: String(item.vendorItemId),
      });
    }
    token = body.nextToken;
  } while (token !== '');
  return sheets;
}

/** An invoice row for a listed sheet. */
export function invoiceFor(sheet: ListedSheet, deliveryCompanyCode: string, invoiceNumber: string) {
  return {
    shipmentBoxId: BigInt(sheet.shipmentBoxId),
    orderId: BigInt(sheet.orderId),
    vendorItemId: Number(sheet.vendorItemId),
    deliveryCompanyCode,
    invoiceNumber,
    splitShipping: false,
    preSplitShipped: false,
    estimatedShippingDate: '',
  };
}

/** Sends a dispatch call whose bigint ids go out as bare JSON numbers. */
export async function dispatchCall(
  app: FastifyInstance,
  clock: { ms: number },
  method: 'PUT' | 'PATCH' | 'POST',
  path: string,
  body: unknown,
  vendor: CoupangDemoVendor = FIRST_VENDOR,
) {
  return call(app, clock, method, path, toWireJson(body), vendor);
}

/** Acknowledge through PUT v4 (or the given method and version). */
export async function acknowledge(
  app: FastifyInstance,
  clock: { ms: number },
  boxIds: readonly string[],
  method: 'PUT' | 'PATCH' = 'PUT',
  version = 'v4',
) {
  const body = { vendorId: FIRST_VENDOR.vendorId, shipmentBoxIds: boxIds.map((id) => BigInt(id)) };
  return dispatchCall(app, clock, method, ackPath(version), body);
}

/** Uploads invoice rows (POST v4). */
export async function uploadInvoices(app: FastifyInstance, clock: { ms: number }, rows: readonly unknown[]) {
  const body = { vendorId: FIRST_VENDOR.vendorId, orderSheetInvoiceApplyDtos: rows };
  return dispatchCall(app, clock, 'POST', invoicePath(), body);
}
