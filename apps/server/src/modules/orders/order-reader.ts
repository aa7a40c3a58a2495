import type { IncomingOrder } from './incoming-order.ts';
import type { OrderStoreRow, OrderSyncStateRow } from './order-settings.repo.ts';

/** What one read of a market gave: the orders, whether it covered the long range, and where the next read resumes. */
export interface MarketRead {
  orders: IncomingOrder[];
  deep: boolean;
  cursor: Date | null;
}

/** Reads a store's orders from its market with the store's own keys. */
export interface OrderReader {
  read(store: OrderStoreRow, state: OrderSyncStateRow, now: Date): Promise<MarketRead>;
}
