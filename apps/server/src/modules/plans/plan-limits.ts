/** The workspace a member would join, as the plan check needs it. */
export interface MemberLimitSubject {
  workspaceId: string;
  ownerId: string;
}

/** What a seller's plan allows, asked by the services before they create something that counts. */
export interface PlanLimits {
  /** Team size (spec 2 §9: pro up to 5 members, business unlimited); asked before an invitation is created. */
  canAddMember(subject: MemberLimitSubject): Promise<boolean>;
  /** Connected stores (starter 1, pro 3, business unlimited); asked before a workspace is created. */
  canAddStore(ownerId: string): Promise<boolean>;
}

/**
 * Until the payments issue (#8) lands every seller may grow; that issue replaces this with limits that read the owner's
 * subscription. It is built once in app.ts, so the swap happens in one place.
 */
export function createUnlimitedPlanLimits(): PlanLimits {
  return {
    canAddMember: async () => true,
    canAddStore: async () => true,
  };
}
