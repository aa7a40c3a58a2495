import { errorCodes } from '@ollida/contracts/errors';
import type { UrlParserResponse } from '@ollida/contracts/product-details';
import { type ProductSearchRecord, searchHistoryLimit } from '@ollida/contracts/product-search';
import type { ProductSearchRow } from '../../db/schema/investigator.ts';
import { NotFound } from '../../platform/domain-errors.ts';
import type { ProductSearchRepo } from './product-search.repo.ts';

/** What a search needs of the URL parser (modules/source-parser). */
export interface SearchUrlParser {
  parse(url: string): Promise<UrlParserResponse>;
}

function recordOf(row: ProductSearchRow): ProductSearchRecord {
  return {
    _id: row.id,
    url: row.url,
    search_keyword: row.searchKeyword,
    item_name: row.itemName,
    company_name: row.companyName,
    original_price: row.originalPrice,
    sale_price: row.salePrice,
    images: row.images,
    created_at: row.createdAt.toISOString(),
  };
}

/** The figures of a search record, read from the parsed draft. */
function searchedProduct(parsed: UrlParserResponse) {
  const { data } = parsed;
  const [first] = data.items;
  const sale = first?.salePrice ?? data.price;
  const original = first?.originalPrice ?? null;
  return {
    itemName: data.sellerProductName,
    companyName: data.manufacturer || data.brand || null,
    salePrice: sale > 0 ? sale : null,
    // A list price equal to the sale price is no discount: shown once, as the sale price.
    originalPrice: original !== null && original > sale ? original : null,
    images: data.images,
  };
}

/** Product search (docs/product/search-and-investigator.md#product-search): parse one URL with the parsing engine and keep it in the searcher's history. */
export function createProductSearchService(deps: { repo: ProductSearchRepo; urlParser: SearchUrlParser }) {
  return {
    async search(
      userId: string,
      body: { url: string; search_keyword: string | null },
    ): Promise<ProductSearchRecord> {
      const parsed = await deps.urlParser.parse(body.url);
      const row = await deps.repo.insert({
        userId,
        url: parsed.data.sourceUrl,
        searchKeyword: body.search_keyword,
        ...searchedProduct(parsed),
      });
      return recordOf(row);
    },

    async history(userId: string): Promise<{ results: ProductSearchRecord[] }> {
      return { results: (await deps.repo.history(userId, searchHistoryLimit)).map(recordOf) };
    },

    async remove(userId: string, id: string): Promise<{ message: string }> {
      if (!(await deps.repo.deleteOwn(id, userId))) {
        throw new NotFound('검색 기록을 찾을 수 없습니다.', errorCodes.searchRecordNotFound);
      }
      return { message: '검색 기록을 삭제했습니다.' };
    },
  };
}

export type ProductSearchService = ReturnType<typeof createProductSearchService>;
