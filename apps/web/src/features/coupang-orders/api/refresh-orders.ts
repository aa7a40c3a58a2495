import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coupangOrderQueryKeys } from './coupang-order-query-keys';
import { getOrders, type OrderListParams } from './get-orders';

/** `GET /api/coupang/orders?refresh=true`: reads Wing now (past the server's 30-second answer) and shows that answer. */
export function useRefreshOrders(params: OrderListParams | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (!params) throw new Error('조회할 쿠팡 스토어를 선택해 주세요.');
      return { params, data: await getOrders(params, { refresh: true }) };
    },
    onSuccess: ({ params: read, data }) => queryClient.setQueryData(coupangOrderQueryKeys.list(read), data),
  });
}
