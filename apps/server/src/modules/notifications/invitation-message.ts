import { workspaceRoleLabels } from '@ollida/contracts/members';

/** Who invited whom where, as the invitation notification tells it. */
export interface InvitationMessageParts {
  inviterName: string;
  inviterEmail: string;
  workspaceName: string;
  role: 'admin' | 'member';
}

/**
 * The Korean text of an invitation notification. Both role labels (관리자, 멤버) end in a vowel, so the particle is
 * always 로. A user without a name is called by the part of the email before the @ (as the member list shows them).
 */
export function invitationMessage(parts: InvitationMessageParts): string {
  const inviter = parts.inviterName.trim() || parts.inviterEmail.split('@')[0] || parts.inviterEmail;
  return `${inviter}님이 ${parts.workspaceName} 워크스페이스에 ${workspaceRoleLabels[parts.role]}로 초대했습니다.`;
}
