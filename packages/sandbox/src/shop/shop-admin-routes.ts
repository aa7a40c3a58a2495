import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ShopProduct } from './catalogue-types.ts';
import { absoluteUrl } from './html.ts';
import type { ShopContext } from './options.ts';
import { shopProductByUrl } from './product-by-url.ts';
import { renderShopAdminPage } from './render-admin.ts';
import { pageContext, queryParam, sendHtml } from './respond.ts';
import { optionName, type SupplierPatch, SupplierPatchError } from './supplier-state.ts';

const MAX_URL = 2_000;
const MAX_OPTION = 200;

/** How the admin API shows a product: what its page and the supplier APIs say now. */
export interface SupplierProductView {
  id: string;
  url: string;
  name: string;
  removed: boolean;
  sold_out: boolean;
  price: number;
  stock: number;
  options: { name: string; price: number; stock: number; sold_out: boolean }[];
}

function viewOf(listed: ShopProduct, current: ShopProduct | undefined, url: string): SupplierProductView {
  const product = current ?? listed;
  return {
    id: listed.id,
    url,
    name: listed.name,
    removed: current === undefined,
    sold_out: product.soldOut,
    price: product.salePrice,
    stock: product.stock,
    options: (product.options?.variants ?? []).map((variant) => ({
      name: optionName(variant),
      price: product.salePrice + variant.priceDelta,
      stock: variant.stock,
      sold_out: product.soldOut || variant.stock === 0,
    })),
  };
}

function refuse(reply: FastifyReply, status: number, code: string, detail: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ detail, code });
}

function wholeNumber(value: unknown, label: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'string' && /^\d{1,12}$/.test(value.trim()) ? Number(value.trim()) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) {
    throw new SupplierPatchError(`${label}은(는) 숫자로 입력해 주세요.`);
  }
  return number;
}

function flag(value: unknown, label: string): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new SupplierPatchError(`${label}은(는) true 또는 false여야 합니다.`);
}

function text(value: unknown, label: string, max: number): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > max) {
    throw new SupplierPatchError(
      `${label}은(는) ${max.toLocaleString('ko-KR')}자 이하의 문자열이어야 합니다.`,
    );
  }
  return value.trim();
}

/** Reads a change from a JSON body or the admin page's form; both use the same names. */
function patchOf(body: unknown): { url: string; patch: SupplierPatch } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new SupplierPatchError('요청 본문은 JSON 객체여야 합니다.');
  }
  const field = (name: string): unknown => Reflect.get(body, name);
  const url = text(field('url'), 'url', MAX_URL);
  if (url === undefined) throw new SupplierPatchError('바꿀 상품의 페이지 주소(url)를 입력해 주세요.');
  return {
    url,
    patch: {
      price: wholeNumber(field('price'), '가격'),
      stock: wholeNumber(field('stock'), '재고'),
      sold_out: flag(field('sold_out'), 'sold_out'),
      removed: flag(field('removed'), 'removed'),
      option: text(field('option'), 'option', MAX_OPTION),
      reset: flag(field('reset'), 'reset'),
    },
  };
}

/**
 * The demo supplier's back office: change a product's or option's price and stock, mark it sold out, or remove its
 * page, by page URL. JSON at `/admin/products`, and a page at `/admin` for doing the same by hand.
 */
export function registerShopAdminRoutes(app: FastifyInstance, shop: ShopContext): void {
  const prefix = app.prefix;

  const apply = (request: FastifyRequest, body: unknown): SupplierProductView => {
    const { url, patch } = patchOf(body);
    const listed = shopProductByUrl(url, prefix);
    if (listed === undefined) throw new SupplierPatchError('이 주소의 상품이 데모 쇼핑몰에 없습니다.');
    const current = shop.supplier.change(listed, patch);
    return viewOf(listed, current, absoluteUrl(pageContext(request, prefix, shop.now), listed.path));
  };

  app.get('/admin/products', async (request, reply) => {
    const url = queryParam(request.query, 'url');
    const listed = url === undefined || url.length > MAX_URL ? undefined : shopProductByUrl(url, prefix);
    if (listed === undefined)
      return refuse(reply, 404, 'product_not_found', '이 주소의 상품이 데모 쇼핑몰에 없습니다.');
    const page = absoluteUrl(pageContext(request, prefix, shop.now), listed.path);
    return reply.send({ product: viewOf(listed, shop.supplier.current(listed), page) });
  });

  app.patch('/admin/products', async (request, reply) => {
    try {
      return reply.send({ product: apply(request, request.body) });
    } catch (error) {
      if (error instanceof SupplierPatchError) return refuse(reply, 400, 'invalid_change', error.message);
      throw error;
    }
  });

  app.get('/admin', async (request, reply) => {
    const url = queryParam(request.query, 'url');
    const listed = url === undefined || url.length > MAX_URL ? undefined : shopProductByUrl(url, prefix);
    const ctx = pageContext(request, prefix, shop.now);
    const view = listed && viewOf(listed, shop.supplier.current(listed), absoluteUrl(ctx, listed.path));
    return sendHtml(reply, renderShopAdminPage(ctx, { url: url ?? '', view }));
  });

  app.post('/admin', async (request, reply) => {
    const ctx = pageContext(request, prefix, shop.now);
    const url = queryParam(request.body, 'url') ?? '';
    try {
      const view = apply(request, request.body);
      return sendHtml(reply, renderShopAdminPage(ctx, { url, view, notice: '변경했습니다.' }));
    } catch (error) {
      if (!(error instanceof SupplierPatchError)) throw error;
      return sendHtml(reply, renderShopAdminPage(ctx, { url, error: error.message }), 400);
    }
  });
}
