import type { z } from 'zod';
import { Invalid } from '../../platform/domain-errors.ts';
import {
  naverNoticeTypeSchema,
  naverNoticeTypesSchema,
  naverOriginAreasSchema,
  readNaverJson,
} from './naver-schemas.ts';
import type { NaverCaller } from './naver-transport.ts';

/** One field of a notice type's sub-object, under Naver's own names (`productInfoProvidedNoticeContents[]`). */
export interface NaverNoticeField {
  /** The sub-object key, e.g. `itemName`, `foodType`. */
  fieldName: string;
  /** Korean label, e.g. `품명`; the key when Naver sends none. */
  fieldDescription: string;
  /** Extra text; Naver words requiredness here ("필수", "해당 사항이 없으면 이 요소를 삭제하고 전송합니다."). */
  fieldAddDescription: string;
  fieldType: string | undefined;
  fieldMaxLength: number | undefined;
}

/** A 상품정보제공고시 type and the fields of its sub-object. */
export interface NaverProvidedNoticeType {
  /** WEAR, GENERAL_FOOD, ETC … (kept as sent). */
  type: string;
  name: string;
  fields: NaverNoticeField[];
}

/** An origin-area code (`originAreaInfo.originAreaCode`) and its name, e.g. `0200037` / `아시아>중국`. */
export interface NaverOriginArea {
  code: string;
  name: string;
}

/** What `queryOriginAreas` searches by; the code wins when both are given (as documented). */
export type NaverOriginAreaQuery = { name: string; code?: undefined } | { code: string; name?: undefined };

const NOTICE_TYPE = /^[A-Z][A-Z_]*$/;

function toNoticeType(raw: z.output<typeof naverNoticeTypeSchema>): NaverProvidedNoticeType {
  return {
    type: raw.productInfoProvidedNoticeType,
    name: raw.productInfoProvidedNoticeTypeName ?? raw.productInfoProvidedNoticeType,
    fields: raw.productInfoProvidedNoticeContents.map((field) => ({
      fieldName: field.fieldName,
      fieldDescription: field.fieldDescription ?? field.fieldName,
      fieldAddDescription: field.fieldAddDescription ?? '',
      fieldType: field.fieldType ?? undefined,
      fieldMaxLength: field.fieldMaxLength ?? undefined,
    })),
  };
}

/** Reference lookups for building a listing: provided-notice types and origin-area codes (API group 상품). */
export function createNaverReferenceApi(call: NaverCaller) {
  return {
    /**
     * GET /v1/products-for-provided-notice[?categoryId=]: the notice types a top-level (1-depth) category offers, or
     * every type when no id is given. A leaf id is refused by Naver; pass the first segment's category.
     */
    async getProvidedNoticeTypes(topLevelCategoryId?: string): Promise<NaverProvidedNoticeType[]> {
      if (topLevelCategoryId !== undefined && !/^\d+$/.test(topLevelCategoryId)) {
        throw new Invalid('네이버 카테고리 ID는 숫자여야 합니다.');
      }
      const context = { action: '상품정보제공고시 상품군 조회', idempotent: true };
      const query = topLevelCategoryId === undefined ? '' : `?categoryId=${topLevelCategoryId}`;
      const response = await call({
        ...context,
        method: 'GET',
        path: `/v1/products-for-provided-notice${query}`,
        api: 'GET /v1/products-for-provided-notice',
      });
      return readNaverJson(response, naverNoticeTypesSchema, context).map(toNoticeType);
    },

    /** GET /v1/products-for-provided-notice/{type}: one notice type's fields. */
    async getProvidedNoticeType(type: string): Promise<NaverProvidedNoticeType> {
      if (!NOTICE_TYPE.test(type)) throw new Invalid('상품정보제공고시 상품군 유형이 올바르지 않습니다.');
      const context = { action: '상품정보제공고시 상품군 조회', idempotent: true };
      const response = await call({
        ...context,
        method: 'GET',
        path: `/v1/products-for-provided-notice/${type}`,
        api: 'GET /v1/products-for-provided-notice/{productInfoProvidedNoticeType}',
      });
      return toNoticeType(readNaverJson(response, naverNoticeTypeSchema, context));
    },

    /** GET /v1/product-origin-areas: every origin-area code. */
    async getOriginAreas(): Promise<NaverOriginArea[]> {
      const context = { action: '원산지 코드 조회', idempotent: true };
      const response = await call({ ...context, method: 'GET', path: '/v1/product-origin-areas' });
      return readNaverJson(response, naverOriginAreasSchema, context).originAreaCodeNames.map(toOriginArea);
    },

    /**
     * GET /v1/product-origin-areas/query?name=|code=: `아시아 > 중국` matches the full name, a single word the last
     * segment by prefix. Resolve codes by name; they are not stable enough to hard-code.
     */
    async queryOriginAreas(query: NaverOriginAreaQuery): Promise<NaverOriginArea[]> {
      const params = new URLSearchParams();
      if (query.code !== undefined) {
        if (!/^\d+$/.test(query.code)) throw new Invalid('원산지 코드는 숫자여야 합니다.');
        params.set('code', query.code);
      } else {
        if (query.name.trim() === '') throw new Invalid('찾을 원산지 이름을 입력해 주세요.');
        params.set('name', query.name.trim());
      }
      const context = { action: '원산지 코드 조회', idempotent: true };
      const response = await call({
        ...context,
        method: 'GET',
        path: `/v1/product-origin-areas/query?${params.toString()}`,
        api: 'GET /v1/product-origin-areas/query',
      });
      return readNaverJson(response, naverOriginAreasSchema, context).originAreaCodeNames.map(toOriginArea);
    },
  };
}

function toOriginArea(raw: { code: string; name: string }): NaverOriginArea {
  return { code: raw.code, name: raw.name };
}
