import type { OrderActionResponse, OrderActionResult } from '@ollida/contracts/orders';
import { NotFound } from '../../platform/domain-errors.ts';
import { type DispatchRequestItem, screenDispatch } from './dispatch-screen.ts';
import {
  type DispatchLine,
  type MarketDispatch,
  type MarketOutcome,
  wholeCallOutcome,
} from './market-dispatch.ts';
import type { OrderQueriesRepo } from './order-queries.repo.ts';
import type { OrderSettingsRepo, OrderStoreRow } from './order-settings.repo.ts';
import type { DispatchChange, MarketOrderRow, OrderStoreRepo } from './order-store.repo.ts';

export interface OrderActionsDeps {
  queries: OrderQueriesRepo;
  store: OrderStoreRepo;
  settings: OrderSettingsRepo;
  markets: { coupang: MarketDispatch; naver: MarketDispatch };
  clock: () => Date;
  /** Reads the store again after an answer that did not come, so the order settles from the market's record. */
  resync: (workspaceId: string) => void;
}

const unconfirmedTab = { coupang: 'ACCEPT', naver: 'PAYED' } as const;
const confirmedTab = { coupang: 'INSTRUCT', naver: 'CONFIRMED' } as const;
const unknownOutcome =
  '마켓의 응답을 받지 못했습니다. 결과를 확인하는 중이니 잠시 후 목록을 새로고침해 주세요.';

function result(
  order: Pick<MarketOrderRow, 'id' | 'orderNumber'> | undefined,
  ok: boolean,
  message: string,
  extra: { skipped?: boolean; row?: number } = {},
): OrderActionResult {
  return {
    order_id: order?.id ?? null,
    order_number: order?.orderNumber ?? null,
    ok,
    skipped: extra.skipped ?? false,
    message,
    ...(extra.row === undefined ? {} : { row: extra.row }),
  };
}

export function tally(results: OrderActionResult[]): OrderActionResponse {
  const succeeded = results.filter((entry) => entry.ok).length;
  return { results, succeeded, failed: results.length - succeeded };
}

