import { z } from 'zod';
import { workspaceRoles } from './workspaces.ts';

/** Roles an invitation may give (docs/product/workspaces-and-stores.md#members-and-invitations): never owner. */
export const invitableRoles = ['member', 'admin'] as const;

export const inviteMemberSchema = z.object({
  email: z
    .string({ message: '이메일을 입력해 주세요.' })
    .trim()
    .min(1, '이메일을 입력해 주세요.')
    .max(254, '이메일이 너무 깁니다.')
    .pipe(z.email('올바른 이메일 형식이 아닙니다.')),
  role: z.enum(invitableRoles, { message: '멤버 또는 관리자로만 초대할 수 있습니다.' }).default('member'),
});
export type InviteMember = z.infer<typeof inviteMemberSchema>;

export const memberSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(workspaceRoles),
  joined_at: z.string(),
  profile_picture: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

/** Most members one list returns; a safety bound, far above any plan's team size. */
export const memberListLimit = 1000;

/** An invitation not answered yet; it holds a seat of the team until it is answered or cancelled. */
export const pendingInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(invitableRoles),
  invited_at: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** `GET /api/workspaces/{id}/members`: the members and, beside them, the pending invitations (oldest first). */
export const memberListSchema = z.object({
  data: z.array(memberSchema),
  invitations: z.array(pendingInvitationSchema),
});
export type MemberList = z.infer<typeof memberListSchema>;

export const memberParamsSchema = z.object({
  workspace_id: z.uuid('워크스페이스를 찾을 수 없습니다.'),
  email: z.string().min(1).max(254),
});

export const invitationParamsSchema = z.object({
  workspace_id: z.uuid('워크스페이스를 찾을 수 없습니다.'),
  invitation_id: z.uuid('초대를 찾을 수 없습니다.'),
});

/** How roles read in Korean messages and badges. */
export const workspaceRoleLabels = {
  owner: '소유자',
  admin: '관리자',
  member: '멤버',
} as const satisfies Record<(typeof workspaceRoles)[number], string>;
