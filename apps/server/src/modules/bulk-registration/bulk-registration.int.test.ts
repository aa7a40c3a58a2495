import { errorCodes } from '@ollida/contracts/errors';
import { applyPriceRule, defaultPriceRule } from '@ollida/contracts/price-rule';
import { bulkBatchSchema } from '@ollida/contracts/uploads';
import type { ShopProduct } from '@ollida/sandbox/shop/catalogue-types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app.ts';
import { createUser, loginAs } from '../../../test/factories.ts';
import {
  bulkCalls,
  type GatedBulk,
  isFinished,
  sellerWithStore,
  startGatedBulk,
} from '../../../test/kits/bulk-registration.ts';
import { bulkBatches, uploadedProducts } from '../../db/schema/uploads.ts';
import { workspaceMembers } from '../../db/schema/workspaces.ts';

let ctx: TestContext;
let shop: GatedBulk['shop'];
let gate: GatedBulk['gate'];
let bulk: GatedBulk['bulk'];
let fake: GatedBulk['fake'];
const api = bulkCalls(() => bulk.app);

let setup: GatedBulk;

beforeAll(async () => {
  // One worker: items run in line order, so stop and stop-on-failure outcomes are exact.
  setup = await startGatedBulk({ jobs: { workers: 1 } });
  ({ ctx, shop, gate, bulk, fake } = setup);
});
afterAll(() => setup.close());

const products = (): ShopProduct[] => shop.catalogue.filter((product) => product.style === 'cafe24');
const pageOf = (product: ShopProduct | undefined) => {
  if (product === undefined) throw new Error('the demo shop has too few products for this test');
  return gate.via(shop.productUrl(product));
};
const missingPage = () => `${gate.origin}/sandbox/shop/godo/goods/goods_view.php?goodsNo=1`;

