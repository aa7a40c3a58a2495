import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser, loginAs } from '../../../test/factories.ts';
import { bearer, insertMember, insertWorkspace } from '../../../test/kits/members.ts';
import { storeApiKeys } from '../../db/schema/coupang-stores.ts';
import { users } from '../../db/schema/users.ts';
import { notifications, workspaceMembers } from '../../db/schema/workspaces.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

async function teamWithAdmin() {
  const owner = await createUser(ctx);
  const admin = await createUser(ctx);
  const workspace = await insertWorkspace(ctx, owner.id);
  await insertMember(ctx, workspace.id, admin.id, 'admin');
  return {
    workspace,
    owner: { ...owner, token: await loginAs(ctx, owner.id) },
    admin: { ...admin, token: await loginAs(ctx, admin.id) },
  };
}

async function inviteAndFindNotification(
  inviterToken: string,
  workspaceId: string,
  invitee: { id: string; email: string },
) {
  const sent = await ctx.app.inject({
    method: 'POST',
    url: `/api/workspaces/${workspaceId}/members/invite`,
    headers: bearer(inviterToken),
    payload: { email: invitee.email, role: 'admin' },
  });
  expect(sent.statusCode).toBe(201);
  const [row] = await ctx.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, invitee.id));
  return row;
}

const accept = (token: string, notificationId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/notifications/${notificationId}/accept`,
    headers: bearer(token),
  });

async function isMember(workspaceId: string, userId: string) {
  const rows = await ctx.database.db
    .select()
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return rows.length > 0;
}

describe('removing a member revokes what they handed out', () => {
  it("withdraws the removed admin's pending invitations, so a second account cannot rejoin through them", async () => {
    const { workspace, owner, admin } = await teamWithAdmin();
    const alt = await createUser(ctx);
    const notification = await inviteAndFindNotification(admin.token, workspace.id, alt);
    expect(notification).toBeDefined();
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspace.id}/members/${encodeURIComponent(admin.email)}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(200);
    const response = await accept(await loginAs(ctx, alt.id), String(notification?.id));
    expect(response.statusCode).toBe(404);
    expect(await isMember(workspace.id, alt.id)).toBe(false);
  });

  it('deletes the store API key the removed admin generated', async () => {
    const { workspace, owner, admin } = await teamWithAdmin();
    await ctx.database.db.insert(storeApiKeys).values({
      workspaceId: workspace.id,
      keyHash: `hash-${workspace.id}`,
      keyPrefix: 'olk_test',
      createdBy: admin.id,
    });
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspace.id}/members/${encodeURIComponent(admin.email)}`,
      headers: bearer(owner.token),
    });
    const keys = await ctx.database.db
      .select()
      .from(storeApiKeys)
      .where(eq(storeApiKeys.workspaceId, workspace.id));
    expect(keys).toEqual([]);
  });
});

describe('answering an invitation re-checks who may answer and who invited', () => {
  it('refuses an account whose email is no longer the invited one', async () => {
    const { workspace, owner } = await teamWithAdmin();
    const invitee = await createUser(ctx);
    const notification = await inviteAndFindNotification(owner.token, workspace.id, invitee);
    await ctx.database.db
      .update(users)
      .set({ email: `moved-${invitee.email}` })
      .where(eq(users.id, invitee.id));
    const response = await accept(await loginAs(ctx, invitee.id), String(notification?.id));
    expect(response.statusCode).toBe(404);
    expect(await isMember(workspace.id, invitee.id)).toBe(false);
  });

  it('refuses an invitation whose inviter has lost the right to invite', async () => {
    const { workspace, admin } = await teamWithAdmin();
    const invitee = await createUser(ctx);
    const notification = await inviteAndFindNotification(admin.token, workspace.id, invitee);
    await ctx.database.db
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspace.id), eq(workspaceMembers.userId, admin.id)));
    const response = await accept(await loginAs(ctx, invitee.id), String(notification?.id));
    expect(response.statusCode).toBe(409);
    expect(await isMember(workspace.id, invitee.id)).toBe(false);
  });
});
