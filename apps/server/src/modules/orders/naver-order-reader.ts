import { naverClientOf, type StoreClientDeps } from '../uploads/index.ts';
import type { IncomingOrder } from './incoming-order.ts';
import { naverIncoming } from './naver-incoming.ts';
import type { MarketRead, OrderReader } from './order-reader.ts';

/** The first read of a store goes a week back (one changed-status call per day, paced at 2/s); later reads start where the last one stopped. */
const firstReadMs = 7 * 86_400_000;
/** Changes are re-read a little before the cursor: Naver's change index may show a change a moment late. */
const overlapMs = 5 * 60_000;
/** Walks of the changed-status list one read makes at most (the rest waits for the next read). */
const maxWalks = 3;

/** Naver's changed product orders since the store's cursor, then their details. */
export function createNaverOrderReader(deps: StoreClientDeps): OrderReader {
  return {
    async read(store, state, now): Promise<MarketRead> {
      const naver = naverClientOf(deps, store);
      const from = state.cursor
        ? new Date(state.cursor.getTime() - overlapMs)
        : new Date(now.getTime() - firstReadMs);
      // A first read of 30 days takes more than one walk of the client's 20 calls; later reads take one.
      const rows: { productOrderId: string }[] = [];
      let start: Date | null = from;
      for (let walk = 0; walk < maxWalks && start !== null; walk += 1) {
        const changed = await naver.listChangedProductOrders(start, now);
        rows.push(...changed.rows);
        start = changed.resumeFrom;
      }
      const ids = [...new Set(rows.map((row) => row.productOrderId))];
      const details = ids.length === 0 ? [] : await naver.queryProductOrders(ids);
      const orders = details
        .map((order) => naverIncoming(order, now))
        .filter((order): order is IncomingOrder => order !== undefined);
      return { orders, deep: false, cursor: start ?? now };
    },
  };
}
