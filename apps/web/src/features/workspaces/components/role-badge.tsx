import { workspaceRoleLabels } from '@ollida/contracts/members';
import type { WorkspaceRole } from '@ollida/contracts/workspaces';

const roleClasses = {
  owner: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
  admin: 'bg-sky-50 text-sky-700 ring-sky-200',
  member: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const satisfies Record<WorkspaceRole, string>;

export function RoleBadge({ role }: { role: WorkspaceRole }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${roleClasses[role]}`}
    >
      {workspaceRoleLabels[role]}
    </span>
  );
}
