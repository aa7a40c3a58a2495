import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { insertWorkspace } from '../../../test/kits/members.ts';
import { incomingOrder } from '../../../test/kits/orders.ts';
import { marketOrders } from '../../db/schema/orders.ts';
import { defaultFeeRates } from './fee-rates.ts';
import type { IncomingOrder } from './incoming-order.ts';
import { ordersToWrite } from './order-merge.ts';
import { createOrderStoreRepo } from './order-store.repo.ts';
import { dispatchSettleMs } from './order-sync.ts';

let ctx: TestContext;
let workspaceId: string;
let repo: ReturnType<typeof createOrderStoreRepo>;

beforeAll(async () => {
  ctx = await buildTestApp();
  workspaceId = (await insertWorkspace(ctx, (await createUser(ctx)).id)).id;
  repo = createOrderStoreRepo(ctx.database.db);
});
afterAll(() => ctx.close());

const now = new Date();
const write = (order: IncomingOrder, staleBefore = new Date(now.getTime() - dispatchSettleMs)) =>
  repo.upsert(
    workspaceId,
    ordersToWrite(workspaceId, [order], [], defaultFeeRates('coupang'), now),
    staleBefore,
  );
const row = async (marketKey: string) => {
  const [found] = await ctx.database.db
    .select()
    .from(marketOrders)
    .where(eq(marketOrders.marketKey, marketKey));
  if (!found) throw new Error(`no order ${marketKey}`);
  return found;
};

describe('merging a market read into the kept row', () => {
  it('never moves the tab back when the market list lags our confirm, but takes a claim at once', async () => {
    await write(incomingOrder({ marketKey: 'lag-1', tab: 'ACCEPT' }));
    const { id } = await row('lag-1');
    await repo.setTab(workspaceId, [id], 'INSTRUCT', 'INSTRUCT');
    await write(incomingOrder({ marketKey: 'lag-1', tab: 'ACCEPT' }));
    expect((await row('lag-1')).tab).toBe('INSTRUCT');
    await write(
      incomingOrder({
        marketKey: 'lag-1',
        tab: 'DEPARTURE',
        trackingNumber: '601234567890',
        courierCode: 'CJGLS',
      }),
    );
    expect((await row('lag-1')).tab).toBe('DEPARTURE');
    await write(incomingOrder({ marketKey: 'lag-1', tab: 'CLAIM' }));
    expect((await row('lag-1')).tab).toBe('CLAIM');
  });

  it('keeps a tracking number claimed while the read was under way, and settles it from the market', async () => {
    await write(incomingOrder({ marketKey: 'race-1' }));
    const { id } = await row('race-1');
    const claimed = await repo.claimDispatch(
      workspaceId,
      [{ id, courierCode: 'CJGLS', trackingNumber: '601234567890' }],
      now,
    );
    expect(claimed.has(id)).toBe(true);
    // A read that started before the claim writes the market's view (nothing shipped yet): the claim stands.
    await write(incomingOrder({ marketKey: 'race-1' }));
    expect(await row('race-1')).toMatchObject({
      dispatchState: 'sending',
      trackingNumber: '601234567890',
      courierCode: 'CJGLS',
    });
    expect(
      (await repo.claimDispatch(workspaceId, [{ id, courierCode: 'CJGLS', trackingNumber: '1' }], now)).size,
    ).toBe(0);
    await write(
      incomingOrder({
        marketKey: 'race-1',
        tab: 'DEPARTURE',
        courierCode: 'CJGLS',
        trackingNumber: '601234567890',
      }),
    );
    expect(await row('race-1')).toMatchObject({ dispatchState: 'sent', tab: 'DEPARTURE' });
  });

  it('takes a tracking number in flight for ten minutes without the market showing it as not sent', async () => {
    await write(incomingOrder({ marketKey: 'lost-1' }));
    const { id } = await row('lost-1');
    await repo.claimDispatch(
      workspaceId,
      [{ id, courierCode: 'CJGLS', trackingNumber: '601234567890' }],
      now,
    );
    await write(incomingOrder({ marketKey: 'lost-1' }), new Date(now.getTime() + 1_000));
    expect(await row('lost-1')).toMatchObject({
      dispatchState: 'failed',
      dispatchMessage: expect.stringContaining('다시 보내'),
      trackingNumber: '601234567890',
    });
  });
});
