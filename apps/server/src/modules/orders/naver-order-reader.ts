import { naverClientOf, type StoreClientDeps } from '../uploads/store-clients.ts';
import type { IncomingOrder } from './incoming-order.ts';
import { naverIncoming } from './naver-incoming.ts';
import type { MarketRead, OrderReader } from './order-reader.ts';

/** The first read of a store goes this far back; later reads start where the last one stopped. */
const firstReadMs = 30 * 86_400_000;
/** Changes are re-read a little before the cursor: Naver's change index may show a change a moment late. */
const overlapMs = 5 * 60_000;

/** Naver's changed product orders since the store's cursor, then their details. */
export function createNaverOrderReader(deps: StoreClientDeps): OrderReader {
  return {
    async read(store, state, now): Promise<MarketRead> {
      const naver = naverClientOf(deps, store);
      const from = state.cursor
        ? new Date(state.cursor.getTime() - overlapMs)
        : new Date(now.getTime() - firstReadMs);
      const changed = await naver.listChangedProductOrders(from, now);
      const ids = [...new Set(changed.rows.map((row) => row.productOrderId))];
      const details = ids.length === 0 ? [] : await naver.queryProductOrders(ids);
      const orders = details
        .map((order) => naverIncoming(order, now))
        .filter((order): order is IncomingOrder => order !== undefined);
      return { orders, deep: false, cursor: changed.resumeFrom ?? now };
    },
  };
}
