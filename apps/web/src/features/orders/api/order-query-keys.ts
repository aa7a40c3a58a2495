import type { OrderListParams } from './get-orders';

/** Query keys of the orders feature. */
export const orderQueryKeys = {
  all: ['orders'] as const,
  lists: () => [...orderQueryKeys.all, 'list'] as const,
  list: (params: OrderListParams | null) => [...orderQueryKeys.lists(), params] as const,
  detail: (workspaceId: string, orderId: string) =>
    [...orderQueryKeys.all, 'detail', workspaceId, orderId] as const,
  feeRates: (workspaceId: string) => [...orderQueryKeys.all, 'fee-rates', workspaceId] as const,
};
