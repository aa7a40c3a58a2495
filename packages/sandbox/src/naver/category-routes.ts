import type { FastifyInstance } from 'fastify';
import { childCategories, findCategory, NAVER_SANDBOX_CATEGORIES } from './categories.ts';
import { categoryDetailView, categoryRules } from './category-rules.ts';
import type { NaverSandboxContext } from './options.ts';
import { sendApiError } from './responses.ts';

/**
 * Registers GET /v1/categories[?last=], /v1/categories/{id} (with `exceptionalCategories` and `certificationInfos`) and
 * /v1/categories/{id}/sub-categories.
 */
export function registerCategoryRoutes(app: FastifyInstance, ctx: NaverSandboxContext): void {
  app.get<{ Querystring: { last?: string } }>('/v1/categories', async (request, reply) => {
    const last = request.query.last;
    if (last !== undefined && last !== 'true' && last !== 'false') {
      return sendApiError(reply, ctx.now(), 400, 'BAD_REQUEST', 'last 항목은 true 또는 false여야 합니다.', [
        { name: 'last', type: 'Type', message: 'last 항목은 true 또는 false여야 합니다.' },
      ]);
    }
    return last === 'true'
      ? NAVER_SANDBOX_CATEGORIES.filter((category) => category.last)
      : NAVER_SANDBOX_CATEGORIES;
  });
  app.get<{ Params: { id: string } }>('/v1/categories/:id', async (request, reply) => {
    const rules = categoryRules(request.params.id);
    if (rules === undefined) {
      return sendApiError(reply, ctx.now(), 404, 'NOT_FOUND', '존재하지 않는 카테고리입니다.');
    }
    return categoryDetailView(rules);
  });
  app.get<{ Params: { id: string } }>('/v1/categories/:id/sub-categories', async (request, reply) => {
    if (findCategory(request.params.id) === undefined) {
      return sendApiError(reply, ctx.now(), 404, 'NOT_FOUND', '존재하지 않는 카테고리입니다.');
    }
    return childCategories(request.params.id);
  });
}
