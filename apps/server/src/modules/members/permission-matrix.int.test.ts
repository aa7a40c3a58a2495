import { COUPANG_DEMO_VENDORS } from '@ollida/sandbox/coupang/demo-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser, loginAs } from '../../../test/factories.ts';
import { bearer, insertMember, insertWorkspace } from '../../../test/kits/members.ts';
import { notifications, workspaceInvitations, type workspaces } from '../../db/schema/workspaces.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import { sealKeys } from '../workspaces/index.ts';

// Every route of issue 4's workspace, member and notification modules x every kind of caller, from ONE table.

const actors = ['owner', 'admin', 'member', 'nonMember', 'anonymous'] as const;
type Actor = (typeof actors)[number];
type SignedIn = Exclude<Actor, 'anonymous'>;

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

function demoVendor(index: number) {
  const found = COUPANG_DEMO_VENDORS[index];
  if (!found) throw new Error(`Coupang demo vendor ${index} missing`);
  return found;
}
const vendor = demoVendor(0);
const secondVendor = demoVendor(1);

/** A fresh world per case: one workspace with owner, admin, member and a removable target; an outsider; invitations. */
async function buildFixture(keyStatus: (typeof workspaces.$inferInsert)['keyStatus']) {
  const db = ctx.database.db;
  const [owner, admin, member, nonMember, target, invitee, stranger] = await Promise.all(
    Array.from({ length: 7 }, () => createUser(ctx)),
  );
  if (!owner || !admin || !member || !nonMember || !target || !invitee || !stranger) throw new Error('users');
  const secrets = createSecretBox(ctx.config.appSecret);
  const workspace = await insertWorkspace(ctx, owner.id, {
    wingAccount: vendor.wingAccount,
    vendorCode: vendor.vendorId,
    credentials: sealKeys(secrets, {
      platform: 'coupang',
      accessKey: vendor.accessKey,
      secretKey: vendor.secretKey,
    }),
    keyPrefix: vendor.accessKey.slice(0, 8),
    keyStatus,
  });
  await insertMember(ctx, workspace.id, admin.id, 'admin');
  await insertMember(ctx, workspace.id, member.id, 'member');
  await insertMember(ctx, workspace.id, target.id, 'member');
  const other = await insertWorkspace(ctx, stranger.id, { name: '다른 상점' });

  // Each signed-in caller, and an unrelated invitee, holds one pending invitation notification of their own.
  const users: Record<SignedIn | 'invitee', { id: string; email: string }> = {
    owner,
    admin,
    member,
    nonMember,
    invitee,
  };
  const ownNotification = {} as Record<SignedIn | 'invitee', string>;
  for (const [name, user] of Object.entries(users) as [
    SignedIn | 'invitee',
    { id: string; email: string },
  ][]) {
    const [invitation] = await db
      .insert(workspaceInvitations)
      .values({ workspaceId: other.id, email: user.email, role: 'member', invitedBy: stranger.id })
      .returning();
    const [notification] = await db
      .insert(notifications)
      .values({
        userId: user.id,
        type: 'workspace_invitation',
        message: '초대',
        invitationId: invitation?.id,
      })
      .returning();
    if (!notification) throw new Error('notification');
    ownNotification[name] = notification.id;
  }
  return { workspace, target, users, ownNotification };
}
type Fixture = Awaited<ReturnType<typeof buildFixture>>;

interface MatrixRow {
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Key status of the fixture workspace (admins may only repair broken keys). */
  keyStatus?: 'valid' | 'invalid';
  path: (f: Fixture, actor: Actor) => string;
  body?: (f: Fixture) => object;
  expected: Record<Actor, number>;
}

const ws =
  (suffix = '') =>
  (f: Fixture) =>
    `/api/workspaces/${f.workspace.id}${suffix}`;
const own = (action: string) => (f: Fixture, actor: Actor) =>
  `/api/notifications/${f.ownNotification[actor === 'anonymous' ? 'invitee' : actor]}/${action}`;
const othersNotification = (action: string) => (f: Fixture) =>
  `/api/notifications/${f.ownNotification.invitee}/${action}`;
const everyone = (status: number) => ({
  owner: status,
  admin: status,
  member: status,
  nonMember: status,
  anonymous: 401,
});
const coupangKeys = () => ({ access_key: vendor.accessKey, secret_key: vendor.secretKey });

