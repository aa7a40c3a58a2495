import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser, loginAs } from '../../../test/factories.ts';
import { bearer, countRows, insertMember, insertWorkspace } from '../../../test/kits/members.ts';
import { notifications, userWorkspaceSettings } from '../../db/schema/workspaces.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** A workspace with an owner, an admin and a member, each signed in. */
async function team() {
  const owner = await createUser(ctx, { name: '김소유' });
  const admin = await createUser(ctx);
  const member = await createUser(ctx, { email: `a+b-${Date.now()}@example.com` });
  const workspace = await insertWorkspace(ctx, owner.id);
  await insertMember(ctx, workspace.id, admin.id, 'admin');
  await insertMember(ctx, workspace.id, member.id, 'member');
  return {
    workspace,
    owner: { ...owner, token: await loginAs(ctx, owner.id) },
    admin: { ...admin, token: await loginAs(ctx, admin.id) },
    member: { ...member, token: await loginAs(ctx, member.id) },
  };
}

const invite = (token: string, workspaceId: string, body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/workspaces/${workspaceId}/members/invite`,
    headers: bearer(token),
    payload: body as object,
  });
const remove = (token: string, workspaceId: string, email: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/workspaces/${workspaceId}/members/${encodeURIComponent(email)}`,
    headers: bearer(token),
  });

/** Runs a request that must fail and proves no table it could write changed. */
async function expectRefused(
  request: () => Promise<{ statusCode: number; json(): unknown }>,
  status: number,
) {
  const before = await countRows(ctx);
  const response = await request();
  expect(response.statusCode).toBe(status);
  expect(await countRows(ctx)).toEqual(before);
  return response.json() as { detail: string; code: string; errors?: { path: string; message: string }[] };
}

describe('invite: bad input changes nothing', () => {
  it('refuses inviting yourself, in any letter case', async () => {
    const { workspace, owner } = await team();
    const body = await expectRefused(
      () => invite(owner.token, workspace.id, { email: owner.email.toUpperCase() }),
      400,
    );
    expect(body).toEqual({ detail: '자기 자신은 초대할 수 없습니다.', code: 'invite_self' });
  });

  it('refuses inviting an existing member', async () => {
    const { workspace, owner, member } = await team();
    const body = await expectRefused(() => invite(owner.token, workspace.id, { email: member.email }), 409);
    expect(body).toEqual({ detail: '이미 이 워크스페이스의 멤버입니다.', code: 'already_member' });
  });

  it('refuses a second pending invitation for the same email', async () => {
    const { workspace, owner, admin } = await team();
    expect((await invite(owner.token, workspace.id, { email: 'twice@example.com' })).statusCode).toBe(201);
    const body = await expectRefused(
      () => invite(admin.token, workspace.id, { email: 'TWICE@example.com' }),
      409,
    );
    expect(body.code).toBe('invitation_pending');
    expect(body.detail).toMatch(/이미 초대를 보낸 이메일입니다/);
  });

  it('refuses role owner and unknown roles', async () => {
    const { workspace, owner } = await team();
    for (const role of ['owner', 'boss', '']) {
      const body = await expectRefused(
        () => invite(owner.token, workspace.id, { email: 'x@example.com', role }),
        400,
      );
      expect(body.code).toBe('validation_error');
      expect(body.errors?.[0]?.message).toBe('멤버 또는 관리자로만 초대할 수 있습니다.');
    }
  });

  it('refuses a missing, blank, oversized or malformed email', async () => {
    const { workspace, owner } = await team();
    const cases: [unknown, string][] = [
      [{}, '이메일을 입력해 주세요.'],
      [{ email: '   ' }, '이메일을 입력해 주세요.'],
      [{ email: `${'a'.repeat(250)}@example.com` }, '이메일이 너무 깁니다.'],
      [{ email: 'not-an-email' }, '올바른 이메일 형식이 아닙니다.'],
      [{ email: 'a@b@example.com' }, '올바른 이메일 형식이 아닙니다.'],
    ];
    for (const [payload, message] of cases) {
      const body = await expectRefused(() => invite(owner.token, workspace.id, payload), 400);
      expect(body.code, JSON.stringify(payload)).toBe('validation_error');
      expect(body.errors?.[0]?.message, JSON.stringify(payload)).toBe(message);
    }
  });

  it('trims and lower-cases the invited email', async () => {
    const { workspace, owner } = await team();
    expect((await invite(owner.token, workspace.id, { email: '  New.Person@Example.COM ' })).statusCode).toBe(
      201,
    );
    await expectRefused(() => invite(owner.token, workspace.id, { email: 'new.person@example.com' }), 409);
  });
});

