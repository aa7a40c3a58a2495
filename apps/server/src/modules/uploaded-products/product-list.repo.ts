import { and, desc, eq, gt, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploadedProductCounts, uploadedProducts } from '../../db/schema/uploads.ts';
import { workspaceMembers, workspaces } from '../../db/schema/workspaces.ts';
import { firstItemPriceColumns as priceColumns, type UploadedProductRow } from '../uploads/index.ts';

/** A connected workspace of the caller, as the list shows it beside each product. */
export interface ListWorkspace {
  id: string;
  name: string;
  platform: 'coupang' | 'naver';
  wingAccount: string | null;
  storeId: string | null;
  storeName: string | null;
}

/** A workspace of the selection with its share of the trigger-kept counts (one uploader's, or all of them). */
export interface SelectionWorkspace extends ListWorkspace {
  productCount: number;
  /** `uploader:version` of each of its counts rows: changes whenever one of its listed rows changes. */
  versions: string;
}

/** A (workspace, uploader) pair with at least one product. */
export interface UploaderRow {
  workspaceId: string;
  uploaderEmail: string;
}

/**
 * How the page of ids is read. `ordered` walks uploaded_products_list_idx newest first and stops after the page (cheap
 * when the selection is a large share of the table); `sorted` collects the selection's rows by workspace and sorts
 * them (cheap when the selection is small). Without statistics (PGlite has no autovacuum) the planner cannot tell
 * these apart, so the service chooses from the counts it already has.
 */
export type PagePlan = 'ordered' | 'sorted';

/** The columns of uploaded_products the list maps; the stored draft and marketplace request are left out (large). */
const listColumns = {
  id: uploadedProducts.id,
  workspaceId: uploadedProducts.workspaceId,
  platform: uploadedProducts.platform,
  uploaderEmail: uploadedProducts.uploaderEmail,
  status: uploadedProducts.status,
  displayProductName: uploadedProducts.displayProductName,
  sellerProductName: uploadedProducts.sellerProductName,
  thumbnail: uploadedProducts.thumbnail,
  originalUrl: uploadedProducts.originalUrl,
  /** The list carries the draft's preview; the whole draft is read by id (`GET /api/uploaded-products/{id}`). */
  productDetails: uploadedProducts.detailsPreview,
  marketplaceResponse: uploadedProducts.marketplaceResponse,
  errorMessage: uploadedProducts.errorMessage,
  wingAccount: uploadedProducts.wingAccount,
  storeId: uploadedProducts.storeId,
  sellerProductId: uploadedProducts.sellerProductId,
  storeUrl: uploadedProducts.storeUrl,
  adminUrl: uploadedProducts.adminUrl,
  listingState: uploadedProducts.listingState,
  listingStatusName: uploadedProducts.listingStatusName,
  listingReason: uploadedProducts.listingReason,
  listingCheckedAt: uploadedProducts.listingCheckedAt,
  resentAs: uploadedProducts.resentAs,
  createdAt: uploadedProducts.createdAt,
  ...priceColumns,
};

/** A list row as read: every column the item mapping needs. */
export type ListRow = Pick<
  UploadedProductRow,
  Exclude<keyof typeof listColumns, keyof typeof priceColumns>
> & {
  /** Text from the list query, numbers from a whole draft (`listingPriceOf` reads both). */
  itemSalePrice: unknown;
  itemSupplierPrice: unknown;
};

