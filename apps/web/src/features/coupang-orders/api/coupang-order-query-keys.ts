import type { OrderListParams } from './get-orders';

/** Query keys of the Coupang orders feature. */
export const coupangOrderQueryKeys = {
  all: ['coupang-orders'] as const,
  list: (params: OrderListParams | null) => [...coupangOrderQueryKeys.all, 'list', params] as const,
  lookup: (sellerProductId: string, vendorItemId: string | null) =>
    [...coupangOrderQueryKeys.all, 'lookup', sellerProductId, vendorItemId] as const,
};
