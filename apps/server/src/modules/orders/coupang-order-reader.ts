import { orderStatuses } from '@ollida/contracts/coupang-orders';
import { seoulDate } from '../../integrations/coupang/coupang-values.ts';
import { coupangClientOf, type StoreClientDeps } from '../uploads/store-clients.ts';
import { coupangIncoming } from './coupang-incoming.ts';
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
      const orders = [];
      for (const status of orderStatuses) {
        const result = await wing.listOrderSheets({
          createdAtFrom: from,
          createdAtTo: to,
          status,
          maxPerPage: 50,
          maxPages: 20,
        });
        orders.push(...result.orderSheets.map((sheet) => coupangIncoming(sheet, now)));
      }
      return { orders, deep, cursor: null };
    },
  };
}
