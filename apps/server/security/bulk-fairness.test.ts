import { and, count, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkItems } from '../src/db/schema/uploads.ts';
import {
  type GatedBulk,
  isFinished,
  sellerWithStore,
  startGatedBulk,
} from '../test/kits/bulk-registration.ts';

let setup: GatedBulk;

beforeAll(async () => {
  // One worker: the order jobs are taken in is the order items finish.
  setup = await startGatedBulk({ jobs: { workers: 1 } });
});
afterAll(() => setup.close());

describe('bulk jobs take turns between owners (issue 22 §3)', () => {
  it("runs another seller's one-URL batch next, not after the first seller's whole backlog", async () => {
    const { ctx, shop, gate, api } = setup;
    const urls = shop.catalogue.slice(0, 25).map((product) => gate.via(shop.productUrl(product)));
    const [first, ...rest] = urls;
    const [lone, ...backlog] = rest;
    const busy = await sellerWithStore(ctx);
    const other = await sellerWithStore(ctx);
    const held = gate.hold(first ?? '');
    const large = await api.create(busy.token, { workspace_id: busy.workspaceId, urls: [first, ...backlog] });
    expect(large.statusCode).toBe(201);
    // The worker is inside the busy seller's first item while the other seller starts.
    await held.arrived;
    const small = await api.create(other.token, { workspace_id: other.workspaceId, urls: [lone] });
    expect(small.statusCode).toBe(201);
    held.release();

    await api.until(other.token, small.json().batch_id, isFinished);
    await api.until(busy.token, large.json().batch_id, isFinished, 60_000);
    const [loneItem] = await ctx.database.db
      .select({ finishedAt: bulkItems.updatedAt })
      .from(bulkItems)
      .where(eq(bulkItems.batchId, small.json().batch_id));
    const [before] = await ctx.database.db
      .select({ count: count() })
      .from(bulkItems)
      .where(
        and(
          eq(bulkItems.batchId, large.json().batch_id),
          lt(bulkItems.updatedAt, loneItem?.finishedAt ?? new Date()),
        ),
      );
    // FIFO finishes all 24 of the busy seller's items first; in turns, the held one and at most one more.
    expect(before?.count).toBeLessThanOrEqual(2);
  });
});
