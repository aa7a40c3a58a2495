import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { planKit } from '../../../test/kits/plans.ts';
import { chairDraft, startImageServer, uploadKit } from '../../../test/kits/uploads.ts';
import { bulkBatches, bulkItems, uploadedProducts } from '../../db/schema/uploads.ts';
import { createMarketplaceClients } from '../../integrations/marketplace-clients.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import { createImageDownloader } from '../../sources/image-download.ts';
import { createSafeFetcher } from '../../sources/safe-fetch.ts';
import { createPlanLimits } from '../plans/index.ts';
import { createWorkspaceAccess } from '../workspaces/index.ts';
import { createUploadService, type UploadService } from './upload.service.ts';

let ctx: TestContext;
let kit: ReturnType<typeof uploadKit>;
let plans: ReturnType<typeof planKit>;
let images: Awaited<ReturnType<typeof startImageServer>>;
let service: UploadService;
let fetcher: ReturnType<typeof createSafeFetcher>;

beforeAll(async () => {
  images = await startImageServer();
  ctx = await buildTestApp();
  kit = uploadKit(ctx);
  plans = planKit(ctx);
  fetcher = createSafeFetcher({ allowedPrefixes: [images.baseUrl] });
  const clock = () => ctx.clock.now;
  // The bulk job's service with the real, subscription-based limits.
  service = createUploadService({
    db: ctx.database.db,
    access: createWorkspaceAccess(ctx.database.db),
    clients: createMarketplaceClients(ctx.config, clock, createImageDownloader(fetcher), ctx.database.db),
    secrets: createSecretBox(ctx.config.appSecret),
    limits: createPlanLimits(ctx.database.db, { clock }),
    clock,
  });
});
afterAll(async () => {
  await ctx.close();
  await fetcher.close();
  await images.close();
});

const daysAgo = (days: number) => new Date(ctx.clock.now.getTime() - days * 24 * 60 * 60 * 1000);

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

async function setAttempt(id: string, values: Partial<typeof uploadedProducts.$inferInsert>) {
  await ctx.database.db.update(uploadedProducts).set(values).where(eq(uploadedProducts.id, id));
}

describe('the registration quota of bulk items', () => {
  it('resumes a pending Naver item at the limit, since it already holds its place, and refuses a new one', async () => {
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
    await setAttempt(first.data.id, { status: 'pending' });
    // Nine more plus the pending one: the free tier's ten are all taken.
    await plans.seedUploads(store.workspaceId, 'success', daysAgo(1), 9);

    const resumed = await service.uploadForMember(input);
    expect(resumed.data).toMatchObject({ id: first.data.id, status: 'success' });

    const another = await service
      .uploadForMember({
        ...input,
        batchItemId: undefined,
        channel: 'web',
        details: chairDraft(images.baseUrl, {
          supplier: { parser: 'generic', itemId: 'chair-200', imageReuseAllowed: null },
        }),
      })
      .catch((error: unknown) => error);
    expect(another).toMatchObject({ status: 403, code: 'upload_quota_exceeded' });
  });

  it('dates a retried failed item anew, so it counts in the month it is sent in', async () => {
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
    await setAttempt(first.data.id, { status: 'failure', createdAt: daysAgo(40) });

    const retried = await service.uploadForMember(input);
    expect(retried.data.id).toBe(first.data.id);
    const [row] = await kit.uploadRows(store.workspaceId);
    expect(row).toMatchObject({ status: 'success', createdAt: ctx.clock.now });
  });
});
