import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageButtons } from '../../../components/ui/page-buttons';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { useWorkspaceChoice } from '../../url-parser';
import { type SyncEventFilter, syncEventsQueryOptions } from '../api/sync-api';
import { CheckNow } from '../components/check-now';
import { SyncEventList } from '../components/sync-event-list';
import { SyncSettingsCard } from '../components/sync-settings-card';
import { syncErrorText } from '../lib/sync-errors';
import { syncFilters } from '../lib/sync-text';

function SyncHistory({ workspaceId }: { workspaceId: string }) {
  const [kind, setKind] = useState<SyncEventFilter | null>(null);
  const [page, setPage] = useState(1);
  // 상품 관리's "동기화 내역" opens the history of one listing (`?product=`).
  const [searchParams, setSearchParams] = useSearchParams();
  const productId = searchParams.get('product');
  const events = useQuery(syncEventsQueryOptions(workspaceId, kind, page, productId));
  const productName = productId === null ? null : (events.data?.data[0]?.product_name ?? '고른 상품');
  const totalPages = events.data ? Math.max(1, Math.ceil(events.data.total / events.data.page_size)) : 1;

  let body = <Spinner label="변경 내역을 불러오는 중..." className="py-8" />;
  if (events.isError)
    body = <ErrorBox title="변경 내역을 불러오지 못했습니다">{syncErrorText(events.error)}</ErrorBox>;
  else if (events.data && events.data.data.length === 0) {
    body = (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
        {kind === null
          ? '아직 공급처에서 바뀐 점이 없습니다. "지금 확인"을 누르면 등록한 상품의 공급처 페이지를 다시 읽습니다.'
          : '이 조건에 맞는 변경이 없습니다.'}
      </p>
    );
  } else if (events.data) body = <SyncEventList events={events.data.data} />;

  return (
    <section aria-label="변경 내역" className="space-y-3">
      {productName !== null && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>
            <strong>{productName}</strong>의 변경 내역만 보고 있습니다.
          </span>
          <button
            type="button"
            className="text-indigo-700 underline"
            onClick={() => {
              setSearchParams({});
              setPage(1);
            }}
          >
            모든 상품 보기
          </button>
        </p>
      )}
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">변경 종류</legend>
        {syncFilters.map((filter) => (
          <button
            key={filter.label}
            type="button"
            aria-pressed={kind === filter.key}
            onClick={() => {
              setKind(filter.key);
              setPage(1);
            }}
            className={`rounded-full border px-3 py-1 text-sm ${
              kind === filter.key
                ? 'border-indigo-600 bg-indigo-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            }`}
          >
            {filter.label}
          </button>
        ))}
      </fieldset>
      {body}
      {totalPages > 1 && (
        <PageButtons
          page={page}
          totalPages={totalPages}
          onPage={setPage}
          previousLabel="이전 변경 내역"
          nextLabel="다음 변경 내역"
        />
      )}
    </section>
  );
}

/** `/mypage/products/sync`: keeps listings in step with their suppliers (sold out, back in stock, price changes). */
export function SupplierSyncPage() {
  const { workspaces, workspace, choose } = useWorkspaceChoice();
  const [searchParams] = useSearchParams();
  const linkedWorkspace = searchParams.get('workspace');
  useEffect(() => {
    if (linkedWorkspace !== null) choose(linkedWorkspace);
  }, [linkedWorkspace, choose]);
  const selectId = useId();

  let content = <Spinner label="워크스페이스를 불러오는 중..." className="py-12" />;
  if (workspaces.isError)
    content = <ErrorBox title="오류가 발생했습니다">{syncErrorText(workspaces.error)}</ErrorBox>;
  else if (workspaces.data && workspaces.data.length === 0) {
    content = <p className="text-sm text-slate-600">워크스페이스를 먼저 만들고 상품을 등록해 주세요.</p>;
  } else if (workspaces.data) {
    content = (
      <>
        <div className="flex flex-wrap items-end gap-3">
          <div className="space-y-1">
            <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
              워크스페이스
            </label>
            <select
              id={selectId}
              value={workspace?.workspace_id ?? ''}
              onChange={(event) => choose(event.target.value || null)}
              className="max-w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
            >
              <option value="">선택해 주세요</option>
              {workspaces.data.map((item) => (
                <option key={item.workspace_id} value={item.workspace_id}>
                  [{item.platform.toUpperCase()}] {item.workspace_name}
                </option>
              ))}
            </select>
          </div>
          {workspace && <CheckNow key={workspace.workspace_id} workspaceId={workspace.workspace_id} />}
        </div>
        {workspace ? (
          <>
            <SyncHistory key={workspace.workspace_id} workspaceId={workspace.workspace_id} />
            <SyncSettingsCard
              key={`settings-${workspace.workspace_id}`}
              workspaceId={workspace.workspace_id}
            />
          </>
        ) : (
          <p className="text-sm text-slate-600">동기화할 워크스페이스를 골라 주세요.</p>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="sync-heading" className="space-y-6">
      <PageTitle>공급처 동기화</PageTitle>
      <div className="space-y-1">
        <h1 id="sync-heading" className="text-2xl font-bold text-slate-900">
          공급처 동기화
        </h1>
        <p className="text-sm text-slate-600">
          등록한 상품의 공급처를 다시 읽어 품절이면 판매를 멈추고, 재입고되면 다시 팔고, 공급가가 바뀌면 가격
          규칙대로 판매가를 바꿉니다. 큰 변동은 승인을 기다립니다.
        </p>
      </div>
      {content}
    </section>
  );
}
