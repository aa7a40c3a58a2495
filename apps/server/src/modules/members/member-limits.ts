/** The workspace a member would join, as the plan check needs it. */
export interface MemberLimitSubject {
  workspaceId: string;
  ownerId: string;
}

/**
 * Plan limits on team size (spec 2 §9: pro up to 5 members, business unlimited). Until the payments issue lands every
 * workspace may grow; that issue replaces `createMemberLimits` with one that reads the owner's subscription and counts
 * members plus pending invitations. The member service asks before creating an invitation and answers 403
 * `member_limit_reached` when this says no.
 */
export function createMemberLimits() {
  return {
    async canAddMember(_subject: MemberLimitSubject): Promise<boolean> {
      return true;
    },
  };
}

export type MemberLimits = ReturnType<typeof createMemberLimits>;
