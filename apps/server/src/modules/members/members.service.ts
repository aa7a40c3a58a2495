import { errorCodes } from '@ollida/contracts/errors';
import type { InviteMember, Member, PendingInvitation } from '@ollida/contracts/members';
import { Conflict, Invalid, NotFound } from '../../platform/domain-errors.ts';
import { invitationMessage } from '../notifications/index.ts';
import type { PlanLimits } from '../plans/index.ts';
import type { WorkspaceAccess } from '../workspaces/index.ts';
import type { MembersRepo } from './members.repo.ts';

/** The signed-in user acting on members. */
export interface MemberActor {
  id: string;
  email: string;
  name: string;
}

const workspaceNotFound = () => new NotFound('워크스페이스를 찾을 수 없습니다.');

/** Use cases of a workspace's team: list, invite, cancel an invitation, remove (docs/product/workspaces-and-stores.md#members-and-invitations, #roles-and-permissions). */
export function createMembersService(deps: {
  repo: MembersRepo;
  access: WorkspaceAccess;
  limits: PlanLimits;
  clock: () => Date;
}) {
  const { repo, access } = deps;

  return {
    async listMembers(actor: MemberActor, workspaceId: string): Promise<Member[]> {
      await access.require(actor.id, workspaceId, 'view', '멤버 목록을 볼 권한이 없습니다.');
      const rows = await repo.listMembers(workspaceId);
      return rows.map((row) => ({
        email: row.email,
        name: row.name.trim() === '' ? null : row.name,
        role: row.role,
        joined_at: row.joinedAt.toISOString(),
        profile_picture: row.profilePicture,
      }));
    },

    /** The pending invitations, listed beside the members (each holds a seat of the team). */
    async listInvitations(actor: MemberActor, workspaceId: string): Promise<PendingInvitation[]> {
      await access.require(actor.id, workspaceId, 'view', '멤버 목록을 볼 권한이 없습니다.');
      const rows = await repo.listPendingInvitations(workspaceId);
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        role: row.role,
        invited_at: row.createdAt.toISOString(),
      }));
    },

    /**
     * Withdraws a pending invitation (owner or admin), which frees its seat and removes the invitee's notification.
     * An invitation of another workspace, or one already answered, is not found here.
     */
    async cancelInvitation(
      actor: MemberActor,
      workspaceId: string,
      invitationId: string,
    ): Promise<{ message: string }> {
      await access.require(actor.id, workspaceId, 'invite', '초대를 취소할 권한이 없습니다.');
      if (!(await repo.deletePendingInvitation(workspaceId, invitationId))) {
        throw new NotFound('대기 중인 초대를 찾을 수 없습니다.', errorCodes.invitationNotFound);
      }
      return { message: '초대를 취소했습니다.' };
    },

    /** Creates a pending invitation; a user who already has an account is notified at once, others at first sign-in. */
    async invite(actor: MemberActor, workspaceId: string, input: InviteMember): Promise<{ message: string }> {
      await access.require(actor.id, workspaceId, 'invite', '멤버를 초대할 권한이 없습니다.');
      const workspace = await repo.findWorkspace(workspaceId);
      if (!workspace) throw workspaceNotFound();
      const email = input.email.toLowerCase();

      if (email === actor.email.toLowerCase()) {
        throw new Invalid('자기 자신은 초대할 수 없습니다.', errorCodes.inviteSelf);
      }
      if (await repo.findMemberByEmail(workspaceId, email)) {
        throw new Conflict('이미 이 워크스페이스의 멤버입니다.', errorCodes.alreadyMember);
      }
      const pendingConflict = () =>
        new Conflict(
          '이미 초대를 보낸 이메일입니다. 상대방이 응답할 때까지 기다려 주세요.',
          errorCodes.invitationPending,
        );
      if (await repo.findPendingInvitation(workspaceId, email)) throw pendingConflict();

      const now = deps.clock();
      await repo.transaction(async (tx) => {
        // Counted under the owner's lock in the inserting transaction: parallel invitations take the seats in turn.
        await deps.limits.assertCanAddMember({ workspaceId, ownerId: workspace.ownerId }, tx);
        const invitation = await repo.insertInvitation(
          { workspaceId, email, role: input.role, invitedBy: actor.id, createdAt: now },
          tx,
        );
        if (!invitation) throw pendingConflict();
        const inviteeId = await repo.findUserIdByEmail(email, tx);
        if (!inviteeId) return;
        const message = invitationMessage({
          inviterName: actor.name,
          inviterEmail: actor.email,
          workspaceName: workspace.name,
          role: input.role,
        });
        await repo.insertNotification(
          {
            userId: inviteeId,
            type: 'workspace_invitation',
            message,
            invitationId: invitation.id,
            createdAt: now,
          },
          tx,
        );
      });
      return { message: `${email}님에게 초대를 보냈습니다.` };
    },

    /**
     * Removes a non-owner member. When the email is not a member but has a pending invitation here, that invitation
     * is cancelled instead (and its notification disappears), so the same button also withdraws an invitation.
     */
    async removeMember(
      actor: MemberActor,
      workspaceId: string,
      rawEmail: string,
    ): Promise<{ message: string }> {
      await access.require(actor.id, workspaceId, 'removeMember', '멤버를 내보낼 권한이 없습니다.');
      const email = rawEmail.trim().toLowerCase();
      const member = await repo.findMemberByEmail(workspaceId, email);
      if (member) {
        if (member.role === 'owner') {
          throw new Invalid('워크스페이스 소유자는 내보낼 수 없습니다.', errorCodes.ownerNotRemovable);
        }
        await repo.transaction(async (tx) => {
          await repo.deleteMember(workspaceId, member.userId, tx);
          await repo.revokeGrantsOf(workspaceId, member.userId, tx);
          await repo.forgetWorkspaceChoices(member.userId, workspaceId, tx);
        });
        return { message: '멤버를 내보냈습니다.' };
      }
      const invitation = await repo.findPendingInvitation(workspaceId, email);
      if (invitation) {
        await repo.deleteInvitation(invitation.id);
        return { message: '초대를 취소했습니다.' };
      }
      throw new NotFound('이 워크스페이스의 멤버가 아닙니다.', errorCodes.memberNotFound);
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
