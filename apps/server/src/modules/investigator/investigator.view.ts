import type {
  CrawlResult,
  HtmlFile,
  ListedProduct,
  ParsedProductDetail,
} from '@ollida/contracts/investigator';
import type { ProductDetails } from '@ollida/contracts/product-details';
import type { CrawlSessionRow } from '../../db/schema/investigator.ts';
import type { PageParse } from './page-parse.ts';
import type { PageSummary } from './page-store.repo.ts';

/** A stored page's path in the store: `<domain>/<YYYY-MM-DD>/<product id>.html`. */
export const filePathOf = (page: Pick<PageSummary, 'domain' | 'crawlDate' | 'productId'>) =>
  `${page.domain}/${page.crawlDate}/${page.productId}.html`;

/** The parts of a file path (already checked against the contract's pattern). */
export function fileKeyOf(path: string): { domain: string; date: string; productId: string } | null {
  const match = /^([^/]+)\/(\d{4}-\d{2}-\d{2})\/([A-Za-z0-9_-]+)\.html$/.exec(path);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return { domain: match[1], date: match[2], productId: match[3] };
}

/** `2026-11-20` -> `2026년 11월 20일`. */
function koreanDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${year}년 ${Number(month)}월 ${Number(date)}일`;
}

/** A crawl as the screen polls it (docs/product/search-and-investigator.md#investigator-fields, crawl result). */
export function crawlResultOf(session: CrawlSessionRow): CrawlResult {
  const done = session.items.filter((item) => item.status !== 'pending');
  const successful = done.filter((item) => item.status === 'success').length;
  let message = session.message;
  if (session.status === 'running') {
    message = session.discovered
      ? `상품 페이지 ${session.items.length}개 중 ${done.length}개를 처리했습니다.`
      : '사이트에서 상품 페이지를 찾는 중입니다...';
  }
  return {
    status: session.status,
    message,
    data: {
      session_id: session.id,
      domain: session.domain,
      max_crawls: session.maxCrawls,
      planned: session.items.length,
      total_crawled: done.length,
      successful,
      failed: done.length - successful,
      products: done.map((item) => ({
        product_id: item.productId,
        url: item.url,
        file_size: item.fileSize,
        success: item.status === 'success',
        item_name: item.itemName,
        error: item.error,
      })),
      started_at: session.startedAt.toISOString(),
      finished_at: session.finishedAt?.toISOString() ?? null,
    },
  };
}

export function htmlFileOf(page: PageSummary): HtmlFile {
  return {
    filename: `${page.productId}.html`,
    path: filePathOf(page),
    size: page.size,
    modified: page.modifiedAt.toISOString(),
    domain: page.domain,
    date: page.crawlDate,
    source: page.source,
  };
}

/** A stored page as a listed product, or with `asFile` as the file itself (docs/product/search-and-investigator.md#investigator-fields, listed product). */
export function listedProductOf(page: PageSummary, sourceName: string, asFile: boolean): ListedProduct {
  const listed: ListedProduct = {
    id: page.id,
    source: page.source,
    source_name: sourceName,
    date: page.crawlDate,
    formatted_date: koreanDate(page.crawlDate),
    title: page.itemName ?? `${page.productId}.html`,
    price: page.salePrice,
    description: page.parseSuccess ? page.description : page.parseMessage,
    image_url: page.images[0] ?? null,
    type: asFile ? 'html_file' : 'product',
    url: page.url,
    domain: page.domain,
    file_path: filePathOf(page),
    parse_success: page.parseSuccess,
  };
  if (!asFile) return listed;
  const file = htmlFileOf(page);
  return { ...listed, filename: file.filename, size: file.size, modified: file.modified };
}

/** Detail pictures and text of the sanitised description, as the old product's `contents`. */
function contentsOf(
  details: ProductDetails,
  description: string,
): NonNullable<ParsedProductDetail['raw_data']>['contents'] {
  const images = [...details.detailHtml.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/gi)]
    .map((match) => match[1] ?? '')
    .filter((src) => /^https?:\/\//.test(src))
    .slice(0, 50);
  return [
    {
      contentsType: 'HTML',
      contentDetails: [
        ...images.map((content) => ({ detailType: 'IMAGE' as const, content })),
        ...(description === '' ? [] : [{ detailType: 'TEXT' as const, content: description }]),
      ],
    },
  ];
}

/** The draft in the old product's raw, Coupang-shaped field names (docs/product/search-and-investigator.md#investigator-fields, parsed product detail). */
function rawDataOf(details: ProductDetails, description: string): ParsedProductDetail['raw_data'] {
  const [first] = details.items;
  return {
    sellerProductName: details.sellerProductName,
    displayProductName: details.displayProductName,
    generalProductName: details.productName,
    salePrice: first?.salePrice ?? details.price,
    originalPrice: first?.originalPrice ?? details.price,
    companyName: details.manufacturer || details.brand,
    brand: details.brand,
    images: details.images.map((vendorPath, index) => ({
      imageType: index === 0 ? ('REPRESENTATION' as const) : ('DETAIL' as const),
      vendorPath,
    })),
    items: details.items.map((item) => ({ itemName: item.itemName, attributes: item.attributes })),
    searchTags: first?.searchTags ?? [],
    contents: contentsOf(details, description),
    delivery: {
      deliveryMethod: 'SEQUENCIAL',
      deliveryChargeType: details.delivery.payType === 'free' ? 'FREE' : 'NOT_FREE',
      deliveryCharge: details.delivery.fee,
    },
  };
}

/** A stored page parsed again (the product information modal and parse-file). */
export function parsedDetailOf(page: PageSummary, parse: PageParse): ParsedProductDetail {
  const fallback = parse.source.parser === 'generic';
  return {
    id: page.id,
    parser_type: parse.success
      ? fallback
        ? 'Generic Fallback'
        : parse.source.parser
      : `${parse.source.parser} Failed`,
    parse_success: parse.success,
    parse_message: parse.message,
    error: parse.success ? null : parse.message,
    description: parse.summary.description,
    tags: parse.details?.items[0]?.searchTags ?? [],
    images: parse.summary.images,
    file_path: filePathOf(page),
    url: page.url,
    warnings: parse.source.warnings.map(({ code, message }) => ({ code, message })),
    raw_data: parse.details ? rawDataOf(parse.details, parse.summary.description) : null,
  };
}
