import { defaultOrderRangeDays } from '@ollida/contracts/coupang-orders';
import type {
  FeeRates,
  OrderActionResponse,
  OrderDetail,
  OrderListResponse,
  OrderSync,
} from '@ollida/contracts/orders';
import type { Database } from '../../db/client.ts';
import { Invalid, NotFound } from '../../platform/domain-errors.ts';
import { createPageCache } from '../../platform/page-cache.ts';
import type { WorkspaceAccess } from '../workspaces/index.ts';
import { readDispatchCsv } from './dispatch-csv.ts';
import type { DispatchRequestItem } from './dispatch-screen.ts';
import { defaultFeeRates, feeRateOf, toStored, toView } from './fee-rates.ts';
import { type OrderActions, tally } from './order-actions.ts';
import { exportOrdersCsv } from './order-export.ts';
import { listingSummaries } from './order-listings.repo.ts';
import type { OrderFilter, OrderQueriesRepo } from './order-queries.repo.ts';
import type { OrderSettingsRepo, OrderSyncStateRow } from './order-settings.repo.ts';
import type { OrderStoreRepo } from './order-store.repo.ts';
import type { OrderSync as OrderSyncer } from './order-sync.ts';
import { marketOrderView, orderDetailView } from './order-view.ts';

export interface OrdersServiceDeps {
  db: Database;
  access: WorkspaceAccess;
  queries: OrderQueriesRepo;
  store: OrderStoreRepo;
  settings: OrderSettingsRepo;
  sync: OrderSyncer;
  actions: OrderActions;
  clock: () => Date;
}

