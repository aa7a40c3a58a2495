import { count, eq, sql } from 'drizzle-orm';
import {
  notifications,
  workspaceInvitations,
  workspaceMembers,
  workspaces,
} from '../../src/db/schema/workspaces.ts';
import type { TestContext } from '../build-test-app.ts';

type NewWorkspace = typeof workspaces.$inferInsert;

/** Test helper: inserts a Coupang workspace straight into the database with its owner as member. */
export async function insertWorkspace(
  ctx: TestContext,
  ownerId: string,
  overrides: Partial<NewWorkspace> = {},
): Promise<typeof workspaces.$inferSelect> {
  const [row] = await ctx.database.db
    .insert(workspaces)
    .values({
      name: '테스트 상점',
      platform: 'coupang',
      ownerId,
      wingAccount: `wing-${Math.random().toString(36).slice(2, 10)}`,
      vendorCode: 'A00012345',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('workspace insert returned nothing');
  await ctx.database.db
    .insert(workspaceMembers)
    .values({ workspaceId: row.id, userId: ownerId, role: 'owner' });
  return row;
}

/** Test helper: adds a member row directly; `joinedAt` defaults to the test clock. */
export async function insertMember(
  ctx: TestContext,
  workspaceId: string,
  userId: string,
  role: 'admin' | 'member',
  joinedAt: Date = ctx.clock.now,
) {
  await ctx.database.db.insert(workspaceMembers).values({ workspaceId, userId, role, joinedAt });
}

/** Test helper: the Authorization header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Test helper: row counts of the tables the member and notification routes write, to prove nothing changed. */
export async function countRows(ctx: TestContext) {
  const db = ctx.database.db;
  const one = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  return {
    members: await one(db.select({ value: count() }).from(workspaceMembers)),
    invitations: await one(db.select({ value: count() }).from(workspaceInvitations)),
    pendingInvitations: await one(
      db
        .select({ value: count() })
        .from(workspaceInvitations)
        .where(eq(workspaceInvitations.status, 'pending')),
    ),
    notifications: await one(db.select({ value: count() }).from(notifications)),
    unreadNotifications: await one(
      db.select({ value: count() }).from(notifications).where(sql`${notifications.readAt} is null`),
    ),
  };
}
