import { Invalid, Upstream } from '../../platform/domain-errors.ts';
import {
  type NaverChangedStatus,
  type NaverProductOrder,
  naverChangedStatusesSchema,
  naverConfirmAnswerSchema,
  naverDispatchAnswerSchema,
  naverProductOrdersSchema,
} from './naver-order-schemas.ts';
import { readNaverJson } from './naver-schemas.ts';
import type { NaverCaller } from './naver-transport.ts';

const BASE = '/v1/pay-order/seller/product-orders';
const DAY_MS = 86_400_000;
const KST_OFFSET_MS = 9 * 3_600_000;
/** Rows per `last-changed-statuses` page and ids per `query` call (lifecycle §4). */
export const NAVER_ORDER_PAGE = 300;
/** Ids per `confirm`/`dispatch` call. */
export const NAVER_ORDER_CHANGE_BATCH = 30;
/** Calls one `listChangedProductOrders` makes at most; the rest is left to the next run through `resumeFrom`. */
export const NAVER_CHANGED_STATUS_MAX_CALLS = 20;
/** Code of a row a confirm/dispatch answer did not mention, or whose call got no usable answer. */
export const NO_ANSWER = 'NO_ANSWER';

/** Outcome of a confirm or dispatch: rows Naver accepted and rows it refused (or did not answer for). */
export interface NaverOrderChangeResult {
  succeeded: string[];
  failed: { productOrderId: string; code: string; message: string }[];
}

/** One product order to dispatch; `direct` means the seller delivers it (no courier, no tracking number). */
export interface NaverDispatchRow {
  productOrderId: string;
  deliveryCompanyCode: string;
  trackingNumber: string;
  direct?: boolean;
}

/** ISO-8601 in Korean time with `+09:00`, as the order API expects. */
export function naverKstIso(date: Date): string {
  return new Date(date.getTime() + KST_OFFSET_MS).toISOString().replace('Z', '+09:00');
}

function checkDate(date: Date, what: string): number {
  const ms = date.getTime();
  if (Number.isNaN(ms)) throw new Invalid(`${what}이(가) 올바른 날짜가 아닙니다.`);
  return ms;
}

