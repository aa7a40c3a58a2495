import { workspaceRoleLabels } from '@ollida/contracts/members';
import type { Workspace } from '@ollida/contracts/workspaces';
import { formatDate } from '../../../lib/format';
import { platformLabels } from '../lib/workspace-labels';

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-lg font-bold text-slate-900">{value}</dd>
    </div>
  );
}

/** Facts of the selected workspace that exist today; product, order and sales tiles come with those features. */
export function WorkspaceStatsCard({ workspace }: { workspace: Workspace }) {
  return (
    <section
      aria-labelledby="workspace-stats-heading"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="workspace-stats-heading" className="text-lg font-bold text-slate-900">
        {workspace.workspace_name} 통계
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Tile label="멤버 수" value={`${workspace.member_count}명`} />
        <Tile label="내 역할" value={workspaceRoleLabels[workspace.user_role]} />
        <Tile label="플랫폼" value={platformLabels[workspace.platform]} />
        <Tile label="생성일" value={formatDate(workspace.created_at)} />
      </dl>
      <p className="text-xs text-slate-500">
        등록 상품, 이번 달 주문과 매출은 상품 등록·주문 기능이 열리면 이곳에 표시됩니다.
      </p>
    </section>
  );
}