export interface OrderFilterInput {
  workspace_id: string;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

const dayMs = 86_400_000;
const seoulDay = (at: Date) => new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
const seoulStart = (day: string) => new Date(`${day}T00:00:00+09:00`);

/** Filters as moments: the Seoul days from..to (default the last 30 days), both included. */
export function orderFilterOf(input: OrderFilterInput, now: Date): OrderFilter {
  const to = input.to ?? seoulDay(now);
  const from = input.from ?? seoulDay(new Date(seoulStart(to).getTime() - defaultOrderRangeDays * dayMs));
  if (from > to) throw new Invalid('조회 시작일은 종료일보다 늦을 수 없습니다.');
  const q = input.q?.trim().toLowerCase();
  return {
    workspaceId: input.workspace_id,
    tab: input.status,
    from: seoulStart(from),
    until: new Date(seoulStart(to).getTime() + dayMs),
    q: q === '' ? undefined : q,
  };
}

/** The order screen's reads and the seller's own records (supplier orders, fee rates); members of the store only. */
export function createOrdersService(deps: OrdersServiceDeps) {
  const member = (userId: string, workspaceId: string) => deps.access.roleOf(userId, workspaceId);

  const pages = createPageCache<Omit<OrderListResponse, 'sync'>>({ maxEntries: 300, maxRows: 300 });

  function syncOf(workspaceId: string, state: OrderSyncStateRow | undefined): OrderSync {
    return {
      last_synced_at: state?.lastSyncedAt?.toISOString() ?? null,
      last_error: state?.lastError ?? null,
      running:
        deps.sync.isRunning(workspaceId) || (state?.leaseUntil != null && state.leaseUntil > deps.clock()),
    };
  }

  async function syncView(workspaceId: string): Promise<OrderSync> {
    return syncOf(workspaceId, await deps.settings.syncState(workspaceId));
  }

  async function detail(workspaceId: string, id: string): Promise<OrderDetail> {
    const [row] = await deps.queries.byIds(workspaceId, [id]);
    if (!row) throw new NotFound('주문을 찾을 수 없습니다.');
    const ids = row.items.flatMap((item) => (item.listingId === null ? [] : [item.listingId]));
    return orderDetailView(row, await listingSummaries(deps.db, workspaceId, ids));
  }

  return {
    /**
     * One page and the summary of the filter. Pages are kept in process under the store's version (moved by every
     * write to its orders), so a kept page is never stale, with several instances too.
     */
    async list(
      userId: string,
      input: OrderFilterInput & { page: number; page_size: number },
    ): Promise<OrderListResponse> {
      await member(userId, input.workspace_id);
      const filter = orderFilterOf(input, deps.clock());
      const state = await deps.settings.syncState(input.workspace_id);
      const sync = syncOf(input.workspace_id, state);
      // A store never read starts its first read on first look, so a new seller sees orders without a button.
      if (sync.last_synced_at === null && !sync.running) {
        void deps.sync.sync(input.workspace_id);
        sync.running = true;
      }
      const key = [
        filter.workspaceId,
        filter.tab,
        filter.from.toISOString(),
        filter.until.toISOString(),
        filter.q,
        input.page,
        input.page_size,
      ].join('|');
      const version = String(state?.version ?? 0);
      const kept = pages.get(key, version)?.[0];
      if (kept) return { ...kept, sync };
      const [rows, summary] = await Promise.all([
        deps.queries.page(filter, (input.page - 1) * input.page_size, input.page_size),
        deps.queries.summary(filter),
      ]);
      const answer: Omit<OrderListResponse, 'sync'> = {
        data: rows.map(marketOrderView),
        page: input.page,
        page_size: input.page_size,
        total: summary.count,
        summary: {
          count: summary.count,
          amount: summary.amount,
          average: summary.count === 0 ? 0 : Math.round(summary.amount / summary.count),
          margin: summary.margin,
          margin_orders: summary.marginOrders,
          unmatched: summary.unmatched,
        },
      };
      pages.set(key, version, [answer]);
      return { ...answer, sync };
    },

    async confirm(
      userId: string,
      workspaceId: string,
      orderIds: readonly string[],
    ): Promise<OrderActionResponse> {
      await member(userId, workspaceId);
      return deps.actions.confirm(workspaceId, orderIds);
    },

    async dispatch(
      userId: string,
      workspaceId: string,
      items: readonly DispatchRequestItem[],
    ): Promise<OrderActionResponse> {
      await member(userId, workspaceId);
      return deps.actions.dispatch(workspaceId, items);
    },

    /** A tracking file: rows that name no order of the store fail on their own; the rest are sent as one dispatch. */
    async dispatchCsv(userId: string, workspaceId: string, bytes: Uint8Array): Promise<OrderActionResponse> {
      await member(userId, workspaceId);
      const { items, problems } = await readDispatchCsv(bytes, workspaceId, deps.queries);
      const sent = items.length === 0 ? { results: [] } : await deps.actions.dispatch(workspaceId, items);
      const failures = problems.map((problem) => ({
        order_id: null,
        order_number: problem.orderNumber,
        row: problem.row,
        ok: false,
        skipped: false,
        message: problem.message,
      }));
      return tally([...failures, ...sent.results].sort((a, b) => (a.row ?? 0) - (b.row ?? 0)));
    },

    async exportCsv(userId: string, input: OrderFilterInput): Promise<AsyncGenerator<string>> {
      await member(userId, input.workspace_id);
      return exportOrdersCsv(deps.queries, orderFilterOf(input, deps.clock()));
    },

    async detail(userId: string, workspaceId: string, id: string): Promise<OrderDetail> {
      await member(userId, workspaceId);
      return detail(workspaceId, id);
    },

    async requestSync(userId: string, workspaceId: string): Promise<OrderSync> {
      await member(userId, workspaceId);
      void deps.sync.sync(workspaceId);
      return { ...(await syncView(workspaceId)), running: true };
    },

    async saveSupplierOrder(
      userId: string,
      workspaceId: string,
      id: string,
      value: { supplierOrderNumber: string | null; supplierPaid: number | null },
    ): Promise<OrderDetail> {
      await member(userId, workspaceId);
      const number = value.supplierOrderNumber?.trim() || null;
      if (!(await deps.store.setSupplierOrder(workspaceId, id, { ...value, supplierOrderNumber: number }))) {
        throw new NotFound('주문을 찾을 수 없습니다.');
      }
      return detail(workspaceId, id);
    },

    async feeRates(userId: string, workspaceId: string): Promise<FeeRates> {
      await member(userId, workspaceId);
      const store = await deps.settings.store(workspaceId);
      if (!store) throw new NotFound('워크스페이스를 찾을 수 없습니다.');
      return toView((await deps.settings.feeRates(workspaceId)) ?? defaultFeeRates(store.platform));
    },

    /** Saves the rates and applies them to every kept order of the store (owners and admins). */
    async saveFeeRates(userId: string, workspaceId: string, rates: FeeRates): Promise<FeeRates> {
      await deps.access.require(
        userId,
        workspaceId,
        'manageSettings',
        '수수료율은 소유자나 관리자만 바꿀 수 있습니다.',
      );
      const stored = toStored(rates);
      await deps.settings.saveFeeRates(workspaceId, stored, deps.clock());
      await deps.store.applyFeeRates(workspaceId, (path) => feeRateOf(stored, path));
      return toView(stored);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
