import { type Order, orderListResponseSchema, orderStatuses } from '@ollida/contracts/coupang-orders';
import { errorCodes } from '@ollida/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { defaultRange, wireOrderIds } from '../../../test/kits/coupang-orders.ts';
import { uploadKit } from '../../../test/kits/uploads.ts';
import { demoVendor, secondVendor } from '../../../test/kits/workspaces.ts';
import { userWorkspaceSettings, workspaces } from '../../db/schema/workspaces.ts';
import { createMarketplaceClients } from '../../integrations/marketplace-clients.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import { createCoupangOrdersRepo } from './coupang-orders.repo.ts';
import { createCoupangOrderService } from './coupang-orders.service.ts';

let ctx: TestContext;
let kit: ReturnType<typeof uploadKit>;
let store: Awaited<ReturnType<ReturnType<typeof uploadKit>['coupangStore']>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  kit = uploadKit(ctx);
  store = await kit.coupangStore();
});
afterAll(async () => {
  await ctx.close();
});

function ordersUrl(params: Record<string, string | number>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  return `/api/coupang/orders?${query.toString()}`;
}

async function listOrders(token: string, params: Record<string, string | number>) {
  const response = await kit.call(token, 'GET', ordersUrl(params));
  expect(response.statusCode, response.body).toBe(200);
  return orderListResponseSchema.parse(response.json());
}

const idPair = (order: Order) => `${order.shipmentBoxId}/${order.orderId}`;
const isExactId = (id: string) => /^\d{18}$/.test(id) && BigInt(id).toString() === id;

