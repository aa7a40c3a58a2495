import { describe } from 'vitest';
import { createHttpClient } from '../http-client.ts';
import { createCoupangClient } from './coupang-client.ts';
import { registerCoupangContractCases } from './coupang-contract.ts';
import { COUPANG_API_BASE } from './coupang-transport.ts';
import { createCoupangRateLimiter } from './rate-limit.ts';

// Real Coupang keys, only read calls (plus one deliberately wrong signature). Runs with `npm run test:live`.
const accessKey = process.env.COUPANG_LIVE_ACCESS_KEY;
const secretKey = process.env.COUPANG_LIVE_SECRET_KEY;
const vendorId = process.env.COUPANG_LIVE_VENDOR_ID;

describe.runIf(accessKey && secretKey && vendorId)('Coupang Wing live contract', () => {
  const credentials = { accessKey: accessKey ?? '', secretKey: secretKey ?? '', vendorId: vendorId ?? '' };
  const coupang = createCoupangClient({
    baseUrl: process.env.COUPANG_LIVE_BASE_URL ?? COUPANG_API_BASE,
    http: createHttpClient(),
    clock: () => new Date(),
    rateLimiter: createCoupangRateLimiter(),
  });
  registerCoupangContractCases(() => ({
    client: coupang.forVendor(credentials),
    credentials,
    forCredentials: (other) => coupang.forVendor(other),
    now: () => new Date(),
  }));
});
