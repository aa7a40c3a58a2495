import { defaultExchangeRateTable } from '@ollida/contracts/exchange-rates';
import type { ProductDetails } from '@ollida/contracts/product-details';
import { toPlainText } from '@ollida/listing/details/marketplace-text';
import { toProductDetails } from '@ollida/listing/details/to-product-details';
import { buildSourceProduct } from '@ollida/listing/merge';
import type { SourceProduct } from '@ollida/listing/source-product';
import { decodeEntities } from '@ollida/listing/text';
import { DomainError } from '../../platform/domain-errors.ts';
import type { PageParser } from '../../sources/parse-pool.ts';
import { usabilityProblem } from '../source-parser/index.ts';

/** Characters of plain description text kept with a stored page (lists and cards). */
const descriptionChars = 500;

/** What parsing a stored page gave: the draft when it is a usable product, else why not. */
export interface PageParse {
  source: SourceProduct;
  details: ProductDetails | null;
  success: boolean;
  message: string;
  summary: {
    itemName: string | null;
    salePrice: number | null;
    originalPrice: number | null;
    companyName: string | null;
    images: string[];
    description: string;
  };
}

/** The sanitised detail HTML as text to show (tags dropped, entities decoded), never HTML. */
export function plainTextOf(html: string, max: number): string {
  return toPlainText(decodeEntities(html.replace(/<[^>]*>/g, ' ')), max);
}

/**
 * A page the parser threads refused (over the CPU limit): kept as a page that could not be read, so a crawl stores it
 * and goes on instead of failing, and retrying, on the same page.
 */
function refusedParse(url: string, message: string): PageParse {
  return {
    source: buildSourceProduct({ url, parser: 'generic', results: [] }),
    details: null,
    success: false,
    message,
    summary: {
      itemName: null,
      salePrice: null,
      originalPrice: null,
      companyName: null,
      images: [],
      description: '',
    },
  };
}

/** Reads a page with the parsing engine (site adapter by host or fingerprint, then the generic extractors). */
export async function parsePage(parser: PageParser, html: string, url: string): Promise<PageParse> {
  // On a parser thread; the draft is built here.
  let source: SourceProduct;
  try {
    source = await parser.parse({ html, url });
  } catch (error) {
    if (error instanceof DomainError) return refusedParse(url, error.detail);
    throw error;
  }
  const problem = usabilityProblem(source);
  // Crawls belong to a user, not a store: a foreign-currency page converts at the published default rates.
  const details =
    problem === null ? toProductDetails(source, { exchangeRates: defaultExchangeRateTable }) : null;
  const [first] = details?.items ?? [];
  const sale = first?.salePrice ?? details?.price ?? null;
  const original = first?.originalPrice ?? null;
  return {
    source,
    details,
    success: details !== null,
    message: problem?.detail ?? '상품 정보를 읽었습니다.',
    summary: {
      itemName: details?.sellerProductName ?? source.name,
      salePrice: sale !== null && sale > 0 ? sale : null,
      originalPrice: original !== null && sale !== null && original > sale ? original : null,
      companyName: details ? details.manufacturer || details.brand || null : source.brand,
      images: details?.images ?? [],
      description: details ? plainTextOf(details.detailHtml, descriptionChars) : '',
    },
  };
}
