import type { HttpClient } from '../http-client.ts';
import type { TokenBucket } from '../token-bucket.ts';
import { createNaverCategoryApi, type NaverCategoryCache } from './naver-categories.ts';
import { createNaverImageApi, type NaverImageFetcher } from './naver-images.ts';
import { createNaverOptionStockApi } from './naver-option-stock.ts';
import { createNaverOrderApi } from './naver-orders.ts';
import { createNaverProductStatusApi } from './naver-product-status.ts';
import { createNaverProductApi } from './naver-products.ts';
import { createNaverReferenceApi } from './naver-reference.ts';
import { createNaverSellerApi } from './naver-seller.ts';
import { createNaverTransport, type NaverCredentials, type NaverTimeouts } from './naver-transport.ts';

/** Production base URL; every path of the Commerce API is relative to it. */
export const NAVER_COMMERCE_BASE_URL = 'https://api.commerce.naver.com/external';

/** What the client is built from; tests pass fakes without module mocking. */
export interface NaverClientDeps {
  /** `NAVER_COMMERCE_BASE_URL`, or a sandbox's base URL. */
  baseUrl: string;
  http: HttpClient;
  clock: () => Date;
  /** Downloads supplier images for re-upload (the SSRF-safe fetcher in production). */
  fetchImage: NaverImageFetcher;
  /** Paces calls per application and API; default 2 per second on wall time. */
  bucket?: TokenBucket;
  /** Waits used to honour the gateway's rate-limit headers. */
  sleep?: (ms: number) => Promise<void>;
  timeouts?: Partial<NaverTimeouts>;
}

/** Naver Commerce API client: `forApplication(credentials)` gives the calls of one seller application. */
export function createNaverClient(deps: NaverClientDeps) {
  const transport = createNaverTransport(deps);
  const now = () => deps.clock().getTime();
  const categoryCache: NaverCategoryCache = new Map();

  return {
    /** Calls bound to one application; tokens are cached per credentials across calls of `forApplication`. */
    forApplication(credentials: NaverCredentials) {
      const call = transport.forApplication(credentials);
      return {
        ...createNaverSellerApi(call),
        ...createNaverImageApi(call, { fetchImage: deps.fetchImage, timeoutMs: transport.timeouts.uploadMs }),
        ...createNaverProductApi(call),
        ...createNaverProductStatusApi(call),
        ...createNaverOptionStockApi(call),
        ...createNaverCategoryApi(call, {
          cache: categoryCache,
          now,
          timeoutMs: transport.timeouts.categoriesMs,
        }),
        ...createNaverReferenceApi(call),
        ...createNaverOrderApi(call),
      };
    },
  };
}

export type NaverClient = ReturnType<typeof createNaverClient>;
export type NaverApplicationClient = ReturnType<NaverClient['forApplication']>;
