import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { planKit } from '../../../test/kits/plans.ts';
import { chairDraft, startImageServer, uploadKit } from '../../../test/kits/uploads.ts';
import { secondVendor } from '../../../test/kits/workspaces.ts';
import { workspaceInvitations, workspaces } from '../../db/schema/workspaces.ts';

let ctx: TestContext;
let uploads: ReturnType<typeof uploadKit>;
let plans: ReturnType<typeof planKit>;
let images: Awaited<ReturnType<typeof startImageServer>>;
let item = 0;

beforeAll(async () => {
  images = await startImageServer();
  ctx = await buildTestApp({ planLimits: 'plans', sourceFetch: { allowedPrefixes: [images.baseUrl] } });
  uploads = uploadKit(ctx);
  plans = planKit(ctx);
});
afterAll(async () => {
  await ctx.close();
  await images.close();
});

const earlier = () => new Date(ctx.clock.now.getTime() - 60_000);

/** Uploads a new supplier item (so the duplicate guard stays out of the way) to a Coupang store. */
function uploadNew(token: string, workspaceId: string) {
  item += 1;
  return uploads.upload(token, 'coupang', {
    product_details: chairDraft(images.baseUrl, {
      supplier: { parser: 'generic', itemId: `plan-item-${item}`, imageReuseAllowed: null },
    }),
    workspace_id: workspaceId,
  });
}

async function ownerStores(ownerId: string) {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(workspaces)
    .where(eq(workspaces.ownerId, ownerId));
  return row?.n;
}

async function invitationsOf(workspaceId: string) {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(workspaceInvitations)
    .where(eq(workspaceInvitations.workspaceId, workspaceId));
  return row?.n;
}

const freeUsedUp = {
  code: 'upload_quota_exceeded',
  detail:
    '무료 체험으로 등록할 수 있는 상품 10개를 모두 사용했습니다. 스타터 플랜부터 매월 100개까지 등록할 수 있습니다.',
};

