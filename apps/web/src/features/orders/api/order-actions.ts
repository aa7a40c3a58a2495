import type {
  OrderActionResponse,
  OrderDetail,
  OrderDispatchRequest,
  OrderSync,
} from '@ollida/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orderQueryKeys } from './order-query-keys';

/** Re-reads every list (and detail) once an action changed orders on the market. */
function useOrdersChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orderQueryKeys.all });
}

/** `POST /api/orders/sync`: starts a refresh from the market; the list polls while `sync.running`. */
export function useSyncOrders(workspaceId: string) {
  const changed = useOrdersChanged();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ sync: OrderSync }>('/api/orders/sync', {
        method: 'POST',
        body: { workspace_id: workspaceId },
      }),
    onSuccess: changed,
  });
}

/** `POST /api/orders/confirm`: 발주 확인, with a result per order. */
export function useConfirmOrders(workspaceId: string) {
  const changed = useOrdersChanged();
  return useMutation({
    mutationFn: (orderIds: string[]) =>
      apiRequest<OrderActionResponse>('/api/orders/confirm', {
        method: 'POST',
        body: { workspace_id: workspaceId, order_ids: orderIds },
      }),
    onSuccess: changed,
  });
}

/** `POST /api/orders/dispatch`: tracking numbers typed per order. */
export function useDispatchOrders(workspaceId: string) {
  const changed = useOrdersChanged();
  return useMutation({
    mutationFn: (items: OrderDispatchRequest['items']) =>
      apiRequest<OrderActionResponse>('/api/orders/dispatch', {
        method: 'POST',
        body: { workspace_id: workspaceId, items },
      }),
    onSuccess: changed,
  });
}

/** `POST /api/orders/dispatch-csv`: a CSV of 주문번호, 택배사, 송장번호; a result per row. */
export function useDispatchCsv(workspaceId: string) {
  const changed = useOrdersChanged();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('workspace_id', workspaceId);
      form.append('file', file);
      return apiRequest<OrderActionResponse>('/api/orders/dispatch-csv', { method: 'POST', form });
    },
    onSuccess: changed,
  });
}

export interface SupplierOrderInput {
  supplier_order_number: string | null;
  supplier_paid: number | null;
}

/** `PUT /api/orders/{id}/supplier-order`: what the seller ordered at the supplier. */
export function useSaveSupplierOrder(workspaceId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupplierOrderInput) =>
      apiRequest<OrderDetail>(`/api/orders/${encodeURIComponent(orderId)}/supplier-order`, {
        method: 'PUT',
        body: { workspace_id: workspaceId, ...input },
      }),
    onSuccess: (detail) => {
      queryClient.setQueryData(orderQueryKeys.detail(workspaceId, orderId), detail);
      void queryClient.invalidateQueries({ queryKey: orderQueryKeys.lists() });
    },
  });
}
