import { z } from 'zod';
import { productDetailsLimits } from './product-details.ts';

/** Records `GET /api/product-search/history` answers at most (newest first). */
export const searchHistoryLimit = 100;
export const searchKeywordMaxLength = 100;

/** `POST /api/product-search` (docs/product/search-and-investigator.md#product-search): the URL is required; a blank keyword is sent and kept as null. */
export const productSearchBodySchema = z.object({
  url: z
    .string({ message: 'URL을 입력해 주세요.' })
    .trim()
    .min(1, 'URL을 입력해 주세요.')
    .max(productDetailsLimits.urlLength, `URL은 ${productDetailsLimits.urlLength}자 이하여야 합니다.`),
  search_keyword: z
    .string()
    .trim()
    .max(searchKeywordMaxLength, `검색 키워드는 ${searchKeywordMaxLength}자 이하여야 합니다.`)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type ProductSearchBody = z.input<typeof productSearchBodySchema>;

/** A product search record (docs/product/search-and-investigator.md#search-record). Prices in won; null when the page showed none. */
export const productSearchRecordSchema = z.object({
  _id: z.string(),
  url: z.string(),
  search_keyword: z.string().nullable(),
  item_name: z.string(),
  company_name: z.string().nullable(),
  original_price: z.number().int().nullable(),
  sale_price: z.number().int().nullable(),
  images: z.array(z.string()),
  created_at: z.string(),
});
export type ProductSearchRecord = z.infer<typeof productSearchRecordSchema>;

export const productSearchHistorySchema = z.object({ results: z.array(productSearchRecordSchema) });
export type ProductSearchHistory = z.infer<typeof productSearchHistorySchema>;

export const productSearchIdParamsSchema = z.object({ id: z.uuid('검색 기록을 찾을 수 없습니다.') });

export const productSearchDeleteResponseSchema = z.object({ message: z.string() });
