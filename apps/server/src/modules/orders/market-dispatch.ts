import type { Courier } from '@ollida/contracts/couriers';
import { DomainError, Upstream } from '../../platform/domain-errors.ts';
import { coupangClientOf, naverClientOf, type StoreClientDeps } from '../uploads/index.ts';
import type { OrderStoreRow } from './order-settings.repo.ts';
import type { MarketOrderRow } from './order-store.repo.ts';

/** What the market said of one order: done, refused (with its words), or no answer (it may have been applied). */
export type MarketOutcome = { ok: true } | { ok: false; unknown: boolean; message: string };

export interface DispatchLine {
  order: MarketOrderRow;
  courier: Courier;
  trackingNumber: string;
}

/** 발주 확인 and tracking numbers for one store's market. Keys are market keys (shipmentBoxId / productOrderId). */
export interface MarketDispatch {
  confirm(store: OrderStoreRow, orders: readonly MarketOrderRow[]): Promise<Map<string, MarketOutcome>>;
  send(store: OrderStoreRow, lines: readonly DispatchLine[], now: Date): Promise<Map<string, MarketOutcome>>;
}

/** A failure of the whole call, for every order of it: no answer or a 5xx may have been applied, a 4xx was not. */
export function wholeCallOutcome(error: unknown): MarketOutcome {
  if (error instanceof Upstream) {
    const status = error.info.httpStatus;
    return { ok: false, unknown: status === undefined || status >= 500, message: error.message };
  }
  // Refused before anything was sent (the client's own checks).
  if (error instanceof DomainError && error.status < 500) {
    return { ok: false, unknown: false, message: error.message };
  }
  return { ok: false, unknown: true, message: '마켓의 응답을 받지 못했습니다.' };
}

const noAnswer: MarketOutcome = { ok: false, unknown: true, message: '마켓의 응답을 받지 못했습니다.' };
const notSent: MarketOutcome = {
  ok: false,
  unknown: false,
  message: '앞선 요청이 실패해 보내지 않았습니다. 다시 보내 주세요.',
};

function outcomeOfRow(row: { succeed: boolean; resultCode: string; resultMessage: string }): MarketOutcome {
  if (row.succeed) return { ok: true };
  // No answer, or a later chunk that failed after earlier ones went through: it may have been applied.
  if (row.resultCode === 'NO_ANSWER' || row.resultCode === 'UPSTREAM_ERROR') return noAnswer;
  return {
    ok: false,
    unknown: false,
    message: row.resultMessage || `쿠팡이 거절했습니다 (${row.resultCode}).`,
  };
}

const invoiceRowsPerCall = 50;

/** Lines in groups of whole boxes whose item rows fit one invoice call. */
function boxGroups(lines: readonly DispatchLine[]): DispatchLine[][] {
  const groups: DispatchLine[][] = [];
  let current: DispatchLine[] = [];
  let rows = 0;
  for (const line of lines) {
    const size = Math.max(1, line.order.items.length);
    if (current.length > 0 && rows + size > invoiceRowsPerCall) {
      groups.push(current);
      current = [];
      rows = 0;
    }
    current.push(line);
    rows += size;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** Coupang: acknowledge by shipment box; an invoice row per item of the box, the box done when every row is. */
export function createCoupangDispatch(deps: StoreClientDeps): MarketDispatch {
  return {
    async confirm(store, orders) {
      const rows = await coupangClientOf(deps, store).acknowledgeOrderSheets(
        orders.map((order) => order.marketKey),
      );
      return new Map(rows.map((row) => [row.shipmentBoxId, outcomeOfRow(row)]));
    },
    async send(store, lines) {
      const wing = coupangClientOf(deps, store);
      const outcomes = new Map<string, MarketOutcome>();
      // One call per group of whole boxes (at most 50 item rows), so no box is split over two calls.
      let stopped: MarketOutcome | undefined;
      for (const group of boxGroups(lines)) {
        if (stopped) {
          for (const line of group) outcomes.set(line.order.marketKey, notSent);
          continue;
        }
        let rows: Awaited<ReturnType<typeof wing.uploadInvoices>>;
        try {
          rows = await wing.uploadInvoices(
            group.flatMap((line) =>
              line.order.items.map((item) => ({
                shipmentBoxId: line.order.marketKey,
                orderId: line.order.orderNumber,
                vendorItemId: item.marketItemId,
                deliveryCompanyCode: line.courier.code,
                invoiceNumber: line.trackingNumber,
              })),
            ),
          );
        } catch (error) {
          stopped = wholeCallOutcome(error);
          for (const line of group) outcomes.set(line.order.marketKey, stopped);
          continue;
        }
        for (const row of rows) {
          const outcome = outcomeOfRow(row);
          const before = outcomes.get(row.shipmentBoxId);
          if (!before || before.ok) outcomes.set(row.shipmentBoxId, outcome);
        }
      }
      return outcomes;
    },
  };
}

function naverOutcomes(
  keys: readonly string[],
  answer: { succeeded: string[]; failed: { productOrderId: string; code: string; message: string }[] },
): Map<string, MarketOutcome> {
  const outcomes = new Map<string, MarketOutcome>(keys.map((key) => [key, noAnswer]));
  for (const key of answer.succeeded) outcomes.set(key, { ok: true });
  for (const row of answer.failed) {
    outcomes.set(
      row.productOrderId,
      row.code === 'NO_ANSWER'
        ? noAnswer
        : { ok: false, unknown: false, message: row.message || `네이버가 거절했습니다 (${row.code}).` },
    );
  }
  return outcomes;
}

/** Naver: 발주확인 and 발송 by product order. */
export function createNaverDispatch(deps: StoreClientDeps): MarketDispatch {
  return {
    async confirm(store, orders) {
      const keys = orders.map((order) => order.marketKey);
      return naverOutcomes(keys, await naverClientOf(deps, store).confirmProductOrders(keys));
    },
    async send(store, lines, now) {
      const keys = lines.map((line) => line.order.marketKey);
      const answer = await naverClientOf(deps, store).dispatchProductOrders(
        lines.map((line) => ({
          productOrderId: line.order.marketKey,
          deliveryCompanyCode: line.courier.code,
          trackingNumber: line.trackingNumber,
          direct: line.courier.code === 'DIRECT',
        })),
        now,
      );
      return naverOutcomes(keys, answer);
    },
  };
}