/** 발주 확인 and tracking numbers: every order gets its own result; nothing is sent twice. */
export function createOrderActions(deps: OrderActionsDeps) {
  async function storeOf(workspaceId: string): Promise<OrderStoreRow> {
    const store = await deps.settings.store(workspaceId);
    if (!store) throw new NotFound('워크스페이스를 찾을 수 없습니다.');
    return store;
  }

  async function callMarket(
    call: () => Promise<Map<string, MarketOutcome>>,
  ): Promise<(key: string) => MarketOutcome> {
    let outcomes: Map<string, MarketOutcome>;
    try {
      outcomes = await call();
    } catch (error) {
      const whole = wholeCallOutcome(error);
      return () => whole;
    }
    return (key) => outcomes.get(key) ?? { ok: false, unknown: true, message: unknownOutcome };
  }

  /** Confirms orders still unconfirmed on the market; returns each order's outcome. */
  async function confirmRows(
    store: OrderStoreRow,
    rows: MarketOrderRow[],
  ): Promise<Map<string, MarketOutcome>> {
    const outcomes = new Map<string, MarketOutcome>();
    if (rows.length === 0) return outcomes;
    const outcomeOf = await callMarket(() => deps.markets[store.platform].confirm(store, rows));
    const confirmed: string[] = [];
    for (const row of rows) {
      const outcome = outcomeOf(row.marketKey);
      outcomes.set(row.id, outcome);
      if (outcome.ok) confirmed.push(row.id);
    }
    await deps.store.setTab(store.id, confirmed, confirmedTab[store.platform], confirmedTab[store.platform]);
    // An answer that did not come may still have been applied: the market's own record settles it.
    if ([...outcomes.values()].some((outcome) => !outcome.ok && outcome.unknown)) deps.resync(store.id);
    return outcomes;
  }

  return {
    async confirm(workspaceId: string, orderIds: readonly string[]): Promise<OrderActionResponse> {
      const store = await storeOf(workspaceId);
      const rows = new Map((await deps.queries.byIds(workspaceId, orderIds)).map((row) => [row.id, row]));
      const results = new Map<string, OrderActionResult>();
      const toConfirm: MarketOrderRow[] = [];
      for (const id of new Set(orderIds)) {
        const row = rows.get(id);
        if (!row) results.set(id, { ...result(undefined, false, '주문을 찾을 수 없습니다.'), order_id: id });
        else if (row.tab === 'CLAIM')
          results.set(id, result(row, false, '취소·반품 요청된 주문은 발주 확인할 수 없습니다.'));
        else if (row.tab !== unconfirmedTab[store.platform])
          results.set(id, result(row, true, '이미 발주 확인된 주문입니다.', { skipped: true }));
        else toConfirm.push(row);
      }
      const outcomes = await confirmRows(store, toConfirm);
      for (const row of toConfirm) {
        const outcome = outcomes.get(row.id);
        results.set(
          row.id,
          outcome?.ok
            ? result(row, true, '발주 확인했습니다.')
            : result(row, false, outcome?.message ?? unknownOutcome),
        );
      }
      return tally([...new Set(orderIds)].flatMap((id) => results.get(id) ?? []));
    },

    async dispatch(workspaceId: string, items: readonly DispatchRequestItem[]): Promise<OrderActionResponse> {
      const store = await storeOf(workspaceId);
      const rows = new Map(
        (
          await deps.queries.byIds(
            workspaceId,
            items.map((item) => item.orderId),
          )
        ).map((row) => [row.id, row]),
      );
      const results: (OrderActionResult | undefined)[] = items.map(() => undefined);
      const wanted: { index: number; line: DispatchLine }[] = [];
      const seen = new Set<string>();
      for (const [index, item] of items.entries()) {
        const screened = screenDispatch(item, rows.get(item.orderId), seen);
        if (screened.kind === 'send') wanted.push({ index, line: screened.line });
        else
          results[index] = {
            ...result(screened.order, screened.ok, screened.message, {
              skipped: screened.skipped,
              row: item.row,
            }),
            order_id: item.orderId,
          };
      }

      const now = deps.clock();
      const claimed = await deps.store.claimDispatch(
        workspaceId,
        wanted.map(({ line }) => ({
          id: line.order.id,
          courierCode: line.courier.code,
          trackingNumber: line.trackingNumber,
        })),
        now,
      );
      const mine = wanted.filter(({ line }) => claimed.has(line.order.id));
      for (const { index, line } of wanted) {
        if (!claimed.has(line.order.id))
          results[index] = result(line.order, false, '다른 요청이 이 주문의 송장을 보내고 있습니다.');
      }
      // An order still unconfirmed is confirmed first: both markets ship only confirmed orders.
      const confirmations = await confirmRows(
        store,
        mine.map(({ line }) => line.order).filter((order) => order.tab === unconfirmedTab[store.platform]),
      );
      const ready: typeof mine = [];
      const settled: DispatchChange[] = [];
      for (const entry of mine) {
        const confirmation = confirmations.get(entry.line.order.id);
        if (confirmation && !confirmation.ok) {
          settled.push({ id: entry.line.order.id, state: 'failed', message: confirmation.message });
          results[entry.index] = result(entry.line.order, false, `발주 확인 실패: ${confirmation.message}`, {
            row: items[entry.index]?.row,
          });
        } else ready.push(entry);
      }
      const outcomeOf =
        ready.length === 0
          ? () => ({ ok: true }) as MarketOutcome
          : await callMarket(() =>
              deps.markets[store.platform].send(
                store,
                ready.map(({ line }) => line),
                now,
              ),
            );
      for (const { index, line } of ready) {
        const outcome = outcomeOf(line.order.marketKey);
        const row = items[index]?.row;
        if (outcome.ok) {
          const tab =
            store.platform === 'naver'
              ? 'DELIVERING'
              : line.courier.code === 'DIRECT'
                ? 'NONE_TRACKING'
                : 'DEPARTURE';
          settled.push({ id: line.order.id, state: 'sent', message: null, tab });
          results[index] = result(line.order, true, '송장을 보냈습니다.', { row });
        } else if (outcome.unknown) {
          results[index] = result(line.order, false, unknownOutcome, { row });
        } else {
          settled.push({ id: line.order.id, state: 'failed', message: outcome.message });
          results[index] = result(line.order, false, outcome.message, { row });
        }
      }
      await deps.store.setDispatch(workspaceId, settled);
      if (
        ready.some(({ line }) => {
          const outcome = outcomeOf(line.order.marketKey);
          return !outcome.ok && outcome.unknown;
        })
      ) {
        deps.resync(workspaceId);
      }
      return tally(results.filter((entry): entry is OrderActionResult => entry !== undefined));
    },
  };
}

export type OrderActions = ReturnType<typeof createOrderActions>;
