import type { Member, PendingInvitation } from '@ollida/contracts/members';
import type { Workspace } from '@ollida/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorBox } from '../../../components/ui/error-box';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorDetail } from '../../../lib/error-text';
import { useCancelInvitation } from '../api/cancel-invitation';
import { membersQueryOptions } from '../api/get-members';
import { useRemoveMember } from '../api/remove-member';
import { workspaceAbilities } from '../lib/workspace-permissions';
import { InviteForm } from './invite-form';
import { MemberList } from './member-list';
import { PendingInvitationList } from './pending-invitation-list';

export const removeMemberConfirmText = '이 멤버를 워크스페이스에서 내보낼까요?';
export const cancelInvitationConfirmText =
  '이 초대를 취소할까요? 취소하면 멤버 자리가 하나 비고, 받은 사람의 초대 알림도 사라집니다.';

interface MemberModalProps {
  workspace: Workspace;
  /** `invite` opens with the email field focused (the card's 초대 button). */
  mode: 'manage' | 'invite';
  onClose: () => void;
}

/** The workspace's members with a count, removal for owners, pending invitations (cancellable), and the invite form. */
export function MemberModal({ workspace, mode, onClose }: MemberModalProps) {
  const members = useQuery(membersQueryOptions(workspace.workspace_id));
  const remove = useRemoveMember(workspace.workspace_id);
  const cancel = useCancelInvitation(workspace.workspace_id);
  const [removedMessage, setRemovedMessage] = useState<string | null>(null);
  const { canRemoveMembers, canInvite } = workspaceAbilities(workspace);

  function removeMember(member: Member) {
    if (!window.confirm(removeMemberConfirmText)) return;
    setRemovedMessage(null);
    remove.mutate(member.email, { onSuccess: () => setRemovedMessage('멤버를 내보냈습니다.') });
  }

  function cancelInvitation(invitation: PendingInvitation) {
    if (!window.confirm(cancelInvitationConfirmText)) return;
    setRemovedMessage(null);
    cancel.mutate(invitation.id, { onSuccess: (response) => setRemovedMessage(response.message) });
  }

  const invitations = members.data?.invitations ?? [];

  return (
    <Modal
      title={`${mode === 'invite' ? '멤버 초대' : '멤버 관리'} — ${workspace.workspace_name}`}
      size="4xl"
      onClose={onClose}
    >
      <section aria-labelledby="member-list-heading" className="space-y-3">
        <h3 id="member-list-heading" className="font-bold text-slate-900">
          현재 멤버{members.data ? ` (${members.data.data.length}명)` : ''}
        </h3>
        {members.isPending && <Spinner label="멤버를 불러오는 중..." />}
        {members.isError && (
          <ErrorBox title="멤버 목록을 불러오지 못했습니다">{errorDetail(members.error)}</ErrorBox>
        )}
        {members.data && (
          <MemberList
            members={members.data.data}
            canRemove={canRemoveMembers}
            removingEmail={remove.isPending ? (remove.variables ?? null) : null}
            onRemove={removeMember}
          />
        )}
        {invitations.length > 0 && (
          <>
            <h3 className="font-bold text-slate-900">대기 중인 초대 ({invitations.length}건)</h3>
            <p className="text-xs text-slate-500">응답을 기다리는 초대도 멤버 수에 포함됩니다.</p>
            <PendingInvitationList
              invitations={invitations}
              canCancel={canInvite}
              cancellingId={cancel.isPending ? (cancel.variables ?? null) : null}
              onCancel={cancelInvitation}
            />
          </>
        )}
        {removedMessage && (
          <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800">
            {removedMessage}
          </p>
        )}
        {remove.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            멤버 내보내기 실패: {errorDetail(remove.error)}
          </p>
        )}
        {cancel.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            초대 취소 실패: {errorDetail(cancel.error)}
          </p>
        )}
      </section>
      {canInvite && <InviteForm workspaceId={workspace.workspace_id} autoFocus={mode === 'invite'} />}
      <p className="text-xs text-slate-500">다른 멤버는 워크스페이스 소유자만 관리할 수 있습니다.</p>
    </Modal>
  );
}
