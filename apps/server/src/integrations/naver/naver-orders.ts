import { Invalid } from '../../platform/domain-errors.ts';
import { chunks, inBatches, type NaverOrderChangeResult } from './naver-order-batches.ts';
import {
  naverChangedStatusesSchema,
  naverConfirmAnswerSchema,
  naverDispatchAnswerSchema,
  naverProductOrdersSchema,
} from './naver-order-schemas.ts';
import type { NaverChangedStatus, NaverProductOrder } from './naver-order-types.ts';
import { readNaverJson } from './naver-schemas.ts';
import type { NaverCaller } from './naver-transport.ts';

const BASE = '/v1/pay-order/seller/product-orders';
const DAY_MS = 86_400_000;
const KST_OFFSET_MS = 9 * 3_600_000;
/** Rows per `last-changed-statuses` page and ids per `query` call (lifecycle §4). */
export const NAVER_ORDER_PAGE = 300;
/** Calls one `listChangedProductOrders` makes at most; the rest is left to the next run through `resumeFrom`. */
export const NAVER_CHANGED_STATUS_MAX_CALLS = 20;
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

export { NAVER_ORDER_CHANGE_BATCH, type NaverOrderChangeResult, NO_ANSWER } from './naver-order-batches.ts';
export type {
  NaverChangedStatus,
  NaverDelivery,
  NaverProductOrder,
  NaverShippingAddress,
} from './naver-order-types.ts';
