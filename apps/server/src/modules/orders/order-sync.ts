import type { Database } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import { defaultFeeRates, feeRateOf } from './fee-rates.ts';
import { listingsForItems } from './order-listings.repo.ts';
import { ordersToWrite } from './order-merge.ts';
import type { OrderReader } from './order-reader.ts';
import type { OrderSettingsRepo } from './order-settings.repo.ts';
import type { OrderStoreRepo } from './order-store.repo.ts';

export interface OrderSyncDeps {
  db: Database;
  settings: OrderSettingsRepo;
  store: OrderStoreRepo;
  readers: { coupang: OrderReader; naver: OrderReader };
  clock: () => Date;
  onError: (error: unknown, workspaceId: string) => void;
}

/**
 * A tracking number in flight longer than this without the market showing it is taken as not sent; Wing is known to
 * lag up to about 30 minutes (coupang-wing-lifecycle §5).
 */
export const dispatchSettleMs = 40 * 60_000;
/** How long one sync may hold a store before another instance may take it over (a crash). */
const leaseMs = 15 * 60_000;
/** A store's orders are read again after this long. */
export const orderRefreshMs = 5 * 60_000;
/** Stores one sweep reads at most, least recently read first. */
const storesPerSweep = 20;

function messageOf(error: unknown): string {
  if (error instanceof DomainError) return error.message.slice(0, 300);
  return '마켓에서 주문을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';
}

/** Keeps each store's orders in our database: one store on demand, or every stale store by the sweep. */
export function createOrderSync(deps: OrderSyncDeps) {
  const running = new Map<string, Promise<void>>();

  async function syncNow(workspaceId: string): Promise<void> {
    const now = deps.clock();
    const store = await deps.settings.store(workspaceId);
    if (!store) return;
    const lease = new Date(now.getTime() + leaseMs);
    const state = await deps.settings.takeLease(workspaceId, now, lease);
    if (!state) return;
    try {
      const read = await deps.readers[store.platform].read(store, state, now);
      const items = read.orders.flatMap((order) => order.items);
      const listings = await listingsForItems(
        deps.db,
        workspaceId,
        store.platform,
        items.flatMap((item) => (item.marketProductId === null ? [] : [item.marketProductId])),
        items.map((item) => item.marketItemId),
      );
      const rates = (await deps.settings.feeRates(workspaceId)) ?? defaultFeeRates(store.platform);
      await deps.store.upsert(
        workspaceId,
        ordersToWrite(workspaceId, read.orders, listings, rates, now),
        new Date(now.getTime() - dispatchSettleMs),
      );
      // Rates saved while the read was under way were applied to the rows before it wrote them: apply them again.
      const after = await deps.settings.feeRates(workspaceId);
      if (after && JSON.stringify(after) !== JSON.stringify(rates)) {
        await deps.store.applyFeeRates(workspaceId, (path) => feeRateOf(after, path));
      }
      await deps.settings.finish(workspaceId, lease, {
        lastSyncedAt: now,
        lastError: null,
        ...(read.deep ? { lastDeepSyncAt: now } : {}),
        ...(read.cursor ? { cursor: read.cursor } : {}),
      });
    } catch (error) {
      deps.onError(error, workspaceId);
      await deps.settings.finish(workspaceId, lease, { lastError: messageOf(error) });
    }
  }

  return {
    /** Reads one store now unless a read of it is already running here; resolves when that read is done. */
    sync(workspaceId: string): Promise<void> {
      const current = running.get(workspaceId);
      if (current) return current;
      const next = syncNow(workspaceId).finally(() => running.delete(workspaceId));
      running.set(workspaceId, next);
      return next;
    },

    isRunning(workspaceId: string): boolean {
      return running.has(workspaceId);
    },

    /** Reads every store not read for `orderRefreshMs`, one after another. */
    async sweep(): Promise<number> {
      const now = deps.clock();
      const due = await deps.settings.dueStores(
        new Date(now.getTime() - orderRefreshMs),
        now,
        storesPerSweep,
      );
      for (const workspaceId of due) await this.sync(workspaceId);
      return due.length;
    },

    /** Waits for every read started here (shutdown, tests). */
    async idle(): Promise<void> {
      await Promise.allSettled([...running.values()]);
    },
  };
}

export type OrderSync = ReturnType<typeof createOrderSync>;
