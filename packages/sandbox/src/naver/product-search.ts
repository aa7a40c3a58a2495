import type { FastifyInstance } from 'fastify';
import { findCategory } from './categories.ts';
import { asObject, FieldChecker, type JsonObject } from './field-checker.ts';
import { applicationOf } from './gateway.ts';
import { MAX_SEARCH_PAGE_SIZE, type NaverSandboxContext } from './options.ts';
import { kstIso, sendApiError } from './responses.ts';
import type { StoredProduct } from './store.ts';

const KEYWORD_TYPES = ['CHANNEL_PRODUCT_NO', 'PRODUCT_NO', 'GROUP_PRODUCT_NO', 'SELLER_CODE'] as const;
const STATUS_TYPES = [
  'WAIT',
  'SALE',
  'OUTOFSTOCK',
  'UNADMISSION',
  'REJECTION',
  'SUSPENSION',
  'CLOSE',
  'PROHIBITION',
  'DELETE',
];
const ORDER_TYPES = ['NO', 'NAME', 'SELLER_CODE', 'LOW_PRICE', 'HIGH_PRICE', 'REG_DATE', 'MOD_DATE'] as const;

function sellerCodeOf(product: StoredProduct): string | undefined {
  const attribute = asObject(product.originProduct.detailAttribute);
  const code = asObject(attribute?.sellerCodeInfo)?.sellerManagementCode;
  return typeof code === 'string' ? code : undefined;
}

function numberField(product: StoredProduct, key: string): number {
  const value = product.originProduct[key];
  return typeof value === 'number' ? value : 0;
}

/** One channel product as the search lists it. */
function channelProductSummary(product: StoredProduct) {
  const categoryId = String(product.originProduct.leafCategoryId);
  const category = findCategory(categoryId);
  const images = asObject(product.originProduct.images);
  const delivery = asObject(product.originProduct.deliveryInfo);
  return {
    originProductNo: product.originProductNo,
    channelProductNo: product.channelProductNo,
    channelServiceType: 'STOREFARM',
    categoryId,
    name: product.originProduct.name,
    sellerManagementCode: sellerCodeOf(product),
    statusType: product.statusType,
    channelProductDisplayStatusType: product.displayStatus,
    salePrice: numberField(product, 'salePrice'),
    discountedPrice: numberField(product, 'salePrice'),
    stockQuantity: numberField(product, 'stockQuantity'),
    wholeCategoryName: category?.wholeCategoryName,
    wholeCategoryId: category?.wholeCategoryName,
    representativeImage: asObject(images?.representativeImage),
    deliveryFee: asObject(delivery?.deliveryFee)?.baseFee ?? 0,
    regDate: kstIso(product.regDate),
    modifiedDate: kstIso(product.modifiedDate),
  };
}

function numbers(check: FieldChecker, body: JsonObject, key: string): Set<string> | undefined {
  const list = check.array(body, key, key);
  if (list === undefined) return undefined;
  const valid = list.filter(
    (entry) => typeof entry === 'number' || (typeof entry === 'string' && /^\d+$/.test(entry)),
  );
  if (valid.length !== list.length) check.add(key, 'Type', `${key} 항목은 상품 번호 목록이어야 합니다.`);
  return new Set(valid.map(String));
}

function sorter(orderType: (typeof ORDER_TYPES)[number] | undefined) {
  const byNo = (a: StoredProduct, b: StoredProduct) => b.originProductNo - a.originProductNo;
  switch (orderType) {
    case 'NAME':
      return (a: StoredProduct, b: StoredProduct) =>
        String(a.originProduct.name).localeCompare(String(b.originProduct.name));
    case 'SELLER_CODE':
      return (a: StoredProduct, b: StoredProduct) =>
        (sellerCodeOf(a) ?? '').localeCompare(sellerCodeOf(b) ?? '');
    case 'LOW_PRICE':
      return (a: StoredProduct, b: StoredProduct) =>
        numberField(a, 'salePrice') - numberField(b, 'salePrice');
    case 'HIGH_PRICE':
      return (a: StoredProduct, b: StoredProduct) =>
        numberField(b, 'salePrice') - numberField(a, 'salePrice');
    case 'REG_DATE':
      return (a: StoredProduct, b: StoredProduct) => b.regDate - a.regDate || byNo(a, b);
    case 'MOD_DATE':
      return (a: StoredProduct, b: StoredProduct) => b.modifiedDate - a.modifiedDate || byNo(a, b);
    case 'NO':
    case undefined:
      return byNo;
    default: {
      const unreachable: never = orderType;
      return unreachable;
    }
  }
}

/** Registers POST /v1/products/search: the seller's own products, filtered and paged (1-based, size ≤ 500). */
export function registerProductSearch(app: FastifyInstance, ctx: NaverSandboxContext): void {
  app.post('/v1/products/search', async (request, reply) => {
    const body = asObject(request.body ?? {}) ?? {};
    const check = new FieldChecker();
    const keywordType = check.enumOf(body, 'searchKeywordType', 'searchKeywordType', KEYWORD_TYPES, false);
    const page = check.integer(body, 'page', 'page', 1, Number.MAX_SAFE_INTEGER, false) ?? 1;
    const size = check.integer(body, 'size', 'size', 1, MAX_SEARCH_PAGE_SIZE, false) ?? 50;
    const orderType = check.enumOf(body, 'orderType', 'orderType', ORDER_TYPES, false);
    const statuses = check.array(body, 'productStatusTypes', 'productStatusTypes');
    if (statuses?.some((status) => typeof status !== 'string' || !STATUS_TYPES.includes(status))) {
      check.add('productStatusTypes', 'Enum', 'Enum값을 입력하지 않았거나 허용되지 않은 Enum 값입니다.');
    }
    const channelNos = numbers(check, body, 'channelProductNos');
    const originNos = numbers(check, body, 'originProductNos');
    numbers(check, body, 'groupProductNos');
    const sellerCode = check.string(
      body,
      'sellerManagementCode',
      'sellerManagementCode',
      keywordType === 'SELLER_CODE',
    );
    const first = check.problems[0];
    if (first !== undefined)
      return sendApiError(reply, ctx.now(), 400, 'BAD_REQUEST', first.message, check.problems);

    const matches = (product: StoredProduct): boolean => {
      if (statuses !== undefined && statuses.length > 0 && !statuses.includes(product.statusType))
        return false;
      switch (keywordType) {
        case 'CHANNEL_PRODUCT_NO':
          return channelNos?.has(String(product.channelProductNo)) ?? false;
        case 'PRODUCT_NO':
          return originNos?.has(String(product.originProductNo)) ?? false;
        case 'GROUP_PRODUCT_NO':
          // The sandbox registers no group products.
          return false;
        case 'SELLER_CODE':
          return sellerCodeOf(product) === sellerCode;
        case undefined:
          return true;
        default: {
          const unreachable: never = keywordType;
          return unreachable;
        }
      }
    };
    const found = ctx.store
      .productsOf(applicationOf(request).clientId)
      .filter(matches)
      .sort(sorter(orderType));
    const totalPages = Math.ceil(found.length / size);
    const contents = found.slice((page - 1) * size, page * size).map((product) => ({
      originProductNo: product.originProductNo,
      channelProducts: [channelProductSummary(product)],
    }));
    return {
      contents,
      page,
      size,
      totalElements: found.length,
      totalPages,
      sort: { sorted: true, fields: [{ name: orderType ?? 'NO', direction: 'DESC' }] },
      first: page === 1,
      last: page >= totalPages,
    };
  });
}
