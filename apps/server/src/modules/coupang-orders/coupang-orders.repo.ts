import { and, arrayContains, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploadedProducts } from '../../db/schema/uploads.ts';
import { userWorkspaceSettings, workspaceMembers, workspaces } from '../../db/schema/workspaces.ts';

export type OrderStoreRow = typeof workspaces.$inferSelect;

/** What the product lookup shows of one of our Coupang listings. */
export interface ListingLookupRow {
  sellerProductName: string;
  createdAt: Date;
  status: string;
  originalUrl: string;
}

const connectedCoupang = and(eq(workspaces.platform, 'coupang'), isNull(workspaces.disconnectedAt));

/** Queries of the order list and the product lookup; every one is limited to the caller's own workspaces. */
export function createCoupangOrdersRepo(db: Database) {
  async function newestListing(
    userId: string,
    match: SQL | undefined,
  ): Promise<ListingLookupRow | undefined> {
    const [row] = await db
      .select({
        sellerProductName: uploadedProducts.sellerProductName,
        createdAt: uploadedProducts.createdAt,
        status: uploadedProducts.status,
        originalUrl: uploadedProducts.originalUrl,
      })
      .from(uploadedProducts)
      .innerJoin(workspaces, and(eq(workspaces.id, uploadedProducts.workspaceId), connectedCoupang))
      .innerJoin(
        workspaceMembers,
        and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, userId)),
      )
      .where(and(eq(uploadedProducts.platform, 'coupang'), match))
      .orderBy(desc(uploadedProducts.createdAt), desc(uploadedProducts.id))
      .limit(1);
    return row;
  }

  return {
    /**
     * The caller's connected Coupang workspace of a Wing account (case-insensitive, as the unique index compares),
     * or exactly `workspaceId` when given. Being in the result is the membership check. Among several, the current
     * workspace comes first, then the main one, then one they own, then the oldest.
     */
    async findOrderStore(
      userId: string,
      wingAccount: string,
      workspaceId: string | undefined,
    ): Promise<OrderStoreRow | undefined> {
      const [row] = await db
        .select({ workspace: workspaces })
        .from(workspaces)
        .innerJoin(
          workspaceMembers,
          and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, userId)),
        )
        .leftJoin(userWorkspaceSettings, eq(userWorkspaceSettings.userId, userId))
        .where(
          and(
            connectedCoupang,
            sql`lower(${workspaces.wingAccount}) = lower(${wingAccount})`,
            workspaceId === undefined ? undefined : eq(workspaces.id, workspaceId),
          ),
        )
        .orderBy(
          sql`case when ${workspaces.id} = ${userWorkspaceSettings.currentWorkspaceId} then 0 else 1 end`,
          sql`case when ${workspaces.id} = ${userWorkspaceSettings.mainWorkspaceId} then 0 else 1 end`,
          sql`case when ${workspaceMembers.role} = 'owner' then 0 else 1 end`,
          asc(workspaces.createdAt),
          asc(workspaces.id),
        )
        .limit(1);
      return row?.workspace;
    },

    /** The caller's newest successful listing with this seller product id. */
    async findBySellerProductId(userId: string, sellerProductId: string) {
      return newestListing(
        userId,
        and(eq(uploadedProducts.sellerProductId, sellerProductId), eq(uploadedProducts.status, 'success')),
      );
    },

    /** The caller's newest listing one of whose Coupang options has this id. */
    async findByVendorItemId(userId: string, vendorItemId: string) {
      return newestListing(userId, arrayContains(uploadedProducts.vendorItemIds, [vendorItemId]));
    },
  };
}

export type CoupangOrdersRepo = ReturnType<typeof createCoupangOrdersRepo>;
