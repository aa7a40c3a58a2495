import type { Order } from '@ollida/contracts/coupang-orders';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { workspacesQueryOptions } from '../../workspaces/api/get-workspaces';
import { ordersQueryOptions } from '../api/get-orders';
import { useRefreshOrders } from '../api/refresh-orders';
import { OrderDetailModal } from '../components/order-detail-modal';
import { OrderFilters } from '../components/order-filters';
import { OrderResults } from '../components/order-results';
import { SelectStoreState } from '../components/select-store-state';
import { StatusTabs } from '../components/status-tabs';
import { StoreBanner } from '../components/store-banner';
import { type CoupangWorkspace, coupangWorkspacesOf, useOrderFilters } from '../hooks/use-order-filters';
import { useWholesalePage } from '../hooks/use-wholesale-page';
import { workspacesErrorText } from '../lib/messages';

function OrderBrowser({ workspaces }: { workspaces: readonly CoupangWorkspace[] }) {
  const filters = useOrderFilters(workspaces);
  const orders = useQuery(ordersQueryOptions(filters.params));
  const refresh = useRefreshOrders(filters.params);
  const openWholesalePage = useWholesalePage();
  const [detail, setDetail] = useState<Order | null>(null);
  const { workspace } = filters;

  return (
    <>
      <OrderFilters workspaces={workspaces} filters={filters} />
      {workspace ? (
        <>
          <StoreBanner workspace={workspace} />
          <StatusTabs active={filters.status} onChange={filters.setStatus}>
            {filters.params && (
              <OrderResults
                orders={orders}
                page={filters.page}
                pageSize={filters.pageSize}
                onPageChange={filters.setPage}
                onOpenDetail={setDetail}
                refresh={{
                  run: () => refresh.mutate(),
                  isRunning: refresh.isPending,
                  // A failed refresh is old news once the list has been read successfully since (retry, tab, page).
                  error: refresh.submittedAt >= orders.dataUpdatedAt ? refresh.error : null,
                }}
                onOpenWholesale={(order) => {
                  const [first] = order.orderItems;
                  void openWholesalePage({
                    sellerProductId: first?.sellerProductId ?? null,
                    vendorItemId: first?.vendorItemId ?? '',
                  });
                }}
              />
            )}
          </StatusTabs>
        </>
      ) : (
        <SelectStoreState hasStores />
      )}
      {detail && <OrderDetailModal order={detail} onClose={() => setDetail(null)} />}
    </>
  );
}

/** `/mypage/orders`: a Coupang store's orders by date range and status, with details and supplier links. */
export function OrdersPage() {
  const workspaces = useQuery(workspacesQueryOptions());

  let content: ReactNode;
  if (workspaces.isPending) content = <Spinner label="워크스페이스를 불러오는 중..." className="py-12" />;
  else if (workspaces.isError) {
    content = <ErrorBox title="오류가 발생했습니다">{workspacesErrorText(workspaces.error)}</ErrorBox>;
  } else {
    const coupang = coupangWorkspacesOf(workspaces.data);
    content =
      coupang.length === 0 ? <SelectStoreState hasStores={false} /> : <OrderBrowser workspaces={coupang} />;
  }

  return (
    <section aria-labelledby="orders-heading" className="space-y-6">
      <PageTitle>주문 목록</PageTitle>
      <div className="space-y-1">
        <h1 id="orders-heading" className="text-2xl font-bold text-slate-900">
          주문 목록
        </h1>
        <p className="text-sm text-slate-600">쿠팡 스토어의 주문을 기간과 상태별로 확인합니다.</p>
      </div>
      {content}
    </section>
  );
}
