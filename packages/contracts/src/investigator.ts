import { z } from 'zod';
import { calendarDateSchema, isCalendarDate } from './calendar-date.ts';
import { parseWarningSchema, productDetailsSchema } from './product-details.ts';

/** Crawl size (docs/product/search-and-investigator.md#crawler-tab): 1 to 50 product pages, 2 by default. */
export const minCrawls = 1;
export const maxCrawls = 50;
export const defaultMaxCrawls = 2;
/** History and parsed lists of the crawler tab (docs/product/search-and-investigator.md#limits). */
export const crawlerListLimit = 20;
/** One page size for every product and file list (the first design's all-products counter assumed 20 while asking 50). */
export const investigatorPageSize = 50;
/** Characters of the parser tab's preview (docs/product/search-and-investigator.md#limits). */
export const parserPreviewChars = 1_000;
/** Largest HTML the parse call takes (stored pages are at most 5 MiB). */
export const maxParseHtmlBytes = 5 * 1024 * 1024;
/** Minutes a signed link to a stored page stays valid. */
export const htmlLinkMinutes = 5;

const domain = z
  .string({ message: '사이트를 선택해 주세요.' })
  .trim()
  .min(1, '사이트를 선택해 주세요.')
  .max(253, '사이트 도메인은 253자 이하여야 합니다.');

/** `GET /api/product-investigator/supported-sites` (docs/product/search-and-investigator.md#investigator-fields). */
export const supportedSiteSchema = z.object({
  name: z.string(),
  domain: z.string(),
  /** The parser the site's pages are read with (a key of `sources`). */
  source: z.string(),
});
export type SupportedSite = z.infer<typeof supportedSiteSchema>;

/** Crawls started this Seoul month against the plan's `investigatorRunsPerMonth`; total and remaining null = unlimited. */
export const crawlRunsSchema = z.object({
  used: z.number().int(),
  total: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
});
export type CrawlRuns = z.infer<typeof crawlRunsSchema>;

export const supportedSitesResponseSchema = z.object({
  data: z.object({
    sites: z.array(supportedSiteSchema),
    default_domain: z.string().nullable(),
    /** The caller's runs this month, counted as the plan limit counts them. */
    runs: crawlRunsSchema,
  }),
});
export type SupportedSitesResponse = z.infer<typeof supportedSitesResponseSchema>;

/** `GET /api/product-investigator/sources`: parser key to display name (the site adapters, plus generic pages). */
export const sourcesResponseSchema = z.object({ sources: z.record(z.string(), z.string()) });
export type SourcesResponse = z.infer<typeof sourcesResponseSchema>;

/** `POST /api/product-investigator/crawler/start`. */
export const crawlStartBodySchema = z.object({
  domain,
  max_crawls: z.coerce
    .number({ message: `크롤링할 상품 수는 ${minCrawls}~${maxCrawls} 사이의 숫자여야 합니다.` })
    .int(`크롤링할 상품 수는 정수여야 합니다.`)
    .min(minCrawls, `크롤링할 상품 수는 ${minCrawls} 이상이어야 합니다.`)
    .max(maxCrawls, `크롤링할 상품 수는 ${maxCrawls} 이하여야 합니다.`)
    .default(defaultMaxCrawls),
});
export type CrawlStartBody = z.input<typeof crawlStartBodySchema>;

/** One product page of a crawl (docs/product/search-and-investigator.md#investigator-fields). */
export const crawledProductSchema = z.object({
  product_id: z.string(),
  url: z.string(),
  /** Bytes of the page as fetched (before compression). */
  file_size: z.number().int(),
  success: z.boolean(),
  item_name: z.string().nullable(),
  error: z.string().nullable(),
});

/**
 * The crawl result (docs/product/search-and-investigator.md#investigator-fields). `status` is `running` while the job works (the screen polls the session), then
 * `success` or `error`; `data.planned` is how many product pages the crawl found to fetch.
 */
export const crawlResultSchema = z.object({
  status: z.enum(['running', 'success', 'error']),
  message: z.string(),
  data: z.object({
    session_id: z.string(),
    domain: z.string(),
    max_crawls: z.number().int(),
    planned: z.number().int(),
    total_crawled: z.number().int(),
    successful: z.number().int(),
    failed: z.number().int(),
    products: z.array(crawledProductSchema),
    started_at: z.string(),
    finished_at: z.string().nullable(),
  }),
});
export type CrawlResult = z.infer<typeof crawlResultSchema>;

export const crawlSessionParamsSchema = z.object({ id: z.uuid('크롤링 작업을 찾을 수 없습니다.') });

/** `crawl-history` and `parsed-products` queries: one site, at most 20 (docs/product/search-and-investigator.md#calls). */
export const domainListQuerySchema = z.object({
  domain,
  limit: z.coerce
    .number({ message: '개수는 숫자여야 합니다.' })
    .int('개수는 정수여야 합니다.')
    .min(1, '개수는 1 이상이어야 합니다.')
    .max(crawlerListLimit, `개수는 ${crawlerListLimit} 이하여야 합니다.`)
    .default(crawlerListLimit),
});

