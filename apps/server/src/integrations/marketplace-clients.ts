import type { Config } from '../config.ts';
import { Invalid } from '../platform/domain-errors.ts';
import { createCoupangClient } from './coupang/coupang-client.ts';
import { createCoupangRateLimiter } from './coupang/rate-limit.ts';
import { createHttpClient } from './http-client.ts';
import { createNaverClient } from './naver/naver-client.ts';

/**
 * The process-wide marketplace clients: one per provider, so the per-vendor rate budget, Naver's token cache and its
 * category cache are shared by every request.
 */
export function createMarketplaceClients(config: Config, clock: () => Date) {
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
      // Re-uploading supplier images needs the SSRF-safe fetcher of the parsing issue (#5); nothing calls it yet.
      fetchImage: async () => {
        throw new Invalid('상품 이미지 업로드는 아직 지원되지 않습니다.');
      },
    }),
  };
}

export type MarketplaceClients = ReturnType<typeof createMarketplaceClients>;
