import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser, loginAs } from '../../../test/factories.ts';
import { bearer, insertMember, insertWorkspace } from '../../../test/kits/members.ts';
import { notifications, workspaceInvitations } from '../../db/schema/workspaces.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const invite = (token: string, workspaceId: string, body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/workspaces/${workspaceId}/members/invite`,
    headers: bearer(token),
    payload: body,
  });
const listNotifications = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) });
const listMembers = (token: string, workspaceId: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/workspaces/${workspaceId}/members`, headers: bearer(token) });

describe('members and invitations, end to end', () => {
  it('lists members owner first, then by joining time, with null for a missing name', async () => {
    const owner = await createUser(ctx, { name: '김소유' });
    const early = await createUser(ctx, { name: '' });
    const late = await createUser(ctx, { name: '이나중', profilePicture: 'https://example.com/p.png' });
    const workspace = await insertWorkspace(ctx, owner.id);
    await insertMember(ctx, workspace.id, late.id, 'member', new Date('2030-01-02T00:00:00Z'));
    await insertMember(ctx, workspace.id, early.id, 'admin', new Date('2020-01-01T00:00:00Z'));

    const response = await listMembers(await loginAs(ctx, late.id), workspace.id);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((member: { email: string }) => member.email)).toEqual([
      owner.email,
      early.email,
      late.email,
    ]);
    expect(data[0]).toMatchObject({ role: 'owner', name: '김소유' });
    expect(data[1]).toEqual({
      email: early.email,
      name: null,
      role: 'admin',
      joined_at: '2020-01-01T00:00:00.000Z',
      profile_picture: null,
    });
    expect(data[2]).toMatchObject({ role: 'member', profile_picture: 'https://example.com/p.png' });
  });

  it('notifies an existing user at once, and accepting makes them a member with the invited role', async () => {
    const owner = await createUser(ctx, { name: '김사장' });
    const invitee = await createUser(ctx, { email: `Invitee-${Date.now()}@Example.com` });
    const workspace = await insertWorkspace(ctx, owner.id, { name: '올리다 상점' });
    const ownerToken = await loginAs(ctx, owner.id);

    const invited = await invite(ownerToken, workspace.id, {
      email: invitee.email.toLowerCase(),
      role: 'admin',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().message).toContain('초대를 보냈습니다');

    const rows = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, invitee.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.message).toBe('김사장님이 올리다 상점 워크스페이스에 관리자로 초대했습니다.');

    const inviteeToken = await loginAs(ctx, invitee.id);
    const listed = (await listNotifications(inviteeToken)).json();
    expect(listed.unread_count).toBe(1);
    expect(listed.notifications).toHaveLength(1);
    const [notification] = listed.notifications;
    expect(notification).toMatchObject({
      type: 'workspace_invitation',
      read: false,
      invitation: {
        workspace_id: workspace.id,
        workspace_name: '올리다 상점',
        role: 'admin',
        status: 'pending',
      },
    });

    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/${notification.id}/accept`,
      headers: bearer(inviteeToken),
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toBe('올리다 상점 워크스페이스에 참여했습니다.');

    const members = (await listMembers(inviteeToken, workspace.id)).json().data;
    expect(members).toHaveLength(2);
    expect(members[1]).toMatchObject({ email: invitee.email, role: 'admin' });

    const after = (await listNotifications(inviteeToken)).json();
    expect(after.unread_count).toBe(0);
    expect(after.notifications[0]).toMatchObject({ read: true, invitation: { status: 'accepted' } });
  });

  it('turns an invitation to an unknown email into one notification when that person signs up later', async () => {
    const owner = await createUser(ctx, { name: '', email: `boss-${Date.now()}@example.com` });
    const workspace = await insertWorkspace(ctx, owner.id, { name: '새벽시장' });
    const email = `newcomer-${Date.now()}@example.com`;

    const invited = await invite(await loginAs(ctx, owner.id), workspace.id, { email });
    expect(invited.statusCode).toBe(201);
    const [invitation] = await ctx.database.db
      .select()
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.workspaceId, workspace.id));
    expect(invitation).toMatchObject({ email, role: 'member', status: 'pending', invitedBy: owner.id });
    expect(
      await ctx.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.invitationId, invitation?.id ?? '')),
    ).toHaveLength(0);

    // Signs up with other letter case: emails compare case-insensitively.
    const newcomer = await createUser(ctx, { email: email.toUpperCase() });
    const token = await loginAs(ctx, newcomer.id);
    const [first, second] = [
      (await listNotifications(token)).json(),
      (await listNotifications(token)).json(),
    ];
    expect(first.notifications).toHaveLength(1);
    expect(first.notifications[0].message).toBe(
      `${owner.email.split('@')[0]}님이 새벽시장 워크스페이스에 멤버로 초대했습니다.`,
    );
    expect(second.notifications).toHaveLength(1);
    expect(second.notifications[0].id).toBe(first.notifications[0].id);
    expect(second.unread_count).toBe(1);
    const stored = await ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, newcomer.id), eq(notifications.invitationId, invitation?.id ?? '')),
      );
    expect(stored).toHaveLength(1);
  });

  it('declining marks the invitation declined, reads the notification and adds no member', async () => {
    const owner = await createUser(ctx);
    const invitee = await createUser(ctx);
    const workspace = await insertWorkspace(ctx, owner.id);
    await invite(await loginAs(ctx, owner.id), workspace.id, { email: invitee.email, role: 'member' });
    const token = await loginAs(ctx, invitee.id);
    const [notification] = (await listNotifications(token)).json().notifications;

    const declined = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/${notification.id}/decline`,
      headers: bearer(token),
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().message).toBe('초대를 거절했습니다.');
    expect((await listMembers(token, workspace.id)).statusCode).toBe(404);
    const after = (await listNotifications(token)).json();
    expect(after.notifications[0]).toMatchObject({ read: true, invitation: { status: 'declined' } });

    // A declined invitation no longer blocks a new one.
    const again = await invite(await loginAs(ctx, owner.id), workspace.id, { email: invitee.email });
    expect(again.statusCode).toBe(201);
    expect((await listNotifications(token)).json().notifications).toHaveLength(2);
  });
});
