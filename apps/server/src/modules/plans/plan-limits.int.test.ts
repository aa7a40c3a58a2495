import { COUPANG_DEMO_VENDORS } from '@ollida/sandbox/coupang/demo-accounts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser, loginAs } from '../../../test/factories.ts';
import { workspaceInvitations, workspaceMembers, workspaces } from '../../db/schema/workspaces.ts';

let ctx: TestContext;
const vendor = COUPANG_DEMO_VENDORS[0];

beforeAll(async () => {
  ctx = await buildTestApp({
    planLimits: { canAddMember: async () => false, canAddStore: async () => false },
  });
});
afterAll(() => ctx.close());

async function counts() {
  const db = ctx.database.db;
  const [w] = await db.select({ n: count() }).from(workspaces);
  const [i] = await db.select({ n: count() }).from(workspaceInvitations);
  return { workspaces: w?.n, invitations: i?.n };
}

describe('plan limits plug into the services', () => {
  it('refuse a new store with a Korean message naming the plan, creating nothing', async () => {
    const owner = await createUser(ctx);
    const token = await loginAs(ctx, owner.id);
    const before = await counts();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/workspaces',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        platform: 'coupang',
        workspace_name: '한도 초과 상점',
        wing_account: vendor?.wingAccount,
        vendor_code: vendor?.vendorId,
        access_key: vendor?.accessKey,
        secret_key: vendor?.secretKey,
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'store_limit_reached',
      detail: expect.stringContaining('요금제'),
    });
    expect(await counts()).toEqual(before);
  });

  it('refuse a new invitation when the team is full', async () => {
    const owner = await createUser(ctx);
    const token = await loginAs(ctx, owner.id);
    const [workspace] = await ctx.database.db
      .insert(workspaces)
      .values({ name: '팀 한도', platform: 'naver', ownerId: owner.id })
      .returning();
    if (!workspace) throw new Error('no workspace');
    await ctx.database.db
      .insert(workspaceMembers)
      .values({ workspaceId: workspace.id, userId: owner.id, role: 'owner' });
    const before = await counts();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspace.id}/members/invite`,
      headers: { authorization: `Bearer ${token}` },
      payload: { email: 'new-member@example.com', role: 'member' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('member_limit_reached');
    expect(await counts()).toEqual(before);
  });
});
