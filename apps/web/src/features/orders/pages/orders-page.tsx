import type { MarketOrder } from '@ollida/contracts/orders';
import type { Workspace } from '@ollida/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { workspacesQueryOptions } from '../../../lib/get-workspaces';
import { ordersQueryOptions } from '../api/get-orders';
import { OrderDetailModal } from '../components/order-detail-modal';
import { OrderFilters } from '../components/order-filters';
import { OrderResults } from '../components/order-results';
import { SelectStoreState } from '../components/select-store-state';
import { StatusTabs } from '../components/status-tabs';
import { StoreBanner } from '../components/store-banner';
import { useOrderFilters } from '../hooks/use-order-filters';
import { workspacesErrorText } from '../lib/messages';

function OrderBrowser({ workspaces }: { workspaces: readonly Workspace[] }) {
  const filters = useOrderFilters(workspaces);
  const orders = useQuery(ordersQueryOptions(filters.params));
  const [detail, setDetail] = useState<MarketOrder | null>(null);
  const { workspace, params } = filters;

  return (
    <>
      <OrderFilters workspaces={workspaces} filters={filters} />
      {workspace ? (
        <>
          <StoreBanner workspace={workspace} />
          <StatusTabs platform={workspace.platform} active={filters.status} onChange={filters.setStatus}>
            {params && (
              <OrderResults
                params={params}
                orders={orders}
                onPageChange={filters.setPage}
                onOpenDetail={setDetail}
              />
            )}
          </StatusTabs>
          {detail && (
            <OrderDetailModal
              workspaceId={workspace.workspace_id}
              order={detail}
              onClose={() => setDetail(null)}
            />
          )}
        </>
      ) : (
        <SelectStoreState hasStores />
      )}
    </>
  );
}

/** `/mypage/orders`: a Coupang or Naver store's orders, with 발주 확인, 송장 입력, margins and supplier ordering. */
export function OrdersPage() {
  const workspaces = useQuery(workspacesQueryOptions());

  let content: ReactNode;
  if (workspaces.isPending) content = <Spinner label="워크스페이스를 불러오는 중..." className="py-12" />;
  else if (workspaces.isError) {
    content = <ErrorBox title="오류가 발생했습니다">{workspacesErrorText(workspaces.error)}</ErrorBox>;
  } else {
    content =
      workspaces.data.length === 0 ? (
        <SelectStoreState hasStores={false} />
      ) : (
        <OrderBrowser workspaces={workspaces.data} />
      );
  }

  return (
    <section aria-labelledby="orders-heading" className="space-y-6">
      <PageTitle>주문 목록</PageTitle>
      <div className="space-y-1">
        <h1 id="orders-heading" className="text-2xl font-bold text-slate-900">
          주문 목록
        </h1>
        <p className="text-sm text-slate-600">
          쿠팡·네이버 스토어의 주문을 확인하고 발주 확인, 송장 입력, 공급처 주문까지 처리합니다.
        </p>
      </div>
      {content}
    </section>
  );
}
