import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { planKit } from '../../../test/kits/plans.ts';
import { seoulMonthOf } from '../../platform/seoul-calendar.ts';
import { createPlanLimits, type PlanLimits } from './plan-limits.ts';

let ctx: TestContext;
let kit: ReturnType<typeof planKit>;
let limits: PlanLimits;
// Mid-July in Seoul; the limits under test read this clock, the rows below are placed around it.
const now = new Date('2025-07-15T03:00:00Z');
const thisMonth = seoulMonthOf(now);
const lastMonth = new Date(thisMonth.start.getTime() - 1);
const lastYear = new Date('2024-11-02T00:00:00Z');

beforeAll(async () => {
  ctx = await buildTestApp({ planLimits: 'plans' });
  kit = planKit(ctx);
  limits = createPlanLimits(ctx.database.db, { clock: () => now });
});
afterAll(() => ctx.close());

async function ownerWithStore() {
  const owner = await createUser(ctx);
  return { owner, workspaceId: await kit.seedStore(owner.id) };
}

const refusedUpload = (detail: string) => ({ status: 403, code: 'upload_quota_exceeded', detail });
const refusedStore = (detail: string) => ({ status: 403, code: 'store_limit_reached', detail });
const refusedMember = (detail: string) => ({ status: 403, code: 'member_limit_reached', detail });