describe('POST /api/product-registration/bulk', () => {
  it('runs every URL to success or failure: counts, results and errors, prices from the store rule', async () => {
    const seller = await sellerWithStore(ctx);
    const [first, second, third] = products();
    const refused = pageOf(third);
    fake.refusals.set(refused, '카테고리에 필요한 KC 인증 정보가 없습니다.');
    const response = await api.create(seller.token, {
      workspace_id: seller.workspaceId,
      urls: [
        pageOf(first),
        '',
        `  ${pageOf(first)}#detail `,
        missingPage(),
        'not a url',
        pageOf(second),
        refused,
      ],
    });
    expect(response.statusCode).toBe(201);
    const created = bulkBatchSchema.parse(response.json());
    expect(created).toMatchObject({
      workspace_id: seller.workspaceId,
      platform: 'coupang',
      stop_on_first_failure: false,
      total: 5,
      duplicates_skipped: 1,
      created_at: ctx.clock.now.toISOString(),
    });
    expect(created.items.map((item) => [item.position, item.url])).toEqual([
      [0, pageOf(first)],
      [1, missingPage()],
      [2, 'not a url'],
      [3, pageOf(second)],
      [4, refused],
    ]);
    expect(created.items[2]).toMatchObject({
      status: 'failure',
      message: '올바른 URL이 아닙니다: not a url',
    });

    const done = await api.until(seller.token, created.batch_id, isFinished);
    expect(done).toMatchObject({ status: 'completed', total: 5, success: 2, fail: 3 });
    expect(done.finished_at).toBe(ctx.clock.now.toISOString());
    const rows = await ctx.database.db.select().from(uploadedProducts);
    const rowOf = (url: string) =>
      rows.find((row) => row.batchItemId === done.items.find((i) => i.url === url)?.id);
    expect(done.results).toEqual(
      [first, second].map((product) => ({
        url: pageOf(product),
        uploaded_product_id: rowOf(pageOf(product))?.id,
        product_name: rowOf(pageOf(product))?.displayProductName,
        store_url: rowOf(pageOf(product))?.storeUrl,
        admin_url: rowOf(pageOf(product))?.adminUrl,
      })),
    );
    expect(done.errors).toEqual([
      { url: missingPage(), message: expect.stringMatching(/[가-힣]/) },
      { url: 'not a url', message: '올바른 URL이 아닙니다: not a url' },
      { url: refused, message: '카테고리에 필요한 KC 인증 정보가 없습니다.' },
    ]);
    expect(done.items.map((item) => item.status)).toEqual([
      'success',
      'failure',
      'failure',
      'success',
      'failure',
    ]);
    expect(done.items[0]?.message).toBe('쿠팡에 상품을 등록했습니다.');

    const firstCall = fake.received.find((call) => call.details.sourceUrl === pageOf(first));
    expect(firstCall).toMatchObject({
      userId: seller.user.id,
      workspaceId: seller.workspaceId,
      platform: 'coupang',
      confirmDuplicate: false,
      channel: 'bulk',
      batchItemId: done.items[0]?.id,
    });
    const supplierPrice = first?.expected.salePrice ?? 0;
    expect(firstCall?.details.price).toBe(applyPriceRule(defaultPriceRule, supplierPrice));
    expect(firstCall?.details.items[0]?.salePrice).toBe(applyPriceRule(defaultPriceRule, supplierPrice));
    // Listed rows say the price they went live with; rows that failed have none.
    const salePrice = applyPriceRule(defaultPriceRule, supplierPrice);
    expect(done.items[0]?.price).toEqual({
      sale_price: salePrice,
      supplier_cost: supplierPrice,
      margin: salePrice - supplierPrice,
      margin_rate: Math.round(((salePrice - supplierPrice) / salePrice) * 1000) / 10,
    });
    expect(done.items[1]?.price).toBeNull();
    expect(done.items.map((item) => fake.calls.get(item.id) ?? 0)).toEqual([1, 0, 0, 1, 1]);
  });

  it('lets the batch creator and the store members read it; anyone else gets 404', async () => {
    const seller = await sellerWithStore(ctx);
    const created = await api.create(seller.token, { workspace_id: seller.workspaceId, urls: ['not a url'] });
    expect(created.statusCode).toBe(201);
    const batchId = created.json().batch_id;
    expect(created.json()).toMatchObject({ status: 'completed', total: 1, fail: 1 });

    const stranger = await loginAs(ctx, (await createUser(ctx)).id);
    for (const [method, url] of [
      ['GET', `/api/product-registration/bulk/${batchId}`],
      ['GET', `/api/product-registration/bulk/${batchId}/events`],
      ['POST', `/api/product-registration/bulk/${batchId}/stop`],
      ['GET', '/api/product-registration/bulk/not-a-uuid'],
      ['GET', '/api/product-registration/bulk/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await api.call(stranger, method, url);
      expect([response.statusCode, response.json()], url).toEqual([
        404,
        { code: errorCodes.batchNotFound, detail: '일괄 등록 작업을 찾을 수 없습니다.' },
      ]);
    }
    const member = await createUser(ctx);
    await ctx.database.db
      .insert(workspaceMembers)
      .values({ workspaceId: seller.workspaceId, userId: member.id, role: 'member' });
    const asMember = await api.get(await loginAs(ctx, member.id), batchId);
    expect(asMember.errors).toEqual([{ url: 'not a url', message: '올바른 URL이 아닙니다: not a url' }]);

    const elsewhere = await api.create(stranger, {
      workspace_id: seller.workspaceId,
      urls: [pageOf(products()[0])],
    });
    expect([elsewhere.statusCode, elsewhere.json().detail]).toEqual([
      404,
      '워크스페이스를 찾을 수 없습니다.',
    ]);
  });

  it('refuses a paste with no URL and one over 5,000 URLs, and writes nothing', async () => {
    const seller = await sellerWithStore(ctx);
    const blank = await api.create(seller.token, { workspace_id: seller.workspaceId, urls: ['', '   '] });
    expect([blank.statusCode, blank.json()]).toEqual([
      400,
      { code: errorCodes.bulkNoUrls, detail: '유효한 URL이 없습니다. 한 줄에 하나씩 입력해주세요.' },
    ]);
    const urls = Array.from({ length: 5_001 }, (_, index) => `shop.example/item/${index}`);
    const tooMany = await api.create(seller.token, {
      workspace_id: seller.workspaceId,
      urls: [...urls, urls[0]],
    });
    expect([tooMany.statusCode, tooMany.json()]).toEqual([
      400,
      {
        code: errorCodes.bulkTooManyUrls,
        detail: '한 번에 최대 5,000개까지 등록할 수 있습니다. (입력 5,001개)',
      },
    ]);
    const batches = await ctx.database.db
      .select()
      .from(bulkBatches)
      .where(eq(bulkBatches.userId, seller.user.id));
    expect(batches).toEqual([]);
  });

  it('takes a 5,000-row CSV’s URLs (over the app’s 1 MB body limit) as one batch', async () => {
    const seller = await sellerWithStore(ctx);
    // Invalid lines fail as they are inserted, so the batch is whole without running 5,000 jobs.
    const urls = Array.from({ length: 5_000 }, (_, index) => `not a url ${index} ${'x'.repeat(200)}`);
    const response = await api.create(seller.token, { workspace_id: seller.workspaceId, urls });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ total: 5_000, fail: 5_000, status: 'completed' });
  });

  it('refuses a fourth open batch of one seller, and lets a removed member see none of theirs', async () => {
    const seller = await sellerWithStore(ctx);
    const open = (status: 'running' | 'stopping') => ({
      workspaceId: seller.workspaceId,
      userId: seller.user.id,
      platform: 'coupang' as const,
      status,
    });
    const rows = await ctx.database.db
      .insert(bulkBatches)
      .values([open('running'), open('running'), open('stopping')])
      .returning();
    const fourth = await api.create(seller.token, { workspace_id: seller.workspaceId, urls: ['not a url'] });
    expect([fourth.statusCode, fourth.json()]).toEqual([
      409,
      {
        code: errorCodes.bulkTooManyOpen,
        detail: '진행 중인 일괄 등록이 3개 있습니다. 하나가 끝나거나 중지한 뒤 다시 시작해 주세요.',
      },
    ]);
    // The creator no longer belongs to the workspace: its batches are gone for them too.
    await ctx.database.db.delete(workspaceMembers).where(eq(workspaceMembers.userId, seller.user.id));
    const [first] = rows;
    const read = await api.call(seller.token, 'GET', `/api/product-registration/bulk/${first?.id}`);
    expect(read.statusCode).toBe(404);
  });

  it('stops mid-batch: waiting items fail at once, the item in flight finishes, then the batch is stopped', async () => {
    const seller = await sellerWithStore(ctx);
    const [p0, p1, p2, p3] = products();
    const held = gate.hold(pageOf(p1));
    const created = bulkBatchSchema.parse(
      (
        await api.create(seller.token, {
          workspace_id: seller.workspaceId,
          urls: [p0, p1, p2, p3].map(pageOf),
        })
      ).json(),
    );
    await held.arrived;
    const stopped = await api.call(
      seller.token,
      'POST',
      `/api/product-registration/bulk/${created.batch_id}/stop`,
    );
    expect(stopped.statusCode).toBe(200);
    const answer = bulkBatchSchema.parse(stopped.json());
    expect(answer.status).toBe('stopping');
    expect(answer.items.map((item) => [item.status, item.message])).toEqual([
      ['success', '쿠팡에 상품을 등록했습니다.'],
      ['parsing', null],
      ['failure', '사용자가 중단했습니다.'],
      ['failure', '사용자가 중단했습니다.'],
    ]);
    held.release();
    const done = await api.until(seller.token, created.batch_id, isFinished);
    expect(done).toMatchObject({ status: 'stopped', success: 2, fail: 2 });
    expect(done.items.map((item) => item.status)).toEqual(['success', 'success', 'failure', 'failure']);
    expect(done.finished_at).not.toBeNull();
    const again = await api.call(
      seller.token,
      'POST',
      `/api/product-registration/bulk/${created.batch_id}/stop`,
    );
    expect(again.json()).toMatchObject({ status: 'stopped', success: 2, fail: 2 });
    expect(done.items.map((item) => fake.calls.get(item.id) ?? 0)).toEqual([1, 1, 0, 0]);
  });

  it('with stop_on_first_failure, the first failure ends the batch and the rest are not uploaded', async () => {
    const seller = await sellerWithStore(ctx);
    const [p0, p2, p3] = products();
    const created = await api.create(seller.token, {
      workspace_id: seller.workspaceId,
      stop_on_first_failure: true,
      urls: [pageOf(p0), missingPage(), pageOf(p2), pageOf(p3)],
    });
    expect(created.json()).toMatchObject({ stop_on_first_failure: true, status: 'running' });
    const done = await api.until(seller.token, created.json().batch_id, isFinished);
    expect(done).toMatchObject({ status: 'stopped', success: 1, fail: 3 });
    expect(done.errors.map((error) => error.message).slice(1)).toEqual([
      '이전 항목이 실패해 중단했습니다.',
      '이전 항목이 실패해 중단했습니다.',
    ]);
    expect(done.items.map((item) => fake.calls.get(item.id) ?? 0)).toEqual([1, 0, 0, 0]);
  });

  it('lists the caller’s recent batches, newest first', async () => {
    const seller = await sellerWithStore(ctx);
    for (const count of [1, 2]) {
      const urls = Array.from({ length: count }, (_, index) => `bad url ${index}`);
      await api.create(seller.token, { workspace_id: seller.workspaceId, urls });
      ctx.clock.now = new Date(ctx.clock.now.getTime() + 1_000);
    }
    const response = await api.call(seller.token, 'GET', '/api/product-registration/bulk?limit=5');
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .data.map((batch: { total: number; fail: number; status: string }) => [
          batch.total,
          batch.fail,
          batch.status,
        ]),
    ).toEqual([
      [2, 2, 'completed'],
      [1, 1, 'completed'],
    ]);
  });
});
