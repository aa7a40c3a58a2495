import { errorCodes } from '@ollida/contracts/errors';
import {
  type Notification,
  type NotificationReadResult,
  notificationListLimit,
} from '@ollida/contracts/notifications';
import { Conflict, Invalid, NotFound } from '../../platform/domain-errors.ts';
import { invitationMessage } from './invitation-message.ts';
import type { NotificationsRepo } from './notifications.repo.ts';

/** The signed-in user reading and answering their notifications. */
export interface NotificationReader {
  id: string;
  email: string;
}

const notificationNotFound = () => new NotFound('알림을 찾을 수 없습니다.');

/** Use cases of the notification bell: list, answer invitations, mark read. */
export function createNotificationsService(deps: { repo: NotificationsRepo; clock: () => Date }) {
  const { repo } = deps;

  /**
   * Invitations sent before this person had an account become notifications the first time they look; the unique
   * (user, invitation) index keeps concurrent loads from creating two.
   */
  async function materialisePendingInvitations(reader: NotificationReader) {
    const pending = await repo.pendingInvitationsWithoutNotification(reader.id, reader.email);
    await repo.insertNotifications(
      pending.map((invitation) => ({
        userId: reader.id,
        type: 'workspace_invitation' as const,
        message: invitationMessage({
          inviterName: invitation.inviterName,
          inviterEmail: invitation.inviterEmail,
          workspaceName: invitation.workspaceName,
          role: invitation.role,
        }),
        invitationId: invitation.invitationId,
        // Dated when the invitation was sent, so the bell orders it where it belongs.
        createdAt: invitation.createdAt,
      })),
    );
  }

  async function answer(
    reader: NotificationReader,
    notificationId: string,
    decision: 'accepted' | 'declined',
  ) {
    const found = await repo.findForUser(notificationId, reader.id);
    if (!found) throw notificationNotFound();
    const { invitationId, workspaceId, invitationRole, invitationEmail, invitedBy } = found;
    if (!invitationId || !workspaceId || !invitationRole || !invitationEmail || !invitedBy) {
      throw new Invalid('초대 알림에만 수락하거나 거절할 수 있습니다.', errorCodes.notAnInvitation);
    }
    // The invitation is for an email: an account whose Google email has since changed cannot answer it.
    if (invitationEmail.toLowerCase() !== reader.email.toLowerCase()) throw notificationNotFound();
    const answered = () => new Conflict('이미 응답한 초대입니다.', errorCodes.invitationAnswered);
    if (found.invitationStatus !== 'pending') throw answered();

    const now = deps.clock();
    await repo.transaction(async (tx) => {
      if (decision === 'accepted' && !(await repo.inviterStillAllowed(workspaceId, invitedBy, tx))) {
        throw new Conflict(
          '초대한 사람이 더 이상 이 워크스페이스의 관리 권한이 없어 초대가 무효가 되었습니다.',
          errorCodes.invitationAnswered,
        );
      }
      if (!(await repo.answerInvitation(invitationId, decision, now, tx))) throw answered();
      if (decision === 'accepted') await repo.addMember(workspaceId, reader.id, invitationRole, now, tx);
      await repo.markRead(notificationId, reader.id, now, tx);
    });
    return found.workspaceName ?? '';
  }

  return {
    async list(reader: NotificationReader): Promise<{ notifications: Notification[]; unread_count: number }> {
      await materialisePendingInvitations(reader);
      const rows = await repo.listForUser(reader.id, notificationListLimit);
      return {
        notifications: rows.map((row) => ({
          id: row.id,
          type: row.type,
          message: row.message,
          created_at: row.createdAt.toISOString(),
          read: row.readAt !== null,
          invitation:
            row.invitationWorkspaceId && row.invitationRole && row.invitationStatus
              ? {
                  workspace_id: row.invitationWorkspaceId,
                  workspace_name: row.workspaceName ?? '',
                  role: row.invitationRole,
                  status: row.invitationStatus,
                }
              : null,
        })),
        unread_count: await repo.countUnread(reader.id),
      };
    },

    /** Joins the workspace with the invited role (an existing member keeps theirs) and marks the invitation accepted. */
    async accept(reader: NotificationReader, notificationId: string): Promise<{ message: string }> {
      const workspaceName = await answer(reader, notificationId, 'accepted');
      return { message: `${workspaceName} 워크스페이스에 참여했습니다.` };
    },

    async decline(reader: NotificationReader, notificationId: string): Promise<{ message: string }> {
      await answer(reader, notificationId, 'declined');
      return { message: '초대를 거절했습니다.' };
    },

    async markRead(reader: NotificationReader, notificationId: string): Promise<NotificationReadResult> {
      if (!(await repo.findForUser(notificationId, reader.id))) throw notificationNotFound();
      await repo.markRead(notificationId, reader.id, deps.clock());
      return { message: '알림을 읽음으로 표시했습니다.', unread_count: await repo.countUnread(reader.id) };
    },

    async markAllRead(reader: NotificationReader): Promise<NotificationReadResult> {
      await repo.markAllRead(reader.id, deps.clock());
      return {
        message: '모든 알림을 읽음으로 표시했습니다.',
        unread_count: await repo.countUnread(reader.id),
      };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
