import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GatedBulk,
  isFinished,
  sellerWithStore,
  startGatedBulk,
} from '../src/modules/bulk-registration/bulk-test-kit.ts';

let setup: GatedBulk;

beforeAll(async () => {
  // Three workers, two fetch slots per host (the fetcher's default): the third item waits for a slot.
  setup = await startGatedBulk({ jobs: { workers: 3, readDeadlineMs: 1_500 } });
});
afterAll(() => setup.close());

describe('a bulk item waiting for a busy supplier (issue 22 §3)', () => {
  it('fails as a timeout at its deadline, the wait for a host slot included', async () => {
    const { ctx, shop, gate, api } = setup;
    const urls = shop.catalogue.slice(0, 3).map((product) => gate.via(shop.productUrl(product)));
    const seller = await sellerWithStore(ctx);
    const holds = urls.slice(0, 2).map((url) => gate.hold(url));
    const created = await api.create(seller.token, { workspace_id: seller.workspaceId, urls });
    const batchId = created.json().batch_id;
    await Promise.all(holds.map((hold) => hold.arrived));

    // The two held pages and the item queued behind them for a host slot all end at the 1.5 s deadline; without
    // it the held ones would run to the fetcher's own 10 s and the third would wait for a slot all that time.
    const done = await api.until(seller.token, batchId, isFinished, 5_000);
    expect(done.items.map((item) => [item.status, item.message])).toEqual(
      urls.map(() => ['failure', '사이트가 제시간에 응답하지 않았습니다. 잠시 후 다시 시도해 주세요.']),
    );
    for (const hold of holds) hold.release();
  });
});