describe('uploads on the free tier', () => {
  it('take the 10th registration and refuse the 11th, counting a member’s uploads against the owner', async () => {
    const store = await uploads.coupangStore();
    // The member's own plan does not matter: the store owner's allowance is asked.
    await plans.subscribe(store.member.user.id, 'business');
    await plans.seedUploads(store.workspaceId, 'success', earlier(), 8);
    await plans.seedUploads(store.workspaceId, 'pending', earlier());

    const tenth = await uploadNew(store.member.token, store.workspaceId);
    expect(tenth.statusCode, tenth.body).toBe(200);

    const eleventh = await uploadNew(store.owner.token, store.workspaceId);
    expect(eleventh.statusCode).toBe(403);
    expect(eleventh.json()).toEqual(freeUsedUp);
    expect(await uploads.uploadRows(store.workspaceId)).toHaveLength(10);
  });

  it('do not count an upload the marketplace refused', async () => {
    const store = await uploads.coupangStore();
    await plans.seedUploads(store.workspaceId, 'success', earlier(), 9);
    await uploads.setWorkspace(store.workspaceId, { returnCenterCode: '9999999' });
    const refused = await uploadNew(store.owner.token, store.workspaceId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('marketplace_rejected');

    await uploads.setWorkspace(store.workspaceId, { returnCenterCode: store.center.returnCenterCode });
    const tenth = await uploadNew(store.member.token, store.workspaceId);
    expect(tenth.statusCode, tenth.body).toBe(200);
    expect((await uploadNew(store.owner.token, store.workspaceId)).json()).toEqual(freeUsedUp);
  });
});

describe('connecting stores', () => {
  it('allows one on the free tier and names the plan that allows more', async () => {
    const owner = await uploads.signIn();
    await uploads.createCoupang(owner.token);
    const second = await uploads.call(
      owner.token,
      'POST',
      '/api/workspaces',
      uploads.coupangBody(secondVendor),
    );
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({
      code: 'store_limit_reached',
      detail:
        '지금 연결된 스토어는 1개이고, 무료 체험에서는 1개까지 연결할 수 있습니다. 프로 플랜부터 3개까지 연결할 수 있습니다.',
    });
    expect(await ownerStores(owner.user.id)).toBe(1);
  });

  it('allows three on pro and more on business', async () => {
    const pro = await uploads.signIn();
    await plans.subscribe(pro.user.id, 'pro');
    await plans.seedStores(pro.user.id, 2);
    await uploads.createCoupang(pro.token);
    const fourth = await uploads.call(
      pro.token,
      'POST',
      '/api/workspaces',
      uploads.coupangBody(secondVendor),
    );
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toEqual({
      code: 'store_limit_reached',
      detail:
        '지금 연결된 스토어는 3개이고, 프로 플랜에서는 3개까지 연결할 수 있습니다. 비즈니스 플랜으로 바꾸면 무제한입니다.',
    });
    expect(await ownerStores(pro.user.id)).toBe(3);

    const business = await uploads.signIn();
    await plans.subscribe(business.user.id, 'business');
    await plans.seedStores(business.user.id, 5);
    await uploads.createCoupang(business.token);
    expect(await ownerStores(business.user.id)).toBe(6);
  });
});

describe('stores above a smaller plan', () => {
  it('are read-only: the earliest connected stores up to the plan take products, later ones answer 403 until others go', async () => {
    const store = await uploads.coupangStore();
    const owner = store.owner.user.id;
    await plans.subscribe(owner, 'starter');
    const [older] = await plans.seedStores(owner, 1);
    // The seeded store was connected first: on starter (one store) it is the one that stays writable.
    await ctx.database.db
      .update(workspaces)
      .set({ createdAt: new Date(ctx.clock.now.getTime() - 86_400_000) })
      .where(eq(workspaces.id, older ?? ''));
    await ctx.database.db
      .update(workspaces)
      .set({ createdAt: ctx.clock.now })
      .where(eq(workspaces.id, store.workspaceId));

    const refused = await uploadNew(store.owner.token, store.workspaceId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('store_read_only');
    expect(refused.json().detail).toContain('읽기 전용');

    await ctx.database.db
      .update(workspaces)
      .set({ disconnectedAt: ctx.clock.now })
      .where(eq(workspaces.id, older ?? ''));
    expect((await uploadNew(store.owner.token, store.workspaceId)).statusCode).toBe(200);
  });
});

describe('inviting members', () => {
  const invite = (token: string, workspaceId: string, email: string) =>
    uploads.call(token, 'POST', `/api/workspaces/${workspaceId}/members/invite`, { email, role: 'member' });

  it('is refused without a plan that has a team, naming 프로', async () => {
    const owner = await uploads.signIn();
    const workspaceId = await plans.seedStore(owner.user.id);
    const response = await invite(owner.token, workspaceId, 'first-mate@example.com');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'member_limit_reached',
      detail:
        '무료 체험에서는 팀원을 초대할 수 없습니다. 프로 플랜부터 워크스페이스마다 팀원을 5명까지 초대할 수 있습니다.',
    });
    expect(await invitationsOf(workspaceId)).toBe(0);
  });

  it('fills a pro team of five with pending invitations, and lets business grow', async () => {
    const pro = await uploads.signIn();
    await plans.subscribe(pro.user.id, 'pro');
    const workspaceId = await plans.seedStore(pro.user.id);
    await plans.seedTeam(workspaceId, pro.user.id, { members: 3, pending: 1 });
    expect((await invite(pro.token, workspaceId, 'fifth@example.com')).statusCode).toBe(201);
    const sixth = await invite(pro.token, workspaceId, 'sixth@example.com');
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().code).toBe('member_limit_reached');
    expect(sixth.json().detail).toContain('비즈니스 플랜으로 바꾸면 무제한입니다.');
    expect(await invitationsOf(workspaceId)).toBe(2);

    const business = await uploads.signIn();
    await plans.subscribe(business.user.id, 'business');
    const large = await plans.seedStore(business.user.id);
    await plans.seedTeam(large, business.user.id, { members: 6, pending: 2 });
    expect((await invite(business.token, large, 'ninth@example.com')).statusCode).toBe(201);
  });
});
