import type { MarketOrder, OrderListResponse } from '@ollida/contracts/orders';
import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import type { OrderListParams } from '../api/get-orders';
import { useSyncOrders } from '../api/order-actions';
import { useSelection } from '../hooks/use-selection';
import { useSupplierPage } from '../hooks/use-supplier-page';
import { orderListErrorText, ordersText } from '../lib/messages';
import { OrderActionsBar } from './order-actions-bar';
import { OrderPagination } from './order-pagination';
import { OrderSummary } from './order-summary';
import { OrderTable } from './order-table';
import { StoreTools } from './store-tools';
import { SyncBar } from './sync-bar';

interface OrderResultsProps {
  params: OrderListParams;
  orders: UseQueryResult<OrderListResponse>;
  onPageChange: (page: number) => void;
  onOpenDetail: (order: MarketOrder) => void;
}

/** One tab's orders: spinner, error with retry, or sync bar, tools, summary, actions, table and pager. */
export function OrderResults({ params, orders, onPageChange, onOpenDetail }: OrderResultsProps) {
  const sync = useSyncOrders(params.workspaceId);
  const selection = useSelection(JSON.stringify(params));
  const openSupplierPage = useSupplierPage(params.workspaceId);

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

  const { data, total, summary } = orders.data;
  return (
    <div className="space-y-4">
      <SyncBar
        sync={orders.data.sync}
        onSync={() => sync.mutate()}
        isStarting={sync.isPending}
        error={sync.isError ? sync.error : null}
      />
      <StoreTools params={params} />
      {data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-sm text-slate-600">
          {ordersText.empty}
        </p>
      ) : (
        <>
          <OrderSummary summary={summary} />
          <OrderActionsBar workspaceId={params.workspaceId} orders={data} selection={selection} />
          <OrderTable
            orders={data}
            selection={selection}
            onOpenDetail={onOpenDetail}
            onOpenSupplier={(order) => void openSupplierPage(order)}
          />
          <OrderPagination
            page={params.page}
            pageSize={params.pageSize}
            total={total}
            onChange={onPageChange}
          />
        </>
      )}
    </div>
  );
}
