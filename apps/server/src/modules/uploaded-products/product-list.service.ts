import type { Pagination, UploadedProduct } from '@ollida/contracts/uploaded-products';
import type { Platform } from '@ollida/contracts/workspaces';
import { NotFound } from '../../platform/domain-errors.ts';
import {
  createPageCache,
  defaultPageCacheOptions,
  type PageCacheOptions,
} from '../../platform/page-cache.ts';
import type { ListWorkspace, PagePlan, ProductListRepo, SelectionWorkspace } from './product-list.repo.ts';
import { paginationOf, uploadedProductOf } from './product-list-view.ts';

/** Which route asks: one marketplace, or both merged. */
export type ListScope = Platform | 'all';

export interface ProductPageInput {
  userId: string;
  scope: ListScope;
  page: number;
  limit: number;
  workspaceId?: string;
  uploaderEmail?: string;
  /** Naver route only: the Smart Store id of the workspace. */
  storeId?: string;
}

export interface ProductPage {
  products: UploadedProduct[];
  pagination: Pagination;
}

const workspaceNotFound = () => new NotFound('워크스페이스를 찾을 수 없습니다.');
/** How long the table's total (used only to choose a plan) is reused before it is read again. */
const tableTotalTtlMs = 60_000;

/**
 * The workspaces a request lists: the caller's connected ones of the route's platform, narrowed to `workspaceId`
 * (404 when it is not one of them, also when it belongs to the other platform) and to the Naver `storeId`.
 */
function selectionOf<W extends ListWorkspace>(
  all: W[],
  scope: ListScope,
  workspaceId: string | undefined,
  storeId: string | undefined,
): W[] {
  let chosen = scope === 'all' ? all : all.filter((workspace) => workspace.platform === scope);
  if (workspaceId !== undefined) {
    chosen = chosen.filter((workspace) => workspace.id === workspaceId);
    if (chosen.length === 0) throw workspaceNotFound();
  }
  if (storeId !== undefined) chosen = chosen.filter((workspace) => workspace.storeId === storeId);
  return chosen;
}

/**
 * What a cached page was built under: the counts' versions of every selected workspace (they move with any listed row)
 * and the store facts each item shows, so a renamed store is never served from the cache either.
 */
function pageVersionsOf(selection: SelectionWorkspace[]): string {
  return JSON.stringify(
    selection.map((workspace) => [
      workspace.versions,
      workspace.name,
      workspace.wingAccount,
      workspace.storeId,
      workspace.storeName,
    ]),
  );
}

/**
 * The ordered walk of the list index reads about (offset + limit) × table / selection entries; collecting and sorting
 * the selection costs about its size (a little more per row). Whichever reads less wins.
 */
export function pagePlanOf(end: number, selectionTotal: number, tableTotal: number): PagePlan {
  const walked = (end * Math.max(tableTotal, selectionTotal)) / Math.max(selectionTotal, 1);
  return walked <= 2 * selectionTotal ? 'ordered' : 'sorted';
}

/**
 * The uploaded-product list (docs/product/products-and-orders.md#uploaded-product-list): both marketplaces merged in one ordered query over the caller's workspaces,
 * totals from the trigger-kept counts, and a page cache checked against the counts' versions on every request.
 * Everything comes from our database; no marketplace is called.
 */
export function createProductListService(deps: {
  repo: ProductListRepo;
  clock: () => Date;
  cache?: PageCacheOptions;
}) {
  const { repo } = deps;
  // Holds finished items: a hit is the very array served before, so its JSON is reused too (product-list-json.ts).
  const cache = createPageCache<UploadedProduct>(deps.cache ?? defaultPageCacheOptions);
  let tableTotal = { value: 0, readAt: Number.NEGATIVE_INFINITY };

  async function currentTableTotal(): Promise<number> {
    const now = deps.clock().getTime();
    if (now - tableTotal.readAt > tableTotalTtlMs)
      tableTotal = { value: await repo.tableTotal(), readAt: now };
    return tableTotal.value;
  }

  async function readPage(query: Omit<Parameters<ProductListRepo['pageIds']>[0], 'plan'>, total: number) {
    const plan = pagePlanOf(query.offset + query.limit, total, await currentTableTotal());
    return repo.rowsByIds(await repo.pageIds({ ...query, plan }));
  }

  return {
    async page(input: ProductPageInput): Promise<ProductPage> {
      const all = await repo.selection(input.userId, input.uploaderEmail);
      const selection = selectionOf(all, input.scope, input.workspaceId, input.storeId);
      const total = selection.reduce((sum, workspace) => sum + workspace.productCount, 0);
      const pagination = paginationOf(input.page, input.limit, total);
      const offset = (input.page - 1) * input.limit;
      if (offset >= total) return { products: [], pagination };

      const workspaceIds = selection.map((workspace) => workspace.id);
      const key = [
        input.scope,
        workspaceIds.join(','),
        input.uploaderEmail ?? '',
        input.page,
        input.limit,
      ].join('|');
      const versions = pageVersionsOf(selection);
      let products = cache.get(key, versions);
      if (products === undefined) {
        const rows = await readPage(
          { workspaceIds, uploaderEmail: input.uploaderEmail, limit: input.limit, offset },
          total,
        );
        const byId = new Map<string, ListWorkspace>(selection.map((workspace) => [workspace.id, workspace]));
        products = rows.flatMap((row) => {
          const workspace = byId.get(row.workspaceId);
          return workspace === undefined ? [] : [uploadedProductOf(row, workspace)];
        });
        cache.set(key, versions, products);
      }
      return { products, pagination };
    },

    /** Distinct uploader emails with at least one product in the whole selection, sorted. */
    async uploaders(input: { userId: string; platform?: Platform; workspaceId?: string }): Promise<string[]> {
      const [all, uploaders] = await Promise.all([
        repo.selection(input.userId, undefined),
        repo.uploaders(input.userId),
      ]);
      const selection = selectionOf(all, input.platform ?? 'all', input.workspaceId, undefined);
      const ids = new Set(selection.map((workspace) => workspace.id));
      const emails = uploaders.filter((row) => ids.has(row.workspaceId)).map((row) => row.uploaderEmail);
      return [...new Set(emails)].sort();
    },
  };
}

export type ProductListService = ReturnType<typeof createProductListService>;
