import type { FastifyInstance } from 'fastify';
import { categoryMeta, findCategory, predictCategory } from './categories.ts';
import { asRecord } from './field-readers.ts';
import { type CoupangSandboxContext, PATHS } from './options.ts';
import { CoupangSandboxError, sendJson } from './wire.ts';

/** Category prediction from the keyword table, and category meta for the sandbox's categories. */
export function registerCategoryRoutes(app: FastifyInstance, _ctx: CoupangSandboxContext): void {
  app.post(PATHS.predict, async (request, reply) => {
    const body = asRecord(request.body);
    const productName = body?.productName;
    if (typeof productName !== 'string' || productName.trim() === '') {
      throw new CoupangSandboxError(400, 'numeric', 'productName은(는) 필수 입력 항목입니다.');
    }
    if (productName.trim().length < 2) {
      return sendJson(reply, 200, {
        code: 200,
        message: 'OK',
        data: {
          autoCategorizationPredictionResultType: 'INSUFFICIENT_INFORMATION',
          predictedCategoryId: null,
          predictedCategoryName: null,
          comment: '상품명이 너무 짧아 카테고리를 예측할 수 없습니다.',
        },
      });
    }
    const attributes = asRecord(body?.attributes) ?? {};
    const text = [productName, body?.productDescription, body?.brand, ...Object.values(attributes)]
      .filter((part): part is string => typeof part === 'string')
      .join(' ');
    const category = predictCategory(text);
    return sendJson(reply, 200, {
      code: 200,
      message: 'OK',
      data: category
        ? {
            autoCategorizationPredictionResultType: 'SUCCESS',
            predictedCategoryId: String(category.code),
            predictedCategoryName: category.name,
            comment: null,
          }
        : {
            autoCategorizationPredictionResultType: 'FAILURE',
            predictedCategoryId: null,
            predictedCategoryName: null,
            comment: '일치하는 카테고리를 찾지 못했습니다.',
          },
    });
  });

  app.get<{ Params: { code: string } }>(`${PATHS.categoryMeta}/:code`, async (request, reply) => {
    const { code } = request.params;
    if (!/^\d+$/.test(code)) {
      throw new CoupangSandboxError(400, 'product', `displayCategoryCode[${code}]는 숫자여야 합니다.`);
    }
    const category = findCategory(Number(code));
    if (!category) {
      throw new CoupangSandboxError(
        400,
        'product',
        `노출카테고리코드[${code}]가 존재하지 않거나 최하위 카테고리가 아닙니다.`,
      );
    }
    return sendJson(reply, 200, { code: 'SUCCESS', message: '', data: categoryMeta(category) });
  });
}
