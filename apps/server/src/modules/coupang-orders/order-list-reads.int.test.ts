import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { defaultRange } from '../../../test/kits/coupang-orders.ts';
import { uploadKit } from '../../../test/kits/uploads.ts';
import { demoVendor, secondVendor } from '../../../test/kits/workspaces.ts';
import type { CoupangOrderSheetQuery } from '../../integrations/coupang/order-api.ts';
import { createMarketplaceClients } from '../../integrations/marketplace-clients.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import { createCoupangOrdersRepo } from './coupang-orders.repo.ts';
import { createCoupangOrderService } from './coupang-orders.service.ts';

let ctx: TestContext;
let kit: ReturnType<typeof uploadKit>;

beforeAll(async () => {
  ctx = await buildTestApp();
  kit = uploadKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

/** The order service with every Wing order list call it makes recorded, on a clock of its own. */
function countingService() {
  const reads: CoupangOrderSheetQuery[] = [];
  const clock = { now: new Date(ctx.clock.now) };
  const real = createMarketplaceClients(
    ctx.config,
    () => ctx.clock.now,
    async () => {
      throw new Error('no images are fetched for orders');
    },
    ctx.database.db,
  );
  const clients = {
    ...real,
    coupang: {
      forVendor(...args: Parameters<typeof real.coupang.forVendor>) {
        const wing = real.coupang.forVendor(...args);
        return {
          ...wing,
          listOrderSheets(query: CoupangOrderSheetQuery) {
            reads.push(query);
            return wing.listOrderSheets(query);
          },
        };
      },
    },
  };
  const service = createCoupangOrderService({
    repo: createCoupangOrdersRepo(ctx.database.db),
    clients,
    secrets: createSecretBox(ctx.config.appSecret),
    clock: () => clock.now,
  });
  const advance = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  return { service, reads, advance };
}

describe('order list reads of Wing', () => {
  it('reads Wing in pages of 50, at most 20 of them, and keeps each answer 30 seconds per store, range and status', async () => {
    const store = await kit.coupangStore();
    const { service, reads, advance } = countingService();
    const request = {
      userId: store.member.user.id,
      wingAccount: store.wingAccount,
      workspaceId: undefined,
      ...defaultRange(ctx.clock.now),
      status: 'FINAL_DELIVERY' as const,
      refresh: false,
    };

    const first = await service.listOrders(request);
    expect(first.data.length).toBeGreaterThan(0);
    expect(reads).toEqual([expect.objectContaining({ maxPerPage: 50, maxPages: 20 })]);

    // The same tab again, by the same member or another member of the store: the kept answer.
    expect(await service.listOrders(request)).toEqual(first);
    expect(await service.listOrders({ ...request, userId: store.owner.user.id })).toEqual(first);
    expect(reads).toHaveLength(1);
    // Membership is still checked on every call.
    await expect(service.listOrders({ ...request, userId: store.outsider.user.id })).rejects.toMatchObject({
      status: 404,
    });

    // Another status or another range is its own answer.
    await service.listOrders({ ...request, status: 'ACCEPT' });
    await service.listOrders({ ...request, createdAtFrom: request.createdAtTo });
    expect(reads).toHaveLength(3);

    advance(29_999);
    await service.listOrders(request);
    expect(reads).toHaveLength(3);
    advance(1);
    expect(await service.listOrders(request)).toEqual(first);
    expect(reads).toHaveLength(4);

    // The screen's refresh reads Wing at once, and its answer is the one kept.
    await service.listOrders({ ...request, refresh: true });
    expect(reads).toHaveLength(5);
    await service.listOrders(request);
    expect(reads).toHaveLength(5);
  });

  it('keeps nothing of a failed read', async () => {
    const store = await kit.coupangStore();
    const { service, reads } = countingService();
    const request = {
      userId: store.owner.user.id,
      wingAccount: store.wingAccount,
      workspaceId: undefined,
      ...defaultRange(ctx.clock.now),
      status: 'ACCEPT' as const,
      refresh: false,
    };
    // Keys signing for another vendor: Wing refuses them.
    await kit.setWorkspace(store.workspaceId, { vendorCode: secondVendor.vendorId });
    await expect(service.listOrders(request)).rejects.toMatchObject({ status: 502 });
    await kit.setWorkspace(store.workspaceId, { vendorCode: demoVendor.vendorId });
    expect((await service.listOrders(request)).success).toBe(true);
    expect(reads).toHaveLength(2);
  });
});
