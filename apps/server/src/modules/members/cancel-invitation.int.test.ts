import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser, loginAs } from '../../../test/factories.ts';
import { bearer, countRows, insertMember, insertWorkspace } from '../../../test/kits/members.ts';
import { planKit } from '../../../test/kits/plans.ts';
import { notifications, workspaceInvitations } from '../../db/schema/workspaces.ts';

let ctx: TestContext;
let plans: ReturnType<typeof planKit>;

beforeAll(async () => {
  ctx = await buildTestApp({ planLimits: 'plans' });
  plans = planKit(ctx);
});
afterAll(() => ctx.close());

/** A pro workspace with an admin and a member, each signed in. */
async function proTeam() {
  const owner = await createUser(ctx);
  const admin = await createUser(ctx);
  const member = await createUser(ctx);
  await plans.subscribe(owner.id, 'pro');
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

const invite = (token: string, workspaceId: string, email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/workspaces/${workspaceId}/members/invite`,
    headers: bearer(token),
    payload: { email, role: 'member' },
  });
const listTeam = (token: string, workspaceId: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/workspaces/${workspaceId}/members`, headers: bearer(token) });
const cancel = (token: string, workspaceId: string, invitationId: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/workspaces/${workspaceId}/invitations/${invitationId}`,
    headers: bearer(token),
  });

async function invitationIdOf(workspaceId: string, email: string): Promise<string> {
  const [row] = await ctx.database.db
    .select({ id: workspaceInvitations.id, workspaceId: workspaceInvitations.workspaceId })
    .from(workspaceInvitations)
    .where(eq(workspaceInvitations.email, email));
  if (!row || row.workspaceId !== workspaceId) throw new Error(`no invitation for ${email}`);
  return row.id;
}

describe('pending invitations', () => {
  it('are listed beside the members, oldest first', async () => {
    const { workspace, owner, member } = await proTeam();
    expect((await invite(owner.token, workspace.id, 'first@example.com')).statusCode).toBe(201);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 1000);
    expect((await invite(owner.token, workspace.id, 'second@example.com')).statusCode).toBe(201);

    const response = await listTeam(member.token, workspace.id);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(3);
    expect(body.invitations).toEqual([
      {
        id: await invitationIdOf(workspace.id, 'first@example.com'),
        email: 'first@example.com',
        role: 'member',
        invited_at: expect.any(String),
      },
      {
        id: await invitationIdOf(workspace.id, 'second@example.com'),
        email: 'second@example.com',
        role: 'member',
        invited_at: expect.any(String),
      },
    ]);
  });

  it('hold a seat until the owner cancels one, which frees it', async () => {
    const { workspace, owner } = await proTeam();
    // Admin and member take two of the five seats; three invitations take the rest.
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      expect((await invite(owner.token, workspace.id, email)).statusCode).toBe(201);
    }
    const full = await invite(owner.token, workspace.id, 'd@example.com');
    expect(full.statusCode).toBe(403);
    expect(full.json().code).toBe('member_limit_reached');

    const cancelled = await cancel(
      owner.token,
      workspace.id,
      await invitationIdOf(workspace.id, 'b@example.com'),
    );

    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ message: '초대를 취소했습니다.' });
    const emails = (await listTeam(owner.token, workspace.id))
      .json()
      .invitations.map((invitation: { email: string }) => invitation.email);
    expect(emails).toEqual(['a@example.com', 'c@example.com']);
    expect((await invite(owner.token, workspace.id, 'd@example.com')).statusCode).toBe(201);
  });

  it('may be cancelled by an admin, with the invitee notification, but not by a member', async () => {
    const { workspace, owner, admin, member } = await proTeam();
    const invitee = await createUser(ctx);
    expect((await invite(owner.token, workspace.id, invitee.email)).statusCode).toBe(201);
    const invitationId = await invitationIdOf(workspace.id, invitee.email);

    const before = await countRows(ctx);
    const refused = await cancel(member.token, workspace.id, invitationId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: '초대를 취소할 권한이 없습니다.', code: 'forbidden' });
    expect(await countRows(ctx)).toEqual(before);

    expect((await cancel(admin.token, workspace.id, invitationId)).statusCode).toBe(200);
    const left = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.invitationId, invitationId));
    expect(left).toEqual([]);
  });

  it("answer 404 for another workspace's invitation, also through the caller's own workspace", async () => {
    const mine = await proTeam();
    const theirs = await proTeam();
    expect((await invite(theirs.owner.token, theirs.workspace.id, 'theirs@example.com')).statusCode).toBe(
      201,
    );
    const theirInvitation = await invitationIdOf(theirs.workspace.id, 'theirs@example.com');
    const before = await countRows(ctx);

    const throughMine = await cancel(mine.owner.token, mine.workspace.id, theirInvitation);
    expect(throughMine.statusCode).toBe(404);
    expect(throughMine.json()).toEqual({
      detail: '대기 중인 초대를 찾을 수 없습니다.',
      code: 'invitation_not_found',
    });
    const throughTheirs = await cancel(mine.owner.token, theirs.workspace.id, theirInvitation);
    expect(throughTheirs.statusCode).toBe(404);
    expect(throughTheirs.json().code).toBe('not_found');
    expect(await countRows(ctx)).toEqual(before);
  });

  it('answer 404 once answered, and 400 for an id that is not one', async () => {
    const { workspace, owner } = await proTeam();
    await plans.seedTeam(workspace.id, owner.id, { answered: 1 });
    const [answered] = await ctx.database.db
      .select({ id: workspaceInvitations.id })
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.workspaceId, workspace.id));
    if (!answered) throw new Error('no answered invitation');

    expect((await cancel(owner.token, workspace.id, answered.id)).statusCode).toBe(404);
    expect((await cancel(owner.token, workspace.id, 'not-a-uuid')).statusCode).toBe(400);
  });
});
