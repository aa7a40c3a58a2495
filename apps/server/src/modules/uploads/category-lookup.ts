import { categorySearchLimit } from '@ollida/contracts/uploads';
import type { CoupangCategoryMeta } from '../../integrations/coupang/category-api.ts';
import type { CoupangVendorClient } from '../../integrations/coupang/coupang-client.ts';
import type { NaverApplicationClient } from '../../integrations/naver/naver-client.ts';
import { Upstream } from '../../platform/domain-errors.ts';

/** Category meta changes rarely and is the same for every vendor, so one process keeps it this long. */
export const COUPANG_META_CACHE_MS = 60 * 60 * 1000;

/** Meta by display category code; failed fetches are dropped so the next upload asks again. */
export type CoupangMetaCache = Map<string, { at: number; meta: Promise<CoupangCategoryMeta> }>;

/** The process-wide cache every upload service shares (the bulk jobs build their own service). */
export const sharedCoupangMetaCache: CoupangMetaCache = new Map();

/** Category meta through the cache. */
export function cachedCoupangMeta(
  cache: CoupangMetaCache,
  wing: Pick<CoupangVendorClient, 'getCategoryMeta'>,
  code: string,
  now: number,
): Promise<CoupangCategoryMeta> {
  const cached = cache.get(code);
  if (cached !== undefined && now - cached.at < COUPANG_META_CACHE_MS) return cached.meta;
  const meta = wing.getCategoryMeta(code);
  cache.set(code, { at: now, meta });
  meta.catch(() => {
    if (cache.get(code)?.meta === meta) cache.delete(code);
  });
  return meta;
}

/** True when Coupang answered that the category itself is wrong (a 4xx), as opposed to being unreachable. */
export function isCategoryRefusal(error: unknown): boolean {
  const status = error instanceof Upstream ? error.info.httpStatus : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 429;
}

/** Coupang's prediction from the draft's words; undefined unless Coupang is sure (SUCCESS). */
export async function predictCoupangCategory(
  wing: Pick<CoupangVendorClient, 'predictCategory'>,
  input: { productName: string; description?: string; brand?: string },
): Promise<{ id: string; name: string } | undefined> {
  const prediction = await wing.predictCategory({
    productName: input.productName,
    ...(input.description ? { productDescription: input.description } : {}),
    ...(input.brand ? { brand: input.brand } : {}),
  });
  if (prediction.resultType !== 'SUCCESS' || !prediction.categoryId) return undefined;
  return { id: prediction.categoryId, name: prediction.categoryName ?? prediction.categoryId };
}

/** Naver's leaf categories (the client caches the list for hours). */
export async function naverLeaves(
  naver: Pick<NaverApplicationClient, 'getCategories'>,
): Promise<{ id: string; wholeCategoryName: string }[]> {
  const categories = await naver.getCategories({ leafOnly: true });
  return categories
    .filter((category) => category.isLeaf)
    .map((category) => ({ id: category.id, wholeCategoryName: category.wholeCategoryName }));
}

/** The category search box: a Coupang code is checked against its meta, a name goes to the prediction. */
export async function searchCoupangCategories(
  wing: Pick<CoupangVendorClient, 'getCategoryMeta' | 'predictCategory'>,
  cache: CoupangMetaCache,
  query: string,
  now: number,
): Promise<{ id: string; name: string }[]> {
  if (/^\d+$/.test(query)) {
    try {
      await cachedCoupangMeta(cache, wing, query, now);
      return [{ id: query, name: query }];
    } catch (error) {
      if (isCategoryRefusal(error)) return [];
      throw error;
    }
  }
  const predicted = await predictCoupangCategory(wing, { productName: query });
  return predicted === undefined ? [] : [predicted];
}

/** Naver leaves whose id is the query or whose path contains it (case-insensitive), at most the contract's limit. */
export async function searchNaverCategories(
  naver: Pick<NaverApplicationClient, 'getCategories'>,
  query: string,
): Promise<{ id: string; name: string }[]> {
  const needle = query.toLowerCase();
  const leaves = await naverLeaves(naver);
  return leaves
    .filter((leaf) => leaf.id === query || leaf.wholeCategoryName.toLowerCase().includes(needle))
    .slice(0, categorySearchLimit)
    .map((leaf) => ({ id: leaf.id, name: leaf.wholeCategoryName }));
}
