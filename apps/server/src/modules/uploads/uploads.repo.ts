import { and, count, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploadedProducts, uploadSettings } from '../../db/schema/uploads.ts';
import { users } from '../../db/schema/users.ts';
import { workspaces } from '../../db/schema/workspaces.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { createUploadPayloads } from './upload-payloads.ts';

export type UploadWorkspaceRow = typeof workspaces.$inferSelect;
export type UploadedProductRow = typeof uploadedProducts.$inferSelect;
export type NewUploadedProductRow = typeof uploadedProducts.$inferInsert;
export type UploadSettingsRow = typeof uploadSettings.$inferSelect;
export type UploadSettingsValues = Omit<typeof uploadSettings.$inferInsert, 'workspaceId'>;

/** What the marketplace call leaves on an attempt, success or failure. */
export type UploadedProductUpdate = Partial<
  Pick<
    UploadedProductRow,
    | 'status'
    | 'marketplaceRequest'
    | 'marketplaceResponse'
    | 'errorMessage'
    | 'sellerProductId'
    | 'originProductNo'
    | 'channelProductNo'
    | 'storeId'
    | 'storeUrl'
    | 'adminUrl'
    | 'wingAccount'
    | 'productDetails'
    | 'displayProductName'
    | 'sellerProductName'
    | 'thumbnail'
    | 'originalUrl'
    | 'supplierKey'
    | 'duplicateOf'
    | 'uploaderId'
    | 'uploaderEmail'
    | 'channel'
    | 'resentAs'
  >
>;

/** What a Wing read or a modification leaves on a row. */
export type ListingUpdate = Partial<
  Pick<
    UploadedProductRow,
    | 'listingState'
    | 'listingStatusName'
    | 'listingReason'
    | 'listingCheckedAt'
    | 'vendorItemIds'
    | 'storeUrl'
    | 'adminUrl'
    | 'productDetails'
    | 'displayProductName'
    | 'sellerProductName'
    | 'thumbnail'
    | 'marketplaceRequest'
    | 'marketplaceResponse'
    | 'errorMessage'
  >
>;

/** The two unique indexes an insert may hit, told apart so the service answers each in its own words. */
export type ClaimConflict = 'supplier' | 'batch_item';

function conflictOf(error: unknown): ClaimConflict | undefined {
  if (isUniqueViolation(error, 'uploaded_products_supplier_unique')) return 'supplier';
  if (isUniqueViolation(error, 'uploaded_products_batch_item_unique')) return 'batch_item';
  return undefined;
}

