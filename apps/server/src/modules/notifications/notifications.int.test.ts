import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser, loginAs } from '../../../test/factories.ts';
import { bearer, countRows, insertMember, insertWorkspace } from '../../../test/kits/members.ts';
import { notifications, workspaceInvitations, workspaceMembers } from '../../db/schema/workspaces.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** An owner's workspace and a signed-in invitee holding one pending invitation notification. */
async function pendingInvitation(role: 'admin' | 'member' = 'member') {
  const owner = await createUser(ctx);
  const invitee = await createUser(ctx);
  const workspace = await insertWorkspace(ctx, owner.id);
  const invited = await ctx.app.inject({
    method: 'POST',
    url: `/api/workspaces/${workspace.id}/members/invite`,
    headers: bearer(await loginAs(ctx, owner.id)),
    payload: { email: invitee.email, role },
  });
  expect(invited.statusCode).toBe(201);
  const [row] = await ctx.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, invitee.id));
  if (!row) throw new Error('no notification');
  return { owner, invitee, workspace, notificationId: row.id, token: await loginAs(ctx, invitee.id) };
}

const post = (token: string | undefined, url: string) =>
  ctx.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {} });

async function expectRefused(
  request: () => Promise<{ statusCode: number; json(): unknown }>,
  status: number,
) {
  const before = await countRows(ctx);
  const response = await request();
  expect(response.statusCode).toBe(status);
  expect(await countRows(ctx)).toEqual(before);
  return response.json() as { detail: string; code: string };
}

describe('answering invitations', () => {
  it("refuses to act on another user's notification with 404, for every action", async () => {
    const { notificationId } = await pendingInvitation();
    const stranger = await createUser(ctx);
    const token = await loginAs(ctx, stranger.id);
    for (const action of ['accept', 'decline', 'read']) {
      const body = await expectRefused(
        () => post(token, `/api/notifications/${notificationId}/${action}`),
        404,
      );
      expect(body).toEqual({ detail: '알림을 찾을 수 없습니다.', code: 'not_found' });
    }
  });

  it('refuses answering twice with 409 and changes nothing', async () => {
    const { notificationId, token, workspace } = await pendingInvitation('admin');
    expect((await post(token, `/api/notifications/${notificationId}/accept`)).statusCode).toBe(200);
    for (const action of ['accept', 'decline']) {
      const body = await expectRefused(
        () => post(token, `/api/notifications/${notificationId}/${action}`),
        409,
      );
      expect(body).toEqual({ detail: '이미 응답한 초대입니다.', code: 'invitation_answered' });
    }
    const [invitation] = await ctx.database.db
      .select()
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.workspaceId, workspace.id));
    expect(invitation?.status).toBe('accepted');
  });

  it('refuses accepting after declining', async () => {
    const { notificationId, token } = await pendingInvitation();
    expect((await post(token, `/api/notifications/${notificationId}/decline`)).statusCode).toBe(200);
    await expectRefused(() => post(token, `/api/notifications/${notificationId}/accept`), 409);
  });

  it('accepting while already a member only marks the invitation accepted and keeps the role', async () => {
    const { notificationId, token, workspace, invitee } = await pendingInvitation('member');
    await insertMember(ctx, workspace.id, invitee.id, 'admin');
    const response = await post(token, `/api/notifications/${notificationId}/accept`);
    expect(response.statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(workspaceMembers)
      .where(eq(workspaceMembers.userId, invitee.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role).toBe('admin');
  });

  it('refuses accepting a notification that is not an invitation', async () => {
    const user = await createUser(ctx);
    const [info] = await ctx.database.db
      .insert(notifications)
      .values({ userId: user.id, type: 'info', message: '안내' })
      .returning();
    const token = await loginAs(ctx, user.id);
    const refused = await expectRefused(() => post(token, `/api/notifications/${info?.id}/accept`), 400);
    expect(refused).toEqual({
      detail: '초대 알림에만 수락하거나 거절할 수 있습니다.',
      code: 'not_an_invitation',
    });
  });

  it('answers 400 for an id that is not a uuid and 401 without a token', async () => {
    const user = await createUser(ctx);
    const token = await loginAs(ctx, user.id);
    const bad = await post(token, '/api/notifications/not-a-uuid/accept');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe('알림을 찾을 수 없습니다.');
    const { notificationId } = await pendingInvitation();
    await expectRefused(() => post(undefined, `/api/notifications/${notificationId}/accept`), 401);
  });
});

describe('reading notifications', () => {
  it('lists the newest 50 first and counts every unread one', async () => {
    const user = await createUser(ctx);
    const base = Date.parse('2030-01-01T00:00:00Z');
    await ctx.database.db.insert(notifications).values(
      Array.from({ length: 55 }, (_, index) => ({
        userId: user.id,
        type: 'info' as const,
        message: `알림 ${index}`,
        createdAt: new Date(base + index * 60_000),
      })),
    );
    const body = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: bearer(await loginAs(ctx, user.id)),
      })
    ).json();
    expect(body.notifications).toHaveLength(50);
    expect(body.notifications[0]).toMatchObject({ message: '알림 54', read: false, invitation: null });
    expect(body.notifications[49].message).toBe('알림 5');
    expect(body.unread_count).toBe(55);
  });

  it('marks one read (idempotently) and then all read', async () => {
    const { notificationId, token, invitee } = await pendingInvitation();
    await ctx.database.db.insert(notifications).values([
      { userId: invitee.id, type: 'info', message: '하나' },
      { userId: invitee.id, type: 'info', message: '둘' },
    ]);
    const first = await post(token, `/api/notifications/${notificationId}/read`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: '알림을 읽음으로 표시했습니다.', unread_count: 2 });
    expect((await post(token, `/api/notifications/${notificationId}/read`)).json().unread_count).toBe(2);

    // Reading does not answer: the invitation can still be accepted.
    const all = await post(token, '/api/notifications/read-all');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ message: '모든 알림을 읽음으로 표시했습니다.', unread_count: 0 });
    const listed = (
      await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) })
    ).json();
    expect(listed.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
    expect(listed.notifications.find((n: { id: string }) => n.id === notificationId).invitation.status).toBe(
      'pending',
    );
    expect((await post(token, `/api/notifications/${notificationId}/accept`)).statusCode).toBe(200);
  });

  it("read-all leaves other users' notifications alone", async () => {
    const { invitee } = await pendingInvitation();
    const other = await createUser(ctx);
    await post(await loginAs(ctx, other.id), '/api/notifications/read-all');
    const [row] = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, invitee.id));
    expect(row?.readAt).toBeNull();
  });
});