const matrix: MatrixRow[] = [
  { route: 'GET /api/workspaces', method: 'GET', path: () => '/api/workspaces', expected: everyone(200) },
  {
    route: 'POST /api/workspaces',
    method: 'POST',
    path: () => '/api/workspaces',
    // Another store than the fixture's: one owner cannot hold two workspaces of one Wing account.
    body: () => ({
      platform: 'coupang',
      workspace_name: '새 상점',
      wing_account: secondVendor.wingAccount,
      vendor_code: secondVendor.vendorId,
      access_key: secondVendor.accessKey,
      secret_key: secondVendor.secretKey,
    }),
    expected: everyone(201),
  },
  {
    route: 'PUT /api/workspaces/{id}/credentials (keys invalid)',
    method: 'PUT',
    keyStatus: 'invalid',
    path: ws('/credentials'),
    body: coupangKeys,
    expected: { owner: 200, admin: 200, member: 403, nonMember: 404, anonymous: 401 },
  },
  {
    route: 'PUT /api/workspaces/{id}/credentials (keys valid)',
    method: 'PUT',
    keyStatus: 'valid',
    path: ws('/credentials'),
    body: coupangKeys,
    expected: { owner: 200, admin: 403, member: 403, nonMember: 404, anonymous: 401 },
  },
  {
    route: 'POST /api/workspaces/{id}/test-credentials',
    method: 'POST',
    path: ws('/test-credentials'),
    expected: { owner: 200, admin: 200, member: 200, nonMember: 404, anonymous: 401 },
  },
  {
    route: 'POST /api/workspaces/{id}/current',
    method: 'POST',
    path: ws('/current'),
    expected: { owner: 200, admin: 200, member: 200, nonMember: 404, anonymous: 401 },
  },
  {
    route: 'POST /api/workspaces/{id}/main',
    method: 'POST',
    path: ws('/main'),
    expected: { owner: 200, admin: 200, member: 200, nonMember: 404, anonymous: 401 },
  },
  {
    route: 'GET /api/workspaces/{id}/members',
    method: 'GET',
    path: ws('/members'),
    expected: { owner: 200, admin: 200, member: 200, nonMember: 404, anonymous: 401 },
  },
  {
    route: 'POST /api/workspaces/{id}/members/invite',
    method: 'POST',
    path: ws('/members/invite'),
    body: () => ({ email: 'invited-by-matrix@example.com', role: 'member' }),
    expected: { owner: 201, admin: 201, member: 403, nonMember: 404, anonymous: 401 },
  },
  {
    route: 'DELETE /api/workspaces/{id}/members/{email}',
    method: 'DELETE',
    path: (f) => `/api/workspaces/${f.workspace.id}/members/${encodeURIComponent(f.target.email)}`,
    expected: { owner: 200, admin: 403, member: 403, nonMember: 404, anonymous: 401 },
  },
  {
    route: 'GET /api/notifications',
    method: 'GET',
    path: () => '/api/notifications',
    expected: everyone(200),
  },
  {
    route: 'POST /api/notifications/{own id}/accept',
    method: 'POST',
    path: own('accept'),
    expected: everyone(200),
  },
  {
    route: 'POST /api/notifications/{own id}/decline',
    method: 'POST',
    path: own('decline'),
    expected: everyone(200),
  },
  {
    route: 'POST /api/notifications/{own id}/read',
    method: 'POST',
    path: own('read'),
    expected: everyone(200),
  },
  {
    route: 'POST /api/notifications/read-all',
    method: 'POST',
    path: () => '/api/notifications/read-all',
    expected: everyone(200),
  },
  {
    route: "POST /api/notifications/{another user's id}/accept",
    method: 'POST',
    path: othersNotification('accept'),
    expected: everyone(404),
  },
  {
    route: "POST /api/notifications/{another user's id}/decline",
    method: 'POST',
    path: othersNotification('decline'),
    expected: everyone(404),
  },
  {
    route: "POST /api/notifications/{another user's id}/read",
    method: 'POST',
    path: othersNotification('read'),
    expected: everyone(404),
  },
];

describe('permission matrix', () => {
  for (const row of matrix) {
    for (const actor of actors) {
      const status = row.expected[actor];
      it(`${row.route} as ${actor} -> ${status}`, async () => {
        const fixture = await buildFixture(row.keyStatus ?? 'valid');
        const headers = actor === 'anonymous' ? {} : bearer(await loginAs(ctx, fixture.users[actor].id));
        const body = row.body?.(fixture);
        const response = await ctx.app.inject({
          method: row.method,
          url: row.path(fixture, actor),
          headers,
          ...(body ? { payload: body } : {}),
        });
        expect(response.statusCode, response.body).toBe(status);
        if (status >= 400) expect(response.json().detail).toMatch(/[가-힣]/);
      });
    }
  }
});
