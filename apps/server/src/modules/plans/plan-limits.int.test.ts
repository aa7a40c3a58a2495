import { COUPANG_DEMO_VENDORS } from '@ollida/sandbox/coupang/demo-accounts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser, loginAs } from '../../../test/factories.ts';
import { uploadedProducts } from '../../db/schema/uploads.ts';
import { workspaceInvitations, workspaceMembers, workspaces } from '../../db/schema/workspaces.ts';
import { createDefaultPlanLimits, seoulMonthOf } from './plan-limits.ts';

let ctx: TestContext;
const vendor = COUPANG_DEMO_VENDORS[0];

beforeAll(async () => {
  ctx = await buildTestApp({
    planLimits: {
      canAddMember: async () => false,
      canAddStore: async () => false,
      canUpload: async () => true,
    },
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

describe('the default plan limits', () => {
  it('bounds a month by the Seoul calendar', () => {
    // 2025-07-01 00:00 in Seoul is 2025-06-30 15:00 UTC.
    expect(seoulMonthOf(new Date('2025-06-30T15:00:00Z'))).toEqual({
      start: new Date('2025-06-30T15:00:00Z'),
      end: new Date('2025-07-31T15:00:00Z'),
    });
    expect(seoulMonthOf(new Date('2025-06-30T14:59:59Z'))).toEqual({
      start: new Date('2025-05-31T15:00:00Z'),
      end: new Date('2025-06-30T15:00:00Z'),
    });
    expect(seoulMonthOf(new Date('2025-12-31T20:00:00Z')).end).toEqual(new Date('2026-01-31T15:00:00Z'));
  });

  it('counts successful uploads of this month across every store the owner owns', async () => {
    const db = ctx.database.db;
    const now = new Date('2025-07-15T03:00:00Z');
    const limits = createDefaultPlanLimits(db, { clock: () => now, monthlyUploads: 3 });
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const stores = await db
      .insert(workspaces)
      .values([
        { name: '쿠팡 상점', platform: 'coupang', ownerId: owner.id },
        { name: '네이버 상점', platform: 'naver', ownerId: owner.id },
        { name: '남의 상점', platform: 'coupang', ownerId: other.id },
      ])
      .returning();
    const [coupang, naver, foreign] = stores;
    if (!coupang || !naver || !foreign) throw new Error('no workspaces');
    let sequence = 0;
    const upload = (workspaceId: string, status: 'success' | 'failure' | 'pending', createdAt: Date) => {
      sequence += 1;
      return db.insert(uploadedProducts).values({
        workspaceId,
        platform: 'coupang',
        uploaderEmail: owner.email,
        channel: 'web',
        status,
        displayProductName: '상품',
        sellerProductName: '상품',
        originalUrl: 'https://supplier.example/p',
        supplierKey: `key-${sequence}`,
        productDetails: {},
        createdAt,
      });
    };
    await upload(coupang.id, 'success', new Date('2025-06-30T15:00:00Z'));
    await upload(naver.id, 'success', new Date('2025-07-31T14:59:59Z'));
    // Not counted: last month in Seoul, failures, another owner's store.
    await upload(coupang.id, 'success', new Date('2025-06-30T14:59:59Z'));
    await upload(coupang.id, 'failure', now);
    await upload(foreign.id, 'success', now);
    await upload(foreign.id, 'success', now);
    await upload(foreign.id, 'success', now);
    expect(await limits.canUpload(owner.id)).toBe(true);
    expect(await limits.canUpload(other.id)).toBe(false);
    // An attempt still in flight takes its slot, so parallel uploads cannot all pass the last one.
    await upload(naver.id, 'pending', now);
    expect(await limits.canUpload(owner.id)).toBe(false);
    expect(await limits.canAddStore(owner.id)).toBe(true);
    expect(await limits.canAddMember({ workspaceId: coupang.id, ownerId: owner.id })).toBe(true);
  });
});
