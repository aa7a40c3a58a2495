import type { Config } from '../config.ts';
import { createCoupangClient } from './coupang/coupang-client.ts';
import { createCoupangRateLimiter } from './coupang/rate-limit.ts';
import { createHttpClient } from './http-client.ts';
import { createNaverClient } from './naver/naver-client.ts';
import type { NaverImageFetcher } from './naver/naver-images.ts';

/**
 * The process-wide marketplace clients: one per provider, so the per-vendor rate budget, Naver's token cache and its
 * category cache are shared by every request.
 */
export function createMarketplaceClients(
  config: Config,
  clock: () => Date,
  downloadImage: NaverImageFetcher,
) {
  const http = createHttpClient();
  return {
    coupang: createCoupangClient({
      baseUrl: config.integrations.coupangBaseUrl,
      http,
      clock,
      rateLimiter: createCoupangRateLimiter(),
    }),
    naver: createNaverClient({
      baseUrl: config.integrations.naverBaseUrl,
      http,
      clock,
      // Supplier image URLs are user-supplied: they are downloaded through the SSRF-safe fetcher only.
      fetchImage: downloadImage,
    }),
  };
}

export type MarketplaceClients = ReturnType<typeof createMarketplaceClients>;
