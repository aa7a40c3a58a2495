import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticatedVendor } from './gateway.ts';
import { type CoupangSandboxContext, PATHS } from './options.ts';
import type { VendorItemLive } from './product-store.ts';
import { CoupangSandboxError, sendJson } from './wire.ts';

/** Each change's failure prefix, as Coupang words it (coupang-wing-lifecycle §1). */
const FAILURES = {
  stop: '판매중지에 실패했습니다.',
  resume: '판매재개에 실패했습니다.',
  price: '가격변경에 실패했습니다.',
  quantity: '재고 변경에 실패했습니다.',
  originalPrice: '할인율 기준가격 변경에 실패했습니다.',
} as const;
type Change = keyof typeof FAILURES;

const MAX_STOCK = 99_999;
const MAX_PRICE = 999_999_990;

function param(request: FastifyRequest, name: string): string {
  const value =
    typeof request.params === 'object' && request.params !== null ? Reflect.get(request.params, name) : '';
  return typeof value === 'string' ? value : '';
}

function refuse(change: Change, vendorItemId: string, reason: string): CoupangSandboxError {
  return new CoupangSandboxError(400, 'product', `${FAILURES[change]} [옵션ID[${vendorItemId}] : ${reason}]`);
}

/** Whole number in a path segment, or undefined. */
function wholeOf(raw: string): number | undefined {
  return /^\d{1,12}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * The per-option changes of an approved listing (stop/resume sale, price, stock, list price) and the live-state read,
 * with the documented checks: body-less PUTs, 10-won units, the −50 %…+100 % guard unless `forceSalePriceUpdate=true`.
 */
export function registerVendorItemRoutes(app: FastifyInstance, ctx: CoupangSandboxContext): void {
  const itemOf = (request: FastifyRequest, change: Change | 'read') => {
    const vendor = authenticatedVendor(ctx, request);
    const raw = param(request, 'vendorItemId');
    const id = wholeOf(raw);
    const found = id === undefined ? undefined : ctx.products.vendorItem(vendor.vendorId, id);
    if (found === undefined) {
      if (change === 'read')
        throw new CoupangSandboxError(400, 'product', `[vendoritemid ${raw.slice(0, 20)} not found]`);
      throw refuse(change, raw.slice(0, 20), '유효하지 않은 ID입니다.');
    }
    return { id: raw, live: found.live };
  };
  const put = (
    path: string,
    change: Change,
    apply: (live: VendorItemLive, request: FastifyRequest, id: string) => void,
    message: string,
  ) => {
    app.put(`${PATHS.vendorItems}/:vendorItemId/${path}`, async (request, reply) => {
      const { id, live } = itemOf(request, change);
      apply(live, request, id);
      ctx.products.saved();
      return sendJson(reply, 200, { code: 'SUCCESS', message, data: null });
    });
  };

  put(
    'sales/stop',
    'stop',
    (live) => {
      live.onSale = false;
    },
    '판매 중지 처리되었습니다.',
  );
  put(
    'sales/resume',
    'resume',
    (live) => {
      live.onSale = true;
    },
    '판매가 재개되었습니다.',
  );

  put(
    'prices/:price',
    'price',
    (live, request, id) => {
      const price = wholeOf(param(request, 'price'));
      if (price === undefined || price < 10 || price > MAX_PRICE)
        throw refuse('price', id, '유효하지 않은 가격입니다.');
      if (price % 10 !== 0)
        throw refuse('price', id, '가격은 최소 10원 단위로 입력가능합니다. (1원단위 입력 불가)');
      const force = (request.query as Record<string, unknown> | undefined)?.forceSalePriceUpdate === 'true';
      if (!force && (price < live.salePrice * 0.5 || price > live.salePrice * 2)) {
        throw refuse(
          'price',
          id,
          '판매가 변경이 불가능합니다. 변경전 판매가의 최대 50% 인하/최대 100%인상까지 변경가능합니다.',
        );
      }
      live.salePrice = price;
    },
    '가격 변경을 완료했습니다.',
  );

  put(
    'quantities/:quantity',
    'quantity',
    (live, request) => {
      const quantity = wholeOf(param(request, 'quantity'));
      if (quantity === undefined || quantity > MAX_STOCK) {
        throw new CoupangSandboxError(400, 'product', '유효하지 않은 재고수량입니다.');
      }
      live.amountInStock = quantity;
    },
    '재고 변경을 완료했습니다.',
  );

  put(
    'original-prices/:originalPrice',
    'originalPrice',
    (live, request, id) => {
      const price = wholeOf(param(request, 'originalPrice'));
      if (price === undefined || price > MAX_PRICE || price % 10 !== 0) {
        throw refuse('originalPrice', id, '할인율 기준가는 0원부터 최소 10원 단위로 입력 가능합니다.');
      }
      live.originalPrice = price;
    },
    '할인율 기준가격이 변경되었습니다.',
  );

  app.get(`${PATHS.vendorItems}/:vendorItemId/inventories`, async (request, reply) => {
    const { id, live } = itemOf(request, 'read');
    return sendJson(reply, 200, {
      code: 'SUCCESS',
      message: '',
      data: {
        sellerItemId: Number(id),
        amountInStock: live.amountInStock,
        salePrice: live.salePrice,
        onSale: live.onSale,
      },
    });
  });
}
