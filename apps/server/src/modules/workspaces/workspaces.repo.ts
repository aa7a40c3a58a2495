import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { userWorkspaceSettings, workspaceMembers, workspaces } from '../../db/schema/workspaces.ts';

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type NewWorkspaceRow = typeof workspaces.$inferInsert;
export type WorkspaceSettingsRow = typeof userWorkspaceSettings.$inferSelect;

/** A workspace as one member sees it: the row, their role and how many members it has. */
export interface MemberWorkspaceRow {
  workspace: WorkspaceRow;
  role: WorkspaceRole;
  memberCount: number;
}
type WorkspaceRole = (typeof workspaceMembers.$inferSelect)['role'];

/** What a key check leaves on the workspace (status, last test, and new keys when they were replaced). */
export type KeyStateUpdate = Partial<
  Pick<
    WorkspaceRow,
    | 'credentials'
    | 'keyPrefix'
    | 'keyStatus'
    | 'keyStatusMessage'
    | 'lastTestValid'
    | 'lastTestErrorType'
    | 'lastTestMessage'
    | 'lastTestedAt'
  >
>;

/** Disconnected stores stay as rows for their history but are no workspace any more. */
const connected = isNull(workspaces.disconnectedAt);

/** Queries for workspaces, their membership counts and the per-user current/main choice. */
export function createWorkspacesRepo(db: Database) {
  // Aliased, because the list query also joins workspace_members for the caller's own role.
  const memberCount =
    sql<number>`(select count(*) from ${workspaceMembers} as counted where counted.workspace_id = ${workspaces.id})`.mapWith(
      Number,
    );

  return {
    /** Runs `work` in one transaction; callers do their network calls before. */
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** Every workspace the user belongs to, oldest first. */
    async listForMember(userId: string): Promise<MemberWorkspaceRow[]> {
      return db
        .select({ workspace: workspaces, role: workspaceMembers.role, memberCount })
        .from(workspaces)
        .innerJoin(
          workspaceMembers,
          and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, userId)),
        )
        .where(connected)
        .orderBy(asc(workspaces.createdAt), asc(workspaces.id));
    },

    async findById(id: string): Promise<WorkspaceRow | undefined> {
      const [row] = await db
        .select()
        .from(workspaces)
        .where(and(eq(workspaces.id, id), connected))
        .limit(1);
      return row;
    },

    /** The owner's Coupang workspace of a Wing account (case-insensitive, as the unique index compares). */
    async findCoupangByWingAccount(ownerId: string, wingAccount: string): Promise<WorkspaceRow | undefined> {
      const [row] = await db
        .select()
        .from(workspaces)
        .where(
          and(
            eq(workspaces.ownerId, ownerId),
            eq(workspaces.platform, 'coupang'),
            connected,
            sql`lower(${workspaces.wingAccount}) = lower(${wingAccount})`,
          ),
        )
        .limit(1);
      return row;
    },

    async findNaverByStore(ownerId: string, storeId: string): Promise<WorkspaceRow | undefined> {
      const [row] = await db
        .select()
        .from(workspaces)
        .where(
          and(
            eq(workspaces.ownerId, ownerId),
            eq(workspaces.platform, 'naver'),
            eq(workspaces.storeId, storeId),
            connected,
          ),
        )
        .limit(1);
      return row;
    },

    async findSettings(userId: string): Promise<WorkspaceSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(userWorkspaceSettings)
        .where(eq(userWorkspaceSettings.userId, userId))
        .limit(1);
      return row;
    },

    /** Inserts the workspace with its creator as the owner member. */
    async insertWithOwner(values: NewWorkspaceRow, joinedAt: Date, tx: Database = db): Promise<WorkspaceRow> {
      const [row] = await tx.insert(workspaces).values(values).returning();
      if (!row) throw new Error('workspace insert returned nothing');
      await tx
        .insert(workspaceMembers)
        .values({ workspaceId: row.id, userId: row.ownerId, role: 'owner', joinedAt });
      return row;
    },

    /**
     * Makes the workspace the user's current and main one where they have none yet; a current workspace they are
     * no longer a member of counts as none.
     */
    async adoptAsDefault(userId: string, workspaceId: string, tx: Database = db): Promise<void> {
      const stillMember = (column: AnyPgColumn) =>
        sql`${column} is not null and exists (select 1 from ${workspaceMembers} where ${workspaceMembers.workspaceId} = ${column} and ${workspaceMembers.userId} = ${userId})`;
      await tx
        .insert(userWorkspaceSettings)
        .values({ userId, currentWorkspaceId: workspaceId, mainWorkspaceId: workspaceId })
        .onConflictDoUpdate({
          target: userWorkspaceSettings.userId,
          set: {
            currentWorkspaceId: sql`case when ${stillMember(userWorkspaceSettings.currentWorkspaceId)} then ${userWorkspaceSettings.currentWorkspaceId} else excluded.current_workspace_id end`,
            mainWorkspaceId: sql`case when ${stillMember(userWorkspaceSettings.mainWorkspaceId)} then ${userWorkspaceSettings.mainWorkspaceId} else excluded.main_workspace_id end`,
          },
        });
    },

    async setCurrent(userId: string, workspaceId: string): Promise<void> {
      await db
        .insert(userWorkspaceSettings)
        .values({ userId, currentWorkspaceId: workspaceId })
        .onConflictDoUpdate({
          target: userWorkspaceSettings.userId,
          set: { currentWorkspaceId: workspaceId },
        });
    },

    async setMain(userId: string, workspaceId: string): Promise<void> {
      await db
        .insert(userWorkspaceSettings)
        .values({ userId, mainWorkspaceId: workspaceId })
        .onConflictDoUpdate({ target: userWorkspaceSettings.userId, set: { mainWorkspaceId: workspaceId } });
    },

    async updateKeyState(id: string, update: KeyStateUpdate): Promise<void> {
      await db.update(workspaces).set(update).where(eq(workspaces.id, id));
    },
  };
}

export type WorkspacesRepo = ReturnType<typeof createWorkspacesRepo>;
