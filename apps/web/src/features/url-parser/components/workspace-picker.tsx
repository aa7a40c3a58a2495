import type { Workspace } from '@ollida/contracts/workspaces';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import type { WorkspaceChoice } from '../hooks/use-workspace-choice';
import { callErrorText, urlParserText } from '../lib/messages';

/** `[COUPANG] 올리다 쿠팡점`: the marketplace first, as docs/product/listing.md#workspace-selector lists workspaces. */
export function workspaceLabel(workspace: Workspace): string {
  return `[${workspace.platform.toUpperCase()}] ${workspace.workspace_name}`;
}

/** A Coupang store without a return center or outbound place cannot list anything: said before any page is read. */
function MissingPlacesNotice({ workspace }: { workspace: Workspace }) {
  if (workspace.platform !== 'coupang') return null;
  const missing = [
    workspace.return_center_code ? null : '반품지',
    workspace.outbound_shipping_place_code ? null : '출고지',
  ].filter((label) => label !== null);
  if (missing.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <p>
        이 쿠팡 워크스페이스는 {missing.join('와 ')}가 연결되지 않아 상품을 올릴 수 없습니다. 파싱하기 전에
        먼저 연결해 주세요.
      </p>
      <Link to={paths.myPageWorkspaces} className={buttonClassName('secondary', 'sm')}>
        반품지·출고지 연결
      </Link>
    </div>
  );
}

interface WorkspacePickerProps {
  choice: WorkspaceChoice;
  disabled?: boolean;
  /** Shown next to the selector, e.g. the price rule button. */
  actions?: ReactNode;
}

/** The workspace uploads go to, with a warning until one is chosen and a way out when none exists. */
export function WorkspacePicker({ choice, disabled = false, actions }: WorkspacePickerProps) {
  const { workspaces, workspace, choose } = choice;
  const selectId = useId();

  if (workspaces.isPending)
    return <Spinner label="워크스페이스를 불러오는 중..." className="justify-start" />;
  if (workspaces.isError) {
    return <ErrorBox title={urlParserText.workspacesFailed}>{callErrorText(workspaces.error)}</ErrorBox>;
  }
  if (workspaces.data.length === 0) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <p>
          등록된 워크스페이스가 없습니다. 상품을 업로드하려면 먼저 스토어를 연결한 워크스페이스를 만들어
          주세요.
        </p>
        <Link to={paths.myPageWorkspaces} className={buttonClassName('primary', 'sm')}>
          워크스페이스 만들기
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-2">
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
        업로드할 워크스페이스
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <select
          id={selectId}
          value={workspace?.workspace_id ?? ''}
          onChange={(event) => choose(event.target.value === '' ? null : event.target.value)}
          disabled={disabled}
          className="min-w-64 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-indigo-500"
        >
          <option value="">워크스페이스 선택</option>
          {workspaces.data.map((item) => (
            <option key={item.workspace_id} value={item.workspace_id}>
              {workspaceLabel(item)}
            </option>
          ))}
        </select>
        {actions}
      </div>
      {!workspace && <p className="text-sm font-medium text-amber-700">{urlParserText.chooseWorkspace}</p>}
      {workspace && <MissingPlacesNotice workspace={workspace} />}
    </div>
  );
}
