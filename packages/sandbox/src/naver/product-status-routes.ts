import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applicationOf } from './gateway.ts';
import type { NaverSandboxContext } from './options.ts';
import { sendApiError } from './responses.ts';
import type { StoredProduct } from './store.ts';

const MAX_STOCK = 99_999_999;
const MAX_SALE_PRICE = 999_999_990;
const MAX_MULTI_UPDATE = 100;
const SUCCESS = { code: 'SUCCESS', message: '요청이 성공적으로 처리되었습니다.', data: {} } as const;
const UPDATE_TYPES = new Set([
  'SALE_PRICE',
  'IMMEDIATE_DISCOUNT',
  'STOCK',
  'PRODUCT_STATUS_SALE',
  'PRODUCT_STATUS_SUSPENSION',
]);

class StatusProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined;
}

function whole(value: unknown, name: string, min: number, max: number): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new StatusProblem(name, `${name}은(는) ${min} 이상 ${max} 이하의 정수여야 합니다.`);
  }
  return value;
}

/**
 * The documented sale-status machine (lifecycle §1.1): SALE → OUTOFSTOCK, SUSPENSION|OUTOFSTOCK → SALE (stock required
 * from OUTOFSTOCK), SALE|OUTOFSTOCK|WAIT → SUSPENSION; stock 0 keeps a product OUTOFSTOCK unless it is SUSPENSION.
 */
function statusChange(product: StoredProduct, target: unknown, stock: number | undefined): () => void {
  const from = product.statusType;
  const allowed =
    (target === 'OUTOFSTOCK' && from === 'SALE') ||
    (target === 'SALE' && (from === 'SUSPENSION' || from === 'OUTOFSTOCK')) ||
    (target === 'SUSPENSION' && (from === 'SALE' || from === 'OUTOFSTOCK' || from === 'WAIT'));
  if (typeof target !== 'string' || !allowed) {
    throw new StatusProblem(
      'statusType',
      `${from} 상태에서 ${String(target).slice(0, 20)}(으)로 변경할 수 없습니다.`,
    );
  }
  if (from === 'OUTOFSTOCK' && target === 'SALE' && stock === undefined) {
    throw new StatusProblem('stockQuantity', '품절 상품을 판매중으로 바꾸려면 재고 수량을 입력해 주세요.');
  }
  return () => {
    if (target === 'OUTOFSTOCK') product.originProduct.stockQuantity = 0;
    else if (stock !== undefined) product.originProduct.stockQuantity = stock;
    const left = Number(product.originProduct.stockQuantity ?? 0);
    product.statusType = target !== 'SUSPENSION' && left === 0 ? 'OUTOFSTOCK' : target;
  };
}

/** Sale status and multi-product updates of live listings (lifecycle §1.1, §1.3, §6.1, §6.3). */
export function registerProductStatusRoutes(app: FastifyInstance, ctx: NaverSandboxContext): void {
  const productOf = (request: FastifyRequest, no: unknown) =>
    ctx.store
      .productsOf(applicationOf(request).clientId)
      .find((candidate) => String(candidate.originProductNo) === String(no));
  const problem = (reply: FastifyReply, error: unknown) => {
    if (!(error instanceof StatusProblem)) throw error;
    return sendApiError(reply, ctx.now(), 400, 'BAD_REQUEST', error.message, [
      { name: error.field, type: 'INVALID', message: error.message },
    ]);
  };

  app.put<{ Params: { no: string } }>(
    '/v1/products/origin-products/:no/change-status',
    async (request, reply) => {
      const product = productOf(request, request.params.no);
      if (product === undefined)
        return sendApiError(reply, ctx.now(), 404, 'NOT_FOUND', '상품이 존재하지 않습니다.');
      try {
        const stock = whole(field(request.body, 'stockQuantity'), 'stockQuantity', 0, MAX_STOCK);
        statusChange(product, field(request.body, 'statusType'), stock)();
      } catch (error) {
        return problem(reply, error);
      }
      ctx.store.productChanged(product, ctx.now());
      return SUCCESS;
    },
  );

  app.patch('/v1/products/origin-products/multi-update', async (request, reply) => {
    const rows = field(request.body, 'multiProductUpdateRequestVos');
    if (!Array.isArray(rows) || rows.length === 0 || rows.length > MAX_MULTI_UPDATE) {
      return problem(
        reply,
        new StatusProblem(
          'multiProductUpdateRequestVos',
          `변경할 상품을 1~${MAX_MULTI_UPDATE}개 입력해 주세요.`,
        ),
      );
    }
    // Every row is checked before any is applied, so a refused request changes nothing.
    const plans: (() => void)[] = [];
    try {
      for (const [index, row] of rows.entries()) {
        const name = `multiProductUpdateRequestVos[${index}]`;
        const product = productOf(request, field(row, 'originProductNo'));
        if (product === undefined)
          throw new StatusProblem(`${name}.originProductNo`, '상품이 존재하지 않습니다.');
        const types = field(row, 'multiUpdateTypes');
        if (!Array.isArray(types) || types.length === 0 || types.some((type) => !UPDATE_TYPES.has(type))) {
          throw new StatusProblem(`${name}.multiUpdateTypes`, '지원하지 않는 변경 유형입니다.');
        }
        const price = types.includes('SALE_PRICE')
          ? whole(
              field(field(row, 'productSalePrice'), 'salePrice'),
              `${name}.productSalePrice.salePrice`,
              10,
              MAX_SALE_PRICE,
            )
          : undefined;
        if (types.includes('SALE_PRICE') && (price === undefined || price % 10 !== 0)) {
          throw new StatusProblem(
            `${name}.productSalePrice.salePrice`,
            '판매가는 10원 단위로 입력해 주세요.',
          );
        }
        const stock = types.includes('STOCK')
          ? whole(field(row, 'stockQuantity'), `${name}.stockQuantity`, 0, MAX_STOCK)
          : undefined;
        if (types.includes('STOCK') && stock === undefined) {
          throw new StatusProblem(`${name}.stockQuantity`, '재고 수량을 입력해 주세요.');
        }
        const status = types.includes('PRODUCT_STATUS_SUSPENSION')
          ? 'SUSPENSION'
          : types.includes('PRODUCT_STATUS_SALE')
            ? 'SALE'
            : undefined;
        const applyStatus = status === undefined ? undefined : statusChange(product, status, stock);
        plans.push(() => {
          if (price !== undefined) product.originProduct.salePrice = price;
          if (applyStatus !== undefined) applyStatus();
          else if (stock !== undefined) {
            product.originProduct.stockQuantity = stock;
            if (stock === 0 && product.statusType === 'SALE') product.statusType = 'OUTOFSTOCK';
          }
          ctx.store.productChanged(product, ctx.now());
        });
      }
      for (const plan of plans) plan();
    } catch (error) {
      return problem(reply, error);
    }
    return SUCCESS;
  });
}