/** A crawl history entry (docs/product/search-and-investigator.md#investigator-fields): one product page of a site, however often it was crawled. */
export const crawlHistoryEntrySchema = z.object({
  product_id: z.string(),
  url: z.string(),
  crawled_at: z.string(),
  last_accessed_at: z.string(),
  visit_count: z.number().int(),
  file_size: z.number().int(),
});
export type CrawlHistoryEntry = z.infer<typeof crawlHistoryEntrySchema>;
export const crawlHistoryResponseSchema = z.object({
  data: z.object({ history: z.array(crawlHistoryEntrySchema) }),
});

/** A parsed product of the crawler tab (docs/product/search-and-investigator.md#investigator-fields). */
export const crawlerParsedProductSchema = z.object({
  product_id: z.string(),
  url: z.string(),
  item_name: z.string(),
  original_price: z.number().int().nullable(),
  sale_price: z.number().int().nullable(),
  company_name: z.string().nullable(),
  images: z.array(z.string()),
  parsed_at: z.string(),
});
export type CrawlerParsedProduct = z.infer<typeof crawlerParsedProductSchema>;
export const parsedProductsResponseSchema = z.object({
  data: z.object({ products: z.array(crawlerParsedProductSchema) }),
});

const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** `GET /api/product-investigator/dates/{source}`: crawl dates with stored pages, newest first, `YYYY-MM-DD`. */
export const datesResponseSchema = z.object({ dates: z.array(ymd) });
export const sourceParamsSchema = z.object({ source: z.string().trim().min(1).max(50) });
export const sourceDateParamsSchema = sourceParamsSchema.extend({
  date: calendarDateSchema({
    format: '날짜는 YYYY-MM-DD 형식이어야 합니다.',
    invalid: '존재하지 않는 날짜입니다.',
  }),
});

/**
 * A listed product (docs/product/search-and-investigator.md#investigator-fields): a parsed page (`type: product`), or with `parse=false` the stored file itself
 * (`type: html_file`, with its file fields).
 */
export const listedProductSchema = z.object({
  id: z.string(),
  source: z.string(),
  source_name: z.string(),
  date: ymd,
  formatted_date: z.string(),
  title: z.string(),
  price: z.number().int().nullable(),
  description: z.string(),
  image_url: z.string().nullable(),
  type: z.enum(['product', 'html_file']),
  url: z.string(),
  domain: z.string(),
  file_path: z.string(),
  parse_success: z.boolean(),
  filename: z.string().optional(),
  size: z.number().int().optional(),
  modified: z.string().optional(),
});
export type ListedProduct = z.infer<typeof listedProductSchema>;

export const productsOfDateResponseSchema = z.object({ products: z.array(listedProductSchema) });

const page = z.coerce
  .number({ message: '페이지 번호는 숫자여야 합니다.' })
  .int('페이지 번호는 정수여야 합니다.')
  .min(1, '페이지 번호는 1 이상이어야 합니다.')
  .max(100_000, '페이지 번호가 너무 큽니다.');
const limit = z.coerce
  .number({ message: '페이지 크기는 숫자여야 합니다.' })
  .int('페이지 크기는 정수여야 합니다.')
  .min(1, '페이지 크기는 1 이상이어야 합니다.')
  .max(100, '페이지 크기는 100 이하여야 합니다.');
const search = z
  .string()
  .trim()
  .max(100, '검색어는 100자 이하여야 합니다.')
  .optional()
  .transform((value) => value || undefined);

