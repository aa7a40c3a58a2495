import { errorCodes } from '@ollida/contracts/errors';
import type { ShopProduct } from '@ollida/sandbox/shop/catalogue-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GatedBulk,
  isFinished,
  sellerWithStore,
  startGatedBulk,
} from '../../../test/kits/bulk-registration.ts';

let setup: GatedBulk;

beforeAll(async () => {
  setup = await startGatedBulk({ jobs: { workers: 2 } });
});
afterAll(() => setup.close());

const pageOf = (index: number) => {
  const product: ShopProduct | undefined = setup.shop.catalogue.filter((item) => item.style === 'cafe24')[
    index
  ];
  if (product === undefined) throw new Error('the demo shop has too few products for this test');
  return setup.gate.via(setup.shop.productUrl(product));
};
const confirmPath = (batchId: string) => `/api/product-registration/bulk/${batchId}/confirm-duplicates`;

describe('POST /api/product-registration/bulk/{id}/confirm-duplicates (issue 23 §6)', () => {
  it('uploads the duplicate-held items anyway; another workspace’s batch is 404', async () => {
    const seller = await sellerWithStore(setup.ctx);
    const held = pageOf(5);
    setup.fake.duplicates.add(held);
    const created = await setup.api.create(seller.token, {
      workspace_id: seller.workspaceId,
      urls: [pageOf(4), held],
    });
    const batchId: string = created.json().batch_id;
    const done = await setup.api.until(seller.token, batchId, isFinished);
    expect(done).toMatchObject({ status: 'completed', success: 1, fail: 1 });
    expect(done.items.map((item) => item.duplicate_held)).toEqual([false, true]);

    const stranger = await sellerWithStore(setup.ctx);
    const refused = await setup.api.call(stranger.token, 'POST', confirmPath(batchId));
    expect([refused.statusCode, refused.json().code]).toEqual([404, errorCodes.batchNotFound]);

    const confirmed = await setup.api.call(seller.token, 'POST', confirmPath(batchId));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'running', finished_at: null });
    const again = await setup.api.until(seller.token, batchId, isFinished);
    expect(again).toMatchObject({ status: 'completed', success: 2, fail: 0 });
    expect(again.items[1]).toMatchObject({ status: 'success', duplicate_held: false });
    const heldItemId = again.items[1]?.id;
    expect(
      setup.fake.received
        .filter((input) => input.batchItemId === heldItemId)
        .map((input) => input.confirmDuplicate),
    ).toEqual([false, true]);
    // Nothing held any more: the batch stays as it is.
    const nothing = await setup.api.call(seller.token, 'POST', confirmPath(batchId));
    expect(nothing.json()).toMatchObject({ status: 'completed', success: 2 });
  });

  it('goes on with the lines a duplicate stopped in a stop-on-failure batch', async () => {
    const seller = await sellerWithStore(setup.ctx);
    const held = pageOf(6);
    setup.fake.duplicates.add(held);
    const created = await setup.api.create(seller.token, {
      workspace_id: seller.workspaceId,
      stop_on_first_failure: true,
      urls: [held, pageOf(7)],
    });
    const batchId: string = created.json().batch_id;
    const stopped = await setup.api.until(seller.token, batchId, isFinished);
    expect(stopped).toMatchObject({ status: 'stopped', fail: 2, stopped_by_item_id: stopped.items[0]?.id });

    await setup.api.call(seller.token, 'POST', confirmPath(batchId));
    const done = await setup.api.until(seller.token, batchId, isFinished);
    expect(done).toMatchObject({ status: 'completed', success: 2, fail: 0, stopped_by_item_id: null });
  });
});
