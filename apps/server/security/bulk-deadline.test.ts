import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GatedBulk,
  isFinished,
  sellerWithStore,
  startGatedBulk,
} from '../test/kits/bulk-registration.ts';

let setup: GatedBulk;

beforeAll(async () => {
  setup = await startGatedBulk({ jobs: { workers: 1, readDeadlineMs: 1_500 } });
});
afterAll(() => setup.close());

describe('a bulk item waiting for a busy supplier (issue 22 §3)', () => {
  it('fails as a timeout at its deadline, the wait for a host slot included', async () => {
    const { ctx, shop, gate, api, bulk } = setup;
    const urls = shop.catalogue.slice(0, 3).map((product) => gate.via(shop.productUrl(product)));
    const held = urls.slice(0, 2);
    // Two reads held at the supplier take both of the host's fetch slots (the fetcher's default) for as long as the
    // test holds them; the bulk item, whose own page answers at once, can only wait for a slot.
    const holds = held.map((url) => gate.hold(url));
    const busy = held.map((url) => bulk.fetcher.fetch(url).catch(() => undefined));
    await Promise.all(holds.map((hold) => hold.arrived));

    const seller = await sellerWithStore(ctx);
    const created = await api.create(seller.token, { workspace_id: seller.workspaceId, urls: urls.slice(2) });
    // Without the wait counted against the 1.5 s deadline, the item would get its slot when the held reads end and
    // be listed.
    const done = await api.until(seller.token, created.json().batch_id, isFinished, 5_000);
    expect(done.items.map((entry) => [entry.status, entry.message])).toEqual([
      ['failure', '사이트가 제시간에 응답하지 않았습니다. 잠시 후 다시 시도해 주세요.'],
    ]);
    for (const hold of holds) hold.release();
    await Promise.all(busy);
  });
});