/** `GET /api/product-investigator/products/all` (docs/product/search-and-investigator.md#calls); `date_filter` is typed `YYYYMMDD` (docs/product/search-and-investigator.md#all-products-tab). */
export const allProductsQuerySchema = z.object({
  page: page.default(1),
  limit: limit.default(investigatorPageSize),
  parse: z
    .enum(['true', 'false'], { message: 'parse는 true 또는 false여야 합니다.' })
    .default('true')
    .transform((value) => value === 'true'),
  source_filter: z
    .string()
    .trim()
    .max(50)
    .optional()
    .transform((value) => value || undefined),
  date_filter: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .superRefine((value, context) => {
      if (value === undefined) return;
      if (!/^\d{8}$/.test(value)) {
        context.addIssue({
          code: 'custom',
          message: '날짜는 YYYYMMDD 형식(예: 20261120)으로 입력해 주세요.',
        });
        return;
      }
      if (!isCalendarDate(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`)) {
        context.addIssue({ code: 'custom', message: '존재하지 않는 날짜입니다.' });
      }
    }),
  search,
});
export type AllProductsQuery = z.input<typeof allProductsQuerySchema>;

export const allProductsResponseSchema = z.object({
  products: z.array(listedProductSchema),
  total: z.number().int(),
  total_pages: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AllProducts = z.infer<typeof allProductsResponseSchema>;

/** `GET /api/product-investigator/stats` (docs/product/search-and-investigator.md#investigator-fields). */
export const investigatorStatsSchema = z.object({
  stats: z.object({
    total_products: z.number().int(),
    total_files: z.number().int(),
    sources: z.array(
      z.object({ source: z.string(), name: z.string(), count: z.number().int(), latest_date: ymd }),
    ),
    latest_crawl_formatted: z.string().nullable(),
  }),
});
export type InvestigatorStats = z.infer<typeof investigatorStatsSchema>;

/** A stored page as a file (docs/product/search-and-investigator.md#investigator-fields); `path` is `<domain>/<YYYY-MM-DD>/<filename>`. */
export const htmlFileSchema = z.object({
  filename: z.string(),
  path: z.string(),
  size: z.number().int(),
  modified: z.string(),
  domain: z.string(),
  date: ymd,
  source: z.string(),
});
export type HtmlFile = z.infer<typeof htmlFileSchema>;

export const htmlFilesQuerySchema = z.object({
  page: page.default(1),
  limit: limit.default(investigatorPageSize),
  search,
});
export const htmlFilesResponseSchema = z.object({
  files: z.array(htmlFileSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
  }),
});
export type HtmlFiles = z.infer<typeof htmlFilesResponseSchema>;

/** A stored file's path: `<domain>/<YYYY-MM-DD>/<filename>.html`, nothing that could climb out of the store. */
export const filePathSchema = z
  .string({ message: '파일 경로를 입력해 주세요.' })
  .trim()
  .min(1, '파일 경로를 입력해 주세요.')
  .max(400, '파일 경로가 너무 깁니다.')
  .regex(
    /^[a-z0-9.-]+(?::\d+)?\/\d{4}-\d{2}-\d{2}\/[A-Za-z0-9_-]+\.html$/,
    '저장된 HTML 파일의 경로가 아닙니다 (도메인/YYYY-MM-DD/파일명.html).',
  )
  .refine(
    (path) => isCalendarDate(path.split('/')[1] ?? ''),
    '파일 경로의 날짜(YYYY-MM-DD)가 실제 날짜가 아닙니다.',
  );

export const fileQuerySchema = z.object({ file_path: filePathSchema, source: z.string().max(50).optional() });
export const htmlContentResponseSchema = z.object({
  content: z.string(),
  file: htmlFileSchema,
  /** A link that opens the stored page in a new tab without the sign-in header, valid `htmlLinkMinutes`. */
  view_url: z.string(),
});
export type HtmlContent = z.infer<typeof htmlContentResponseSchema>;

/** The parsed product detail (docs/product/search-and-investigator.md#investigator-fields): our draft as the old product's raw Coupang-shaped data. */
export const parsedProductDetailSchema = z.object({
  id: z.string(),
  parser_type: z.string(),
  parse_success: z.boolean(),
  parse_message: z.string(),
  error: z.string().nullable(),
  description: z.string(),
  tags: z.array(z.string()),
  images: z.array(z.string()),
  file_path: z.string(),
  url: z.string(),
  warnings: z.array(parseWarningSchema),
  raw_data: z
    .object({
      sellerProductName: z.string(),
      displayProductName: z.string(),
      generalProductName: z.string(),
      salePrice: z.number().int(),
      originalPrice: z.number().int(),
      companyName: z.string(),
      brand: z.string(),
      images: z.array(z.object({ imageType: z.enum(['REPRESENTATION', 'DETAIL']), vendorPath: z.string() })),
      items: z.array(
        z.object({
          itemName: z.string(),
          attributes: z.array(z.object({ attributeTypeName: z.string(), attributeValueName: z.string() })),
        }),
      ),
      searchTags: z.array(z.string()),
      contents: z.array(
        z.object({
          contentsType: z.string(),
          contentDetails: z.array(z.object({ detailType: z.enum(['IMAGE', 'TEXT']), content: z.string() })),
        }),
      ),
      delivery: z.object({
        deliveryMethod: z.string(),
        deliveryChargeType: z.enum(['FREE', 'NOT_FREE']),
        deliveryCharge: z.number().int(),
      }),
    })
    .nullable(),
});
export type ParsedProductDetail = z.infer<typeof parsedProductDetailSchema>;

export const parseFileResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  product: parsedProductDetailSchema,
});
export type ParseFileResponse = z.infer<typeof parseFileResponseSchema>;

/** `POST /api/product-investigator/parse`: HTML the parser tab loaded, read as a page of `domain`. */
export const parseHtmlBodySchema = z.object({
  domain,
  html_content: z
    .string({ message: 'HTML 내용을 넣어 주세요.' })
    .min(1, 'HTML 내용을 넣어 주세요.')
    .max(maxParseHtmlBytes, `HTML은 ${maxParseHtmlBytes / 1024 / 1024}MB 이하여야 합니다.`),
});

/** The parser tool's product (docs/product/search-and-investigator.md#investigator-fields): the draft when the page had one, else `error`. */
export const parseHtmlResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  product: z.object({
    sellerProductName: z.string().nullable(),
    items: z.array(z.object({ itemName: z.string(), images: z.array(z.string()) })),
    error: z.string().nullable(),
    parser: z.string(),
    warnings: z.array(parseWarningSchema),
    details: productDetailsSchema.nullable(),
  }),
});
export type ParseHtmlResponse = z.infer<typeof parseHtmlResponseSchema>;
