import type { z } from 'zod';
import { Invalid } from '../../platform/domain-errors.ts';
import { naverCategoriesSchema, naverCategorySchema, readNaverJson } from './naver-schemas.ts';
import type { NaverCaller } from './naver-transport.ts';

/** A category of the Naver tree. */
export interface NaverCategory {
  /** Digits, as a string. */
  id: string;
  name: string;
  /** `패션잡화>남성신발>운동화>러닝화`. */
  wholeCategoryName: string;
  /** The path split on `>`. */
  path: string[];
  /** Only leaf categories can carry products. */
  isLeaf: boolean;
}

/** The tree changes rarely and is large, so it is kept this long (shared by every application). */
export const NAVER_CATEGORY_CACHE_MS = 6 * 60 * 60 * 1000;

function toCategory(raw: z.output<typeof naverCategorySchema>): NaverCategory {
  return {
    id: raw.id,
    name: raw.name,
    wholeCategoryName: raw.wholeCategoryName,
    path: raw.wholeCategoryName.split('>').map((segment) => segment.trim()),
    isLeaf: raw.last ?? false,
  };
}

/** Category lists by kind (all / leaves only), shared across applications. */
export type NaverCategoryCache = Map<string, { at: number; categories: Promise<NaverCategory[]> }>;

/** Category calls: the full list (cached) and single categories. */
export function createNaverCategoryApi(
  call: NaverCaller,
  deps: { cache: NaverCategoryCache; now: () => number; timeoutMs: number },
) {
  async function fetchCategories(leafOnly: boolean): Promise<NaverCategory[]> {
    const context = { action: '카테고리 조회', idempotent: true };
    const response = await call({
      ...context,
      method: 'GET',
      path: `/v1/categories?last=${leafOnly ? 'true' : 'false'}`,
      api: 'GET /v1/categories',
      timeoutMs: deps.timeoutMs,
    });
    return readNaverJson(response, naverCategoriesSchema, context).map(toCategory);
  }

  return {
    /** GET /v1/categories (`leafOnly` → `last=true`), cached for a few hours; a failed fetch is not cached. */
    async getCategories(options: { leafOnly?: boolean } = {}): Promise<NaverCategory[]> {
      const leafOnly = options.leafOnly ?? false;
      const key = leafOnly ? 'leaves' : 'all';
      const cached = deps.cache.get(key);
      if (cached !== undefined && deps.now() - cached.at < NAVER_CATEGORY_CACHE_MS) return cached.categories;
      const categories = fetchCategories(leafOnly);
      deps.cache.set(key, { at: deps.now(), categories });
      categories.catch(() => {
        if (deps.cache.get(key)?.categories === categories) deps.cache.delete(key);
      });
      return categories;
    },

    /** GET /v1/categories/{id}. */
    async getCategory(id: string): Promise<NaverCategory> {
      if (!/^\d+$/.test(id)) throw new Invalid('네이버 카테고리 ID는 숫자여야 합니다.');
      const context = { action: '카테고리 조회', idempotent: true };
      const response = await call({
        ...context,
        method: 'GET',
        path: `/v1/categories/${id}`,
        api: 'GET /v1/categories/{categoryId}',
      });
      return toCategory(readNaverJson(response, naverCategorySchema, context));
    },
  };
}
