import { z } from 'zod';
import { Invalid } from '../../platform/domain-errors.ts';
import { naverIdSchema, readNaverJson } from './naver-schemas.ts';
import type { NaverCaller } from './naver-transport.ts';

/** One option combination of a live product as Naver stores it (lifecycle §2): values `optionName1..4` in order. */
export interface NaverLiveOption {
  id: string;
  names: string[];
  stockQuantity: number;
  price: number;
  usable: boolean;
}

/** The parts of `GET /v2/products/origin-products/{no}` the sync needs. */
export interface NaverLiveProduct {
  originProductNo: string;
  statusType: string | undefined;
  salePrice: number;
  stockQuantity: number;
  /** Empty for a product without combination options. */
  optionCombinations: NaverLiveOption[];
}

/** One row of an `option-stock` call: every field is sent, since Naver stores an omitted stock or price as 0. */
export interface NaverOptionStockRow {
  id: string;
  stockQuantity: number;
  price: number;
  usable: boolean;
}

const MAX_STOCK = 99_999_999;
const MAX_PRICE = 999_999_990;
/** Option rows one product may carry here; far above what a seller lists, so a hostile answer stays bounded. */
export const NAVER_MAX_OPTION_ROWS = 3_000;

const amountSchema = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);

const optionCombinationSchema = z.looseObject({
  id: naverIdSchema,
  optionName1: z.string().nullish(),
  optionName2: z.string().nullish(),
  optionName3: z.string().nullish(),
  optionName4: z.string().nullish(),
  stockQuantity: amountSchema.nullish(),
  price: amountSchema.nullish(),
  usable: z.boolean().nullish(),
});

const originProductSchema = z.looseObject({
  originProduct: z.looseObject({
    statusType: z.string().optional(),
    salePrice: amountSchema,
    stockQuantity: amountSchema.nullish(),
    detailAttribute: z
      .looseObject({
        optionInfo: z
          .looseObject({
            optionCombinations: z.array(optionCombinationSchema).max(NAVER_MAX_OPTION_ROWS).nullish(),
          })
          .nullish(),
      })
      .nullish(),
  }),
});

const acknowledgedSchema = z.looseObject({});

function productNo(value: string): number {
  if (!/^\d{1,18}$/.test(value)) throw new Invalid('네이버 원상품 번호(originProductNo)는 숫자여야 합니다.');
  return Number(value);
}

function checkRow(row: NaverOptionStockRow) {
  if (!/^\d{1,18}$/.test(row.id)) throw new Invalid('네이버 옵션 ID는 숫자여야 합니다.');
  if (!Number.isInteger(row.stockQuantity) || row.stockQuantity < 0 || row.stockQuantity > MAX_STOCK) {
    throw new Invalid('네이버 옵션 재고는 0 이상 99,999,999 이하의 정수여야 합니다.');
  }
  if (!Number.isInteger(row.price) || Math.abs(row.price) > MAX_PRICE) {
    throw new Invalid('네이버 옵션가는 -999,999,990원 이상 999,999,990원 이하의 정수여야 합니다.');
  }
  return { id: Number(row.id), stockQuantity: row.stockQuantity, price: row.price, usable: row.usable };
}

/** Reading a live product and changing its option rows (naver-commerce-lifecycle §1.2, §2). */
export function createNaverOptionStockApi(call: NaverCaller) {
  return {
    /** `GET /v2/products/origin-products/{no}`: status, price, stock and option combinations of one product. */
    async getOriginProduct(originProductNo: string): Promise<NaverLiveProduct> {
      const context = { action: '상품 조회', idempotent: true };
      const response = await call({
        ...context,
        method: 'GET',
        path: `/v2/products/origin-products/${productNo(originProductNo)}`,
        api: 'GET /v2/products/origin-products/{originProductNo}',
      });
      const { originProduct } = readNaverJson(response, originProductSchema, context);
      const rows = originProduct.detailAttribute?.optionInfo?.optionCombinations ?? [];
      return {
        originProductNo,
        statusType: originProduct.statusType,
        salePrice: originProduct.salePrice,
        stockQuantity: originProduct.stockQuantity ?? 0,
        optionCombinations: rows.map((row) => ({
          id: row.id,
          names: [row.optionName1, row.optionName2, row.optionName3, row.optionName4].flatMap((name) =>
            name === null || name === undefined ? [] : [name],
          ),
          stockQuantity: row.stockQuantity ?? 0,
          price: row.price ?? 0,
          usable: row.usable ?? true,
        })),
      };
    },

    /**
     * `PUT …/option-stock`: sets every row sent (and the base price when given). Naver stores a row's omitted stock or
     * price as 0, so callers send all of a product's rows with their current values and change only the target.
     */
    async updateOptionStock(
      originProductNo: string,
      change: { productSalePrice?: number; optionCombinations: readonly NaverOptionStockRow[] },
    ): Promise<void> {
      const rows = change.optionCombinations;
      if (rows.length === 0 || rows.length > NAVER_MAX_OPTION_ROWS) {
        throw new Invalid(
          `네이버 옵션은 1~${NAVER_MAX_OPTION_ROWS.toLocaleString('ko-KR')}개를 보내야 합니다.`,
        );
      }
      const price = change.productSalePrice;
      if (
        price !== undefined &&
        (!Number.isInteger(price) || price < 10 || price > MAX_PRICE || price % 10 !== 0)
      ) {
        throw new Invalid('네이버 판매가는 10원 단위로 10원 이상 999,999,990원 이하여야 합니다.');
      }
      const context = { action: '옵션 재고·가격 변경', idempotent: true };
      const response = await call({
        ...context,
        method: 'PUT',
        path: `/v1/products/origin-products/${productNo(originProductNo)}/option-stock`,
        api: 'PUT /v1/products/origin-products/{originProductNo}/option-stock',
        json: {
          ...(price === undefined ? {} : { productSalePrice: { salePrice: price } }),
          optionInfo: { optionCombinations: rows.map(checkRow), useStockManagement: true },
        },
      });
      readNaverJson(response, acknowledgedSchema, context);
    },
  };
}
