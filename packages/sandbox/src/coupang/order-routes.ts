import type { FastifyInstance } from 'fastify';
import { assertPathVendor } from './gateway.ts';
import { DAY_MS, kstDayStart } from './kst.ts';
import { type CoupangSandboxContext, PATHS } from './options.ts';
import { ORDER_STATUSES, type OrderStatus, orderSheetView, toKstDayStart } from './order-generator.ts';
import { vendorOrdersBetween } from './order-lookup.ts';
import { CoupangSandboxError, sendJson } from './wire.ts';

const maxRangeDays = 31;
const maxPerPageLimit = 50;
// nextToken is opaque on Coupang; an offset folded into a large number keeps clients from building their own.
const tokenBase = 448_537_000;
const tokenStep = 7919;

const bad = (message: string) => new CoupangSandboxError(400, 'numeric', message);

function param(query: unknown, name: string): string | undefined {
  const value = typeof query === 'object' && query !== null ? Reflect.get(query, name) : undefined;
  if (Array.isArray(value)) throw bad(`${name} 파라미터가 여러 번 전달되었습니다.`);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function dayParam(query: unknown, name: string): number {
  const value = param(query, name);
  if (value === undefined) throw bad(`${name}은(는) 필수 파라미터입니다.`);
  const match = /^(\d{4}-\d{2}-\d{2})(\+09:00)?$/.exec(value);
  const start = match?.[1] === undefined ? undefined : kstDayStart(match[1]);
  if (start !== undefined) return start;
  if (/^\d{4}-\d{2}-\d{2} 09:00$/.test(value)) {
    throw bad(`${name} 형식이 올바르지 않습니다: '${value}'. 시간대의 '+'는 %2B로 인코딩해야 합니다.`);
  }
  throw bad(`${name} 형식이 올바르지 않습니다: '${value}'. (yyyy-MM-dd 또는 yyyy-MM-dd+09:00)`);
}

function minuteParam(query: unknown, name: string): number {
  const value = param(query, name);
  const match = value === undefined ? null : /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(\+09:00)?$/.exec(value);
  const day = match?.[1] === undefined ? undefined : kstDayStart(match[1]);
  const hours = Number(match?.[2]);
  const minutes = Number(match?.[3]);
  if (day === undefined || hours > 23 || minutes > 59) {
    throw bad(`${name} 형식이 올바르지 않습니다: '${String(value)}'. (yyyy-MM-ddTHH:mm)`);
  }
  return day + (hours * 60 + minutes) * 60_000;
}

function statusParam(query: unknown): OrderStatus {
  const value = param(query, 'status');
  if (value === undefined) throw bad('status은(는) 필수 파라미터입니다.');
  const status = ORDER_STATUSES.find((candidate) => candidate === value);
  if (!status) throw bad(`status 값[${value}]이 올바르지 않습니다. 허용값: ${ORDER_STATUSES.join(', ')}`);
  return status;
}

function pageSizeParam(query: unknown): number {
  const value = param(query, 'maxPerPage');
  if (value === undefined) return maxPerPageLimit;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > maxPerPageLimit) {
    throw bad(`maxPerPage는 1 이상 ${maxPerPageLimit} 이하의 정수여야 합니다. (입력값: ${value})`);
  }
  return size;
}

function offsetParam(query: unknown): number {
  const value = param(query, 'nextToken');
  if (value === undefined) return 0;
  const offset = (Number(value) - tokenBase) / tokenStep;
  if (!/^\d+$/.test(value) || !Number.isInteger(offset) || offset < 0)
    throw bad(`nextToken[${value}]이 올바르지 않습니다.`);
  return offset;
}

/** Order sheet list (v4 and v5): day paging with nextToken, or a minute window with `searchType=timeFrame`. */
export function registerOrderRoutes(app: FastifyInstance, ctx: CoupangSandboxContext): void {
  app.get<{ Params: { version: string; vendorId: string } }>(
    `${PATHS.openapiVendor}/ordersheets`,
    async (request, reply) => {
      const { version } = request.params;
      if (version !== 'v4' && version !== 'v5')
        throw new CoupangSandboxError(404, 'gateway', 'No API matches the requested path.');
      const vendor = assertPathVendor(ctx, request, request.params.vendorId);
      const query = request.query;
      const status = statusParam(query);
      if (param(query, 'searchType') === 'timeFrame') {
        const from = minuteParam(query, 'createdAtFrom');
        const to = minuteParam(query, 'createdAtTo');
        if (to < from || to - from > DAY_MS) throw bad('timeFrame 조회 기간은 24시간 이내여야 합니다.');
        const sheets = vendorOrdersBetween(ctx, vendor.vendorId, toKstDayStart(from), toKstDayStart(to))
          .filter(
            (order) => order.status === status && order.orderedAt >= from && order.orderedAt < to + 60_000,
          )
          .map((order) => orderSheetView(order, version));
        return sendJson(reply, 200, { code: 200, message: 'OK', data: sheets, nextToken: '' });
      }
      const from = dayParam(query, 'createdAtFrom');
      const to = dayParam(query, 'createdAtTo');
      if (to < from) throw bad('createdAtFrom은 createdAtTo보다 늦을 수 없습니다.');
      if ((to - from) / DAY_MS + 1 > maxRangeDays) throw bad(`조회 기간은 최대 ${maxRangeDays}일입니다.`);
      const pageSize = pageSizeParam(query);
      const offset = offsetParam(query);
      const matching = vendorOrdersBetween(ctx, vendor.vendorId, from, to).filter(
        (order) => order.status === status,
      );
      const page = matching.slice(offset, offset + pageSize).map((order) => orderSheetView(order, version));
      const next =
        offset + pageSize < matching.length ? String(tokenBase + (offset + pageSize) * tokenStep) : '';
      return sendJson(reply, 200, { code: 200, message: 'OK', data: page, nextToken: next });
    },
  );
}
