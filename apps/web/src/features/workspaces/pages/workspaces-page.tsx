import type { Workspace } from '@ollida/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { Plug, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { errorDetail } from '../../../lib/error-text';
import { workspacesQueryOptions } from '../../../lib/get-workspaces';
import { ConnectStoreModal, DeliveryInfoCard, type StoreDialog, StoreDialogs } from '../../coupang-stores';
import type { CreatedWorkspace } from '../api/create-workspace';
import { useSelectWorkspace, type WorkspaceSelection } from '../api/select-workspace';
import { useTestCredentials } from '../api/test-credentials';
import { WorkspaceCard, type WorkspaceCardActions } from '../components/workspace-card';
import { type WorkspaceDialog, WorkspaceDialogs } from '../components/workspace-dialogs';
import { WorkspaceStatsCard } from '../components/workspace-stats-card';
import { WorkspacesEmpty, WorkspacesError } from '../components/workspaces-state';
import { autoKeyTestText, useAutoKeyTest } from '../hooks/use-auto-key-test';
import { selectedWorkspaceOf } from '../lib/workspace-permissions';

interface Notice {
  tone: 'success' | 'error';
  text: string;
}

function createdNotice(created: CreatedWorkspace): string {
  const store = created.auto_retrieved;
  if (store) {
    return `'${created.workspace_name}' 워크스페이스를 만들었습니다. 스마트스토어 '${store.store_name}'(스토어 ID ${store.store_id})를 찾아 연결했습니다.`;
  }
  return `'${created.workspace_name}' 워크스페이스를 만들었습니다.`;
}

/** `/mypage/coupang_profile`: the user's workspaces, their keys and members. */
export function WorkspacesPage() {
  const workspaces = useQuery(workspacesQueryOptions());
  const autoTest = useAutoKeyTest(workspaces.data);
  const testKeys = useTestCredentials();
  const select = useSelectWorkspace();
  const [dialog, setDialog] = useState<WorkspaceDialog | null>(null);
  const [storeDialog, setStoreDialog] = useState<StoreDialog | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isConnecting, setIsConnecting] = useState(false);
  const closeDialog = () => setDialog(null);
  const openCreate = () => setDialog({ kind: 'create' });

  function choose(workspace: Workspace, selection: WorkspaceSelection) {
    select.mutate(
      { workspaceId: workspace.workspace_id, selection },
      { onError: (error) => setNotice({ tone: 'error', text: errorDetail(error) }) },
    );
  }

  const actions: WorkspaceCardActions = {
    onSelect: (workspace) => choose(workspace, 'current'),
    onSetMain: (workspace) => choose(workspace, 'main'),
    onTestKeys: (workspace) =>
      testKeys.mutate(workspace.workspace_id, {
        onSuccess: (result) =>
          setNotice({
            tone: result.is_valid ? 'success' : 'error',
            text: `${workspace.workspace_name} 키 테스트 ${result.is_valid ? '성공' : '실패'}: ${result.message}`,
          }),
        onError: (error) => setNotice({ tone: 'error', text: `키 테스트 실패: ${errorDetail(error)}` }),
      }),
    onUpdateKeys: (workspace) => setDialog({ kind: 'keys', workspace }),
    onManageMembers: (workspace) => setDialog({ kind: 'members', workspace, mode: 'manage' }),
    onInvite: (workspace) => setDialog({ kind: 'members', workspace, mode: 'invite' }),
    onOpenStoreSettings: (workspace) => setStoreDialog({ kind: 'settings', workspace }),
    onManageStoreApiKey: (workspace) => setStoreDialog({ kind: 'apiKey', workspace }),
  };

  const list = workspaces.data;
  const selected = list ? selectedWorkspaceOf(list) : undefined;
  const testingId = testKeys.isPending ? testKeys.variables : undefined;

  return (
    <section aria-labelledby="workspaces-heading" className="space-y-6">
      <PageTitle>워크스페이스</PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="workspaces-heading" className="text-2xl font-bold text-slate-900">
          내 워크스페이스
        </h1>
        {list && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setIsConnecting(true)}>
              <Plug aria-hidden="true" className="size-4" />
              쿠팡 스토어 연결
            </Button>
            {list.length > 0 && (
              <Button onClick={openCreate}>
                <Plus aria-hidden="true" className="size-4" />새 워크스페이스
              </Button>
            )}
          </div>
        )}
      </div>

      <p
        role="status"
        aria-live="polite"
        className={autoTest ? 'text-sm font-medium text-slate-700' : 'sr-only'}
      >
        {autoTest ? autoKeyTestText(autoTest) : ''}
      </p>
      {notice && (
        <div
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={`flex items-start justify-between gap-3 rounded-lg p-3 text-sm ${notice.tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'}`}
        >
          <p>{notice.text}</p>
          <button type="button" onClick={() => setNotice(null)} className="shrink-0 text-xs underline">
            닫기
          </button>
        </div>
      )}

      {workspaces.isPending && <Spinner label="워크스페이스를 불러오는 중..." className="py-16" />}
      {workspaces.isError && (
        <WorkspacesError
          error={workspaces.error}
          onRetry={() => void workspaces.refetch()}
          isRetrying={workspaces.isFetching}
        />
      )}
      {list && list.length === 0 && <WorkspacesEmpty onCreate={openCreate} />}
      {list && list.length > 0 && (
        <>
          {selected && <WorkspaceStatsCard workspace={selected} />}
          {selected?.platform === 'coupang' && (
            <DeliveryInfoCard
              workspace={selected}
              onPick={(placeKind) => setStoreDialog({ kind: 'place', workspace: selected, placeKind })}
            />
          )}
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {list.map((workspace) => (
              <WorkspaceCard
                key={workspace.workspace_id}
                workspace={workspace}
                isSelected={workspace.workspace_id === selected?.workspace_id}
                isTesting={testingId === workspace.workspace_id}
                isSelecting={select.isPending}
                {...actions}
              />
            ))}
          </div>
        </>
      )}

      <WorkspaceDialogs
        dialog={dialog}
        onClose={closeDialog}
        onCreated={(created) => {
          closeDialog();
          setNotice({ tone: 'success', text: createdNotice(created) });
        }}
        onKeysUpdated={(workspace) => {
          closeDialog();
          setNotice({ tone: 'success', text: `${workspace.workspace_name}의 API 키를 변경했습니다.` });
        }}
      />
      {isConnecting && (
        <ConnectStoreModal
          onClose={() => setIsConnecting(false)}
          onConnected={(text) => {
            setIsConnecting(false);
            setNotice({ tone: 'success', text });
          }}
        />
      )}
      <StoreDialogs
        dialog={storeDialog}
        onOpen={setStoreDialog}
        onClose={() => setStoreDialog(null)}
        onNotice={(text) => setNotice({ tone: 'success', text })}
      />
    </section>
  );
}
