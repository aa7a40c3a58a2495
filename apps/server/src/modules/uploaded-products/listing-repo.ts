import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploadedProducts } from '../../db/schema/uploads.ts';
import { workspaceMembers, workspaces } from '../../db/schema/workspaces.ts';
import type { UploadedProductRow, UploadWorkspaceRow } from '../uploads/index.ts';
import { createUploadPayloads } from '../uploads/index.ts';

/** An uploaded product the caller may see, with its (connected) workspace. */
export interface VisibleProduct {
  product: UploadedProductRow;
  workspace: UploadWorkspaceRow;
}

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

/** Queries of the Wing review state and of sending a fixed draft again. */
export function createListingRepo(db: Database) {
  const payloads = createUploadPayloads(db);
  return {
    /** The rows among `ids` in connected workspaces the user belongs to; others are simply absent. */
    async findVisible(userId: string, ids: readonly string[]): Promise<VisibleProduct[]> {
      if (ids.length === 0) return [];
      return db
        .select({ product: uploadedProducts, workspace: workspaces })
        .from(uploadedProducts)
        .innerJoin(
          workspaces,
          and(eq(workspaces.id, uploadedProducts.workspaceId), isNull(workspaces.disconnectedAt)),
        )
        .innerJoin(
          workspaceMembers,
          and(
            eq(workspaceMembers.workspaceId, uploadedProducts.workspaceId),
            eq(workspaceMembers.userId, userId),
          ),
        )
        .where(inArray(uploadedProducts.id, [...ids]));
    },

    async update(id: string, update: ListingUpdate): Promise<UploadedProductRow> {
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
  };
}

export type ListingRepo = ReturnType<typeof createListingRepo>;
