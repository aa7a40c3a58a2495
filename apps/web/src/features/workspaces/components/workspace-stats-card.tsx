import { workspaceRoleLabels } from '@ollida/contracts/members';
import type { Workspace } from '@ollida/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { workspaceStatsQueryOptions } from '../api/get-workspace-stats';
import { platformLabels } from '../lib/workspace-labels';

const countFormatter = new Intl.NumberFormat('ko-KR');

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-base font-bold text-slate-900 sm:text-lg">{value}</dd>
    </div>
  );
}

/** The selected workspace in numbers: its listings this month and in all, its team, and what it is. */
export function WorkspaceStatsCard({ workspace }: { workspace: Workspace }) {
  const stats = useQuery(workspaceStatsQueryOptions(workspace.workspace_id));
  const count = (value: number | undefined, unit: string) =>
    value === undefined ? (stats.isError ? '확인 불가' : '…') : `${countFormatter.format(value)}${unit}`;
  return (
    <section
      aria-labelledby="workspace-stats-heading"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="workspace-stats-heading" className="text-lg font-bold text-slate-900">
        {workspace.workspace_name} 통계
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Tile label="이번 달 등록 상품" value={count(stats.data?.products_this_month, '개')} />
        <Tile label="전체 등록 상품" value={count(stats.data?.products_total, '개')} />
        <Tile label="멤버 수" value={count(stats.data?.members ?? workspace.member_count, '명')} />
        <Tile label="내 역할" value={workspaceRoleLabels[workspace.user_role]} />
        <Tile label="플랫폼" value={platformLabels[workspace.platform]} />
        <Tile label="생성일" value={formatDate(workspace.created_at)} />
      </dl>
      <p className="text-xs text-slate-500">
        등록 상품은 마켓에 등록이 끝난 상품만 셉니다(한국 시간 기준 이번 달). 주문과 매출은{' '}
        <Link to={paths.myPageOrders} className="font-medium text-indigo-700 underline">
          주문 관리
        </Link>
        에서 확인할 수 있습니다.
      </p>
    </section>
  );
}
