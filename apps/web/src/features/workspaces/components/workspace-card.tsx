import type { Workspace } from '@ollida/contracts/workspaces';
import { CheckCircle2, KeyRound, Settings, Star, UserPlus, Users, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate, formatDateTime } from '../../../lib/format';
import { storeAbilities } from '../../coupang-stores';
import { keyStatusLabels, platformLabels } from '../lib/workspace-labels';
import { workspaceAbilities } from '../lib/workspace-permissions';
import { KeyStatusNotice } from './key-status-notice';
import { MarketplaceMark } from './marketplace-mark';
import { RoleBadge } from './role-badge';

export interface WorkspaceCardActions {
  onSelect: (workspace: Workspace) => void;
  onSetMain: (workspace: Workspace) => void;
  onTestKeys: (workspace: Workspace) => void;
  onUpdateKeys: (workspace: Workspace) => void;
  onManageMembers: (workspace: Workspace) => void;
  onInvite: (workspace: Workspace) => void;
  onOpenStoreSettings: (workspace: Workspace) => void;
  onManageStoreApiKey: (workspace: Workspace) => void;
}

interface WorkspaceCardProps extends WorkspaceCardActions {
  workspace: Workspace;
  isSelected: boolean;
  isTesting: boolean;
  isSelecting: boolean;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 break-all text-right font-medium text-slate-800">{children}</dd>
    </div>
  );
}

function LastTest({ workspace }: { workspace: Workspace }) {
  const test = workspace.last_test;
  if (!test) return <span className="text-slate-500">테스트 기록 없음</span>;
  const Icon = test.is_valid ? CheckCircle2 : XCircle;
  return (
    <span className={test.is_valid ? 'text-emerald-700' : 'text-red-700'}>
      <span className="inline-flex items-center gap-1">
        <Icon aria-hidden="true" className="size-3.5" />
        {test.is_valid ? '성공' : '실패'}
      </span>
      <span className="block text-xs font-normal text-slate-500">{formatDateTime(test.timestamp)}</span>
    </span>
  );
}

/** One workspace: marketplace, role, store identity, key state and the buttons the user's role allows. */
export function WorkspaceCard({
  workspace,
  isSelected,
  isTesting,
  isSelecting,
  ...actions
}: WorkspaceCardProps) {
  const abilities = workspaceAbilities(workspace);
  const store = storeAbilities(workspace);
  const keyPrefix = workspace.platform === 'coupang' ? workspace.access_key : workspace.client_id;
  const headingId = `workspace-${workspace.workspace_id}`;

  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col gap-4 rounded-2xl border bg-white p-5 shadow-sm ${isSelected ? 'border-indigo-400 ring-2 ring-indigo-100' : 'border-slate-200'}`}
    >
      <header className="flex items-start gap-3">
        <MarketplaceMark platform={workspace.platform} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="truncate text-base font-bold text-slate-900">
            {workspace.workspace_name}
          </h3>
          <p className="text-sm text-slate-500">{platformLabels[workspace.platform]}</p>
        </div>
        <div className="flex flex-wrap justify-end gap-1">
          {isSelected && <Badge tone="brand">현재</Badge>}
          {workspace.is_main && (
            <Badge tone="warning">
              <Star aria-hidden="true" className="mr-1 size-3" />
              메인
            </Badge>
          )}
        </div>
      </header>

      <dl className="space-y-1.5 text-sm">
        <Field label="내 역할">
          <RoleBadge role={workspace.user_role} />
        </Field>
        {workspace.platform === 'coupang' ? (
          <>
            <Field label="쿠팡 계정">{workspace.wing_account ?? '-'}</Field>
            <Field label="업체코드">{workspace.vendor_code ?? '-'}</Field>
          </>
        ) : (
          <>
            <Field label="스토어 ID">{workspace.store_id ?? '-'}</Field>
            <Field label="스토어 이름">{workspace.store_name ?? '-'}</Field>
          </>
        )}
        <Field label="생성일">{formatDate(workspace.created_at)}</Field>
        <Field label="API 키">
          {keyStatusLabels[workspace.key_status.status]}
          {keyPrefix && <span className="ml-1 font-mono text-xs text-slate-500">({keyPrefix}…)</span>}
        </Field>
        <Field label="마지막 테스트">
          <LastTest workspace={workspace} />
        </Field>
      </dl>

      <KeyStatusNotice workspace={workspace} />

      <div className="mt-auto flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={workspace.is_current ? 'secondary' : 'primary'}
          disabled={workspace.is_current || isSelecting}
          onClick={() => actions.onSelect(workspace)}
        >
          {workspace.is_current ? '선택됨' : '선택'}
        </Button>
        {!workspace.is_main && (
          <Button
            size="sm"
            variant="secondary"
            disabled={isSelecting}
            onClick={() => actions.onSetMain(workspace)}
          >
            메인으로 설정
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          disabled={isTesting}
          onClick={() => actions.onTestKeys(workspace)}
        >
          {isTesting ? '테스트 중...' : '키 테스트'}
        </Button>
        {abilities.canUpdateKeys && (
          <Button size="sm" variant="secondary" onClick={() => actions.onUpdateKeys(workspace)}>
            <KeyRound aria-hidden="true" className="size-4" />키 변경
          </Button>
        )}
        {store.canOpenSettings && (
          <Button size="sm" variant="secondary" onClick={() => actions.onOpenStoreSettings(workspace)}>
            <Settings aria-hidden="true" className="size-4" />
            설정
          </Button>
        )}
        {store.canManageApiKey && (
          <Button size="sm" variant="secondary" onClick={() => actions.onManageStoreApiKey(workspace)}>
            <KeyRound aria-hidden="true" className="size-4" />
            외부 API 키
          </Button>
        )}
        {abilities.canManageMembers && (
          <Button size="sm" variant="secondary" onClick={() => actions.onManageMembers(workspace)}>
            <Users aria-hidden="true" className="size-4" />
            멤버 관리
          </Button>
        )}
        {abilities.canInvite && (
          <Button size="sm" variant="secondary" onClick={() => actions.onInvite(workspace)}>
            <UserPlus aria-hidden="true" className="size-4" />
            초대
          </Button>
        )}
      </div>
    </article>
  );
}
