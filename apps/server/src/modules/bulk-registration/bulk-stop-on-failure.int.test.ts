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
  // Several workers: without the one-at-a-time rule, the lines after a failure would already be running.
  setup = await startGatedBulk({ jobs: { workers: 4 } });
});
afterAll(() => setup.close());

const pageOf = (index: number) => {
  const product: ShopProduct | undefined = setup.shop.catalogue.filter((item) => item.style === 'cafe24')[
    index
  ];
  if (product === undefined) throw new Error('the demo shop has too few products for this test');
  return setup.gate.via(setup.shop.productUrl(product));
};
const missingPage = () => `${setup.gate.origin}/sandbox/shop/godo/goods/goods_view.php?goodsNo=1`;

describe('stop_on_first_failure (issue 23 §2)', () => {
  it('with a 404 first, uploads nothing else and names the item that stopped the batch', async () => {
    const seller = await sellerWithStore(setup.ctx);
    const created = await setup.api.create(seller.token, {
      workspace_id: seller.workspaceId,
      stop_on_first_failure: true,
      urls: [missingPage(), pageOf(0), pageOf(1), pageOf(2), pageOf(3)],
    });
    expect(created.statusCode).toBe(201);
    const done = await setup.api.until(seller.token, created.json().batch_id, isFinished);
    const [first] = done.items;
    expect(done).toMatchObject({ status: 'stopped', success: 0, fail: 5, stopped_by_item_id: first?.id });
    expect(done.items.slice(1).map((item) => item.message)).toEqual(
      Array(4).fill('이전 항목이 실패해 중단했습니다.'),
    );
    expect(done.items.map((item) => setup.fake.calls.get(item.id) ?? 0)).toEqual([0, 0, 0, 0, 0]);
  });

  it('runs the lines in order, one at a time, until the first failure', async () => {
    const seller = await sellerWithStore(setup.ctx);
    const created = await setup.api.create(seller.token, {
      workspace_id: seller.workspaceId,
      stop_on_first_failure: true,
      urls: [pageOf(0), pageOf(1), missingPage(), pageOf(2)],
    });
    const done = await setup.api.until(seller.token, created.json().batch_id, isFinished);
    expect(done).toMatchObject({
      status: 'stopped',
      success: 2,
      fail: 2,
      stopped_by_item_id: done.items[2]?.id,
    });
    expect(done.items.map((item) => setup.fake.calls.get(item.id) ?? 0)).toEqual([1, 1, 0, 0]);
  });

  it('stops at a line refused on the spot, after the lines before it ran', async () => {
    const seller = await sellerWithStore(setup.ctx);
    const created = await setup.api.create(seller.token, {
      workspace_id: seller.workspaceId,
      stop_on_first_failure: true,
      urls: [pageOf(0), 'not a url', pageOf(1)],
    });
    const done = await setup.api.until(seller.token, created.json().batch_id, isFinished);
    expect(done).toMatchObject({
      status: 'stopped',
      success: 1,
      fail: 2,
      stopped_by_item_id: done.items[1]?.id,
    });
    expect(done.items.map((item) => setup.fake.calls.get(item.id) ?? 0)).toEqual([1, 0, 0]);
  });

  it('stops at once when the first line is refused on the spot, every line refused included', async () => {
    for (const [urls, secondMessage] of [
      [['not a url', pageOf(0)], '이전 항목이 실패해 중단했습니다.'],
      // A line refused on the spot keeps its own reason, which tells the seller more than "stopped".
      [['not a url', 'ftp://example.com/x'], expect.stringContaining('ftp')],
    ] as const) {
      const seller = await sellerWithStore(setup.ctx);
      const created = await setup.api.create(seller.token, {
        workspace_id: seller.workspaceId,
        stop_on_first_failure: true,
        urls,
      });
      const done = await setup.api.until(seller.token, created.json().batch_id, isFinished);
      expect(done, urls.join(' ')).toMatchObject({
        status: 'stopped',
        success: 0,
        fail: 2,
        stopped_by_item_id: done.items[0]?.id,
      });
      expect(done.items[1]?.message).toEqual(secondMessage);
      expect(done.items.map((item) => setup.fake.calls.get(item.id) ?? 0)).toEqual([0, 0]);
    }
  });

  it('without the option, runs every line and names no item', async () => {
    const seller = await sellerWithStore(setup.ctx);
    const created = await setup.api.create(seller.token, {
      workspace_id: seller.workspaceId,
      urls: [missingPage(), pageOf(0)],
    });
    const done = await setup.api.until(seller.token, created.json().batch_id, isFinished);
    expect(done).toMatchObject({ status: 'completed', success: 1, fail: 1, stopped_by_item_id: null });
  });
});
