import type { z } from 'zod';
import { Invalid } from '../../platform/domain-errors.ts';
import {
  naverCategoriesSchema,
  naverCategoryDetailSchema,
  type naverCategorySchema,
  readNaverJson,
} from './naver-schemas.ts';
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

/** A certificate a category accepts (`certificationInfos[]`), to send as `productCertificationInfos[].certificationInfoId`. */
export interface NaverCertificationInfo {
  /** int64, kept as a digit string like every Naver id here. */
  id: string;
  name: string;
  /** KC_CERTIFICATION, CHILD_CERTIFICATION, GREEN_PRODUCTS, PARALLEL_IMPORT, OVERSEAS, ETC (kept as sent). */
  kindTypes: string[];
  green: boolean;
  certificationMarkType: string | undefined;
  /** The certificate needs the company name (인증 상호). */
  companyNameRequired: boolean;
  /** A certification date may be sent. */
  certificationDateUsable: boolean;
  kcParallelImportExemptionObject: boolean;
  /** No certificate number needed (공급자적합성확인 types). */
  nonEssential: boolean;
}

/** `GET /v1/categories/{id}`: the category plus what it asks of a product. */
export interface NaverCategoryDetail extends NaverCategory {
  /** KC_CERTIFICATION, CHILD_CERTIFICATION, ORIGINAREA_PRODUCTS, OPTION_PRICE, ADULT … (kept as sent). */
  exceptionalCategories: string[];
  certificationInfos: NaverCertificationInfo[];
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

    /** GET /v1/categories/{id}: the category with its exceptional flags and accepted certificates. */
    async getCategory(id: string): Promise<NaverCategoryDetail> {
      if (!/^\d+$/.test(id)) throw new Invalid('네이버 카테고리 ID는 숫자여야 합니다.');
      const context = { action: '카테고리 조회', idempotent: true };
      const response = await call({
        ...context,
        method: 'GET',
        path: `/v1/categories/${id}`,
        api: 'GET /v1/categories/{categoryId}',
      });
      const raw = readNaverJson(response, naverCategoryDetailSchema, context);
      return {
        ...toCategory(raw),
        exceptionalCategories: raw.exceptionalCategories,
        certificationInfos: raw.certificationInfos.map((info) => ({
          id: info.id,
          name: info.name,
          kindTypes: info.kindTypes,
          green: info.green ?? false,
          certificationMarkType: info.certificationMarkType ?? undefined,
          companyNameRequired: info.companyName ?? false,
          certificationDateUsable: info.certificationDate ?? false,
          kcParallelImportExemptionObject: info.kcParallelImportExemptionObject ?? false,
          nonEssential: info.nonEssential ?? false,
        })),
      };
    },
  };
}
