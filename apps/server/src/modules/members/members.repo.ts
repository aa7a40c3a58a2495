import { memberListLimit } from '@ollida/contracts/members';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storeApiKeys } from '../../db/schema/coupang-stores.ts';
import { users } from '../../db/schema/users.ts';
import {
  notifications,
  userWorkspaceSettings,
  workspaceInvitations,
  workspaceMembers,
  workspaces,
} from '../../db/schema/workspaces.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

type NewInvitation = typeof workspaceInvitations.$inferInsert;
type NewNotification = typeof notifications.$inferInsert;

/** Emails compare case-insensitively everywhere (the unique indexes use lower(email) too). */
const emailIs = (column: typeof users.email | typeof workspaceInvitations.email, email: string) =>
  eq(sql`lower(${column})`, email.toLowerCase());

/** Queries for workspace members and invitations. */
export function createMembersRepo(db: Database) {
  return {
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** Members with their profile; the owner first, then by joining time. */
    listMembers(workspaceId: string, tx: Database = db) {
      return tx
        .select({
          email: users.email,
          name: users.name,
          profilePicture: users.profilePicture,
          role: workspaceMembers.role,
          joinedAt: workspaceMembers.joinedAt,
        })
        .from(workspaceMembers)
        .innerJoin(users, eq(users.id, workspaceMembers.userId))
        .where(eq(workspaceMembers.workspaceId, workspaceId))
        .orderBy(
          sql`case when ${workspaceMembers.role} = 'owner' then 0 else 1 end`,
          asc(workspaceMembers.joinedAt),
          asc(users.email),
        )
        .limit(memberListLimit);
    },

    /** The workspace's pending invitations, oldest first. */
    listPendingInvitations(workspaceId: string, tx: Database = db) {
      return tx
        .select({
          id: workspaceInvitations.id,
          email: workspaceInvitations.email,
          role: workspaceInvitations.role,
          createdAt: workspaceInvitations.createdAt,
        })
        .from(workspaceInvitations)
        .where(
          and(eq(workspaceInvitations.workspaceId, workspaceId), eq(workspaceInvitations.status, 'pending')),
        )
        .orderBy(asc(workspaceInvitations.createdAt), asc(workspaceInvitations.email))
        .limit(memberListLimit);
    },

    /**
     * Deletes the pending invitation `invitationId` of this workspace (its notifications go with it); false when this
     * workspace has no such pending invitation.
     */
    async deletePendingInvitation(workspaceId: string, invitationId: string, tx: Database = db) {
      const deleted = await tx
        .delete(workspaceInvitations)
        .where(
          and(
            eq(workspaceInvitations.id, invitationId),
            eq(workspaceInvitations.workspaceId, workspaceId),
            eq(workspaceInvitations.status, 'pending'),
          ),
        )
        .returning({ id: workspaceInvitations.id });
      return deleted.length > 0;
    },

    async findWorkspace(workspaceId: string, tx: Database = db) {
      const [row] = await tx
        .select({ id: workspaces.id, name: workspaces.name, ownerId: workspaces.ownerId })
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId))
        .limit(1);
      return row;
    },

    async findMemberByEmail(workspaceId: string, email: string, tx: Database = db) {
      const [row] = await tx
        .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
        .from(workspaceMembers)
        .innerJoin(users, eq(users.id, workspaceMembers.userId))
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), emailIs(users.email, email)))
        .limit(1);
      return row;
    },

    async findUserIdByEmail(email: string, tx: Database = db): Promise<string | undefined> {
      const [row] = await tx.select({ id: users.id }).from(users).where(emailIs(users.email, email)).limit(1);
      return row?.id;
    },

    async findPendingInvitation(workspaceId: string, email: string, tx: Database = db) {
      const [row] = await tx
        .select({ id: workspaceInvitations.id })
        .from(workspaceInvitations)
        .where(
          and(
            eq(workspaceInvitations.workspaceId, workspaceId),
            emailIs(workspaceInvitations.email, email),
            eq(workspaceInvitations.status, 'pending'),
          ),
        )
        .limit(1);
      return row;
    },

    /** Inserts a pending invitation; undefined when another pending one for that email won a race. */
    async insertInvitation(values: NewInvitation, tx: Database = db) {
      const rows = await tx
        .insert(workspaceInvitations)
        .values(values)
        .returning({ id: workspaceInvitations.id })
        .catch((error: unknown) => {
          if (isUniqueViolation(error, 'workspace_invitations_pending_unique')) return [];
          throw error;
        });
      return rows[0];
    },

    async insertNotification(values: NewNotification, tx: Database = db) {
      await tx.insert(notifications).values(values).onConflictDoNothing();
    },

    /** Deletes an invitation; its notifications go with it (foreign key cascade). */
    async deleteInvitation(invitationId: string, tx: Database = db) {
      await tx.delete(workspaceInvitations).where(eq(workspaceInvitations.id, invitationId));
    },

    /**
     * What a removed member handed out stops working with them: their pending invitations to this workspace and the
     * store API key they generated for it.
     */
    async revokeGrantsOf(workspaceId: string, userId: string, tx: Database = db) {
      await tx
        .delete(workspaceInvitations)
        .where(
          and(
            eq(workspaceInvitations.workspaceId, workspaceId),
            eq(workspaceInvitations.invitedBy, userId),
            eq(workspaceInvitations.status, 'pending'),
          ),
        );
      await tx
        .delete(storeApiKeys)
        .where(and(eq(storeApiKeys.workspaceId, workspaceId), eq(storeApiKeys.createdBy, userId)));
    },

    async deleteMember(workspaceId: string, userId: string, tx: Database = db) {
      await tx
        .delete(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
    },

    /** A removed member no longer works in, or starts from, that workspace. */
    async forgetWorkspaceChoices(userId: string, workspaceId: string, tx: Database = db) {
      await tx
        .update(userWorkspaceSettings)
        .set({ currentWorkspaceId: null })
        .where(
          and(
            eq(userWorkspaceSettings.userId, userId),
            eq(userWorkspaceSettings.currentWorkspaceId, workspaceId),
          ),
        );
      await tx
        .update(userWorkspaceSettings)
        .set({ mainWorkspaceId: null })
        .where(
          and(
            eq(userWorkspaceSettings.userId, userId),
            eq(userWorkspaceSettings.mainWorkspaceId, workspaceId),
          ),
        );
    },
  };
}

export type MembersRepo = ReturnType<typeof createMembersRepo>;
