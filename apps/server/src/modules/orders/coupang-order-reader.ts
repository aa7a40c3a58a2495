import { orderStatuses } from '@ollida/contracts/coupang-orders';
import { seoulDate } from '../../integrations/coupang/coupang-values.ts';
import { coupangClientOf, type StoreClientDeps } from '../uploads/index.ts';
import { coupangIncoming } from './coupang-incoming.ts';
import { type IncomingOrder, tabRank } from './incoming-order.ts';
import type { MarketRead, OrderReader } from './order-reader.ts';

const dayMs = 86_400_000;
/** Every sync reads this many days back; once a day the whole 30 (Wing allows 31 per query). */
const recentDays = 7;
const deepDays = 30;
const deepEveryMs = dayMs;

/** Wing's order sheets of every status over the last days, one walk of pages per status. */
export function createCoupangOrderReader(deps: StoreClientDeps): OrderReader {
  return {
    async read(store, state, now): Promise<MarketRead> {
      const wing = coupangClientOf(deps, store);
      const deep = !state.lastDeepSyncAt || now.getTime() - state.lastDeepSyncAt.getTime() >= deepEveryMs;
      const days = deep ? deepDays : recentDays;
      const from = seoulDate(new Date(now.getTime() - (days - 1) * dayMs));
      const to = seoulDate(now);
      // A box that moved on while the statuses were walked comes twice: the further one is kept.
      const orders = new Map<string, IncomingOrder>();
      const keep = (order: IncomingOrder) => {
        const seen = orders.get(order.marketKey);
        if (!seen || (tabRank[order.tab] ?? 0) >= (tabRank[seen.tab] ?? 0))
          orders.set(order.marketKey, order);
      };
      for (const status of orderStatuses) {
        const result = await wing.listOrderSheets({
          createdAtFrom: from,
          createdAtTo: to,
          status,
          maxPerPage: 50,
          maxPages: 20,
        });
        for (const sheet of result.orderSheets) keep(coupangIncoming(sheet, now));
      }
      return { orders: [...orders.values()], deep, cursor: null };
    },
  };
}
