import { Invalid } from '../../platform/domain-errors.ts';
import { parseShape, unwrapEnvelope } from './coupang-response.ts';
import type { CoupangTransport } from './coupang-transport.ts';
import { seoulDate } from './coupang-values.ts';
import {
  COUPANG_ORDER_STATUSES,
  type CoupangOrderSheet,
  type CoupangOrderStatus,
  orderSheetPageSchema,
} from './order-sheet-schema.ts';
import type { CoupangCredentials } from './signer.ts';

/** Query of the order sheet list; days are Seoul calendar days, both ends inclusive, at most 31 days. */
export interface CoupangOrderSheetQuery {
  /** `yyyy-MM-dd` (Seoul) or a moment whose Seoul day is meant. */
  createdAtFrom: string | Date;
  createdAtTo: string | Date;
  status: CoupangOrderStatus;
  /** Page size, 1–50; default 50. */
  maxPerPage?: number;
  /** Stop after this many pages and hand back the nextToken; default 20. */
  maxPages?: number;
  /** Resume from a token an earlier capped call returned. */
  nextToken?: string;
  /** v5 (default) sends `yyyy-MM-dd+09:00` and answers Money objects; v4 is the legacy form. */
  apiVersion?: 'v4' | 'v5';
}

/** The sheets read, and where to resume when the page cap stopped the walk. */
export interface CoupangOrderSheetList {
  orderSheets: CoupangOrderSheet[];
  /** Non-null when more pages remain (the cap was reached). */
  nextToken: string | null;
  truncated: boolean;
  pagesRead: number;
}

const maxRangeDays = 31;
const defaultMaxPages = 20;

function toDay(value: string | Date, name: string): string {
  const day = typeof value === 'string' ? value : seoulDate(value);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
    throw new Invalid(`${name}는 yyyy-MM-dd 형식의 날짜여야 합니다.`);
  }
  return day;
}

function checkQuery(query: CoupangOrderSheetQuery): {
  from: string;
  to: string;
  perPage: number;
  maxPages: number;
} {
  const from = toDay(query.createdAtFrom, '조회 시작일');
  const to = toDay(query.createdAtTo, '조회 종료일');
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days < 1) throw new Invalid('조회 시작일은 종료일보다 늦을 수 없습니다.');
  if (days > maxRangeDays)
    throw new Invalid(`쿠팡 주문은 한 번에 최대 ${maxRangeDays}일까지 조회할 수 있습니다.`);
  if (!COUPANG_ORDER_STATUSES.includes(query.status))
    throw new Invalid(`알 수 없는 주문 상태입니다: ${query.status}`);
  const perPage = query.maxPerPage ?? 50;
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 50) {
    throw new Invalid('페이지당 주문 수는 1~50 사이여야 합니다.');
  }
  const maxPages = query.maxPages ?? defaultMaxPages;
  if (!Number.isInteger(maxPages) || maxPages < 1) throw new Invalid('최대 페이지 수는 1 이상이어야 합니다.');
  return { from, to, perPage, maxPages };
}

/** Order sheet reads for one vendor. */
export function createOrderApi(transport: CoupangTransport, credentials: CoupangCredentials) {
  return {
    /** Lists order sheets by day range and status, following nextToken until it is empty or `maxPages` is hit. */
    async listOrderSheets(query: CoupangOrderSheetQuery): Promise<CoupangOrderSheetList> {
      const { from, to, perPage, maxPages } = checkQuery(query);
      const version = query.apiVersion ?? 'v5';
      const suffix = version === 'v5' ? '+09:00' : '';
      const call = { operation: '발주서 목록 조회', idempotent: true } as const;
      const orderSheets: CoupangOrderSheet[] = [];
      let token: string | null = query.nextToken ?? null;
      let pagesRead = 0;
      do {
        const body = await transport.send(credentials, {
          ...call,
          method: 'GET',
          path: `/v2/providers/openapi/apis/api/${version}/vendors/${encodeURIComponent(credentials.vendorId)}/ordersheets`,
          query: [
            ['createdAtFrom', `${from}${suffix}`],
            ['createdAtTo', `${to}${suffix}`],
            ['status', query.status],
            ['maxPerPage', perPage],
            ['nextToken', token ?? undefined],
          ],
        });
        unwrapEnvelope(body, call);
        const page = parseShape(orderSheetPageSchema, body, call);
        orderSheets.push(...page.data);
        pagesRead += 1;
        if (page.nextToken !== null && page.nextToken === token) {
          // A cursor that does not move would loop forever; stop and report where we are.
          return { orderSheets, nextToken: token, truncated: true, pagesRead };
        }
        token = page.nextToken;
      } while (token !== null && pagesRead < maxPages);
      return { orderSheets, nextToken: token, truncated: token !== null, pagesRead };
    },
  };
}