describe('the Seoul month', () => {
  it('is bounded by the Seoul calendar', () => {
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
});

describe('registrations', () => {
  const freeUsedUp =
    '무료 체험으로 등록할 수 있는 상품 10개를 모두 사용했습니다. 스타터 플랜부터 매월 100개까지 등록할 수 있습니다.';

  it('allow 10 in total without a subscription: pending ones count, failures and other owners’ do not', async () => {
    const { owner, workspaceId } = await ownerWithStore();
    const disconnected = await kit.seedStore(owner.id, { disconnected: true });
    const other = await ownerWithStore();
    await kit.seedUploads(workspaceId, 'success', lastYear, 5);
    await kit.seedUploads(disconnected, 'success', lastMonth, 2);
    await kit.seedUploads(workspaceId, 'pending', now, 2);
    await kit.seedUploads(workspaceId, 'failure', now, 4);
    await kit.seedUploads(other.workspaceId, 'success', now, 12);
    await expect(limits.assertCanUpload(owner.id)).resolves.toBeUndefined();

    await kit.seedUploads(workspaceId, 'pending', now);
    await expect(limits.assertCanUpload(owner.id)).rejects.toMatchObject(refusedUpload(freeUsedUp));
    await expect(limits.assertCanUpload(other.owner.id)).rejects.toMatchObject(refusedUpload(freeUsedUp));
  });

  it('count the Seoul calendar month on a plan', async () => {
    const { owner, workspaceId } = await ownerWithStore();
    await kit.subscribe(owner.id, 'starter', { start: new Date('2025-07-10T00:00:00Z') });
    await kit.seedUploads(workspaceId, 'success', lastMonth, 150);
    await kit.seedUploads(workspaceId, 'success', thisMonth.start, 98);
    await kit.seedUploads(workspaceId, 'pending', new Date(thisMonth.end.getTime() - 1));
    await kit.seedUploads(workspaceId, 'failure', now, 5);
    await expect(limits.assertCanUpload(owner.id)).resolves.toBeUndefined();

    await kit.seedUploads(workspaceId, 'success', now);
    await expect(limits.assertCanUpload(owner.id)).rejects.toMatchObject(
      refusedUpload(
        '스타터 플랜으로 이번 달 등록할 수 있는 상품 100개를 모두 사용했습니다. 프로 플랜부터 매월 1,000개까지 등록할 수 있습니다.',
      ),
    );
  });

  it('fall back to the free total when the subscription expired or was cancelled', async () => {
    const { owner, workspaceId } = await ownerWithStore();
    await kit.seedUploads(workspaceId, 'success', lastMonth, 10);
    await expect(limits.assertCanUpload(owner.id)).rejects.toMatchObject(refusedUpload(freeUsedUp));

    // Last month's uploads do not count on a plan.
    await kit.subscribe(owner.id, 'starter', { start: new Date('2025-07-01T00:00:00Z') });
    await expect(limits.assertCanUpload(owner.id)).resolves.toBeUndefined();

    // The period end is exclusive.
    await kit.updateSubscription(owner.id, { currentPeriodEnd: now });
    await expect(limits.assertCanUpload(owner.id)).rejects.toMatchObject(refusedUpload(freeUsedUp));

    await kit.updateSubscription(owner.id, {
      status: 'cancelled',
      currentPeriodEnd: new Date('2025-08-01T00:00:00Z'),
    });
    await expect(limits.assertCanUpload(owner.id)).rejects.toMatchObject(refusedUpload(freeUsedUp));
  });

  it('stop pro at 1,000 a month and never stop business', async () => {
    const pro = await ownerWithStore();
    await kit.subscribe(pro.owner.id, 'pro', { start: new Date('2025-07-01T00:00:00Z') });
    await kit.seedUploads(pro.workspaceId, 'success', now, 999);
    await expect(limits.assertCanUpload(pro.owner.id)).resolves.toBeUndefined();
    await kit.seedUploads(pro.workspaceId, 'success', now);
    await expect(limits.assertCanUpload(pro.owner.id)).rejects.toMatchObject(
      refusedUpload(
        '프로 플랜으로 이번 달 등록할 수 있는 상품 1,000개를 모두 사용했습니다. 비즈니스 플랜으로 바꾸면 무제한입니다.',
      ),
    );

    const business = await ownerWithStore();
    await kit.subscribe(business.owner.id, 'business', { start: new Date('2025-07-01T00:00:00Z') });
    await kit.seedUploads(business.workspaceId, 'success', now, 1_200);
    await expect(limits.assertCanUpload(business.owner.id)).resolves.toBeUndefined();
  });
});

describe('stores', () => {
  it('allow one connected store on the free tier and on starter', async () => {
    const free = await createUser(ctx);
    await kit.seedStores(free.id, 2, { disconnected: true });
    await expect(limits.assertCanAddStore(free.id)).resolves.toBeUndefined();
    await kit.seedStore(free.id);
    await expect(limits.assertCanAddStore(free.id)).rejects.toMatchObject(
      refusedStore(
        '지금 연결된 스토어는 1개이고, 무료 체험에서는 1개까지 연결할 수 있습니다. 프로 플랜부터 3개까지 연결할 수 있습니다.',
      ),
    );

    await kit.subscribe(free.id, 'starter', { start: new Date('2025-07-01T00:00:00Z') });
    await expect(limits.assertCanAddStore(free.id)).rejects.toMatchObject(
      refusedStore(
        '지금 연결된 스토어는 1개이고, 스타터 플랜에서는 1개까지 연결할 수 있습니다. 프로 플랜부터 3개까지 연결할 수 있습니다.',
      ),
    );
  });

  it('allow three on pro and any number on business', async () => {
    const pro = await createUser(ctx);
    await kit.subscribe(pro.id, 'pro', { start: new Date('2025-07-01T00:00:00Z') });
    await kit.seedStores(pro.id, 2);
    await expect(limits.assertCanAddStore(pro.id)).resolves.toBeUndefined();
    await kit.seedStore(pro.id);
    await expect(limits.assertCanAddStore(pro.id)).rejects.toMatchObject(
      refusedStore(
        '지금 연결된 스토어는 3개이고, 프로 플랜에서는 3개까지 연결할 수 있습니다. 비즈니스 플랜으로 바꾸면 무제한입니다.',
      ),
    );

    const business = await createUser(ctx);
    await kit.subscribe(business.id, 'business', { start: new Date('2025-07-01T00:00:00Z') });
    await kit.seedStores(business.id, 8);
    await expect(limits.assertCanAddStore(business.id)).resolves.toBeUndefined();
  });
});

describe('after a downgrade', () => {
  it('say how many stores and team members are in use beyond the new plan', async () => {
    const { owner, workspaceId } = await ownerWithStore();
    await kit.seedStores(owner.id, 2);
    await kit.seedTeam(workspaceId, owner.id, { members: 2, pending: 1 });
    await kit.subscribe(owner.id, 'starter', { start: new Date('2025-07-01T00:00:00Z') });
    await expect(limits.assertCanAddStore(owner.id)).rejects.toMatchObject(
      refusedStore(
        '지금 연결된 스토어는 3개이고, 스타터 플랜에서는 1개까지 연결할 수 있습니다. 비즈니스 플랜으로 바꾸면 무제한입니다.',
      ),
    );
    await expect(limits.assertCanAddMember({ workspaceId, ownerId: owner.id })).rejects.toMatchObject(
      refusedMember(
        '지금 이 워크스페이스의 팀원은 대기 중인 초대를 포함해 3명이고, 스타터 플랜에서는 팀원을 초대할 수 없습니다. 프로 플랜부터 워크스페이스마다 팀원을 5명까지 초대할 수 있습니다.',
      ),
    );
  });
});

describe('members', () => {
  it('allow no team on the free tier and on starter', async () => {
    const { owner, workspaceId } = await ownerWithStore();
    const subject = { workspaceId, ownerId: owner.id };
    await expect(limits.assertCanAddMember(subject)).rejects.toMatchObject(
      refusedMember(
        '무료 체험에서는 팀원을 초대할 수 없습니다. 프로 플랜부터 워크스페이스마다 팀원을 5명까지 초대할 수 있습니다.',
      ),
    );
    await kit.subscribe(owner.id, 'starter', { start: new Date('2025-07-01T00:00:00Z') });
    await expect(limits.assertCanAddMember(subject)).rejects.toMatchObject(
      refusedMember(
        '스타터 플랜에서는 팀원을 초대할 수 없습니다. 프로 플랜부터 워크스페이스마다 팀원을 5명까지 초대할 수 있습니다.',
      ),
    );
  });

  it('allow five per workspace on pro, pending invitations included, and any number on business', async () => {
    const { owner, workspaceId } = await ownerWithStore();
    const otherStore = await kit.seedStore(owner.id);
    await kit.subscribe(owner.id, 'pro', { start: new Date('2025-07-01T00:00:00Z') });
    const subject = { workspaceId, ownerId: owner.id };
    // The owner's own membership and answered invitations do not count; nor does another workspace's team.
    await kit.seedTeam(workspaceId, owner.id, { members: 3, pending: 1, answered: 2 });
    await kit.seedTeam(otherStore, owner.id, { members: 2, pending: 3 });
    await expect(limits.assertCanAddMember(subject)).resolves.toBeUndefined();

    await kit.seedTeam(workspaceId, owner.id, { pending: 1 });
    await expect(limits.assertCanAddMember(subject)).rejects.toMatchObject(
      refusedMember(
        '지금 이 워크스페이스의 팀원은 대기 중인 초대를 포함해 5명이고, 프로 플랜에서는 워크스페이스마다 5명까지 둘 수 있습니다. 비즈니스 플랜으로 바꾸면 무제한입니다.',
      ),
    );

    await kit.subscribe(owner.id, 'business', { start: new Date('2025-07-01T00:00:00Z') });
    await kit.seedTeam(workspaceId, owner.id, { members: 4, pending: 4 });
    await expect(limits.assertCanAddMember(subject)).resolves.toBeUndefined();
  });
});