describe('GET /api/coupang/orders', () => {
  it('lists each status tab with only that status, every sheet the sandbox sent, ids exact and newest first', async () => {
    const range = defaultRange(ctx.clock.now);
    let seen = 0;
    for (const status of orderStatuses) {
      const body = await listOrders(store.member.token, {
        ...range,
        status,
        maxPerPage: 50,
        wingAccount: store.wingAccount,
      });
      expect(body.truncated).toBe(false);
      expect(body.data.every((order) => order.status === status)).toBe(true);
      const wire = await wireOrderIds(ctx, demoVendor, range, status);
      expect(body.data.map(idPair).sort()).toEqual([...wire].sort());
      for (const order of body.data) {
        expect(isExactId(order.shipmentBoxId), order.shipmentBoxId).toBe(true);
        expect(isExactId(order.orderId), order.orderId).toBe(true);
      }
      const times = body.data.map((order) => Date.parse(order.orderedAt ?? ''));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      seen += body.data.length;
    }
    // The sandbox's month holds a few hundred orders; an empty world would prove nothing above.
    expect(seen).toBeGreaterThan(100);
  });

  it('answers the documented fields with v5 money as won numbers and Coupang times in Seoul ISO form', async () => {
    const body = await listOrders(store.owner.token, {
      ...defaultRange(ctx.clock.now),
      status: 'FINAL_DELIVERY',
      maxPerPage: 20,
      wingAccount: store.wingAccount,
    });
    const order = body.data[0];
    if (!order) throw new Error('the sandbox delivered nothing this month');
    expect(Object.keys(order)).toContain('inTrasitDateTime');
    expect(order.inTrasitDateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
    expect(order.orderedAt).toMatch(/\+09:00$/);
    expect(order.deliveryCompanyName).not.toBe('');
    const [item] = order.orderItems;
    if (!item) throw new Error('an order without items');
    expect(typeof item.salesPrice).toBe('number');
    expect(item.orderPrice).toBe((item.salesPrice ?? 0) * item.shippingCount);
    expect(item.vendorItemId).toMatch(/^\d+$/);
    expect(item.sellerProductId).toMatch(/^\d+$/);
    expect(order.orderer.email).toBe('');
    expect(order.receiver.addr1).not.toBe('');
  });

  it('reads every order of the range whatever page size the screen shows', async () => {
    const range = defaultRange(ctx.clock.now);
    // Read Wing now, not the answer an earlier test kept for 30 s: sandbox orders move on with the clock, and the wire
    // read below must see the same moment.
    const body = await listOrders(store.member.token, {
      ...range,
      status: 'FINAL_DELIVERY',
      maxPerPage: 20,
      wingAccount: store.wingAccount,
      refresh: 'true',
    });
    expect(body.data.length).toBeGreaterThan(40);
    expect(body.truncated).toBe(false);
    expect(new Set(body.data.map(idPair)).size).toBe(body.data.length);
    const wire = await wireOrderIds(ctx, demoVendor, range, 'FINAL_DELIVERY');
    expect(body.data.map(idPair).sort()).toEqual([...wire].sort());
  });

  it('stops at the order cap and says the list was cut short', async () => {
    const range = defaultRange(ctx.clock.now);
    const capped = (maxOrders: number) =>
      createCoupangOrderService({
        repo: createCoupangOrdersRepo(ctx.database.db),
        clients: createMarketplaceClients(
          ctx.config,
          () => ctx.clock.now,
          async () => {
            throw new Error('no images are fetched for orders');
          },
          ctx.database.db,
        ),
        secrets: createSecretBox(ctx.config.appSecret),
        clock: () => ctx.clock.now,
        maxOrders,
      });
    const request = {
      userId: store.member.user.id,
      wingAccount: store.wingAccount,
      workspaceId: undefined,
      ...range,
      status: 'FINAL_DELIVERY' as const,
      refresh: false,
    };
    const wire = await wireOrderIds(ctx, demoVendor, range, 'FINAL_DELIVERY');
    expect(wire.length).toBeGreaterThan(40);

    // A cap below Wing's page size asks Wing for the cap itself: one page, the first 25 sheets kept.
    const cut = await capped(25).listOrders(request);
    expect(cut.truncated).toBe(true);
    expect(cut.data.map(idPair).sort()).toEqual(wire.slice(0, 25).sort());
    // A cap of exactly the month's count is not cut short.
    const whole = await capped(wire.length).listOrders(request);
    expect(whole.truncated).toBe(false);
    expect(whole.data).toHaveLength(wire.length);
  });

  it('defaults to the ACCEPT tab and matches the Wing account case-insensitively', async () => {
    const range = defaultRange(ctx.clock.now);
    const body = await listOrders(store.member.token, {
      ...range,
      wingAccount: store.wingAccount.toUpperCase(),
    });
    expect(body.data.every((order) => order.status === 'ACCEPT')).toBe(true);
    expect(body.data.map(idPair).sort()).toEqual(
      [...(await wireOrderIds(ctx, demoVendor, range, 'ACCEPT'))].sort(),
    );
  });

  it('answers 404 to an outsider, an unknown Wing account and a workspace_id that is not that store', async () => {
    const base = { ...defaultRange(ctx.clock.now), status: 'ACCEPT', maxPerPage: 20 };
    const attempts = [
      [store.outsider.token, { ...base, wingAccount: store.wingAccount }],
      [store.member.token, { ...base, wingAccount: 'nobody-wing' }],
      [store.member.token, { ...base, wingAccount: secondVendor.wingAccount }],
      [
        store.member.token,
        { ...base, wingAccount: store.wingAccount, workspace_id: '00000000-0000-4000-8000-000000000000' },
      ],
    ] as const;
    for (const [token, params] of attempts) {
      const response = await kit.call(token, 'GET', ordersUrl(params));
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({
        detail: '쿠팡 스토어를 찾을 수 없습니다.',
        code: errorCodes.orderStoreNotFound,
      });
    }
    const unsigned = await ctx.app.inject({ method: 'GET', url: ordersUrl(attempts[0][1]) });
    expect(unsigned.statusCode).toBe(401);
  });

  it('takes the workspace_id it is given when it is that store', async () => {
    const body = await listOrders(store.admin.token, {
      ...defaultRange(ctx.clock.now),
      wingAccount: store.wingAccount,
      workspace_id: store.workspaceId,
    });
    expect(body.success).toBe(true);
  });

  it('refuses bad ranges, statuses and page sizes with Korean messages', async () => {
    const valid = { createdAtFrom: '2025-03-01', createdAtTo: '2025-03-31', wingAccount: store.wingAccount };
    const cases: [Record<string, string | number>, string][] = [
      [{ ...valid, createdAtTo: '2025-04-01' }, '주문은 한 번에 최대 31일까지 조회할 수 있습니다.'],
      [
        { ...valid, createdAtFrom: '2025-03-02', createdAtTo: '2025-03-01' },
        '조회 시작일은 종료일보다 늦을 수 없습니다.',
      ],
      [{ ...valid, status: 'RETURNED' }, '알 수 없는 주문 상태입니다.'],
      [{ ...valid, maxPerPage: 30 }, '페이지 크기는 20, 50, 100 중 하나여야 합니다.'],
      [{ ...valid, createdAtFrom: '2025/03/01' }, '조회 시작일은 YYYY-MM-DD 형식이어야 합니다.'],
      [{ ...valid, refresh: 'yes' }, 'refresh는 true 또는 false여야 합니다.'],
    ];
    for (const [params, message] of cases) {
      const response = await kit.call(store.member.token, 'GET', ordersUrl(params));
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json();
      expect(body.code).toBe(errorCodes.validation);
      expect(body.errors.map((error: { message: string }) => error.message)).toContain(message);
    }
  });

  it('answers a store without keys with the stores module words, and a Wing refusal as an upstream error', async () => {
    const team = await kit.storeWithTeam();
    const params = { ...defaultRange(ctx.clock.now), wingAccount: team.wingAccount };

    await ctx.database.db
      .update(workspaces)
      .set({ vendorCode: secondVendor.vendorId })
      .where(eq(workspaces.id, team.workspaceId));
    const refused = await kit.call(team.owner.token, 'GET', ordersUrl(params));
    expect(refused.statusCode, refused.body).toBe(502);
    expect(refused.json()).toMatchObject({ code: errorCodes.upstream, provider: 'coupang' });
    expect(refused.json().detail).toContain('쿠팡');

    await ctx.database.db
      .update(workspaces)
      .set({ credentials: null })
      .where(eq(workspaces.id, team.workspaceId));
    const keyless = await kit.call(team.owner.token, 'GET', ordersUrl(params));
    expect(keyless.statusCode, keyless.body).toBe(400);
    expect(keyless.json()).toEqual({
      detail: '저장된 쿠팡 API 키가 없습니다. 스토어를 다시 연결해 주세요.',
      code: errorCodes.storeKeysMissing,
    });
  });

  it('picks the current workspace when the caller is in two stores of one Wing account', async () => {
    const other = await kit.storeWithTeam();
    // The store member joins a second owner's workspace of the same Wing account, whose keys are gone.
    await kit.addMember(other.workspaceId, store.member.user.id, 'member');
    await ctx.database.db
      .update(workspaces)
      .set({ credentials: null })
      .where(eq(workspaces.id, other.workspaceId));
    const params = { ...defaultRange(ctx.clock.now), wingAccount: store.wingAccount };
    const choose = (currentWorkspaceId: string) =>
      ctx.database.db
        .insert(userWorkspaceSettings)
        .values({ userId: store.member.user.id, currentWorkspaceId })
        .onConflictDoUpdate({ target: userWorkspaceSettings.userId, set: { currentWorkspaceId } });

    await choose(other.workspaceId);
    expect((await kit.call(store.member.token, 'GET', ordersUrl(params))).statusCode).toBe(400);
    await choose(store.workspaceId);
    expect((await kit.call(store.member.token, 'GET', ordersUrl(params))).statusCode).toBe(200);
    const pinned = await kit.call(
      store.member.token,
      'GET',
      ordersUrl({ ...params, workspace_id: other.workspaceId }),
    );
    expect(pinned.json().code).toBe(errorCodes.storeKeysMissing);
  });

  it('limits each user to 30 order list calls a minute', async () => {
    const caller = await kit.signIn();
    const params = { ...defaultRange(ctx.clock.now), wingAccount: 'nobody-wing' };
    for (let call = 0; call < 30; call += 1) {
      expect((await kit.call(caller.token, 'GET', ordersUrl(params))).statusCode).toBe(404);
    }
    const limited = await kit.call(caller.token, 'GET', ordersUrl(params));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(errorCodes.rateLimited);
    // Another user is counted on their own.
    expect((await kit.call(store.outsider.token, 'GET', ordersUrl(params))).statusCode).toBe(404);
  });
});