/** Queries of the uploaded-product list: the caller's selection with its counts, one page of ids, the page's rows. */
export function createProductListRepo(db: Database) {
  const connectedMemberships = (userId: string | Placeholder) =>
    and(
      eq(workspaceMembers.userId, userId),
      eq(workspaces.id, workspaceMembers.workspaceId),
      isNull(workspaces.disconnectedAt),
    );

  /**
   * The caller's connected workspaces with their counts, one row per workspace. Run on every list request, so it is a
   * prepared statement, built once (and parsed once per connection on PostgreSQL).
   */
  const selectionOf = (countJoin: SQL | undefined, name: string) =>
    db
      .select({
        id: workspaces.id,
        name: workspaces.name,
        platform: workspaces.platform,
        wingAccount: workspaces.wingAccount,
        storeId: workspaces.storeId,
        storeName: workspaces.storeName,
        productCount: sql<number>`coalesce(sum(${uploadedProductCounts.productCount}), 0)::int`,
        versions: sql<string>`coalesce(string_agg(${uploadedProductCounts.uploaderEmail} || ':' || ${uploadedProductCounts.version}, ',' order by ${uploadedProductCounts.uploaderEmail}), '')`,
      })
      .from(workspaceMembers)
      .innerJoin(workspaces, connectedMemberships(sql.placeholder('userId')))
      .leftJoin(uploadedProductCounts, countJoin)
      .groupBy(workspaces.id)
      .orderBy(workspaces.id)
      .prepare(name);
  const allUploadersSelection = selectionOf(
    eq(uploadedProductCounts.workspaceId, workspaces.id),
    'product_list_selection_all',
  );
  const oneUploaderSelection = selectionOf(
    and(
      eq(uploadedProductCounts.workspaceId, workspaces.id),
      eq(uploadedProductCounts.uploaderEmail, sql.placeholder('uploaderEmail')),
    ),
    'product_list_selection_uploader',
  );

  return {
    /**
     * The caller's connected workspaces with their counts (all uploaders, or only `uploaderEmail`): the selection, the
     * total and the versions a cached page is checked against, in one query of one row per workspace.
     */
    async selection(userId: string, uploaderEmail: string | undefined): Promise<SelectionWorkspace[]> {
      return uploaderEmail === undefined
        ? allUploadersSelection.execute({ userId })
        : oneUploaderSelection.execute({ userId, uploaderEmail });
    },

    /** The uploaders with at least one product in each of the caller's connected workspaces. */
    async uploaders(userId: string): Promise<UploaderRow[]> {
      return db
        .select({
          workspaceId: uploadedProductCounts.workspaceId,
          uploaderEmail: uploadedProductCounts.uploaderEmail,
        })
        .from(workspaceMembers)
        .innerJoin(workspaces, connectedMemberships(userId))
        .innerJoin(uploadedProductCounts, eq(uploadedProductCounts.workspaceId, workspaces.id))
        .where(gt(uploadedProductCounts.productCount, 0));
    },

    /** Rows in the whole table, from the counts (a handful of rows per store, not a count over the products). */
    async tableTotal(): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${uploadedProductCounts.productCount}), 0)::int` })
        .from(uploadedProductCounts);
      return row?.total ?? 0;
    },

    /**
     * One page of ids in list order: newest first, id as tie-break. Both plans return the same ids; the columns are
     * not null, so the null ordering only steers the planner: `nulls last` matches the index, the default does not.
     */
    async pageIds(input: {
      workspaceIds: string[];
      uploaderEmail: string | undefined;
      limit: number;
      offset: number;
      plan: PagePlan;
    }): Promise<string[]> {
      const inSelection = inArray(uploadedProducts.workspaceId, input.workspaceIds);
      const matches =
        input.uploaderEmail === undefined
          ? inSelection
          : and(inSelection, eq(uploadedProducts.uploaderEmail, input.uploaderEmail));
      const { createdAt, id } = uploadedProducts;
      const rows =
        input.plan === 'ordered'
          ? await db
              .select({ id })
              .from(uploadedProducts)
              // Wrapped so no index on workspace_id can answer it: the filter is checked on the list index's entries.
              .where(sql`coalesce(${matches}, false)`)
              .orderBy(sql`${createdAt} desc nulls last`, sql`${id} desc nulls last`)
              .limit(input.limit)
              .offset(input.offset)
          : await db
              .select({ id })
              .from(uploadedProducts)
              .where(matches)
              .orderBy(desc(createdAt), desc(id))
              .limit(input.limit)
              .offset(input.offset);
      return rows.map((row) => row.id);
    },

    /** The rows of a page, in the order of `ids` (ids that vanished meanwhile are skipped). */
    async rowsByIds(ids: string[]): Promise<ListRow[]> {
      if (ids.length === 0) return [];
      const rows: ListRow[] = await db
        .select(listColumns)
        .from(uploadedProducts)
        .where(inArray(uploadedProducts.id, ids));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row === undefined ? [] : [row];
      });
    },
  };
}

export type ProductListRepo = ReturnType<typeof createProductListRepo>;
