import type { Order, OrderListResponse } from '@ollida/contracts/coupang-orders';
import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { orderListErrorText, ordersText } from '../lib/messages';
import { OrderPagination } from './order-pagination';
import { OrderSummary } from './order-summary';
import { OrderTable } from './order-table';
import { OrdersRefresh } from './orders-refresh';

interface OrderResultsProps {
  orders: UseQueryResult<OrderListResponse>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onOpenDetail: (order: Order) => void;
  onOpenWholesale: (order: Order) => void;
  refresh: { run: () => void; isRunning: boolean; error: unknown };
}

/** The fetched orders of one tab: spinner, error with retry, empty, or refresh bar, summary, one page of the table and pager. */
export function OrderResults({
  orders,
  page,
  pageSize,
  onPageChange,
  onOpenDetail,
  onOpenWholesale,
  refresh,
}: OrderResultsProps) {
  if (orders.isPending) return <Spinner label="주문 목록을 불러오는 중..." className="py-12" />;
  if (orders.isError) {
    return (
      <ErrorBox
        title="오류가 발생했습니다"
        action={
          <Button variant="secondary" size="sm" onClick={() => orders.refetch()} disabled={orders.isFetching}>
            <RotateCw aria-hidden="true" className="size-4" />
            다시 시도
          </Button>
        }
      >
        {orderListErrorText(orders.error)}
      </ErrorBox>
    );
  }

  const { data, truncated } = orders.data;
  const toolbar = (
    <OrdersRefresh
      readAt={orders.dataUpdatedAt}
      onRefresh={refresh.run}
      isRefreshing={refresh.isRunning}
      error={refresh.error}
    />
  );
  if (data.length === 0) {
    return (
      <div className="space-y-4">
        {toolbar}
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-sm text-slate-600">
          {ordersText.empty}
        </p>
      </div>
    );
  }

  const totalPages = Math.ceil(data.length / pageSize);
  const current = Math.min(page, totalPages);
  const shown = data.slice((current - 1) * pageSize, current * pageSize);
  return (
    <div className="space-y-4">
      {toolbar}
      <OrderSummary orders={data} truncated={truncated} />
      <OrderTable orders={shown} onOpenDetail={onOpenDetail} onOpenWholesale={onOpenWholesale} />
      <OrderPagination page={current} pageSize={pageSize} total={data.length} onChange={onPageChange} />
    </div>
  );
}
