import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import {
  notifications,
  workspaceInvitations,
  workspaceMembers,
  workspaces,
} from '../../db/schema/workspaces.ts';

type NewNotification = typeof notifications.$inferInsert;

const inviters = alias(users, 'inviters');

/** Queries for notifications and the invitations they answer. */
export function createNotificationsRepo(db: Database) {
  return {
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The newest notifications of a user, each with its invitation and workspace when it has one. */
    listForUser(userId: string, limit: number) {
      return db
        .select({
          id: notifications.id,
          type: notifications.type,
          message: notifications.message,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
          invitationWorkspaceId: workspaceInvitations.workspaceId,
          invitationRole: workspaceInvitations.role,
          invitationStatus: workspaceInvitations.status,
          workspaceName: workspaces.name,
        })
        .from(notifications)
        .leftJoin(workspaceInvitations, eq(workspaceInvitations.id, notifications.invitationId))
        .leftJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async countUnread(userId: string, tx: Database = db): Promise<number> {
      const [row] = await tx
        .select({ value: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.value ?? 0;
    },

    /** Pending invitations sent to this email that the user has no notification for yet. */
    pendingInvitationsWithoutNotification(userId: string, email: string) {
      return db
        .select({
          invitationId: workspaceInvitations.id,
          role: workspaceInvitations.role,
          createdAt: workspaceInvitations.createdAt,
          workspaceName: workspaces.name,
          inviterName: inviters.name,
          inviterEmail: inviters.email,
        })
        .from(workspaceInvitations)
        .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
        .innerJoin(inviters, eq(inviters.id, workspaceInvitations.invitedBy))
        .leftJoin(
          notifications,
          and(eq(notifications.invitationId, workspaceInvitations.id), eq(notifications.userId, userId)),
        )
        .where(
          and(
            eq(sql`lower(${workspaceInvitations.email})`, email.toLowerCase()),
            eq(workspaceInvitations.status, 'pending'),
            isNull(notifications.id),
          ),
        );
    },

    /** Inserts notifications, skipping any the unique (user, invitation) index already holds. */
    async insertNotifications(values: NewNotification[]) {
      if (values.length === 0) return;
      await db.insert(notifications).values(values).onConflictDoNothing();
    },

    /** One notification of this user with its invitation; another user's notification is not found. */
    async findForUser(notificationId: string, userId: string) {
      const [row] = await db
        .select({
          id: notifications.id,
          invitationId: workspaceInvitations.id,
          invitationStatus: workspaceInvitations.status,
          invitationRole: workspaceInvitations.role,
          invitationEmail: workspaceInvitations.email,
          invitedBy: workspaceInvitations.invitedBy,
          workspaceId: workspaceInvitations.workspaceId,
          workspaceName: workspaces.name,
        })
        .from(notifications)
        .leftJoin(workspaceInvitations, eq(workspaceInvitations.id, notifications.invitationId))
        .leftJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
        .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
        .limit(1);
      return row;
    },

    /** True while the inviter may still invite in the workspace (an owner or admin there). */
    async inviterStillAllowed(workspaceId: string, inviterId: string, tx: Database = db): Promise<boolean> {
      const [row] = await tx
        .select({ role: workspaceMembers.role })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, inviterId)))
        .limit(1);
      return row?.role === 'owner' || row?.role === 'admin';
    },

    /** Moves a pending invitation to its answer; false when it was no longer pending (answered meanwhile). */
    async answerInvitation(
      invitationId: string,
      status: 'accepted' | 'declined',
      at: Date,
      tx: Database = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(workspaceInvitations)
        .set({ status, respondedAt: at })
        .where(and(eq(workspaceInvitations.id, invitationId), eq(workspaceInvitations.status, 'pending')))
        .returning({ id: workspaceInvitations.id });
      return rows.length > 0;
    },

    /** Adds the member; someone who already is one keeps their current role. */
    async addMember(
      workspaceId: string,
      userId: string,
      role: 'admin' | 'member',
      at: Date,
      tx: Database = db,
    ) {
      await tx
        .insert(workspaceMembers)
        .values({ workspaceId, userId, role, joinedAt: at })
        .onConflictDoNothing();
    },

    async markRead(notificationId: string, userId: string, at: Date, tx: Database = db) {
      await tx
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(
            eq(notifications.id, notificationId),
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
          ),
        );
    },

    async markAllRead(userId: string, at: Date) {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