describe('member permissions', () => {
  it('a member cannot invite; an admin can', async () => {
    const { workspace, admin, member } = await team();
    const body = await expectRefused(
      () => invite(member.token, workspace.id, { email: 'm@example.com' }),
      403,
    );
    expect(body).toEqual({ detail: '멤버를 초대할 권한이 없습니다.', code: 'forbidden' });
    const invited = await invite(admin.token, workspace.id, { email: 'by-admin@example.com', role: 'admin' });
    expect(invited.statusCode).toBe(201);
  });

  it('an admin or member cannot remove anyone', async () => {
    const { workspace, owner, admin, member } = await team();
    for (const actor of [admin, member]) {
      const body = await expectRefused(() => remove(actor.token, workspace.id, member.email), 403);
      expect(body).toEqual({ detail: '멤버를 내보낼 권한이 없습니다.', code: 'forbidden' });
    }
    await expectRefused(() => remove(admin.token, workspace.id, owner.email), 403);
  });

  it('the owner removes a non-owner member by URL-encoded email, and their workspace choice is cleared', async () => {
    const { workspace, owner, member } = await team();
    await ctx.database.db
      .insert(userWorkspaceSettings)
      .values({ userId: member.id, currentWorkspaceId: workspace.id, mainWorkspaceId: workspace.id });
    const response = await remove(owner.token, workspace.id, member.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: '멤버를 내보냈습니다.' });
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/workspaces/${workspace.id}/members`,
      headers: bearer(owner.token),
    });
    expect(list.json().data.map((m: { email: string }) => m.email)).not.toContain(member.email);
    const [settings] = await ctx.database.db
      .select()
      .from(userWorkspaceSettings)
      .where(eq(userWorkspaceSettings.userId, member.id));
    expect(settings).toMatchObject({ currentWorkspaceId: null, mainWorkspaceId: null });
    // The removed member now sees the workspace as not found.
    const gone = await ctx.app.inject({
      method: 'GET',
      url: `/api/workspaces/${workspace.id}/members`,
      headers: bearer(member.token),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('the owner cannot be removed', async () => {
    const { workspace, owner } = await team();
    const body = await expectRefused(() => remove(owner.token, workspace.id, owner.email), 400);
    expect(body).toEqual({
      detail: '워크스페이스 소유자는 내보낼 수 없습니다.',
      code: 'owner_not_removable',
    });
  });

  it('removing an unknown email answers 404', async () => {
    const { workspace, owner } = await team();
    const body = await expectRefused(() => remove(owner.token, workspace.id, 'nobody@example.com'), 404);
    expect(body).toEqual({ detail: '이 워크스페이스의 멤버가 아닙니다.', code: 'member_not_found' });
  });

  it('removing an email with only a pending invitation cancels that invitation and its notification', async () => {
    const { workspace, owner } = await team();
    const invitee = await createUser(ctx);
    await invite(owner.token, workspace.id, { email: invitee.email });
    const before = await countRows(ctx);
    const response = await remove(owner.token, workspace.id, invitee.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: '초대를 취소했습니다.' });
    expect(await countRows(ctx)).toMatchObject({
      members: before.members,
      invitations: before.invitations - 1,
      notifications: before.notifications - 1,
    });
    expect(
      await ctx.database.db.select().from(notifications).where(eq(notifications.userId, invitee.id)),
    ).toHaveLength(0);
  });

  it('a non-member gets 404 on every workspace-scoped member route; anonymous gets 401', async () => {
    const { workspace, member } = await team();
    const outsider = await createUser(ctx);
    const token = await loginAs(ctx, outsider.id);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/workspaces/${workspace.id}/members`,
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(404);
    expect(list.json()).toEqual({ detail: '워크스페이스를 찾을 수 없습니다.', code: 'not_found' });
    await expectRefused(() => invite(token, workspace.id, { email: 'x@example.com' }), 404);
    await expectRefused(() => remove(token, workspace.id, member.email), 404);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/workspaces/${workspace.id}/members` });
    expect(anonymous.statusCode).toBe(401);
  });
});
