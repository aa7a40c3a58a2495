import type { ProductDetails } from '@ollida/contracts/product-details';
import type { UploadResponse, UploadSettings } from '@ollida/contracts/uploads';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { uploadedProducts } from '../../src/db/schema/uploads.ts';
import type { BulkUploader } from '../../src/modules/bulk-registration/index.ts';
import { defaultUploadSettings } from '../../src/modules/uploads/index.ts';
import { DuplicateUpload, MarketplaceRejected } from '../../src/platform/domain-errors.ts';

type UploadInput = Parameters<BulkUploader['uploadForMember']>[0];

/**
 * A marketplace stand-in with the upload service's bulk contract: a pending row before the "call", one row per batch
 * item (the unique index), a finished item answered from its row without a second call. Counts calls per item.
 */
export function createFakeUploader(db: Database, options: { settings?: UploadSettings } = {}) {
  const calls = new Map<string, number>();
  const received: UploadInput[] = [];
  /** Items whose "marketplace" answers with this refusal. */
  const refusals = new Map<string, string>();
  /** Source URLs the store already has a listing of: refused as duplicates unless confirmed. */
  const duplicates = new Set<string>();

  function answer(row: typeof uploadedProducts.$inferSelect): UploadResponse {
    return {
      success: true,
      message: '쿠팡에 상품을 등록했습니다.',
      data: {
        id: row.id,
        platform: row.platform,
        status: row.status,
        display_product_name: row.displayProductName,
        seller_product_id: row.sellerProductId,
        origin_product_no: null,
        channel_product_no: null,
        store_url: row.storeUrl,
        admin_url: null,
        created_at: row.createdAt.toISOString(),
      },
      marketplace_response: { code: 'SUCCESS', data: row.sellerProductId },
    };
  }

  const uploader: BulkUploader = {
    async assertStoreReady() {},

    async getSettings() {
      return options.settings ?? defaultUploadSettings;
    },

    async uploadForMember(input) {
      received.push(input);
      const itemId = input.batchItemId ?? 'none';
      const [previous] = await db
        .select()
        .from(uploadedProducts)
        .where(eq(uploadedProducts.batchItemId, itemId));
      if (previous?.status === 'success') return answer(previous);
      if (previous?.status === 'pending') {
        throw new MarketplaceRejected(
          '이전 시도의 결과를 알 수 없어 다시 보내지 않았습니다.',
          previous.id,
          'coupang',
        );
      }
      if (duplicates.has(input.details.sourceUrl) && !input.confirmDuplicate) {
        throw new DuplicateUpload(
          '이미 이 스토어에 등록한 상품입니다. 그래도 다시 등록하려면 확인해 주세요.',
          {
            id: 'earlier',
            display_product_name: input.details.displayProductName,
            store_url: null,
            admin_url: null,
            created_at: new Date(0).toISOString(),
          },
        );
      }
      const [row] = await db.insert(uploadedProducts).values(pendingRow(input, itemId)).returning();
      if (!row) throw new Error('fake upload row missing');
      calls.set(itemId, (calls.get(itemId) ?? 0) + 1);
      const refusal = refusals.get(input.details.sourceUrl);
      if (refusal !== undefined) {
        await db
          .update(uploadedProducts)
          .set({ status: 'failure', errorMessage: refusal })
          .where(eq(uploadedProducts.id, row.id));
        throw new MarketplaceRejected(refusal, row.id, 'coupang');
      }
      const sellerProductId = String(1_000_000 + received.length);
      const [done] = await db
        .update(uploadedProducts)
        .set({ status: 'success', sellerProductId, storeUrl: `https://store.example/vp/${sellerProductId}` })
        .where(eq(uploadedProducts.id, row.id))
        .returning();
      if (!done) throw new Error('fake upload row vanished');
      return answer(done);
    },
  };

  return { uploader, calls, received, refusals, duplicates };
}

function pendingRow(input: UploadInput, itemId: string) {
  const details: ProductDetails = input.details;
  return {
    workspaceId: input.workspaceId,
    platform: input.platform,
    uploaderId: input.userId,
    uploaderEmail: 'bulk@example.com',
    channel: 'bulk' as const,
    status: 'pending' as const,
    displayProductName: details.displayProductName,
    sellerProductName: details.sellerProductName,
    originalUrl: details.sourceUrl,
    supplierKey: `fake:${itemId}`,
    productDetails: details,
    batchItemId: itemId,
  };
}

export type FakeUploader = ReturnType<typeof createFakeUploader>;
