import type { WorkspaceRole } from '@ollida/contracts/workspaces';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { workspaceMembers, workspaces } from '../../db/schema/workspaces.ts';
import { Forbidden, NotFound } from '../../platform/domain-errors.ts';

/** What each role may do in a workspace (docs/product/workspaces-and-stores.md#roles-and-permissions); services ask for an action, never for a role. */
export const workspacePermissions = {
  view: ['owner', 'admin', 'member'],
  testKeys: ['owner', 'admin', 'member'],
  updateKeys: ['owner', 'admin'],
  manageSettings: ['owner', 'admin'],
  invite: ['owner', 'admin'],
  removeMember: ['owner'],
  disconnectStore: ['owner'],
  changeWingAccount: ['owner'],
  revealKeys: ['owner'],
} as const satisfies Record<string, readonly WorkspaceRole[]>;
export type WorkspaceAction = keyof typeof workspacePermissions;

const notFound = () => new NotFound('워크스페이스를 찾을 수 없습니다.');

/** Membership checks every workspace-scoped use case starts with: a workspace the caller is not in answers 404. */
export function createWorkspaceAccess(db: Database) {
  return {
    async roleOf(userId: string, workspaceId: string): Promise<WorkspaceRole> {
      const [row] = await db
        .select({ role: workspaceMembers.role })
        .from(workspaceMembers)
        // A disconnected store is gone for everyone: every workspace-scoped route answers 404.
        .innerJoin(
          workspaces,
          and(eq(workspaces.id, workspaceMembers.workspaceId), isNull(workspaces.disconnectedAt)),
        )
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
        .limit(1);
      if (!row) throw notFound();
      return row.role;
    },

    /** The caller's role when it allows `action`; 404 outside the workspace, 403 (Korean) inside without the right. */
    async require(
      userId: string,
      workspaceId: string,
      action: WorkspaceAction,
      message: string,
    ): Promise<WorkspaceRole> {
      const role = await this.roleOf(userId, workspaceId);
      const allowed: readonly WorkspaceRole[] = workspacePermissions[action];
      if (!allowed.includes(role)) throw new Forbidden(message);
      return role;
    },
  };
}

export type WorkspaceAccess = ReturnType<typeof createWorkspaceAccess>;
