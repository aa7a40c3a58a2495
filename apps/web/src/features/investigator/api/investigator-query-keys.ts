/** Everything `GET /api/product-investigator/products/all` is asked with. */
export interface AllProductsParams {
  page: number;
  /** true: parsed products; false: the stored HTML files themselves. */
  parse: boolean;
  source: string;
  /** `YYYYMMDD`, already checked, or empty. */
  date: string;
  search: string;
}

/**
 * Query keys of the Product Investigator. Everything a crawl adds to (lists, dates, stats, files) sits under
 * `stored()`, which a finished crawl invalidates.
 */
export const investigatorQueryKeys = {
  all: ['investigator'] as const,
  sources: () => [...investigatorQueryKeys.all, 'sources'] as const,
  supportedSites: () => [...investigatorQueryKeys.all, 'supported-sites'] as const,
  crawlSession: (sessionId: string) => [...investigatorQueryKeys.all, 'crawl-session', sessionId] as const,
  stored: () => [...investigatorQueryKeys.all, 'stored'] as const,
  crawlHistory: (domain: string) => [...investigatorQueryKeys.stored(), 'crawl-history', domain] as const,
  parsedProducts: (domain: string) => [...investigatorQueryKeys.stored(), 'parsed-products', domain] as const,
  dates: (source: string) => [...investigatorQueryKeys.stored(), 'dates', source] as const,
  productsOfDate: (source: string, date: string) =>
    [...investigatorQueryKeys.stored(), 'products', source, date] as const,
  allProducts: (params: AllProductsParams) =>
    [...investigatorQueryKeys.stored(), 'all-products', params] as const,
  stats: () => [...investigatorQueryKeys.stored(), 'stats'] as const,
  htmlFiles: (page: number) => [...investigatorQueryKeys.stored(), 'html-files', page] as const,
  htmlContent: (filePath: string) => [...investigatorQueryKeys.all, 'html-content', filePath] as const,
  parseFile: (filePath: string) => [...investigatorQueryKeys.all, 'parse-file', filePath] as const,
};
