import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { storeKit } from '../../../test/kits/coupang-stores.ts';
import { demoVendor, secondVendor } from '../../../test/kits/workspaces.ts';

let ctx: TestContext;
let kit: ReturnType<typeof storeKit>;

beforeAll(async () => {
  ctx = await buildTestApp();
  kit = storeKit(ctx);
});
afterAll(() => ctx.close());

const change = (token: string, wingAccount: string, next: string) =>
  kit.call(token, 'PUT', `/api/coupang/stores/${encodeURIComponent(wingAccount)}/wing-account`, {
    wingAccount: next,
  });

describe('correcting a store’s Wing ID', () => {
  it('lets the owner fix a mistyped Wing ID without disconnecting; the store is then found by the new one', async () => {
    const mistyped = { ...demoVendor, wingAccount: 'wing-typo' };
    const { owner, member, workspaceId } = await kit.storeWithTeam(mistyped);
    const before = (await kit.call(owner.token, 'GET', '/api/coupang/stores')).json().data;

    const response = await change(owner.token, 'wing-typo', ` ${demoVendor.wingAccount} `);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      workspace_id: workspaceId,
      wingAccount: demoVendor.wingAccount,
      vendorCode: demoVendor.vendorId,
    });
    const after = (await kit.call(member.token, 'GET', '/api/coupang/stores')).json().data;
    expect(after).toHaveLength(before.length);
    expect(after[0]).toMatchObject({ workspace_id: workspaceId, wingAccount: demoVendor.wingAccount });
    expect((await kit.call(owner.token, 'GET', `/api/coupang/return-centers/wing-typo`)).statusCode).toBe(
      404,
    );
    expect(
      (await kit.call(owner.token, 'GET', `/api/coupang/return-centers/${demoVendor.wingAccount}`))
        .statusCode,
    ).toBe(200);
  });

  it('is the owner’s alone: an admin or member is refused and nothing changes', async () => {
    const { admin, member, owner, wingAccount } = await kit.storeWithTeam();
    for (const caller of [admin, member]) {
      const refused = await change(caller.token, wingAccount, 'someone-else');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        detail: 'Wing 아이디는 스토어 소유자만 고칠 수 있습니다.',
        code: 'forbidden',
      });
    }
    const stores = (await kit.call(owner.token, 'GET', '/api/coupang/stores')).json().data;
    expect(stores[0].wingAccount).toBe(wingAccount);
  });

  it('refuses the Wing ID of another store the owner connected, and a blank one', async () => {
    const { owner, wingAccount } = await kit.storeWithTeam();
    await kit.createCoupang(owner.token, secondVendor);

    const taken = await change(owner.token, wingAccount, secondVendor.wingAccount.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      detail: '이미 이 Wing 아이디로 연결한 다른 스토어가 있습니다.',
      code: 'wing_account_taken',
    });
    const blank = await change(owner.token, wingAccount, '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].message).toBe('Wing 아이디를 입력해 주세요.');
  });

  it('answers 404 to someone outside the store', async () => {
    const { outsider, wingAccount } = await kit.storeWithTeam();
    expect((await change(outsider.token, wingAccount, 'mine-now')).statusCode).toBe(404);
  });
});
