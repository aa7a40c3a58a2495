import { z } from 'zod';
import { Invalid } from '../../platform/domain-errors.ts';
import { readNaverJson } from './naver-schemas.ts';
import type { NaverCaller } from './naver-transport.ts';

/** Sale states a seller can move a product to (naver-commerce-lifecycle §1.1). */
export type NaverSaleStatus = 'SALE' | 'OUTOFSTOCK' | 'SUSPENSION';

/** One product's change in a multi-update (§1.3); absent fields are left alone. */
export interface NaverProductChange {
  originProductNo: string;
  salePrice?: number;
  stockQuantity?: number;
}

const MAX_STOCK = 99_999_999;
const MAX_PRICE = 999_999_990;
/** Rows per multi-update call; Naver documents no limit, so the client stays small. */
export const NAVER_MULTI_UPDATE_BATCH = 50;

const acknowledgedSchema = z
  .object({ code: z.string().optional(), message: z.string().optional() })
  .passthrough();

function productNo(value: string): number {
  if (!/^\d{1,18}$/.test(value)) throw new Invalid('네이버 원상품 번호(originProductNo)는 숫자여야 합니다.');
  return Number(value);
}

function checkStock(stock: number | undefined): void {
  if (stock !== undefined && (!Number.isInteger(stock) || stock < 0 || stock > MAX_STOCK)) {
    throw new Invalid('네이버 재고 수량은 0 이상 99,999,999 이하의 정수여야 합니다.');
  }
}

/**
 * Sale status, price and stock of live Smart Store listings. Each call sets absolute values, so a repeat has no second
 * effect and the calls are retried on 429/5xx like reads.
 */
export function createNaverProductStatusApi(call: NaverCaller) {
  return {
    /** `PUT …/change-status`; from OUTOFSTOCK to SALE Naver requires `stockQuantity`. */
    async changeSaleStatus(originProductNo: string, statusType: NaverSaleStatus, stockQuantity?: number) {
      checkStock(stockQuantity);
      const context = { action: '판매 상태 변경', idempotent: true };
      const response = await call({
        ...context,
        method: 'PUT',
        path: `/v1/products/origin-products/${productNo(originProductNo)}/change-status`,
        api: 'PUT /v1/products/origin-products/{originProductNo}/change-status',
        json: { statusType, ...(stockQuantity === undefined ? {} : { stockQuantity }) },
      });
      readNaverJson(response, acknowledgedSchema, context);
    },

    /** `PATCH …/multi-update`: price and/or stock of up to 50 products in one call; all or nothing on Naver's side. */
    async updateProducts(changes: readonly NaverProductChange[]) {
      if (changes.length === 0) return;
      if (changes.length > NAVER_MULTI_UPDATE_BATCH) {
        throw new Invalid(`한 번에 ${NAVER_MULTI_UPDATE_BATCH}개 상품까지 바꿀 수 있습니다.`);
      }
      const rows = changes.map((change) => {
        checkStock(change.stockQuantity);
        const price = change.salePrice;
        if (
          price !== undefined &&
          (!Number.isInteger(price) || price < 10 || price > MAX_PRICE || price % 10 !== 0)
        ) {
          throw new Invalid('네이버 판매가는 10원 단위로 10원 이상 999,999,990원 이하여야 합니다.');
        }
        return {
          originProductNo: productNo(change.originProductNo),
          multiUpdateTypes: [
            ...(price === undefined ? [] : ['SALE_PRICE']),
            ...(change.stockQuantity === undefined ? [] : ['STOCK']),
          ],
          ...(price === undefined ? {} : { productSalePrice: { salePrice: price } }),
          ...(change.stockQuantity === undefined ? {} : { stockQuantity: change.stockQuantity }),
        };
      });
      if (rows.some((row) => row.multiUpdateTypes.length === 0))
        throw new Invalid('바꿀 가격이나 재고가 없습니다.');
      const context = { action: '상품 일괄 변경', idempotent: true };
      const response = await call({
        ...context,
        method: 'PATCH',
        path: '/v1/products/origin-products/multi-update',
        json: { multiProductUpdateRequestVos: rows },
      });
      readNaverJson(response, acknowledgedSchema, context);
    },
  };
}
