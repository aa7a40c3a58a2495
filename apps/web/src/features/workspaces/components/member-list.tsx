import type { Member } from '@ollida/contracts/members';
import { formatDate } from '../../../lib/format';
import { memberAvatarColor, memberDisplayName, memberInitials } from '../lib/member-avatar';
import { RoleBadge } from './role-badge';

interface MemberListProps {
  members: readonly Member[];
  /** Only owners get a remove button, and never for the owner row. */
  canRemove: boolean;
  removingEmail: string | null;
  onRemove: (member: Member) => void;
}

export function MemberList({ members, canRemove, removingEmail, onRemove }: MemberListProps) {
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {members.map((member) => {
        const name = memberDisplayName(member);
        return (
          <li key={member.email} className="flex items-center gap-3 p-3">
            <span
              aria-hidden="true"
              data-testid="member-initials"
              className={`flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white ${memberAvatarColor(member.email)}`}
            >
              {memberInitials(member)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-slate-900">{name}</p>
              <p className="truncate text-xs text-slate-500">
                {member.email} · {formatDate(member.joined_at)} 참여
              </p>
            </div>
            <RoleBadge role={member.role} />
            {canRemove && member.role !== 'owner' && (
              <button
                type="button"
                onClick={() => onRemove(member)}
                aria-label={`${name} 내보내기`}
                disabled={removingEmail !== null}
                className="rounded-lg border border-red-200 px-2.5 py-1 text-xs font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
              >
                {removingEmail === member.email ? '내보내는 중...' : '내보내기'}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