function productOrderIds(ids: readonly string[]): string[] {
  for (const id of ids) {
    if (!/^\d{1,30}$/.test(id)) throw new Invalid('네이버 상품주문번호(productOrderId)는 숫자여야 합니다.');
  }
  return [...new Set(ids)];
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/**
 * Sends non-idempotent batches one after another. A call that fails is not repeated (it may have taken effect): its
 * rows and the later ones come back as NO_ANSWER, unless nothing was sent before, when the error is thrown.
 */
async function inBatches<T>(
  rows: readonly T[],
  idOf: (row: T) => string,
  send: (batch: T[]) => Promise<NaverOrderChangeResult>,
): Promise<NaverOrderChangeResult> {
  const result: NaverOrderChangeResult = { succeeded: [], failed: [] };
  const batches = chunks(rows, NAVER_ORDER_CHANGE_BATCH);
  for (const [index, batch] of batches.entries()) {
    let answer: NaverOrderChangeResult;
    try {
      answer = await send(batch);
    } catch (error) {
      if (index === 0 || !(error instanceof Upstream)) throw error;
      const message = `네이버 응답을 받지 못했습니다. 주문 상태를 확인한 뒤 다시 시도해 주세요. (${error.message})`;
      for (const row of batches.slice(index).flat())
        result.failed.push({ productOrderId: idOf(row), code: NO_ANSWER, message });
      return result;
    }
    // Only rows of this batch count, each once: an answer naming other ids is not believed for them.
    const asked = new Set(batch.map(idOf));
    const answered = new Set<string>();
    for (const id of answer.succeeded) {
      if (asked.has(id) && !answered.has(id)) result.succeeded.push(id);
      answered.add(id);
    }
    for (const row of answer.failed) {
      if (asked.has(row.productOrderId) && !answered.has(row.productOrderId)) result.failed.push(row);
      answered.add(row.productOrderId);
    }
    for (const row of batch) {
      const id = idOf(row);
      if (!answered.has(id))
        result.failed.push({
          productOrderId: id,
          code: NO_ANSWER,
          message: '네이버가 이 상품주문에 답하지 않았습니다.',
        });
    }
  }
  return result;
}

/** Orders of the Smart Store (lifecycle §4): polling changes, details, 발주확인 and 발송처리. */
export function createNaverOrderApi(call: NaverCaller) {
  return {
    /**
     * Product orders changed in [from, until), in 24-hour windows following `data.more`; at most 20 calls, after which
     * `resumeFrom` says where to carry on (rows at that instant may come again: dedupe by productOrderId).
     */
    async listChangedProductOrders(
      from: Date,
      until: Date,
    ): Promise<{ rows: NaverChangedStatus[]; resumeFrom: Date | null }> {
      const untilMs = checkDate(until, '조회 종료 시각');
      let cursor = checkDate(from, '조회 시작 시각');
      if (cursor > untilMs) throw new Invalid('조회 시작 시각이 종료 시각보다 늦습니다.');
      const rows: NaverChangedStatus[] = [];
      const seen = new Set<string>();
      let moreSequence: string | undefined;
      const context = { action: '변경 상품주문 조회', idempotent: true };
      for (let calls = 0; cursor < untilMs; calls += 1) {
        if (calls === NAVER_CHANGED_STATUS_MAX_CALLS) return { rows, resumeFrom: new Date(cursor) };
        const windowEnd = Math.min(cursor + DAY_MS, untilMs);
        const query = new URLSearchParams({
          lastChangedFrom: naverKstIso(new Date(cursor)),
          lastChangedTo: naverKstIso(new Date(windowEnd)),
          limitCount: String(NAVER_ORDER_PAGE),
          ...(moreSequence === undefined ? {} : { moreSequence }),
        });
        const response = await call({
          ...context,
          method: 'GET',
          path: `${BASE}/last-changed-statuses?${query}`,
        });
        const { data } = readNaverJson(response, naverChangedStatusesSchema, context);
        for (const row of data?.lastChangeStatuses ?? []) {
          const key = `${row.productOrderId}|${row.lastChangedDate}|${row.lastChangedType}`;
          if (seen.has(key)) continue;
          seen.add(key);
          rows.push(row);
        }
        const moreFrom =
          data?.more === undefined || data.more === null ? Number.NaN : Date.parse(data.more.moreFrom);
        // A `more` that would not move forward is ignored rather than followed forever.
        if (data?.more && moreFrom >= cursor && moreFrom < windowEnd) {
          cursor = moreFrom;
          moreSequence = data.more.moreSequence;
        } else {
          cursor = windowEnd;
          moreSequence = undefined;
        }
      }
      return { rows, resumeFrom: null };
    },

    /** Details of product orders, 300 per call; ids Naver does not know (or not this seller's) are left out. */
    async queryProductOrders(ids: readonly string[]): Promise<NaverProductOrder[]> {
      const unique = productOrderIds(ids);
      const context = { action: '상품주문 상세 조회', idempotent: true };
      const found: NaverProductOrder[] = [];
      for (const batch of chunks(unique, NAVER_ORDER_PAGE)) {
        const response = await call({
          ...context,
          method: 'POST',
          path: `${BASE}/query`,
          json: { productOrderIds: batch },
        });
        found.push(...readNaverJson(response, naverProductOrdersSchema, context).data);
      }
      return found;
    },

    /** 발주확인, 30 per call; never repeated blindly (a lost answer may have confirmed). */
    async confirmProductOrders(ids: readonly string[]): Promise<NaverOrderChangeResult> {
      const unique = productOrderIds(ids);
      const context = { action: '발주확인', idempotent: false };
      return inBatches(
        unique,
        (id) => id,
        async (batch) => {
          const response = await call({
            ...context,
            method: 'POST',
            path: `${BASE}/confirm`,
            json: { productOrderIds: batch },
          });
          const { data } = readNaverJson(response, naverConfirmAnswerSchema, context);
          return {
            succeeded: (data?.successProductOrderInfos ?? []).map((row) => row.productOrderId),
            failed: data?.failProductOrderInfos ?? [],
          };
        },
      );
    },

    /** 발송처리, 30 per call; `direct` rows go as DIRECT_DELIVERY, the others as DELIVERY with courier and tracking. */
    async dispatchProductOrders(
      rows: readonly NaverDispatchRow[],
      dispatchDate: Date,
    ): Promise<NaverOrderChangeResult> {
      checkDate(dispatchDate, '발송일');
      const ids = productOrderIds(rows.map((row) => row.productOrderId));
      if (ids.length !== rows.length)
        throw new Invalid('같은 상품주문을 한 번에 두 번 발송처리할 수 없습니다.');
      const body = rows.map((row) => {
        if (row.direct === true) {
          return {
            productOrderId: row.productOrderId,
            deliveryMethod: 'DIRECT_DELIVERY',
            dispatchDate: naverKstIso(dispatchDate),
          };
        }
        const courier = row.deliveryCompanyCode.trim();
        const tracking = row.trackingNumber.replace(/[\s-]/g, '');
        if (!/^[A-Z0-9_]{2,30}$/.test(courier)) throw new Invalid('택배사 코드가 올바르지 않습니다.');
        if (!/^\d{1,30}$/.test(tracking)) throw new Invalid('송장번호는 숫자로만 입력해 주세요.');
        return {
          productOrderId: row.productOrderId,
          deliveryMethod: 'DELIVERY',
          deliveryCompanyCode: courier,
          trackingNumber: tracking,
          dispatchDate: naverKstIso(dispatchDate),
        };
      });
      const context = { action: '발송처리', idempotent: false };
      return inBatches(
        body,
        (row) => row.productOrderId,
        async (batch) => {
          const response = await call({
            ...context,
            method: 'POST',
            path: `${BASE}/dispatch`,
            json: { dispatchProductOrders: batch },
          });
          const { data } = readNaverJson(response, naverDispatchAnswerSchema, context);
          return { succeeded: data?.successProductOrderIds ?? [], failed: data?.failProductOrderInfos ?? [] };
        },
      );
    },
  };
}
