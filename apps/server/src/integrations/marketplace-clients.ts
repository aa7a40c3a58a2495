import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createCoupangClient } from './coupang/coupang-client.ts';
import { COUPANG_SHARED_RATE } from './coupang/rate-limit.ts';
import { createHttpClient } from './http-client.ts';
import { createNaverClient } from './naver/naver-client.ts';
import type { NaverImageFetcher } from './naver/naver-images.ts';
import { NAVER_RATE } from './naver/naver-transport.ts';
import { createSharedTokenBucket } from './shared-token-bucket.ts';

/**
 * The process-wide marketplace clients: one per provider, so Naver's token cache and its category cache are shared by
 * every request; the rate budgets (per Coupang vendor, per Naver application and API) live in the database and are
 * shared by every process.
 */
export function createMarketplaceClients(
  config: Config,
  clock: () => Date,
  downloadImage: NaverImageFetcher,
  db: Database,
) {
  const http = createHttpClient();
  return {
    coupang: createCoupangClient({
      baseUrl: config.integrations.coupangBaseUrl,
      http,
      clock,
      rateLimiter: createSharedTokenBucket(db, { ...COUPANG_SHARED_RATE, namespace: 'coupang' }),
    }),
    naver: createNaverClient({
      baseUrl: config.integrations.naverBaseUrl,
      http,
      clock,
      bucket: createSharedTokenBucket(db, { ...NAVER_RATE, namespace: 'naver' }),
      // Supplier image URLs are user-supplied: they are downloaded through the SSRF-safe fetcher only.
      fetchImage: downloadImage,
    }),
  };
}

export type MarketplaceClients = ReturnType<typeof createMarketplaceClients>;
