import type { FastifyInstance, FastifyReply } from 'fastify';
import { asObject } from './field-checker.ts';
import { applicationOf } from './gateway.ts';
import type { NaverSandboxContext } from './options.ts';
import type { DispatchRow } from './order-rules.ts';
import { changedRow, productOrderView } from './order-views.ts';
import { kstIso, sendGatewayError, traceIdOf } from './responses.ts';

const BASE = '/v1/pay-order/seller/product-orders';
const DAY_MS = 86_400_000;
export const MAX_CHANGED_ROWS = 300;
export const MAX_QUERY_IDS = 300;
export const MAX_CHANGE_IDS = 30;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
export const DELIVERY_METHODS: ReadonlySet<string> = new Set([
  'DELIVERY',
  'GDFW_ISSUE_SVC',
  'VISIT_RECEIPT',
  'DIRECT_DELIVERY',
  'QUICK_SVC',
  'NOTHING',
  'RETURN_DESIGNATED',
  'RETURN_DELIVERY',
  'RETURN_INDIVIDUAL',
  'RETURN_MERCHANT',
]);

/** Order-API errors: `{code, message, timestamp, traceId}` (lifecycle §4). */
function orderError(reply: FastifyReply, now: number, status: number, code: string, message: string) {
  return sendGatewayError(reply, now, status, code, message);
}

const badRequest = (reply: FastifyReply, now: number, message: string) =>
  orderError(reply, now, 400, '4000', message);

function envelope(reply: FastifyReply, now: number, data: unknown) {
  return { timestamp: kstIso(now), traceId: traceIdOf(reply), data };
}

function parseIso(value: unknown): number | undefined {
  if (typeof value !== 'string' || !ISO_WITH_OFFSET.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/** `productOrderIds` of 1..max digit strings, or undefined. */
function idList(body: unknown, max: number): string[] | undefined {
  const ids = asObject(body)?.productOrderIds;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > max) return undefined;
  const texts = ids.map((id: unknown) => (typeof id === 'number' ? String(id) : id));
  return texts.every((id): id is string => typeof id === 'string' && /^\d{1,30}$/.test(id))
    ? texts
    : undefined;
}

/** `dispatchProductOrders` rows, or a Korean reason they are malformed. */
function dispatchRows(body: unknown): DispatchRow[] | string {
  const rows = asObject(body)?.dispatchProductOrders;
  if (!Array.isArray(rows) || rows.length === 0 || rows.length > MAX_CHANGE_IDS) {
    return `dispatchProductOrders는 1~${MAX_CHANGE_IDS}건이어야 합니다.`;
  }
  const parsed: DispatchRow[] = [];
  for (const value of rows) {
    const row = asObject(value);
    const id = row?.productOrderId;
    const dispatchDate = parseIso(row?.dispatchDate);
    if (row === undefined || typeof id !== 'string' || !/^\d{1,30}$/.test(id))
      return 'productOrderId가 올바르지 않습니다.';
    if (typeof row.deliveryMethod !== 'string' || !DELIVERY_METHODS.has(row.deliveryMethod))
      return 'deliveryMethod가 올바르지 않습니다.';
    if (dispatchDate === undefined) return 'dispatchDate는 ISO-8601 일시(+09:00)여야 합니다.';
    const optionalText = (field: unknown) => (typeof field === 'string' ? field : undefined);
    parsed.push({
      productOrderId: id,
      deliveryMethod: row.deliveryMethod,
      deliveryCompanyCode: optionalText(row.deliveryCompanyCode),
      trackingNumber: optionalText(row.trackingNumber),
      dispatchDate,
    });
  }
  return parsed;
}

/** Registers the order routes of lifecycle §4: changed statuses, query, confirm, dispatch. */
export function registerOrderRoutes(app: FastifyInstance, ctx: NaverSandboxContext): void {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    `${BASE}/last-changed-statuses`,
    async (request, reply) => {
      const now = ctx.now();
      const query = request.query;
      const from = parseIso(query.lastChangedFrom);
      if (from === undefined)
        return badRequest(reply, now, 'lastChangedFrom은 ISO-8601 일시(+09:00)여야 합니다.');
      const to = query.lastChangedTo === undefined ? from + DAY_MS : parseIso(query.lastChangedTo);
      if (to === undefined || to < from) return badRequest(reply, now, 'lastChangedTo가 올바르지 않습니다.');
      if (to - from > DAY_MS) return orderError(reply, now, 400, '104139', '조회 기간은 최대 24시간입니다.');
      const limit = query.limitCount === undefined ? MAX_CHANGED_ROWS : Number(query.limitCount);
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_CHANGED_ROWS)
        return badRequest(reply, now, `limitCount는 1~${MAX_CHANGED_ROWS}이어야 합니다.`);
      const after = query.moreSequence;
      const type = query.lastChangedType;
      const rows = [...ctx.orders.ordersOf(applicationOf(request).clientId, now).values()]
        .filter((order) => order.lastChangedDate >= from && order.lastChangedDate < to)
        .filter((order) => type === undefined || order.lastChangedType === type)
        .filter(
          (order) => after === undefined || order.lastChangedDate > from || order.productOrderId > after,
        )
        .sort(
          (a, b) => a.lastChangedDate - b.lastChangedDate || (a.productOrderId < b.productOrderId ? -1 : 1),
        );
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const more =
        rows.length > limit && last !== undefined
          ? { moreFrom: kstIso(last.lastChangedDate), moreSequence: last.productOrderId }
          : undefined;
      return envelope(reply, now, {
        lastChangeStatuses: page.map(changedRow),
        count: page.length,
        ...(more === undefined ? {} : { more }),
      });
    },
  );

  app.post(`${BASE}/query`, async (request, reply) => {
    const now = ctx.now();
    const ids = idList(request.body, MAX_QUERY_IDS);
    if (ids === undefined)
      return badRequest(reply, now, `productOrderIds는 1~${MAX_QUERY_IDS}건이어야 합니다.`);
    const orders = ctx.orders.ordersOf(applicationOf(request).clientId, now);
    const found = [...new Set(ids)].flatMap((id) => {
      const order = orders.get(id);
      return order === undefined ? [] : [productOrderView(order)];
    });
    return envelope(reply, now, found);
  });

  app.post(`${BASE}/confirm`, async (request, reply) => {
    const now = ctx.now();
    const ids = idList(request.body, MAX_CHANGE_IDS);
    if (ids === undefined)
      return badRequest(reply, now, `productOrderIds는 1~${MAX_CHANGE_IDS}건이어야 합니다.`);
    const result = ctx.orders.confirm(applicationOf(request).clientId, ids, now);
    return envelope(reply, now, {
      successProductOrderInfos: result.succeeded,
      failProductOrderInfos: result.failed,
    });
  });

  app.post(`${BASE}/dispatch`, async (request, reply) => {
    const now = ctx.now();
    const rows = dispatchRows(request.body);
    if (typeof rows === 'string') return badRequest(reply, now, rows);
    const result = ctx.orders.dispatch(applicationOf(request).clientId, rows, now);
    return envelope(reply, now, {
      successProductOrderIds: result.succeeded,
      failProductOrderInfos: result.failed,
    });
  });
}
