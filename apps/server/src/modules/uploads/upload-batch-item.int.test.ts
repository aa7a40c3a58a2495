import { NAVER_DEMO_STORE } from '@ollida/sandbox/naver/demo-accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { chairDraft, realUploadService, startImageServer, uploadKit } from '../../../test/kits/uploads.ts';
import { bulkBatches, bulkItems, uploadedProducts } from '../../db/schema/uploads.ts';
import { Conflict } from '../../platform/domain-errors.ts';
import { createSafeFetcher } from '../../sources/safe-fetch.ts';
import type { UploadService } from './upload.service.ts';

let ctx: TestContext;
let kit: ReturnType<typeof uploadKit>;
let images: Awaited<ReturnType<typeof startImageServer>>;
let service: UploadService;
let fetcher: ReturnType<typeof createSafeFetcher>;

beforeAll(async () => {
  images = await startImageServer();
  ctx = await buildTestApp();
  kit = uploadKit(ctx);
  fetcher = createSafeFetcher({ allowedPrefixes: [images.baseUrl] });
  // Built the way the bulk registration job builds it: the service alone, outside any route.
  service = realUploadService(ctx, fetcher);
});
afterAll(async () => {
  await ctx.close();
  await fetcher.close();
  await images.close();
});

async function batchItem(workspaceId: string, userId: string, platform: 'coupang' | 'naver') {
  const [batch] = await ctx.database.db
    .insert(bulkBatches)
    .values({ workspaceId, userId, platform })
    .returning();
  if (!batch) throw new Error('no batch');
  const [item] = await ctx.database.db
    .insert(bulkItems)
    .values({ batchId: batch.id, position: 0, url: 'https://supplier.example/products/chair-100' })
    .returning();
  if (!item) throw new Error('no item');
  return item.id;
}

async function setStatus(id: string, status: 'pending' | 'failure') {
  await ctx.database.db.update(uploadedProducts).set({ status }).where(eq(uploadedProducts.id, id));
}

describe('uploads of a bulk item are idempotent per batch item', () => {
  it('answers a finished Coupang item from its record, and never resends one whose outcome is unknown', async () => {
    const store = await kit.coupangStore();
    const batchItemId = await batchItem(store.workspaceId, store.member.user.id, 'coupang');
    const input = {
      userId: store.member.user.id,
      workspaceId: store.workspaceId,
      platform: 'coupang' as const,
      details: chairDraft(images.baseUrl),
      confirmDuplicate: false,
      channel: 'bulk' as const,
      batchItemId,
    };
    const first = await service.uploadForMember(input);
    const again = await service.uploadForMember(input);
    expect(again).toEqual(first);
    expect(await service.getSettings(store.workspaceId)).toMatchObject({ courier_code: 'CJGLS' });

    // The process died while the create call was out: the attempt is still pending.
    await setStatus(first.data.id, 'pending');
    const unknown = await service.uploadForMember(input).catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(Conflict);
    expect(unknown).toMatchObject({
      status: 409,
      detail:
        '이전 시도의 결과를 알 수 없어 다시 보내지 않았습니다. 쿠팡 Wing에서 등록 여부를 확인해 주세요.',
    });
    const rows = await kit.uploadRows(store.workspaceId);
    expect(rows).toHaveLength(1);
    // Still pending, so the duplicate guard keeps refusing a second listing from the web as well.
    expect(rows[0]).toMatchObject({ status: 'pending', channel: 'bulk', batchItemId });
    const fromWeb = await service
      .uploadForMember({ ...input, channel: 'web', batchItemId: undefined })
      .catch((error: unknown) => error);
    expect(fromWeb).toMatchObject({ status: 409, code: 'duplicate_upload' });

    // Once the seller resolved it (here: the attempt recorded as failed), the same row tries again.
    await setStatus(first.data.id, 'failure');
    const retried = await service.uploadForMember(input);
    expect(retried.data.id).toBe(first.data.id);
    expect(Number(retried.data.seller_product_id)).toBe(Number(first.data.seller_product_id) + 1);
    expect(await kit.uploadRows(store.workspaceId)).toHaveLength(1);
  });

  it('resumes a pending Naver item through the seller-code search instead of listing it twice', async () => {
    const store = await kit.naverStore();
    const batchItemId = await batchItem(store.workspaceId, store.owner.user.id, 'naver');
    const input = {
      userId: store.owner.user.id,
      workspaceId: store.workspaceId,
      platform: 'naver' as const,
      details: chairDraft(images.baseUrl),
      confirmDuplicate: false,
      channel: 'bulk' as const,
      batchItemId,
    };
    const first = await service.uploadForMember(input);
    const products = ctx.naver.store.productsOf(NAVER_DEMO_STORE.clientId).length;
    await setStatus(first.data.id, 'pending');
    const resumed = await service.uploadForMember(input);
    expect(resumed.data).toMatchObject({
      id: first.data.id,
      status: 'success',
      origin_product_no: first.data.origin_product_no,
    });
    expect(ctx.naver.store.productsOf(NAVER_DEMO_STORE.clientId)).toHaveLength(products);
  });

  it('tells before a page is read that the store’s keys were refused or the user reached the failed-upload cap', async () => {
    const store = await kit.coupangStore();
    await expect(service.assertStoreReady(store.workspaceId, store.owner.user.id)).resolves.toBeUndefined();

    await kit.setWorkspace(store.workspaceId, { keyStatus: 'invalid' });
    await expect(service.assertStoreReady(store.workspaceId, store.owner.user.id)).rejects.toMatchObject({
      status: 400,
      code: 'marketplace_credentials_invalid',
      detail:
        '쿠팡 API 키가 마지막 연결 확인에서 거절되었습니다. 워크스페이스 설정에서 키를 다시 입력하고 연결을 확인해 주세요.',
    });
    await kit.setWorkspace(store.workspaceId, { keyStatus: 'valid' });

    const failed = Array.from({ length: 100 }, (_, index) => ({
      workspaceId: store.workspaceId,
      platform: 'coupang' as const,
      uploaderEmail: store.owner.user.email,
      channel: 'bulk' as const,
      status: 'failure' as const,
      displayProductName: `실패 ${index}`,
      sellerProductName: `실패 ${index}`,
      originalUrl: 'https://supplier.example/products/chair-100',
      supplierKey: `failed:${index}`,
      productDetails: {},
      createdAt: ctx.clock.now,
    }));
    await ctx.database.db.insert(uploadedProducts).values(failed);
    await expect(service.assertStoreReady(store.workspaceId, store.owner.user.id)).rejects.toMatchObject({
      status: 429,
      code: 'too_many_failed_uploads',
    });
    // A teammate has a budget of their own.
    await expect(service.assertStoreReady(store.workspaceId, store.member.user.id)).resolves.toBeUndefined();
  });
});
