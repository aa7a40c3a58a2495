import type { FastifyInstance } from 'fastify';
import { findCategory } from './categories.ts';
import { noticeTypesOfTopLevel } from './category-rules.ts';
import { ENUM_MESSAGE } from './field-checker.ts';
import { NOTICE_TYPE_ENUM, NOTICE_TYPE_SPECS, noticeTypeSpec, noticeTypeView } from './notice-types.ts';
import type { NaverSandboxContext } from './options.ts';
import { findOriginArea, ORIGIN_AREAS, queryOriginAreasByName, subOriginAreas } from './origin-areas.ts';
import { sendApiError } from './responses.ts';

type Query = Record<string, string | undefined>;

/**
 * Reference lookups a listing needs: provided-notice types (all, per top-level category, one type) and origin-area
 * codes (all, by name or code, one group's children).
 */
export function registerReferenceRoutes(app: FastifyInstance, ctx: NaverSandboxContext): void {
  app.get<{ Querystring: Query }>('/v1/products-for-provided-notice', async (request, reply) => {
    const categoryId = request.query.categoryId;
    if (categoryId === undefined || categoryId === '') return NOTICE_TYPE_SPECS.map(noticeTypeView);
    const types = noticeTypesOfTopLevel(categoryId);
    if (types === undefined) {
      // The API wants the top-level (1-depth) id; a leaf id is a common mistake (docs/protocols/naver-commerce.md §6).
      const message =
        findCategory(categoryId) === undefined
          ? '존재하지 않는 카테고리입니다.'
          : '상품정보제공고시 상품군은 대분류(1depth) 카테고리 ID로 조회해야 합니다.';
      return sendApiError(reply, ctx.now(), 400, 'BAD_REQUEST', message, [
        { name: 'categoryId', type: 'Invalid', message },
      ]);
    }
    return types.flatMap((type) => {
      const spec = noticeTypeSpec(type);
      return spec === undefined ? [] : [noticeTypeView(spec)];
    });
  });

  app.get<{ Params: { type: string } }>('/v1/products-for-provided-notice/:type', async (request, reply) => {
    const { type } = request.params;
    if (!NOTICE_TYPE_ENUM.some((candidate) => candidate === type)) {
      return sendApiError(reply, ctx.now(), 400, 'BAD_REQUEST', ENUM_MESSAGE, [
        { name: 'productInfoProvidedNoticeType', type: 'Enum', message: ENUM_MESSAGE },
      ]);
    }
    const spec = noticeTypeSpec(type);
    if (spec === undefined) {
      // A valid type the sandbox's categories never use (books, tickets, rentals …).
      return sendApiError(reply, ctx.now(), 404, 'NOT_FOUND', '샌드박스에서 제공하지 않는 상품군입니다.');
    }
    return noticeTypeView(spec);
  });

  app.get('/v1/product-origin-areas', async () => ({ originAreaCodeNames: ORIGIN_AREAS.map(copy) }));

  app.get<{ Querystring: Query }>('/v1/product-origin-areas/query', async (request, reply) => {
    const { code, name } = request.query;
    // The code wins when both are given, as documented.
    if (code !== undefined && code !== '') {
      const found = findOriginArea(code);
      return { originAreaCodeNames: found === undefined ? [] : [copy(found)] };
    }
    if (name === undefined || name.trim() === '') {
      const message = 'name 또는 code 중 하나는 필수입니다.';
      return sendApiError(reply, ctx.now(), 400, 'BAD_REQUEST', message, [
        { name: 'name', type: 'NotNull', message },
      ]);
    }
    return { originAreaCodeNames: queryOriginAreasByName(name).map(copy) };
  });

  app.get<{ Querystring: Query }>('/v1/product-origin-areas/sub-origin-areas', async (request, reply) => {
    const { code } = request.query;
    if (code === undefined || findOriginArea(code) === undefined) {
      const message = '존재하지 않는 원산지 코드입니다.';
      return sendApiError(reply, ctx.now(), 400, 'BAD_REQUEST', message, [
        { name: 'code', type: 'Invalid', message },
      ]);
    }
    return { subOriginAreaCodeNames: subOriginAreas(code).map(copy) };
  });
}

function copy(area: { code: string; name: string }) {
  return { code: area.code, name: area.name };
}