/** Queries of the upload pipeline: the store row, upload attempts and the upload settings. */
export function createUploadsRepo(db: Database) {
  const payloads = createUploadPayloads(db);
  return {
    /** A connected workspace by id. */
    async findWorkspace(id: string): Promise<UploadWorkspaceRow | undefined> {
      const [row] = await db
        .select()
        .from(workspaces)
        .where(and(eq(workspaces.id, id), isNull(workspaces.disconnectedAt)))
        .limit(1);
      return row;
    },

    async findUserEmail(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.email;
    },

    /** The live listing the duplicate guard compares with: pending or successful, not itself a confirmed duplicate. */
    async findLiveBySupplierKey(
      workspaceId: string,
      supplierKey: string,
    ): Promise<UploadedProductRow | undefined> {
      const [row] = await db
        .select()
        .from(uploadedProducts)
        .where(
          and(
            eq(uploadedProducts.workspaceId, workspaceId),
            eq(uploadedProducts.supplierKey, supplierKey),
            inArray(uploadedProducts.status, ['pending', 'success']),
            isNull(uploadedProducts.duplicateOf),
          ),
        )
        .limit(1);
      return row;
    },

    /** The uploader's failed attempts dated `since` or later, counted up to `cap` (the cap is all the caller asks). */
    async countFailuresSince(uploaderEmail: string, since: Date, cap: number): Promise<number> {
      const recent = db
        .select({ id: uploadedProducts.id })
        .from(uploadedProducts)
        .where(
          and(
            eq(uploadedProducts.uploaderEmail, uploaderEmail),
            eq(uploadedProducts.status, 'failure'),
            gte(uploadedProducts.createdAt, since),
          ),
        )
        .limit(cap)
        .as('recent');
      const [row] = await db.select({ failed: count() }).from(recent);
      return row?.failed ?? 0;
    },

    async findByBatchItem(batchItemId: string): Promise<UploadedProductRow | undefined> {
      const [row] = await db
        .select()
        .from(uploadedProducts)
        .where(eq(uploadedProducts.batchItemId, batchItemId))
        .limit(1);
      return row;
    },

    /** The workspace's newest successful listing of a Naver origin product, if Ollida made it. */
    async findSuccessByOriginProductNo(
      workspaceId: string,
      originProductNo: string,
    ): Promise<UploadedProductRow | undefined> {
      const [row] = await db
        .select()
        .from(uploadedProducts)
        .where(
          and(
            eq(uploadedProducts.workspaceId, workspaceId),
            eq(uploadedProducts.originProductNo, originProductNo),
            eq(uploadedProducts.status, 'success'),
          ),
        )
        .orderBy(desc(uploadedProducts.createdAt))
        .limit(1);
      return row;
    },

    /**
     * Runs `work` (which writes one attempt) in a transaction; a unique index hit comes back as the conflict instead
     * of an exception, after the transaction was rolled back.
     */
    async claimInTransaction(
      work: (tx: Database) => Promise<UploadedProductRow>,
    ): Promise<{ row: UploadedProductRow } | { conflict: ClaimConflict }> {
      try {
        return { row: await db.transaction((tx) => work(tx)) };
      } catch (error) {
        const conflict = conflictOf(error);
        if (conflict === undefined) throw error;
        return { conflict };
      }
    },

    /** Inserts a pending attempt; a unique index hit throws (see `claimInTransaction`). */
    async insertPending(values: NewUploadedProductRow, tx: Database = db): Promise<UploadedProductRow> {
      const { columns, hashes } = await payloads.stow(values, tx);
      const [row] = await tx
        .insert(uploadedProducts)
        .values({ ...values, ...columns, payloadHashes: hashes })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /**
     * Turns an earlier failed attempt back into a pending one, dated anew so it counts in the month it is sent in;
     * the supplier index may refuse it like an insert.
     */
    async reclaim(
      id: string,
      update: UploadedProductUpdate & Pick<UploadedProductRow, 'createdAt'>,
      tx: Database = db,
    ): Promise<UploadedProductRow> {
      const [row] = await tx
        .update(uploadedProducts)
        .set({ ...(await payloads.updateValues(update, tx)), status: 'pending' })
        .where(and(eq(uploadedProducts.id, id), eq(uploadedProducts.status, 'failure')))
        .returning();
      if (!row) throw new Error('the failed attempt changed while it was retried');
      return row;
    },

    async update(id: string, update: UploadedProductUpdate | ListingUpdate): Promise<UploadedProductRow> {
      const [row] = await db
        .update(uploadedProducts)
        .set(await payloads.updateValues(update))
        .where(eq(uploadedProducts.id, id))
        .returning();
      if (!row) throw new Error('uploaded product row vanished');
      return row;
    },

    /** Takes a rejected Coupang listing for one resend: only one caller moves it on to 승인대기중. */
    async claimRejected(id: string): Promise<boolean> {
      const claimed = await db
        .update(uploadedProducts)
        .set({ listingState: 'under_review' })
        .where(and(eq(uploadedProducts.id, id), eq(uploadedProducts.listingState, 'rejected')))
        .returning({ id: uploadedProducts.id });
      return claimed.length > 0;
    },

    /** Gives a claimed listing back as rejected when its modification never reached Wing. */
    async releaseRejected(id: string): Promise<void> {
      await db
        .update(uploadedProducts)
        .set({ listingState: 'rejected' })
        .where(and(eq(uploadedProducts.id, id), eq(uploadedProducts.listingState, 'under_review')));
    },

    /**
     * Takes a failed attempt for one resend: `resent_as` points at the row itself until the new attempt is claimed
     * and takes its place, so a second caller finds it already taken.
     */
    async claimFailed(id: string): Promise<boolean> {
      const claimed = await db
        .update(uploadedProducts)
        .set({ resentAs: id })
        .where(
          and(
            eq(uploadedProducts.id, id),
            eq(uploadedProducts.status, 'failure'),
            isNull(uploadedProducts.resentAs),
          ),
        )
        .returning({ id: uploadedProducts.id });
      return claimed.length > 0;
    },

    /** Gives a claimed failed attempt back when no new attempt was made (it still points at itself). */
    async releaseFailed(id: string): Promise<void> {
      await db
        .update(uploadedProducts)
        .set({ resentAs: null })
        .where(and(eq(uploadedProducts.id, id), eq(uploadedProducts.resentAs, id)));
    },

    async findSettings(workspaceId: string): Promise<UploadSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(uploadSettings)
        .where(eq(uploadSettings.workspaceId, workspaceId))
        .limit(1);
      return row;
    },

    async saveSettings(workspaceId: string, values: UploadSettingsValues): Promise<UploadSettingsRow> {
      const [row] = await db
        .insert(uploadSettings)
        .values({ ...values, workspaceId })
        .onConflictDoUpdate({ target: uploadSettings.workspaceId, set: values })
        .returning();
      if (!row) throw new Error('upload settings were not saved');
      return row;
    },
  };
}

export type UploadsRepo = ReturnType<typeof createUploadsRepo>;
