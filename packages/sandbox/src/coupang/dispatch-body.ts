import type { FastifyRequest } from 'fastify';
import { parseLosslessBody } from './lossless-body.ts';
import type { CoupangSandboxContext } from './options.ts';
import { CoupangSandboxError } from './wire.ts';

/** Boxes per acknowledge or invoice call (docs/protocols/coupang-wing.md §6 for acknowledge; the same bound kept for invoices). */
export const MAX_DISPATCH_ROWS = 50;

/** One `orderSheetInvoiceApplyDtos` row, ids as decimal strings. */
export interface InvoiceRow {
  shipmentBoxId: string;
  orderId: string;
  vendorItemId: string;
  deliveryCompanyCode: string;
  invoiceNumber: string;
}

const bad = (message: string) => new CoupangSandboxError(400, 'numeric', message);

function objectBody(ctx: CoupangSandboxContext, request: FastifyRequest): Record<string, unknown> {
  const text = ctx.rawBodies.get(request);
  const body = text === undefined ? undefined : parseLosslessBody(text);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw bad('요청 본문이 없습니다.');
  return body as Record<string, unknown>;
}

function checkVendor(body: Record<string, unknown>, pathVendorId: string): void {
  if (body.vendorId !== pathVendorId) {
    throw bad(`본문의 vendorId[${String(body.vendorId)}]가 경로의 업체코드[${pathVendorId}]와 다릅니다.`);
  }
}

/** An id sent as Coupang's Long: a bare JSON integer (bigint when longer than a double holds). */
function longId(value: unknown, name: string): string {
  if (typeof value === 'bigint' && value > 0n) return value.toString();
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  throw bad(`${name}은(는) 숫자(Long)여야 합니다. (입력값: ${JSON.stringify(String(value))})`);
}

function rows(value: unknown, name: string): unknown[] {
  if (!Array.isArray(value) || value.length === 0) throw bad(`${name}은(는) 비어 있을 수 없습니다.`);
  if (value.length > MAX_DISPATCH_ROWS) {
    throw bad(`${name}은(는) 한 번에 최대 ${MAX_DISPATCH_ROWS}건까지 처리할 수 있습니다.`);
  }
  return value;
}

/** The boxes of an acknowledge body `{vendorId, shipmentBoxIds}`. */
export function acknowledgeBody(
  ctx: CoupangSandboxContext,
  request: FastifyRequest,
  pathVendorId: string,
): string[] {
  const body = objectBody(ctx, request);
  checkVendor(body, pathVendorId);
  return rows(body.shipmentBoxIds, 'shipmentBoxIds').map((id) => longId(id, 'shipmentBoxId'));
}

function text(row: Record<string, unknown>, name: string): string {
  const value = row[name];
  if (typeof value !== 'string') throw bad(`${name}은(는) 문자열이어야 합니다.`);
  return value;
}

/** The rows of an invoice upload body `{vendorId, orderSheetInvoiceApplyDtos}`. */
export function invoiceBody(
  ctx: CoupangSandboxContext,
  request: FastifyRequest,
  pathVendorId: string,
): InvoiceRow[] {
  const body = objectBody(ctx, request);
  checkVendor(body, pathVendorId);
  return rows(body.orderSheetInvoiceApplyDtos, 'orderSheetInvoiceApplyDtos').map((value) => {
    if (typeof value !== 'object' || value === null)
      throw bad('orderSheetInvoiceApplyDtos 항목이 올바르지 않습니다.');
    const row = value as Record<string, unknown>;
    return {
      shipmentBoxId: longId(row.shipmentBoxId, 'shipmentBoxId'),
      orderId: longId(row.orderId, 'orderId'),
      vendorItemId: longId(row.vendorItemId, 'vendorItemId'),
      deliveryCompanyCode: text(row, 'deliveryCompanyCode'),
      invoiceNumber: text(row, 'invoiceNumber'),
    };
  });
}
