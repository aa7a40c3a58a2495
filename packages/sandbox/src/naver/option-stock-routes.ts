import type { FastifyInstance } from 'fastify';
import { categoryRules } from './category-rules.ts';
import { optionPriceRange } from './detail-attribute-validation.ts';
import { asObject, FieldChecker, type JsonObject } from './field-checker.ts';
import { applicationOf } from './gateway.ts';
import { combinationsOf } from './option-combinations.ts';
import type { NaverSandboxContext } from './options.ts';
import { productView } from './product-routes.ts';
import { sendApiError } from './responses.ts';

const MAX_STOCK = 99_999_999;
const MAX_OPTION_PRICE = 999_999_990;
const MAX_SALE_PRICE = 999_999_990;

/** One checked `optionCombinations[]` row: omitted stock and price are 0, omitted usable is true (lifecycle §1.2). */
interface OptionRow {
  target: JsonObject;
  stockQuantity: number;
  price: number;
  usable: boolean;
}

function checkSalePrice(check: FieldChecker, body: JsonObject): number | undefined {
  const productSalePrice = check.object(body, 'productSalePrice', 'productSalePrice', false);
  if (productSalePrice === undefined) return undefined;
  const path = 'productSalePrice.salePrice';
  const price = check.integer(productSalePrice, 'salePrice', path, 10, MAX_SALE_PRICE);
  if (price !== undefined && price % 10 !== 0)
    check.add(path, 'Pattern', '판매가는 10원 단위로 입력해 주세요.');
  return price;
}

function checkRows(
  check: FieldChecker,
  sent: unknown[],
  stored: readonly JsonObject[],
  range: ReturnType<typeof optionPriceRange> | undefined,
): OptionRow[] {
  const byId = new Map(stored.map((row) => [String(row.id), row]));
  const rows: OptionRow[] = [];
  if (sent.length > stored.length) {
    check.add('optionInfo.optionCombinations', 'Size', `옵션은 ${stored.length}개까지 보낼 수 있습니다.`);
  }
  for (const [index, raw] of sent.slice(0, stored.length).entries()) {
    const path = `optionInfo.optionCombinations[${index}]`;
    const row = asObject(raw);
    if (row === undefined) {
      check.add(path, 'Type', `${path} 항목은 객체여야 합니다.`);
      continue;
    }
    const id = check.integer(row, 'id', `${path}.id`, 1, Number.MAX_SAFE_INTEGER);
    const target = id === undefined ? undefined : byId.get(String(id));
    if (id !== undefined && target === undefined)
      check.add(`${path}.id`, 'Invalid', `존재하지 않는 옵션입니다. (id: ${id})`);
    const stockQuantity = check.integer(row, 'stockQuantity', `${path}.stockQuantity`, 0, MAX_STOCK, false);
    const price = check.integer(row, 'price', `${path}.price`, -MAX_OPTION_PRICE, MAX_OPTION_PRICE, false);
    const usable = check.boolean(row, 'usable', `${path}.usable`, false);
    if (price !== undefined && range !== undefined && (price < range.min || price > range.max)) {
      check.add(
        `${path}.price`,
        'Range',
        `옵션가는 판매가의 ${range.label} 범위(${range.min.toLocaleString('ko-KR')}원 ~ ${range.max.toLocaleString('ko-KR')}원)에서 입력할 수 있습니다.`,
      );
    }
    if (target !== undefined) {
      rows.push({ target, stockQuantity: stockQuantity ?? 0, price: price ?? 0, usable: usable ?? true });
    }
  }
  return rows;
}

/**
 * `PUT /v1/products/origin-products/{no}/option-stock` (lifecycle §1.2, §6.2): option stock, option price and the base
 * price of a product with option combinations. Faithfully dangerous: a row's omitted `stockQuantity` or `price` is
 * stored as 0, so a client that sends only the changed field zeroes the rest. What Naver does with rows left out is not
 * documented; the sandbox takes the worst case and zeroes their stock and price too, so only a client that sends every
 * row keeps the others as they were. The whole request is checked before anything changes.
 */
export function registerOptionStockRoutes(app: FastifyInstance, ctx: NaverSandboxContext): void {
  app.put<{ Params: { no: string } }>(
    '/v1/products/origin-products/:no/option-stock',
    async (request, reply) => {
      const product = ctx.store
        .productsOf(applicationOf(request).clientId)
        .find((candidate) => String(candidate.originProductNo) === request.params.no);
      if (product === undefined)
        return sendApiError(reply, ctx.now(), 404, 'NOT_FOUND', '상품이 존재하지 않습니다.');
      const check = new FieldChecker();
      const body = asObject(request.body) ?? {};
      const salePrice = checkSalePrice(check, body);
      const optionInfo = check.object(body, 'optionInfo', 'optionInfo');
      const stored = combinationsOf(product.originProduct);
      let rows: OptionRow[] = [];
      if (optionInfo !== undefined) {
        const sent = check.array(optionInfo, 'optionCombinations', 'optionInfo.optionCombinations', true);
        if (sent !== undefined && stored.length === 0)
          check.add('optionInfo.optionCombinations', 'Invalid', '옵션이 없는 상품입니다.');
        const leafCategoryId = String(product.originProduct.leafCategoryId ?? '');
        const exempt = categoryRules(leafCategoryId)?.exceptionalCategories.includes('OPTION_PRICE') === true;
        const base = salePrice ?? Number(product.originProduct.salePrice ?? 0);
        if (sent !== undefined && stored.length > 0)
          rows = checkRows(check, sent, stored, exempt ? undefined : optionPriceRange(base));
      }
      const [first, ...rest] = check.problems;
      if (first !== undefined) {
        const message = `${first.message}${rest.length > 0 ? ` 외 ${rest.length}건` : ''}`;
        return sendApiError(reply, ctx.now(), 400, 'BAD_REQUEST', message, check.problems);
      }
      if (salePrice !== undefined) product.originProduct.salePrice = salePrice;
      const sent = new Set(rows.map((row) => row.target));
      for (const row of stored) {
        if (sent.has(row)) continue;
        row.stockQuantity = 0;
        row.price = 0;
      }
      for (const row of rows) {
        row.target.stockQuantity = row.stockQuantity;
        row.target.price = row.price;
        row.target.usable = row.usable;
      }
      // An option product's stock is the sum of its options'.
      const total = stored.reduce(
        (sum, row) => sum + (row.usable === false ? 0 : Number(row.stockQuantity ?? 0)),
        0,
      );
      product.originProduct.stockQuantity = total;
      if (total === 0 && product.statusType === 'SALE') product.statusType = 'OUTOFSTOCK';
      ctx.store.productChanged(product, ctx.now());
      return {
        originProductNo: product.originProductNo,
        smartstoreChannelProductNo: product.channelProductNo,
        ...productView(product),
      };
    },
  );
}
