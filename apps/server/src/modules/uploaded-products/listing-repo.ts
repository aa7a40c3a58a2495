import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploadedProducts } from '../../db/schema/uploads.ts';
import { workspaceMembers, workspaces } from '../../db/schema/workspaces.ts';
import { createUploadsRepo, type UploadedProductRow, type UploadWorkspaceRow } from '../uploads/index.ts';

/** An uploaded product the caller may see, with its (connected) workspace. */
export interface VisibleProduct {
  product: UploadedProductRow;
  workspace: UploadWorkspaceRow;
}

/**
 * Queries of the Wing review state and of sending a fixed draft again; the writes are the uploads repo's, which owns
 * the uploaded_products table.
 */
export function createListingRepo(db: Database) {
  const uploads = createUploadsRepo(db);
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

    update: uploads.update,
    claimRejected: uploads.claimRejected,
    releaseRejected: uploads.releaseRejected,
    claimFailed: uploads.claimFailed,
    releaseFailed: uploads.releaseFailed,
  };
}

export type ListingRepo = ReturnType<typeof createListingRepo>;
