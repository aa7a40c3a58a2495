import type { PendingInvitation } from '@ollida/contracts/members';
import { formatDate } from '../../../lib/format';
import { RoleBadge } from './role-badge';

interface PendingInvitationListProps {
  invitations: readonly PendingInvitation[];
  /** Owners and admins, who may invite, may also withdraw an invitation. */
  canCancel: boolean;
  cancellingId: string | null;
  onCancel: (invitation: PendingInvitation) => void;
}

/** Invitations not answered yet; each holds a seat of the team until it is answered or cancelled. */
export function PendingInvitationList({
  invitations,
  canCancel,
  cancellingId,
  onCancel,
}: PendingInvitationListProps) {
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-dashed border-slate-300">
      {invitations.map((invitation) => (
        <li key={invitation.id} className="flex items-center gap-3 p-3">
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-slate-900">{invitation.email}</p>
            <p className="text-xs text-slate-500">{formatDate(invitation.invited_at)} 초대 · 응답 대기 중</p>
          </div>
          <RoleBadge role={invitation.role} />
          {canCancel && (
            <button
              type="button"
              onClick={() => onCancel(invitation)}
              aria-label={`${invitation.email} 초대 취소`}
              disabled={cancellingId !== null}
              className="rounded-lg border border-red-200 px-2.5 py-1 text-xs font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
            >
              {cancellingId === invitation.id ? '취소하는 중...' : '초대 취소'}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
