import type { z } from 'zod';
import { Invalid, Upstream } from '../../platform/domain-errors.ts';
import { NaverUpstream } from './naver-errors.ts';
import type {
  NaverChannelProductSummary,
  NaverCreatedProduct,
  NaverCreateOutcome,
  NaverProductPage,
  NaverProductRequest,
  NaverProductSearch,
} from './naver-product-types.ts';
import {
  type naverChannelProductSchema,
  naverCreatedProductSchema,
  naverProductPageSchema,
  readNaverJson,
} from './naver-schemas.ts';
import type { NaverCaller } from './naver-transport.ts';

export const NAVER_MAX_SEARCH_PAGE_SIZE = 500;
/** Statuses a product created earlier can be in (the recipe of public clients for duplicate checks). */
const LIVE_STATUSES = ['SALE', 'OUTOFSTOCK', 'SUSPENSION', 'WAIT'] as const;

function toSummary(
  raw: z.output<typeof naverChannelProductSchema>,
  originProductNo: string,
): NaverChannelProductSummary {
  return {
    channelProductNo: raw.channelProductNo,
    originProductNo: raw.originProductNo ?? originProductNo,
    channelServiceType: raw.channelServiceType,
    name: raw.name,
    sellerManagementCode: raw.sellerManagementCode ?? undefined,
    statusType: raw.statusType,
    displayStatus: raw.channelProductDisplayStatusType,
    salePrice: raw.salePrice,
    stockQuantity: raw.stockQuantity,
    categoryId: raw.categoryId,
    wholeCategoryName: raw.wholeCategoryName ?? undefined,
    representativeImageUrl: raw.representativeImage?.url,
    regDate: raw.regDate,
    modifiedDate: raw.modifiedDate,
  };
}

function numbersOf(ids: Array<string | number> | undefined): number[] | undefined {
  return ids?.map((id) => Number(id));
}

/** The seller code of a request, the key of duplicate-safe creation. */
export function sellerCodeOf(request: NaverProductRequest): string | undefined {
  const code = request.originProduct.detailAttribute.sellerCodeInfo?.sellerManagementCode;
  return code === undefined || code.trim() === '' ? undefined : code;
}

/** A failure after which the product may or may not exist: no answer, a 5xx, or an unreadable 2xx. */
function isAmbiguous(error: unknown): boolean {
  if (!(error instanceof Upstream)) return false;
  const status = error.info.httpStatus;
  return status === undefined || status >= 500 || (status >= 200 && status < 300);
}

/** Naver documents no duplicate error (duplicates are allowed); this catches one should it ever appear. */
function isDuplicateError(error: unknown): boolean {
  if (!(error instanceof NaverUpstream)) return false;
  const status = error.info.httpStatus ?? 0;
  return (
    status >= 400 &&
    status < 500 &&
    (/DUPLICAT/i.test(error.info.providerCode ?? '') || error.detail.includes('중복'))
  );
}

/** Product calls (API group 상품). */
export function createNaverProductApi(call: NaverCaller) {
  async function createProduct(request: NaverProductRequest): Promise<NaverCreatedProduct> {
    // Not idempotent: never retried automatically (a repeat could list the product twice).
    const context = { action: '상품 등록', idempotent: false };
    const response = await call({ ...context, method: 'POST', path: '/v2/products', json: request });
    const body = readNaverJson(response, naverCreatedProductSchema, context);
    return {
      originProductNo: body.originProductNo,
      smartstoreChannelProductNo: body.smartstoreChannelProductNo,
      windowChannelProductNo: body.windowChannelProductNo,
    };
  }

  async function searchProducts(query: NaverProductSearch = {}): Promise<NaverProductPage> {
    const context = { action: '상품 목록 조회', idempotent: true };
    const size = Math.min(Math.max(Math.trunc(query.size ?? 50), 1), NAVER_MAX_SEARCH_PAGE_SIZE);
    const page = Math.max(Math.trunc(query.page ?? 1), 1);
    const body = {
      ...query,
      channelProductNos: numbersOf(query.channelProductNos),
      originProductNos: numbersOf(query.originProductNos),
      groupProductNos: numbersOf(query.groupProductNos),
      page,
      size,
    };
    // A search only reads, so it may be retried.
    const response = await call({ ...context, method: 'POST', path: '/v1/products/search', json: body });
    const parsed = readNaverJson(response, naverProductPageSchema, context);
    const products = parsed.contents.map((content) => ({
      originProductNo: content.originProductNo,
      groupProductNo: content.groupProductNo ?? undefined,
      channelProducts: content.channelProducts.map((raw) => toSummary(raw, content.originProductNo)),
    }));
    const totalElements = parsed.totalElements ?? products.length;
    const totalPages = parsed.totalPages ?? Math.ceil(totalElements / size);
    return {
      products,
      page: parsed.page ?? page,
      size: parsed.size ?? size,
      totalElements,
      totalPages,
      isLast: parsed.last ?? page >= totalPages,
    };
  }

  async function findProductsBySellerCode(
    sellerManagementCode: string,
  ): Promise<NaverChannelProductSummary[]> {
    const result = await searchProducts({
      searchKeywordType: 'SELLER_CODE',
      sellerManagementCode,
      productStatusTypes: [...LIVE_STATUSES],
      page: 1,
      size: 50,
    });
    // Only an exact code proves identity: a hit without one could be any product, and calling it "existing" would
    // skip creating the seller's product.
    return result.products
      .flatMap((product) => product.channelProducts)
      .filter((product) => product.sellerManagementCode === sellerManagementCode);
  }

  return {
    /** POST /v2/products, sent exactly once. Prefer `createProductUnlessExists`. */
    createProduct,
    /** POST /v1/products/search: one page of the seller's own products (page 1-based, size ≤ 500). */
    searchProducts,
    /** The seller's live products carrying this seller management code. */
    findProductsBySellerCode,
    /**
     * Creates a product unless one with its seller code exists; after an ambiguous failure (timeout, 5xx) it
     * searches again, so a retried job never lists the same product twice.
     */
    async createProductUnlessExists(request: NaverProductRequest): Promise<NaverCreateOutcome> {
      const code = sellerCodeOf(request);
      if (code === undefined) {
        throw new Invalid(
          '중복 등록을 막으려면 판매자 관리 코드(detailAttribute.sellerCodeInfo.sellerManagementCode)가 필요합니다.',
        );
      }
      const [existing] = await findProductsBySellerCode(code);
      if (existing !== undefined) {
        return {
          outcome: 'existing',
          originProductNo: existing.originProductNo,
          smartstoreChannelProductNo: existing.channelProductNo,
        };
      }
      try {
        const created = await createProduct(request);
        return {
          outcome: 'created',
          originProductNo: created.originProductNo,
          smartstoreChannelProductNo: created.smartstoreChannelProductNo,
        };
      } catch (error) {
        const duplicate = isDuplicateError(error);
        if (!duplicate && !isAmbiguous(error)) throw error;
        const [found] = await findProductsBySellerCode(code).catch(() => {
          throw error;
        });
        if (found === undefined) throw error;
        return {
          outcome: duplicate ? 'existing' : 'recovered',
          originProductNo: found.originProductNo,
          smartstoreChannelProductNo: found.channelProductNo,
        };
      }
    },
  };
}
