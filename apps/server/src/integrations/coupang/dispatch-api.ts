import { Invalid, Upstream } from '../../platform/domain-errors.ts';
import type { CoupangTransport } from './coupang-transport.ts';
import { type CoupangDispatchRow, dispatchRows, unsentRows } from './dispatch-answer.ts';
import type { CoupangCredentials } from './signer.ts';

export type { CoupangDispatchRow } from './dispatch-answer.ts';

/** One invoice row: one per vendorItemId of the box (coupang-wing-lifecycle §5). */
export interface CoupangInvoiceUpload {
  shipmentBoxId: string;
  orderId: string;
  vendorItemId: string;
  deliveryCompanyCode: string;
  invoiceNumber: string;
}

/** Boxes per acknowledge call (documented maximum) and rows per invoice call (kept the same). */
export const DISPATCH_CHUNK_SIZE = 50;

const maxLong = 9_223_372_036_854_775_807n;

function checkId(id: string, name: string): void {
  if (!/^\d{1,19}$/.test(id) || BigInt(id) > maxLong) {
    throw new Invalid(`쿠팡 ${name}는 숫자로만 된 ID여야 합니다: '${id}'`);
  }
}

function checkInvoice(row: CoupangInvoiceUpload): void {
  checkId(row.shipmentBoxId, '배송번호(shipmentBoxId)');
  checkId(row.orderId, '주문번호(orderId)');
  checkId(row.vendorItemId, '옵션 ID(vendorItemId)');
  if (!/^[A-Z0-9_]{2,20}$/.test(row.deliveryCompanyCode)) {
    throw new Invalid(
      `택배사 코드는 영문 대문자, 숫자, 밑줄(_)로 된 2~20자여야 합니다: '${row.deliveryCompanyCode}'`,
    );
  }
  if (!/^[0-9-]{1,30}$/.test(row.invoiceNumber)) {
    throw new Invalid(`송장번호는 숫자와 하이픈(-)으로 된 1~30자여야 합니다: '${row.invoiceNumber}'`);
  }
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += DISPATCH_CHUNK_SIZE) {
    out.push(items.slice(start, start + DISPATCH_CHUNK_SIZE));
  }
  return out;
}

/**
 * Sends `items` in chunks of 50, one after another. A failure of the first chunk is thrown (nothing happened yet);
 * once a chunk went through, a failing chunk is reported on its rows (UPSTREAM_ERROR, with the error's message)
 * and the later chunks are not sent (NOT_SENT), so the caller still learns which boxes changed.
 */
async function inChunks<T>(
  items: readonly T[],
  boxOf: (item: T) => string,
  send: (chunk: T[]) => Promise<CoupangDispatchRow[]>,
): Promise<CoupangDispatchRow[]> {
  const rows: CoupangDispatchRow[] = [];
  const parts = chunks(items);
  for (const [index, chunk] of parts.entries()) {
    try {
      rows.push(...(await send(chunk)));
    } catch (error) {
      if (!(error instanceof Upstream) || index === 0) throw error;
      rows.push(...unsentRows(chunk.map(boxOf), 'UPSTREAM_ERROR', error.detail, error.info.retryable));
      const rest = parts
        .slice(index + 1)
        .flat()
        .map(boxOf);
      rows.push(...unsentRows(rest, 'NOT_SENT', '앞선 요청이 실패해 보내지 않았습니다.', true));
      return rows;
    }
  }
  return rows;
}

/**
 * Dispatch writes for one vendor: 발주확인 (ACCEPT → INSTRUCT) and 송장 업로드 (INSTRUCT → DEPARTURE). Neither is
 * idempotent on Coupang, so neither is ever retried blindly; every answer is read per box.
 */
export function createDispatchApi(transport: CoupangTransport, credentials: CoupangCredentials) {
  const vendorPath = `/v2/providers/openapi/apis/api/v4/vendors/${encodeURIComponent(credentials.vendorId)}`;
  return {
    /** Acknowledges order sheets (PUT v4 acknowledgement), 50 boxes per call; one row per id, in order. */
    async acknowledgeOrderSheets(shipmentBoxIds: readonly string[]): Promise<CoupangDispatchRow[]> {
      for (const id of shipmentBoxIds) checkId(id, '배송번호(shipmentBoxId)');
      const call = { operation: '발주확인', idempotent: false } as const;
      return inChunks(
        shipmentBoxIds,
        (id) => id,
        async (chunk) => {
          const body = await transport.send(credentials, {
            ...call,
            method: 'PUT',
            path: `${vendorPath}/ordersheets/acknowledgement`,
            body: { vendorId: credentials.vendorId, shipmentBoxIds: chunk.map((id) => BigInt(id)) },
          });
          return dispatchRows(body, chunk, call);
        },
      );
    },

    /**
     * Uploads invoices (POST v4 orders/invoices), 50 rows per call; one row per input row, in order. Coupang
     * answers an unknown courier code with HTTP 500 for the whole call, which is thrown as Upstream saying so.
     */
    async uploadInvoices(rows: readonly CoupangInvoiceUpload[]): Promise<CoupangDispatchRow[]> {
      for (const row of rows) checkInvoice(row);
      const call = { operation: '송장 업로드', idempotent: false } as const;
      return inChunks(
        rows,
        (row) => row.shipmentBoxId,
        async (chunk) => {
          const dtos = chunk.map((row) => ({
            shipmentBoxId: BigInt(row.shipmentBoxId),
            orderId: BigInt(row.orderId),
            vendorItemId: BigInt(row.vendorItemId),
            deliveryCompanyCode: row.deliveryCompanyCode,
            invoiceNumber: row.invoiceNumber,
            splitShipping: false,
            preSplitShipped: false,
            estimatedShippingDate: '',
          }));
          const body = await transport
            .send(credentials, {
              ...call,
              method: 'POST',
              path: `${vendorPath}/orders/invoices`,
              body: { vendorId: credentials.vendorId, orderSheetInvoiceApplyDtos: dtos },
            })
            .catch((error: unknown) => {
              throw courierHint(error, chunk);
            });
          return dispatchRows(
            body,
            chunk.map((row) => row.shipmentBoxId),
            call,
          );
        },
      );
    },
  };
}

/** Coupang's bare 500 on an invoice upload is most often an unknown courier code: the message says which to check. */
function courierHint(error: unknown, chunk: readonly CoupangInvoiceUpload[]): unknown {
  if (!(error instanceof Upstream) || error.info.httpStatus !== 500) return error;
  const codes = [...new Set(chunk.map((row) => row.deliveryCompanyCode))].join(', ');
  return new Upstream(
    `${error.detail} 쿠팡은 등록되지 않은 택배사 코드에도 이렇게 답하니, 택배사 코드(${codes})가 맞는지 확인해 주세요.`,
    error.info,
  );
}
