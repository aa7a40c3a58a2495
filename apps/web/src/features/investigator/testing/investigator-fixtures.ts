import type {
  CrawlerParsedProduct,
  CrawlHistoryEntry,
  CrawlResult,
  HtmlFile,
  HtmlFiles,
  InvestigatorStats,
  ListedProduct,
  ParsedProductDetail,
  ParseHtmlResponse,
  SupportedSitesResponse,
} from '@ollida/contracts/investigator';

export const sessionId = '9a3e2b10-0000-4000-8000-000000000001';

export const sitesResponse: SupportedSitesResponse = {
  data: {
    sites: [
      { name: '오너클랜', domain: 'ownerclan.com', source: 'ownerclan' },
      { name: '도매꾹', domain: 'domeggook.com', source: 'domeggook' },
    ],
    default_domain: 'domeggook.com',
    runs: { used: 3, total: 100, remaining: 97 },
  },
};

export const sourcesResponse = {
  sources: { domeggook: '도매꾹', ownerclan: '오너클랜', generic: '일반 페이지' },
};

export function crawlResult(
  status: CrawlResult['status'],
  data: Partial<CrawlResult['data']> = {},
  message = status === 'running' ? '크롤링 중입니다.' : '크롤링을 마쳤습니다.',
): CrawlResult {
  return {
    status,
    message,
    data: {
      session_id: sessionId,
      domain: 'domeggook.com',
      max_crawls: 2,
      planned: 0,
      total_crawled: 0,
      successful: 0,
      failed: 0,
      products: [],
      started_at: '2026-11-20T05:30:00.000Z',
      finished_at: status === 'running' ? null : '2026-11-20T05:31:00.000Z',
      ...data,
    },
  };
}

export const crawledProducts: CrawlResult['data']['products'] = [
  {
    product_id: 'p-1',
    url: 'https://domeggook.com/1001',
    file_size: 120_000,
    success: true,
    item_name: '접이식 캠핑 의자',
    error: null,
  },
  {
    product_id: 'p-2',
    url: 'https://domeggook.com/1002',
    file_size: 0,
    success: false,
    item_name: null,
    error: '페이지를 가져오지 못했습니다 (HTTP 503).',
  },
];

export function historyEntry(overrides: Partial<CrawlHistoryEntry> = {}): CrawlHistoryEntry {
  return {
    product_id: 'p-1',
    url: 'https://domeggook.com/1001',
    crawled_at: '2026-11-19T01:00:00.000Z',
    last_accessed_at: '2026-11-20T05:31:00.000Z',
    visit_count: 3,
    file_size: 120_000,
    ...overrides,
  };
}

export function crawlerParsedProduct(overrides: Partial<CrawlerParsedProduct> = {}): CrawlerParsedProduct {
  return {
    product_id: 'p-1',
    url: 'https://domeggook.com/1001',
    item_name: '접이식 캠핑 의자',
    original_price: 25_000,
    sale_price: 19_900,
    company_name: '캠핑상사',
    images: ['https://cdn.example.com/chair.jpg'],
    parsed_at: '2026-11-20T05:31:00.000Z',
    ...overrides,
  };
}

export function listedProduct(overrides: Partial<ListedProduct> = {}): ListedProduct {
  return {
    id: 'domeggook/2026-11-20/1001',
    source: 'domeggook',
    source_name: '도매꾹',
    date: '2026-11-20',
    formatted_date: '2026년 11월 20일',
    title: '접이식 캠핑 의자',
    price: 19_900,
    description: '',
    image_url: 'https://cdn.example.com/chair.jpg',
    type: 'product',
    url: 'https://domeggook.com/1001',
    domain: 'domeggook.com',
    file_path: 'domeggook.com/2026-11-20/1001.html',
    parse_success: true,
    ...overrides,
  };
}

/** `count` parsed products with distinct ids. */
export function listedProducts(count: number, offset = 0): ListedProduct[] {
  return Array.from({ length: count }, (_, index) =>
    listedProduct({
      id: `domeggook/2026-11-20/${offset + index}`,
      title: `상품 ${offset + index + 1}`,
      file_path: `domeggook.com/2026-11-20/${offset + index}.html`,
    }),
  );
}

export const statsResponse: InvestigatorStats = {
  stats: {
    total_products: 1234,
    total_files: 1300,
    sources: [
      { source: 'domeggook', name: '도매꾹', count: 1000, latest_date: '2026-11-20' },
      { source: 'ownerclan', name: '오너클랜', count: 234, latest_date: '2026-11-18' },
    ],
    latest_crawl_formatted: '2026년 11월 20일 14:31',
  },
};

export function htmlFile(overrides: Partial<HtmlFile> = {}): HtmlFile {
  return {
    filename: '1001.html',
    path: 'domeggook.com/2026-11-20/1001.html',
    size: 120_000,
    modified: '2026-11-20T05:31:00.000Z',
    domain: 'domeggook.com',
    date: '2026-11-20',
    source: 'domeggook',
    ...overrides,
  };
}

export function htmlFilesPage(files: HtmlFile[], total = files.length): HtmlFiles {
  return {
    files,
    pagination: { page: 1, limit: 50, total, total_pages: Math.max(1, Math.ceil(total / 50)) },
  };
}

export function parsedDetail(overrides: Partial<ParsedProductDetail> = {}): ParsedProductDetail {
  return {
    id: 'domeggook/2026-11-20/1001',
    parser_type: 'domeggook',
    parse_success: true,
    parse_message: '상품 정보를 읽었습니다.',
    error: null,
    description: '<p>튼튼한 <b>캠핑 의자</b></p><img src="x" onerror="alert(1)">',
    tags: ['캠핑', '의자'],
    images: ['https://cdn.example.com/chair.jpg'],
    file_path: 'domeggook.com/2026-11-20/1001.html',
    url: 'https://domeggook.com/1001',
    warnings: [],
    raw_data: {
      sellerProductName: '접이식 캠핑 의자',
      displayProductName: '접이식 캠핑 의자 블랙',
      generalProductName: '캠핑 의자',
      salePrice: 19_900,
      originalPrice: 25_000,
      companyName: '캠핑상사',
      brand: '캠프온',
      images: [
        { imageType: 'REPRESENTATION', vendorPath: 'https://cdn.example.com/chair.jpg' },
        { imageType: 'DETAIL', vendorPath: 'https://cdn.example.com/chair-detail.jpg' },
      ],
      items: [
        {
          itemName: '블랙',
          attributes: [{ attributeTypeName: '색상', attributeValueName: '블랙' }],
        },
      ],
      searchTags: ['캠핑'],
      contents: [],
      delivery: { deliveryMethod: 'SEQUENCIAL', deliveryChargeType: 'NOT_FREE', deliveryCharge: 3_000 },
    },
    ...overrides,
  };
}

export function parseHtmlResponse(overrides: Partial<ParseHtmlResponse['product']> = {}): ParseHtmlResponse {
  return {
    success: true,
    message: '상품 정보를 읽었습니다.',
    product: {
      sellerProductName: '접이식 캠핑 의자',
      items: [
        { itemName: '블랙', images: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg'] },
        { itemName: '그레이', images: [] },
      ],
      error: null,
      parser: 'domeggook',
      warnings: [],
      details: null,
      ...overrides,
    },
  };
}
